import type { PurchaseMaterialBody } from '@bo/contract';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { runTransition } from '../../../../platform/documents/run-transition.js';
import { storedPurchaseMaterial } from '../material-document.js';
import { checkMaterialContent, insertMaterial, writeMaterialContent, writeMaterialImages } from './material-rules.js';

/** The rules of /purchase_material/validation_create and create_stored, writing nothing. */
export const checkCreatePurchaseMaterial = (tx: Tx, actor: Actor, body: PurchaseMaterialBody) => checkMaterialContent(tx, actor, body, 0);

/**
 * /purchase_material/create_stored: the header as pending with its number, the lines and total, the
 * images; with status ordered, then the machine's `order` move (its permission and log row).
 */
export async function createPurchaseMaterial(tx: Tx, actor: Actor, body: PurchaseMaterialBody) {
  const { date, lines, total, images } = await checkCreatePurchaseMaterial(tx, actor, body);
  const { material_id, material_number } = await insertMaterial(tx, actor, { date, vendor_id: body.vendor_id, gudang_id: body.gudang_id, note: body.note });
  await writeMaterialContent(tx, material_id, lines, total);
  await writeMaterialImages(tx, material_id, images);
  const status = body.status ?? 'pending';
  if (status === 'ordered') await runTransition(tx, actor, storedPurchaseMaterial, { id: material_id, action: 'order' }, async () => undefined);
  return { material_id, material_number, status, lines: lines.length, images: images.length, grand_total: total };
}
