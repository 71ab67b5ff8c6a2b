import type { PaymentMultipleDeleteBody } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { checkDocumentTransition } from '../../../platform/documents/run-transition.js';
import { multipleSaved, visibleMultiplePayment } from '../multiple-queries.js';
import { storedPaymentOf } from '../payment-document.js';
import { deletePayment } from './approve-payment.js';

/** The rules of /payment/delete_finance_order_multiple_validation and _stored: a multi-invoice payment the user reaches and may write, deletable by the machine (only while awaiting verification). */
export async function checkDeletePaymentMultiple(tx: Tx, actor: Actor, body: PaymentMultipleDeleteBody) {
  const head = await visibleMultiplePayment(tx, actor, body.payment_id);
  await checkDocumentTransition(tx, actor, storedPaymentOf(head.payment_for), { id: head.payment_id, action: 'delete' });
  return head;
}

/** Deletes it (state dihapus through the core's deletePayment; its rows and history stay). */
export async function deletePaymentMultiple(tx: Tx, actor: Actor, body: PaymentMultipleDeleteBody) {
  await deletePayment(tx, actor, body.payment_id);
  return multipleSaved(tx, body.payment_id);
}
