import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { notFound } from '../../../platform/errors.js';

/** Removes one image of a product (another company's image is not found). */
export async function deleteProductImage(tx: Tx, _actor: Actor, input: { image_id: number }) {
  const r = await tx.execute(sql`delete from product_image where image_id = ${input.image_id} returning main_id`);
  const row = r.rows[0] as { main_id: number } | undefined;
  if (!row) throw notFound('Gambar tidak ditemukan');
  return { image_id: input.image_id, main_id: row.main_id };
}
