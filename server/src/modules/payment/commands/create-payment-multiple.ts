import { PAYMENT_MULTIPLE_FILE_FIELD, type PaymentMultipleBody, type PaymentMultipleType } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { AppError, ErrorBag } from '../../../platform/errors.js';
import { warehouseScope } from '../../../platform/warehouse-scope.js';
import { salesOrderScope } from '../../sales/order/commands/order-scope.js';
import { assertCanWrite, multipleSaved, partyName } from '../multiple-queries.js';
import { type CheckedPayment, type CreatePaymentInput, checkCreatePayment, createPayment } from './create-payment.js';
import { type ProofFile, readProofFiles, storeProofFiles } from './multiple-attachments.js';

/** The fields a multi-invoice payment is made of (create and update share them). */
export type MultipleContent = Pick<
  PaymentMultipleBody,
  'payment_date' | 'payment_method' | 'bank_id' | 'note' | 'details' | 'attachment_ids' | 'amount' | 'keep_as_credit' | 'use_credit'
> & {
  [key: string]: unknown;
};

export interface CheckedMultiple {
  input: CreatePaymentInput;
  checked: CheckedPayment;
  files: ProofFile[];
}

/**
 * The rules of a multi-invoice payment's content, writing nothing, every problem at once (422 at its
 * field): the documents named are ones the user reaches (else "not found" at details.N.order_id /
 * penerimaan_id, as another company's), then the core's rules of a payment (checkCreatePayment: one
 * document of the right kind per detail, no document twice, each of this customer/supplier, payable,
 * each amount above 0 and at most what it still owes, the account, the date, the proofs uploaded
 * before), and the proof files of the body. The payment's amount is Σ details.amount.
 */
export async function checkMultipleContent(
  tx: Tx,
  actor: Actor,
  type: PaymentMultipleType,
  partyId: number,
  body: MultipleContent,
  proofsAlready = 0,
): Promise<CheckedMultiple> {
  const bag = new ErrorBag();
  const key = type === 'customer' ? 'order_id' : 'penerimaan_id';
  const ids = body.details.map((d) => d[key]).filter((id): id is number => typeof id === 'number');
  if (ids.length) {
    const r =
      type === 'customer'
        ? await tx.execute(sql`select o.order_id as id from sales_order o where o.order_id = any(${sql.param(ids)}::int[]) and ${salesOrderScope(actor)}`)
        : await tx.execute(sql`select r.penerimaan_id as id from goods_receipt r where r.penerimaan_id = any(${sql.param(ids)}::int[]) and r.is_internal = 0
            and ${warehouseScope(actor, sql`r.gudang_id`)}`);
    const reached = new Set((r.rows as { id: number }[]).map((x) => Number(x.id)));
    body.details.forEach((d, i) => {
      const id = d[key];
      if (typeof id === 'number' && !reached.has(id))
        bag.add(`details.${i}.${key}`, type === 'customer' ? 'Tagihan tidak ditemukan' : 'Penerimaan tidak ditemukan');
    });
  }
  // Money: Σ details = amount + use_credit, or more came in and the excess is kept as credit (keep_as_credit).
  const allocated = body.details.reduce((s, d) => s + d.amount, 0);
  const creditUsed = body.use_credit;
  const amount = body.amount ?? Math.max(0, allocated - creditUsed);
  const excess = amount + creditUsed - allocated;
  if (excess > 0 && body.keep_as_credit !== '1')
    bag.add('amount', `Jumlah pembayaran melebihi total rincian (Rp ${allocated.toLocaleString('id-ID')}); kurangi atau simpan kelebihannya sebagai kredit`);
  if (excess < 0 && body.details.length)
    bag.add('amount', `Jumlah pembayaran${creditUsed ? ' ditambah kredit' : ''} kurang dari total rincian (Rp ${allocated.toLocaleString('id-ID')})`);
  const input: CreatePaymentInput = {
    payment_for: type,
    order_vendor_id: partyId,
    details: body.details.map((d) => ({ order_id: d.order_id ?? null, penerimaan_id: d.penerimaan_id ?? null, amount: d.amount })),
    amount,
    credit_used: creditUsed,
    credit_amount: excess > 0 && body.keep_as_credit === '1' ? excess : 0,
    payment_date: body.payment_date ?? null,
    payment_method: body.payment_method ?? null,
    bank_id: body.bank_id ?? null,
    note: body.note ?? null,
    attachment_ids: body.attachment_ids,
    is_multiple: 1,
    source: 'manual',
  };
  let checked: CheckedPayment | undefined;
  try {
    checked = await checkCreatePayment(tx, actor, input);
  } catch (err) {
    if (!(err instanceof AppError) || err.httpStatus !== 422 || !err.errors) throw err;
    for (const [f, messages] of Object.entries(err.errors)) for (const m of messages) if (!bag.errors[f]?.length) bag.add(f, m);
  }
  const files = await readProofFiles(body[PAYMENT_MULTIPLE_FILE_FIELD], proofsAlready + body.attachment_ids.length, bag);
  bag.throwIfAny();
  return { input, checked: checked as CheckedPayment, files };
}

/**
 * The rules of /payment/finance_order_multiple_validation and _stored: the kind's finance page (403),
 * the customer/supplier exists in the company (404), then checkMultipleContent.
 */
export async function checkCreatePaymentMultiple(tx: Tx, actor: Actor, body: PaymentMultipleBody) {
  assertCanWrite(actor, body.type);
  await partyName(tx, body.type, body.order_vendor_id);
  return checkMultipleContent(tx, actor, body.type, body.order_vendor_id, body);
}

/**
 * /payment/finance_order_multiple_stored: the payment through the core's createPayment (is_multiple 1,
 * menunggu_verifikasi: nothing is recorded on the documents until approval), then its proof files.
 */
export async function createPaymentMultiple(tx: Tx, actor: Actor, checked: CheckedMultiple) {
  const saved = await createPayment(tx, actor, checked.input);
  await storeProofFiles(tx, saved.payment_id, checked.files);
  return multipleSaved(tx, saved.payment_id);
}
