import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a .br and a .gz next to every text file of the build, which the server sends as they are
 * (@fastify/static preCompressed): the best compression once, at build time, not per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bo-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = path.resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|ico|webmanifest)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * API paths live at the root (/login/stored, /account/profile, ...), so in development every request
 * that is not a page navigation or a Vite asset goes to the server. Page navigations (Accept: text/html)
 * get index.html for history-mode routing.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '^/(?!@vite|@react-refresh|@id|@fs|src/|node_modules/|assets/).+': {
        target: API_TARGET,
        changeOrigin: true,
        bypass(req) {
          if (req.method === 'GET' && req.headers.accept?.includes('text/html')) return '/index.html';
          return undefined;
        },
      },
    },
  },
  build: {
    target: 'es2022',
    manifest: true,
    chunkSizeWarningLimit: 1500,
  },
});
