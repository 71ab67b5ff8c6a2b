import { type PurchaseMaterialUpdateBody, purchaseMaterial } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { assertEditable } from '../../../../platform/documents/editable.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { fieldError } from '../../../../platform/errors.js';
import { storedPurchaseMaterial } from '../material-document.js';
import { checkMaterialContent, imageCountOf, visibleMaterial, writeMaterialContent, writeMaterialImages } from './material-rules.js';

const MOVE_TO = { ordered: 'order', received: 'receive' } as const;

/**
 * The rules of an update, writing nothing: the order is visible (404), still pending or ordered
 * (received and cancelled ones are closed), the status asked for is the same or the machine's next
 * step (pending → ordered → received; never back), then the content rules. Images sent are added.
 */
export async function checkUpdatePurchaseMaterial(tx: Tx, actor: Actor, body: PurchaseMaterialUpdateBody) {
  const h = await visibleMaterial(tx, actor, body.material_id);
  assertEditable(purchaseMaterial, h.status);
  const target = body.status ?? h.status;
  let action: 'order' | 'receive' | undefined;
  if (target !== h.status) {
    if (target === 'pending') throw fieldError('status', 'Pembelian bahan yang sudah dipesan tidak dapat dikembalikan ke menunggu');
    if (target === 'received' && h.status === 'pending') throw fieldError('status', 'Pembelian bahan harus dipesan sebelum diterima');
    action = MOVE_TO[target as 'ordered' | 'received'];
    await checkDocumentTransition(tx, actor, storedPurchaseMaterial, { id: h.material_id, action });
  }
  const content = await checkMaterialContent(tx, actor, body, await imageCountOf(tx, h.material_id));
  return { header: h, action, ...content };
}

/** /purchase_material/update_stored: header and lines replaced whole, images added, then the asked state move. */
export async function updatePurchaseMaterial(tx: Tx, actor: Actor, body: PurchaseMaterialUpdateBody) {
  const { header, action, date, lines, total, images } = await checkUpdatePurchaseMaterial(tx, actor, body);
  await tx.execute(sql`update purchase_material set material_date = ${date}::date, vendor_id = ${body.vendor_id ?? null}, gudang_id = ${body.gudang_id},
      note = ${body.note ?? null} where material_id = ${header.material_id}`);
  await writeMaterialContent(tx, header.material_id, lines, total);
  await writeMaterialImages(tx, header.material_id, images);
  if (action) await runTransition(tx, actor, storedPurchaseMaterial, { id: header.material_id, action }, async () => undefined);
  const n = await imageCountOf(tx, header.material_id);
  return {
    material_id: header.material_id,
    material_number: header.material_number,
    status: (action ? { order: 'ordered', receive: 'received' }[action] : header.status) as 'pending' | 'ordered' | 'received',
    lines: lines.length,
    images: n,
    grand_total: total,
  };
}
