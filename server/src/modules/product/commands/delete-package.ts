import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { notFound } from '../../../platform/errors.js';
import { packageExists } from '../queries.js';

/** A package must exist to be deleted; nothing else refers to packages yet. */
export async function checkDeletePackage(tx: Tx, _actor: Actor, input: { package_id: number }) {
  if (!(await packageExists(tx, input.package_id))) throw notFound('Paket tidak ditemukan');
}

/** Deletes a package and its lines. */
export async function deletePackage(tx: Tx, actor: Actor, input: { package_id: number }) {
  await checkDeletePackage(tx, actor, input);
  await tx.execute(sql`delete from product_package where package_id = ${input.package_id}`);
  return { package_id: input.package_id };
}
