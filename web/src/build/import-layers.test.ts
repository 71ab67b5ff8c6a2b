import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// bulletproof-react's direction: app → features → components/lib/api; a feature never imports another.
const src = path.resolve(import.meta.dirname, '..');

interface Edge {
  from: string;
  to: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const c of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) if (fs.existsSync(c)) return path.relative(src, c);
  return null;
}

/** Every relative import (static, dynamic and type-only) of the client. */
function importEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(src)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bfrom\s+'(\.[^']+)'|\bimport\(\s*'(\.[^']+)'\s*\)|^import\s+'(\.[^']+)'/gm)) {
      const to = resolveImport(file, m[1] ?? m[2] ?? m[3]);
      if (to) edges.push({ from: path.relative(src, file), to });
    }
  }
  return edges;
}

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];
const layerOf = (file: string) => file.split('/')[0];

/** Import cycles among files, dynamic imports included (a lazy import still ties two modules together). */
function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (n: string) => {
    state.set(n, 'open');
    stack.push(n);
    for (const d of next.get(n) ?? []) {
      if (state.get(d) === 'open') found.push([...stack.slice(stack.indexOf(d)), d]);
      else if (!state.has(d)) visit(d);
    }
    stack.pop();
    state.set(n, 'done');
  };
  for (const n of next.keys()) if (!state.has(n)) visit(n);
  return found;
}

describe('import layers of the client', () => {
  const edges = importEdges();

  it('reads the imports it checks', () => {
    expect(edges.some((e) => e.from === 'app/router.tsx' && e.to === 'app/page-registry.ts')).toBe(true);
    expect(edges.some((e) => e.from.startsWith('features/') && e.to.startsWith('components/resource/'))).toBe(true);
  });

  it('no feature imports another feature', () => {
    const crossing = edges.filter((e) => featureOf(e.from) && featureOf(e.to) && featureOf(e.from) !== featureOf(e.to));
    expect(crossing.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('features import only shared code, never the app shell', () => {
    const upward = edges.filter((e) => featureOf(e.from) && layerOf(e.to) === 'app');
    expect(upward.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('components, lib and api import neither features nor the app shell', () => {
    const shared = new Set(['components', 'lib', 'api']);
    const upward = edges.filter((e) => shared.has(layerOf(e.from)) && (layerOf(e.to) === 'features' || layerOf(e.to) === 'app'));
    expect(upward.map((e) => `${e.from} → ${e.to}`)).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(cycles(edges).map((c) => c.join(' → '))).toEqual([]);
  });
});
