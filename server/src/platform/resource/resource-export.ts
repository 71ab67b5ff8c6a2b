import { type FieldDef, isListField, isTextCellField, type ResourceDef } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Tx } from '../../db/client.js';
import type { CellKind } from '../excel/cell-value.js';
import type { SheetColumn } from '../excel/xlsx-stream.js';
import { streamXlsx } from '../excel/xlsx-stream.js';
import { refLabelKey } from './resource-query.js';

/**
 * Rows per cursor fetch: on PGlite a fetch runs on the event loop's thread, so it stays short (250
 * products, the costliest rows: 0.1-0.4 s on a loaded 2-core machine).
 */
export const EXPORT_BATCH = 250;

/** The cell kind of a field's export column: text cells for codes and digits, numbers, dates. */
export function cellKindOf(f: FieldDef): CellKind | undefined {
  if (isTextCellField(f)) return 'text';
  if (f.type === 'money') return 'money';
  if (f.type === 'int' || f.type === 'district') return 'number';
  if (f.type === 'date') return 'date';
  return undefined;
}

/** Export columns: the list columns with Indonesian headers; references show their name, not their id. */
export function exportColumns(def: ResourceDef): SheetColumn[] {
  const cols: SheetColumn[] = [{ header: 'ID', key: def.idField, width: 10, kind: 'number' }];
  for (const f of def.fields) {
    if (f.hidden || !(isListField(f) || !f.system)) continue;
    if (f.type === 'ref') cols.push({ header: f.label, key: refLabelKey(f) });
    else if (f.type === 'district')
      cols.push({ header: f.label, key: f.name, kind: 'number' }, { header: `Nama ${f.label}`, key: 'kecamatan_name', width: 24 });
    else cols.push({ header: f.label, key: f.name, width: f.type === 'textarea' ? 40 : undefined, kind: cellKindOf(f) });
  }
  cols.push({ header: 'Status', key: 'status', width: 8 });
  return cols;
}

/**
 * Reads a query through a cursor of the request's transaction, EXPORT_BATCH rows at a time (after the
 * first `skip`), giving
 * the event loop a turn between batches (on PGlite a query runs on the loop's thread: a chain of
 * fetches would otherwise keep every other request, even /healthz, waiting until the last one).
 */
/** Rows skipped per MOVE (about 0.1 s of products on PGlite), with a turn of the event loop between. */
const MOVE_CHUNK = 2000;

export async function* cursorBatches(tx: Tx, query: SQL, batch = EXPORT_BATCH, skip = 0): AsyncGenerator<Record<string, unknown>[]> {
  const name = sql.identifier(`export_${Math.random().toString(36).slice(2, 10)}`);
  await tx.execute(sql`declare ${name} no scroll cursor for ${query}`);
  try {
    // Skipped rows are passed over in the database without computing their columns (an export job's step reading on).
    for (let left = Math.trunc(skip); left > 0; left -= MOVE_CHUNK) {
      await tx.execute(sql`move forward ${sql.raw(String(Math.min(left, MOVE_CHUNK)))} in ${name}`);
      await nextTurn();
    }
    for (;;) {
      const r = await tx.execute(sql`fetch ${sql.raw(String(batch))} from ${name}`);
      if (!r.rows.length) break;
      // A turn after the fetch and another before the next, so the fetch and what the reader does with its rows are apart.
      await nextTurn();
      yield r.rows as Record<string, unknown>[];
      if (r.rows.length < batch) break;
      await nextTurn();
    }
  } finally {
    await tx.execute(sql`close ${name}`);
  }
}

const stamp = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

/** Streams the resource's rows matching the list's filters as .xlsx. */
export async function exportResource(reply: FastifyReply, tx: Tx, def: ResourceDef, query: SQL, fileBase?: string) {
  await streamXlsx(reply, {
    fileName: `${fileBase ?? def.fileName ?? def.key}-${stamp()}.xlsx`,
    sheetName: def.title,
    columns: exportColumns(def),
    batches: cursorBatches(tx, query),
  });
}
