import { ALL_WAREHOUSES_ID, GROUP_TYPE, RESTRICTED_GROUP_ID } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export interface WarehouseRef {
  gudang_id: number;
  master_gudang_name: string;
}

/** Warehouses explicitly granted to a user in the current company. */
export async function grantedWarehouses(tx: Executor, userId: number): Promise<WarehouseRef[]> {
  const r = await tx.execute(sql`
    select g.master_gudang_id as gudang_id, g.master_gudang_name
      from user_gudang_access a join master_gudang g on g.master_gudang_id = a.gudang_id and g.company_id = a.company_id
     where a.user_id = ${userId} order by g.master_gudang_name`);
  return r.rows as unknown as WarehouseRef[];
}

/**
 * The warehouses a user may choose, exactly as spec-1 §5: group id 6 sees only its access_gudang,
 * every other group all warehouses; 'all warehouses' (id 0) is added for superusers, or for a
 * restricted user whose access covers every warehouse.
 */
export async function selectableWarehouseIds(
  tx: Executor,
  userId: number,
  groupId: number,
  groupType: string = GROUP_TYPE.staff,
): Promise<{ ids: Set<number>; all: boolean }> {
  const everyRow = await tx.execute(sql`select master_gudang_id as id from master_gudang where status = 1`);
  const every = new Set(everyRow.rows.map((r) => Number((r as { id: number }).id)));
  if (groupId !== RESTRICTED_GROUP_ID) {
    const superuser = groupType === GROUP_TYPE.superuser;
    return { ids: new Set(superuser ? [ALL_WAREHOUSES_ID, ...every] : every), all: superuser };
  }
  const granted = new Set((await grantedWarehouses(tx, userId)).map((w) => Number(w.gudang_id)));
  const coversAll = every.size > 0 && [...every].every((id) => granted.has(id));
  if (coversAll) granted.add(ALL_WAREHOUSES_ID);
  return { ids: granted, all: coversAll };
}

/**
 * Keeps a restricted (group 6) user's active warehouse inside its access: after a grant, a revoke or
 * a change of group, an active warehouse it may not choose becomes its first granted warehouse (by
 * name), or 0 when it has none. Other groups keep theirs.
 */
export async function settleActiveWarehouse(tx: Executor, userId: number): Promise<void> {
  const m = (await tx.execute(sql`select group_id, gudang_id_active from company_users where user_id = ${userId}`)).rows[0] as
    | { group_id: number; gudang_id_active: number }
    | undefined;
  if (!m || Number(m.group_id) !== RESTRICTED_GROUP_ID) return;
  const { ids } = await selectableWarehouseIds(tx, userId, RESTRICTED_GROUP_ID);
  if (ids.has(Number(m.gudang_id_active))) return;
  const first = (await grantedWarehouses(tx, userId))[0];
  const next = first ? Number(first.gudang_id) : ALL_WAREHOUSES_ID;
  if (next !== Number(m.gudang_id_active)) await tx.execute(sql`update company_users set gudang_id_active = ${next} where user_id = ${userId}`);
}
