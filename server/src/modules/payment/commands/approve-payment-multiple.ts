import type { PaymentMultipleApprovalBody } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { checkDocumentTransition } from '../../../platform/documents/run-transition.js';
import { ErrorBag } from '../../../platform/errors.js';
import { multipleSaved, visibleMultiplePayment } from '../multiple-queries.js';
import { detailRefusal, paymentDetails } from '../queries.js';
import { storedPaymentOf } from '../payment-document.js';
import { approvePayment, rejectPayment } from './approve-payment.js';

/**
 * The rules of /payment/approval_finance_order_multiple_validation and _stored: a multi-invoice payment
 * the user reaches (404) and may verify (403); the machine's move (approve or reject from
 * menunggu_verifikasi; a reason for reject; not the creator's own approval unless allowed); for
 * approve, each detail at most what its document owes now (422 at details.N.amount). The stored call
 * decides again under the documents' locks (the core's approvePayment).
 */
export async function checkApprovePaymentMultiple(tx: Tx, actor: Actor, body: PaymentMultipleApprovalBody) {
  const head = await visibleMultiplePayment(tx, actor, body.payment_id);
  await checkDocumentTransition(tx, actor, storedPaymentOf(head.payment_for), { id: head.payment_id, action: body.action, reason: body.reason });
  if (body.action !== 'approve') return head;
  const bag = new ErrorBag();
  (await paymentDetails(tx, head.payment_id)).forEach((d, i) => {
    const refused = detailRefusal(d);
    if (refused) bag.add(`details.${i}.amount`, refused);
  });
  bag.throwIfAny();
  return head;
}

/** Approves (every detail recorded on its document in this transaction, by the core's approvePayment) or rejects with the reason. */
export async function approvePaymentMultiple(tx: Tx, actor: Actor, body: PaymentMultipleApprovalBody) {
  if (body.action === 'approve') await approvePayment(tx, actor, body.payment_id);
  else await rejectPayment(tx, actor, body.payment_id, body.reason);
  return multipleSaved(tx, body.payment_id);
}
