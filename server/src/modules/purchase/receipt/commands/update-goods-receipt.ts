import { type GoodsReceiptUpdateBody, goodsReceiptDocument } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { assertEditable } from '../../../../platform/documents/editable.js';
import type { Actor } from '../../../../platform/command.js';
import { fieldError } from '../../../../platform/errors.js';
import { checkReceiptContent, writableReceipt, writeReceiptContent } from './receipt-rules.js';

/**
 * The rules of /penerimaan/validation_update_new, writing nothing: the receipt is the user's to change
 * (404), still waiting (approved or deleted ones are refused at penerimaan_id), against the same order,
 * and its new content passes every rule of a new receipt (its own old lines do not count as waiting).
 */
export async function checkUpdateGoodsReceipt(tx: Tx, actor: Actor, body: GoodsReceiptUpdateBody) {
  const h = await writableReceipt(tx, actor, body.penerimaan_id);
  assertEditable(goodsReceiptDocument(h.is_internal), h.status);
  if (h.order_id !== body.order_id) throw fieldError('order_id', 'Pesanan sebuah penerimaan tidak dapat diganti');
  const content = await checkReceiptContent(tx, actor, body, { internal: h.is_internal === 1, exceptReceipt: h.penerimaan_id });
  return { header: h, ...content };
}

/** /penerimaan/update_stored_new: replaces a waiting receipt's date, invoice number, due date, note and lines. */
export async function updateGoodsReceipt(tx: Tx, actor: Actor, body: GoodsReceiptUpdateBody) {
  const { header, date, dueDate, lines, totals } = await checkUpdateGoodsReceipt(tx, actor, body);
  await tx.execute(sql`update goods_receipt set penerimaan_date = ${date}::date, due_date = ${dueDate}::date, invoice_number = ${body.invoice_number ?? null},
      note = ${body.note ?? null} where penerimaan_id = ${header.penerimaan_id}`);
  await writeReceiptContent(tx, header.penerimaan_id, lines, totals);
  return {
    penerimaan_id: header.penerimaan_id,
    penerimaan_number: header.penerimaan_number,
    status: 'waiting' as const,
    lines: lines.length,
    grand_total: totals.grand_total,
  };
}
