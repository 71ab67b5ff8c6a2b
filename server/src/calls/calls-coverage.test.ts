import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/harness.js';
import { EXTRA_CALLS } from './extra-calls.js';
import { type CallEntry, literalSource, repoRoot } from './registry.js';

interface SpecCall {
  area: string;
  method: string;
  path: string;
}

/** The call catalogue (a copy of spec/calls.tsv kept in the repository): area, method, path, body, note. */
function specCalls(): SpecCall[] {
  const [header, ...lines] = fs.readFileSync(path.join(repoRoot, 'docs/spec/calls.tsv'), 'utf8').trim().split('\n');
  const cols = header.split('\t');
  const at = (name: string) => cols.indexOf(name);
  return lines.map((l) => {
    const v = l.split('\t');
    // A path written with an example id (/dashboard/stock_per_product/1) is registered with its parameter (:id).
    return { area: v[at('area')], method: v[at('method')], path: v[at('path')].replace(/\/\d+(?=\/|$)/g, '/:id') };
  });
}

const key = (c: { method: string; url?: string; path?: string }) => `${c.method} ${c.url ?? c.path}`;

/** Calls built ahead of the rest of their area, which stays unbuilt (the area does not count as built for them). */
const BUILT_AHEAD: Record<string, string> = {};

describe('registered calls against the catalogue', () => {
  const ctx = useTestServer({ admin: false });
  const calls = (): CallEntry[] => ctx.server.app.registeredCalls;
  const spec = specCalls();

  it('reads the catalogue', () => {
    expect(spec.length).toBeGreaterThan(600);
    expect(spec.every((c) => c.area && /^(GET|POST)$/.test(c.method) && c.path.startsWith('/'))).toBe(true);
  });

  it('registers every call of a built area with the catalogue method', () => {
    const registered = new Set(calls().map(key));
    const registeredPaths = new Set(calls().map((c) => c.url));
    const built = new Set(spec.filter((c) => registeredPaths.has(c.path) && !(c.path in BUILT_AHEAD)).map((c) => c.area));
    expect(built.size).toBeGreaterThan(20);
    const missing = spec.filter((c) => built.has(c.area) && !registered.has(key(c))).map((c) => `${c.area}: ${key(c)}`);
    expect(missing).toEqual([]);
  });

  it('lists every call beyond the catalogue with its reason, and no stale entry', () => {
    const inSpec = new Set(spec.map(key));
    const allowed = new Set(EXTRA_CALLS.flatMap((g) => g.calls));
    const extras = calls()
      .map(key)
      .filter((k) => !inSpec.has(k));
    expect(extras.filter((k) => !allowed.has(k))).toEqual([]);
    expect([...allowed].filter((k) => !extras.includes(k))).toEqual([]);
    expect(EXTRA_CALLS.every((g) => g.reason.length > 20)).toBe(true);
  });

  it('registers no call twice', () => {
    const keys = calls().map(key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('writes every call path literally (quoted) in the file that declares it', () => {
    const notLiteral = calls()
      .filter((c) => !literalSource(c))
      .map((c) => `${key(c)} (${c.file ?? 'no file recorded'})`);
    expect(notLiteral).toEqual([]);
  });
});

describe('literal path check', () => {
  it('finds a path only when the named file writes it whole and quoted', () => {
    const list = { method: 'POST', url: '/shift_config/list_data', access: { permission: 'shiftData' }, answers: 'data' as const };
    const defs = 'packages/contract/src/resources/catalog-resources.ts';
    expect(literalSource({ ...list, file: defs })).toBe(defs);
    expect(literalSource({ ...list, file: `${repoRoot}/${defs}` })).toBe(defs);
    expect(literalSource({ ...list, file: 'server/src/platform/call.ts' })).toBeUndefined();
    expect(literalSource({ ...list, url: '/shift_config/list', file: defs })).toBeUndefined();
  });

  it('looks up the calls the resource engine declares in the resource definitions', () => {
    const list = { method: 'POST', url: '/shift_config/list_data', access: { permission: 'shiftData' }, answers: 'data' as const };
    expect(literalSource({ ...list, file: 'server/src/platform/resource/register-resource.ts' })).toBe('packages/contract/src/resources/catalog-resources.ts');
    expect(literalSource({ ...list, url: '/shift_config/list_nothing', file: 'server/src/platform/resource/register-resource.ts' })).toBeUndefined();
  });
});

/**
 * Areas built before answers were declared (issue 21 item 4) that still have calls without a `data`
 * schema. Every other area, and every area built from now on, declares the answer of each call (a
 * validation call its `null`); an area leaves this list once all its calls declare theirs.
 */
const AREAS_WITH_UNDECLARED_ANSWERS = new Set(
  (
    'account asuransi config custom ekspedisi group karyawan kemasan komponen konfig_pos lead login master master_gudang member member_type ' +
    'notif password_reset penerimaan print product product_package public purchase_material purchase_order registration report session ' +
    'shift_config stock_reduction swamedikasi user users vendor'
  ).split(' '),
);

describe('answers declared', () => {
  const ctx = useTestServer({ admin: false });
  const areaOf = (url: string) => url.replace(/^\/api\/mitra/, '').split('/')[1];

  it('every call of an area outside the legacy list declares what it answers, and the list has no area already complete', () => {
    const calls = ctx.server.app.registeredCalls;
    const undeclared = calls.filter((c) => c.answers === 'undeclared');
    expect(undeclared.filter((c) => !AREAS_WITH_UNDECLARED_ANSWERS.has(areaOf(c.url))).map((c) => `${c.method} ${c.url}`)).toEqual([]);
    const stillOpen = new Set(undeclared.map((c) => areaOf(c.url)));
    expect([...AREAS_WITH_UNDECLARED_ANSWERS].filter((a) => !stillOpen.has(a))).toEqual([]);
  });
});
