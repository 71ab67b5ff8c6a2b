import type { PurchaseMaterialImageDeleteBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { fieldError, notFound } from '../../../../platform/errors.js';
import { visibleMaterial } from './material-rules.js';

/** /purchase_material/delete_image_stored: removes one image of a visible order (404 otherwise) that is not cancelled. */
export async function deletePurchaseMaterialImage(tx: Tx, actor: Actor, body: PurchaseMaterialImageDeleteBody) {
  const h = await visibleMaterial(tx, actor, body.material_id);
  if (h.status === 'cancelled') throw fieldError('material_id', 'Pembelian bahan yang dibatalkan tidak dapat diubah');
  const r = await tx.execute(sql`delete from purchase_material_image where image_id = ${body.image_id} and material_id = ${h.material_id} returning image_id`);
  if (!r.rows.length) throw notFound('Gambar tidak ditemukan');
  return { material_id: h.material_id, image_id: body.image_id };
}
