import type { UsageDef } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import { usageRefusal } from '../../../platform/resource/resource-store.js';
import { packageExists } from '../queries.js';

/** The documents that name a package (their lines keep package_id): a package on any of them is not deleted. */
export const PACKAGE_USAGE: readonly UsageDef[] = [{ table: 'sales_order_line', columns: ['package_id'], distinct: 'order_id', label: 'tagihan penjualan' }];

/** A package must exist, and no document may name it, to be deleted. */
export async function checkDeletePackage(tx: Tx, _actor: Actor, input: { package_id: number }) {
  if (!(await packageExists(tx, input.package_id))) throw notFound('Paket tidak ditemukan');
  const used = await usageRefusal(tx, 'Paket', PACKAGE_USAGE, input.package_id);
  if (used) throw fieldError('package_id', used);
}

/** Deletes a package and its lines. */
export async function deletePackage(tx: Tx, actor: Actor, input: { package_id: number }) {
  await checkDeletePackage(tx, actor, input);
  await tx.execute(sql`delete from product_package where package_id = ${input.package_id}`);
  return { package_id: input.package_id };
}
