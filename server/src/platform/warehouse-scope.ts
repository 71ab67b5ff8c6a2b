import { RESTRICTED_GROUP_ID } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import type { Actor } from './command.js';
import { fieldError } from './errors.js';

/**
 * The warehouses a user may see in stock lists, reports, exports and pickers: group 6 only those
 * granted to it (user_gudang_access), everyone else all of the company's. `column` is the
 * warehouse id column of the query, e.g. sql`b.gudang_id`.
 */
export const warehouseScope = (actor: Actor, column: SQL): SQL =>
  actor.groupId === RESTRICTED_GROUP_ID ? sql`${column} in (select gudang_id from user_gudang_access where user_id = ${actor.userId})` : sql`true`;

/** Refuses, at `field`, a warehouse that does not exist in the company or that the user may not use. */
export async function checkWarehouse(tx: Tx, actor: Actor, gudangId: number, field = 'gudang_id') {
  const r = await tx.execute(sql`select 1 from master_gudang g where g.master_gudang_id = ${gudangId} and ${warehouseScope(actor, sql`g.master_gudang_id`)}`);
  if (!r.rows.length) throw fieldError(field, 'Gudang tidak ditemukan');
}
