import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestEntry {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Gzip sizes of the production build (web/dist, after `vite build`): initial JS is the entry and its
 * static imports; a page adds the closure of its lazy chunk.
 */
export function bundleFigures(dist: string) {
  const manifest: Record<string, ManifestEntry> = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const k of keys) {
      if (seen.has(k)) continue;
      seen.add(k);
      closure(manifest[k].imports ?? [], seen);
    }
    return seen;
  };
  const sum = (keys: Set<string>, without = new Set<string>()) => [...keys].filter((k) => !without.has(k)).reduce((n, k) => n + gz(manifest[k].file), 0);
  const keyOf = (suffix: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
    if (!key) throw new Error(`${suffix} is not in the build manifest`);
    return key;
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('no entry chunk in the build manifest');
  const initial = closure([entry]);
  const login = closure([keyOf('features/auth/login-page.tsx')], new Set(initial));
  const dashboard = closure([keyOf('app/layout/app-layout.tsx'), keyOf('features/dashboard/dashboard-page.tsx')], new Set(initial));
  const allJs = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    initial: sum(initial),
    login: sum(login),
    dashboard: sum(dashboard),
    total: allJs.reduce((n, f) => n + gz(`assets/${f}`), 0),
    files: allJs.length,
  };
}
