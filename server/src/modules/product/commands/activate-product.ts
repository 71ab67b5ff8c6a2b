import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { notFound } from '../../../platform/errors.js';
import { productMainById } from '../queries.js';

export interface ActivateProductInput {
  main_id: number;
  status: '0' | '1';
}

/** The product must exist; activating or deactivating has no other rule. */
export async function checkActivateProduct(tx: Tx, _actor: Actor, input: ActivateProductInput) {
  if (!(await productMainById(tx, input.main_id, true))) throw notFound('Produk tidak ditemukan');
}

/** Sets a product active (1) or inactive (0); inactive products leave the package picker. */
export async function activateProduct(tx: Tx, actor: Actor, input: ActivateProductInput) {
  await checkActivateProduct(tx, actor, input);
  await tx.execute(sql`update product_main set status = ${Number(input.status)}, updated_at = now() where main_id = ${input.main_id}`);
  return { main_id: input.main_id, status: Number(input.status) };
}
