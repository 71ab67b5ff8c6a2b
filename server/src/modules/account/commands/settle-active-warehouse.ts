import { ALL_WAREHOUSES_ID, RESTRICTED_GROUP_ID } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { grantedWarehouses, selectableWarehouseIds } from '../queries.js';

/**
 * Keeps a restricted (group 6) user's active warehouse inside its access: after a grant, a revoke or
 * a change of group, an active warehouse it may not choose becomes its first granted warehouse (by
 * name), or 0 when it has none. Other groups keep theirs.
 */
export async function settleActiveWarehouse(tx: Tx, _actor: Actor, input: { user_id: number }): Promise<void> {
  const m = (await tx.execute(sql`select group_id, gudang_id_active from company_users where user_id = ${input.user_id}`)).rows[0] as
    | { group_id: number; gudang_id_active: number }
    | undefined;
  if (!m || Number(m.group_id) !== RESTRICTED_GROUP_ID) return;
  const { ids } = await selectableWarehouseIds(tx, input.user_id, RESTRICTED_GROUP_ID);
  if (ids.has(Number(m.gudang_id_active))) return;
  const first = (await grantedWarehouses(tx, input.user_id))[0];
  const next = first ? Number(first.gudang_id) : ALL_WAREHOUSES_ID;
  if (next !== Number(m.gudang_id_active)) await tx.execute(sql`update company_users set gudang_id_active = ${next} where user_id = ${input.user_id}`);
}
