import type { PaymentFinanceSubmitBody } from '@bo/contract';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { checkDocumentTransition } from '../../../platform/documents/run-transition.js';
import { fieldError } from '../../../platform/errors.js';
import { storedPaymentOf } from '../payment-document.js';
import { detailRefusal, paymentDetails, visiblePayment } from '../queries.js';
import { approvePayment, assertVoidable, rejectPayment, voidPayment } from './approve-payment.js';

/**
 * The rules of finance's move on a payment (/payment/finance_submit_*), writing nothing: the payment
 * is the user's to see (404), the machine allows the move with its reason, a void is of a payment that
 * may be voided, and an approval's every invoice can still take its amount (detailRefusal, at
 * `amount` or `details.N.amount`). Answers the payment.
 */
export async function checkFinanceSubmit(tx: Tx, actor: Actor, body: PaymentFinanceSubmitBody) {
  const payment = await visiblePayment(tx, actor, body.payment_id);
  await checkDocumentTransition(tx, actor, storedPaymentOf(payment.payment_for), { id: body.payment_id, action: body.action, reason: body.reason });
  if (body.action === 'void') await assertVoidable(tx, body.payment_id);
  if (body.action === 'approve')
    (await paymentDetails(tx, body.payment_id)).forEach((d, i) => {
      const refused = detailRefusal(d);
      if (refused) throw fieldError(payment.is_multiple ? `details.${i}.amount` : 'amount', refused);
    });
  return payment;
}

/** Finance's move: approve, void, or reject with the reason. */
export async function financeSubmit(tx: Tx, actor: Actor, body: PaymentFinanceSubmitBody) {
  if (body.action === 'approve') await approvePayment(tx, actor, body.payment_id);
  else if (body.action === 'void') await voidPayment(tx, actor, body.payment_id);
  else await rejectPayment(tx, actor, body.payment_id, body.reason);
}
