import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError } from '../../../platform/errors.js';
import { settleActiveWarehouse } from '../../account/commands/settle-active-warehouse.js';
import { findManagedMember } from '../queries.js';
import type { WarehouseAccessInput } from './grant-warehouse-access.js';

/** Takes one warehouse from a member's access; an active warehouse they may no longer choose falls back to another granted one (or none). */
export async function revokeWarehouseAccess(tx: Tx, actor: Actor, input: WarehouseAccessInput): Promise<void> {
  await findManagedMember(tx, actor, input.admin_id);
  const r = await tx.execute(sql`delete from user_gudang_access where user_id = ${input.admin_id} and gudang_id = ${input.gudang_id} returning 1`);
  if (r.rows.length === 0) throw fieldError('gudang_id', 'Pengguna tidak memiliki akses ke gudang ini');
  await settleActiveWarehouse(tx, actor, { user_id: input.admin_id });
}
