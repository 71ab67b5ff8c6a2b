import type { PurchaseMaterialDeleteBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { checkDocumentTransition, runTransition } from '../../../../platform/documents/run-transition.js';
import { storedPurchaseMaterial } from '../material-document.js';
import { visibleMaterial } from './material-rules.js';

/** The rules of /purchase_material/delete_stored, writing nothing: visible (404), and the machine allows `cancel` (pending only; 422 at material_id). */
export async function checkCancelPurchaseMaterial(tx: Tx, actor: Actor, body: PurchaseMaterialDeleteBody) {
  const h = await visibleMaterial(tx, actor, body.material_id);
  await checkDocumentTransition(tx, actor, storedPurchaseMaterial, { id: h.material_id, action: 'cancel' });
  return h;
}

/** Deletes a pending order by cancelling it: the record, its number and history stay (numbers stay gap-free). */
export async function cancelPurchaseMaterial(tx: Tx, actor: Actor, body: PurchaseMaterialDeleteBody) {
  const h = await checkCancelPurchaseMaterial(tx, actor, body);
  return runTransition(tx, actor, storedPurchaseMaterial, { id: h.material_id, action: 'cancel' }, async () => {
    await tx.execute(sql`update purchase_material set updated_at = now() where material_id = ${h.material_id}`);
    return { material_id: h.material_id, material_number: h.material_number, status: 'cancelled' as const };
  });
}
