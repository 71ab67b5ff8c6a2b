import { ALL_WAREHOUSES_ID, RESTRICTED_GROUP_ID } from '@bo/contract';
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
 * The warehouses a user may choose (spec-1 §5): the restricted group sees only its grants, every
 * other group all; 'all warehouses' (id 0) for those who see every warehouse.
 */
export async function selectableWarehouseIds(tx: Executor, userId: number, groupId: number): Promise<{ ids: Set<number>; all: boolean }> {
  const everyRow = await tx.execute(sql`select master_gudang_id as id from master_gudang where status = 1`);
  const every = new Set(everyRow.rows.map((r) => Number((r as { id: number }).id)));
  if (groupId !== RESTRICTED_GROUP_ID) return { ids: new Set([ALL_WAREHOUSES_ID, ...every]), all: true };
  const granted = new Set((await grantedWarehouses(tx, userId)).map((w) => Number(w.gudang_id)));
  const coversAll = every.size > 0 && [...every].every((id) => granted.has(id));
  if (coversAll) granted.add(ALL_WAREHOUSES_ID);
  return { ids: granted, all: coversAll };
}
