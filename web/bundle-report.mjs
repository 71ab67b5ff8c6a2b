// Bundle figures of the production build: node bundle-report.mjs (after `npx vite build`).
// Initial JS = the entry chunk and its static imports; the login page adds its lazy chunk's closure.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, 'dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

function closure(keys, seen = new Set()) {
  for (const k of keys) {
    if (seen.has(k)) continue;
    seen.add(k);
    closure(manifest[k].imports ?? [], seen);
  }
  return seen;
}
const sum = (keys) => [...keys].reduce((n, k) => n + gz(manifest[k].file), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const initial = closure([entry]);
const loginKey = Object.keys(manifest).find((k) => k.endsWith('features/auth/login-page.tsx'));
const login = closure([loginKey], new Set(initial));
const layoutKey = Object.keys(manifest).find((k) => k.endsWith('app/layout/app-layout.tsx'));
const dashKey = Object.keys(manifest).find((k) => k.endsWith('features/dashboard/dashboard-page.tsx'));
const dashboard = closure([layoutKey, dashKey], new Set(initial));
const allJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const total = allJs.reduce((n, f) => n + gz(`assets/${f}`), 0);

console.log(`initial JS (entry + static imports): ${kb(sum(initial))} gzip`);
console.log(`login page JS (initial + login chunk): ${kb(sum(login))} gzip`);
console.log(`dashboard JS (initial + layout + dashboard): ${kb(sum(dashboard))} gzip`);
console.log(`all JS (${allJs.length} files): ${kb(total)} gzip`);
