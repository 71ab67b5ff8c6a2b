import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.js';
import { TABLE_OWNERS } from './table-owners.js';

const srcRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every drizzle table of the schema by its exported name (for `.insert(salesOrder)`) and its SQL name. */
const tablesByExport = new Map<string, string>();
for (const [name, value] of Object.entries(schema)) if (value instanceof PgTable) tablesByExport.set(name, getTableConfig(value).name);
const tableNames = new Set(tablesByExport.values());

/** Non-test sources: no *.test.ts, no test kits, no test/ folder, no migrations. */
function sources(dir = srcRoot): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    const rel = path.relative(srcRoot, full).split(path.sep).join('/');
    if (e.isDirectory()) {
      if (rel === 'test' || rel === 'db/migrations' || e.name === 'node_modules') continue;
      out.push(...sources(full));
    } else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.includes('test-kit')) out.push(rel);
  }
  return out;
}

/** Comments blanked (kept line breaks), so a sentence about a write is not a write. */
function withoutComments(text: string) {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/[^\n]*/g, (m, pre: string) => pre + ' '.repeat(m.length - pre.length));
}

export interface TableWrite {
  file: string;
  line: number;
  table: string;
}

const RAW = /\b(?:insert\s+into|delete\s+from|update)\s+(?:only\s+)?([a-z_][a-z0-9_]*)/gi;
const DRIZZLE = /\.(?:insert|update|delete)\(\s*([A-Za-z_$][\w$]*)\s*\)/g;

/** The writes of a source text to known tables: SQL insert/update/delete and drizzle insert/update/delete of a schema table. */
export function writesIn(file: string, text: string): TableWrite[] {
  const code = withoutComments(text);
  const lineOf = (i: number) => code.slice(0, i).split('\n').length;
  const out: TableWrite[] = [];
  for (const m of code.matchAll(RAW)) {
    const table = m[1].toLowerCase();
    if (tableNames.has(table)) out.push({ file, line: lineOf(m.index ?? 0), table });
  }
  for (const m of code.matchAll(DRIZZLE)) {
    const table = tablesByExport.get(m[1]);
    if (table) out.push({ file, line: lineOf(m.index ?? 0), table });
  }
  return out;
}

const modulePaths = [...new Set(Object.values(TABLE_OWNERS).flatMap((o) => [o.owner, ...(o.writers ?? []).map((w) => w.module)]))];

/** The module of a source file: the deepest module path of TABLE_OWNERS holding it, else modules/<area>, else its first folder or itself. */
export function moduleOf(file: string) {
  const named = modulePaths.filter((m) => file === m || file.startsWith(`${m}/`)).sort((a, b) => b.length - a.length)[0];
  if (named) return named;
  const parts = file.split('/');
  if (parts[0] === 'modules') return parts.slice(0, 2).join('/');
  return parts.length > 1 ? parts[0] : file;
}

/** Writes to another module's table that TABLE_OWNERS does not allow, as "file:line table (owner …)". */
export function foreignWrites(writes: readonly TableWrite[]) {
  const out: string[] = [];
  for (const w of writes) {
    const entry = TABLE_OWNERS[w.table];
    const mod = moduleOf(w.file);
    if (!entry) out.push(`${w.file}:${w.line} ${w.table} (no owner in db/table-owners.ts)`);
    else if (entry.owner !== mod && !entry.writers?.some((x) => x.module === mod))
      out.push(`${w.file}:${w.line} writes ${w.table}, owned by ${entry.owner} (${mod} must call a command of ${entry.owner})`);
  }
  return out;
}

describe('one owner per table (db/table-owners.ts)', () => {
  const writes = sources().flatMap((f) => writesIn(f, fs.readFileSync(path.join(srcRoot, f), 'utf8')));

  it('every table of the schema has an owner, and every owner names a table of the schema', () => {
    expect([...tableNames].filter((t) => !TABLE_OWNERS[t]).sort()).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((t) => !tableNames.has(t))).toEqual([]);
  });

  it('every recorded exception gives its reason', () => {
    for (const [table, o] of Object.entries(TABLE_OWNERS))
      for (const w of o.writers ?? []) expect(w.reason.length, `${table} ← ${w.module}`).toBeGreaterThan(20);
  });

  it('no module writes a table another module owns', () => {
    expect(writes.length).toBeGreaterThan(100);
    expect(foreignWrites(writes)).toEqual([]);
  });

  it('the scan sees SQL and drizzle writes, not comments or reads', () => {
    const text = [
      'await tx.execute(sql`insert into stock_reservation (order_id) values (1)`);',
      'await tx.execute(sql`update stock_cost c set qty = 0 where c.product_id = 1`); // update sales_order set x',
      '/* delete from stock_log */ await tx.delete(salesOrder).where(x);',
      'await tx.execute(sql`select * from stock_log for update`);',
      'await tx.execute(sql`insert into stock_daily (x) values (1) on conflict (company_id) do update set qty = 1`);',
    ].join('\n');
    expect(writesIn('modules/sales/order/commands/x.ts', text)).toEqual([
      { file: 'modules/sales/order/commands/x.ts', line: 1, table: 'stock_reservation' },
      { file: 'modules/sales/order/commands/x.ts', line: 2, table: 'stock_cost' },
      { file: 'modules/sales/order/commands/x.ts', line: 5, table: 'stock_daily' },
      { file: 'modules/sales/order/commands/x.ts', line: 3, table: 'sales_order' },
    ]);
    expect(foreignWrites(writesIn('modules/sales/order/commands/x.ts', text))).toEqual([
      'modules/sales/order/commands/x.ts:1 writes stock_reservation, owned by modules/stock (modules/sales/order must call a command of modules/stock)',
      'modules/sales/order/commands/x.ts:2 writes stock_cost, owned by modules/stock (modules/sales/order must call a command of modules/stock)',
      'modules/sales/order/commands/x.ts:5 writes stock_daily, owned by modules/stock (modules/sales/order must call a command of modules/stock)',
    ]);
    expect(moduleOf('modules/stock/opname/commands/post-stock-opname.ts')).toBe('modules/stock/opname');
    expect(moduleOf('modules/stock/batch/commands/update-batch.ts')).toBe('modules/stock');
    expect(moduleOf('platform/auth.ts')).toBe('platform');
    expect(moduleOf('seed.ts')).toBe('seed.ts');
  });

  it('reports the exceptions no source needs any more (informative: remove them from the data)', () => {
    const stale: string[] = [];
    for (const [table, o] of Object.entries(TABLE_OWNERS))
      for (const w of o.writers ?? []) if (!writes.some((x) => x.table === table && moduleOf(x.file) === w.module)) stale.push(`${table} ← ${w.module}`);
    if (stale.length) console.warn(`table-owners: exceptions no longer used:\n  ${stale.join('\n  ')}`);
  });
});
