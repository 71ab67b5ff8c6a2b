import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag } from '../../../platform/errors.js';
import { settleActiveWarehouse } from '../../account/commands/settle-active-warehouse.js';
import { findManagedMember } from '../queries.js';

export interface WarehouseAccessInput {
  admin_id: number;
  gudang_id: number;
}

/** Every rule of a grant, writing nothing: the validation call of the pair runs only this. */
export async function checkWarehouseGrant(tx: Tx, actor: Actor, input: WarehouseAccessInput): Promise<void> {
  await findManagedMember(tx, actor, input.admin_id);
  const bag = new ErrorBag();
  if ((await tx.execute(sql`select 1 from master_gudang where master_gudang_id = ${input.gudang_id}`)).rows.length === 0)
    bag.add('gudang_id', 'Gudang tidak ditemukan');
  else if ((await tx.execute(sql`select 1 from user_gudang_access where user_id = ${input.admin_id} and gudang_id = ${input.gudang_id}`)).rows.length)
    bag.add('gudang_id', 'Pengguna sudah memiliki akses ke gudang ini');
  bag.throwIfAny();
}

/** Grants a member access to one warehouse (after checkWarehouseGrant). */
export async function grantWarehouseAccess(tx: Tx, actor: Actor, input: WarehouseAccessInput): Promise<void> {
  await tx.execute(sql`insert into user_gudang_access (user_id, gudang_id) values (${input.admin_id}, ${input.gudang_id})`);
  // group 6: an active warehouse outside its access becomes the granted one (spec-1 §5)
  await settleActiveWarehouse(tx, actor, { user_id: input.admin_id });
}
