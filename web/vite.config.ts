import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/**
 * API paths live at the root (/login/stored, /account/profile, ...), so in development every request
 * that is not a page navigation or a Vite asset goes to the server. Page navigations (Accept: text/html)
 * get index.html for history-mode routing.
 */
export default defineConfig({
  plugins: [react()],
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
