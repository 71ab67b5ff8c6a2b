import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError, forbidden } from '../../../platform/errors.js';
import { selectableWarehouseIds } from '../queries.js';

/** Sets the caller's active warehouse (0 = all) among those they may choose; partners have none to choose. */
export async function changeActiveWarehouse(tx: Tx, actor: Actor, input: { gudang_id: number }) {
  if (actor.mitraData !== null) throw forbidden();
  const { ids } = await selectableWarehouseIds(tx, actor.userId, actor.groupId, actor.groupType);
  if (!ids.has(input.gudang_id)) throw fieldError('gudang_id', 'Gudang tidak ditemukan atau tidak dapat Anda akses');
  await tx.execute(sql`update company_users set gudang_id_active = ${input.gudang_id} where user_id = ${actor.userId}`);
  return { gudang_id: input.gudang_id };
}
