import { type SalesOrderUpdateBody, salesOrder } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { assertEditable } from '../../../../platform/documents/editable.js';
import { logDocumentEdit } from '../../../../platform/documents/enter-document.js';
import { ErrorBag, fieldError } from '../../../../platform/errors.js';
import type { SalesOrderSaved } from './create-sales-order.js';
import { type CheckedSalesOrder, checkSalesOrderContent, writeSalesOrderContent } from './order-rules.js';
import { type SalesOrderHead, visibleSalesOrder } from './order-scope.js';
import { checkAvailable, reserveStock } from '../../../stock/commands/reserve-stock.js';
import { releaseStock, takeStock } from './order-stock.js';
import { refreshSalesFacts } from '../../../report/facts/commands/refresh-sales-facts.js';

/**
 * The rules of /purchase_order/update_validation, writing nothing: the order is reachable (404),
 * still 'baru', unpaid, not deleted and not a cashier sale (422 at order_id); its kind (is_pos,
 * is_indent, is_ppn_jual) stays what it was (422 at the field); the content as for a new order; and
 * the stock it will take or hold is there (its own hold counts as available).
 */
export async function checkUpdateSalesOrder(tx: Tx, actor: Actor, body: SalesOrderUpdateBody): Promise<{ head: SalesOrderHead; checked: CheckedSalesOrder }> {
  const head = await visibleSalesOrder(tx, actor, body.order_id);
  if (head.deleted_at) throw fieldError('order_id', 'Tagihan sudah dihapus');
  if (head.is_pos === 1) throw fieldError('order_id', 'Penjualan kasir tidak dapat diubah');
  assertEditable(salesOrder, head.status);
  if (head.is_paid === 1) throw fieldError('order_id', 'Tagihan yang sudah lunas tidak dapat diubah');
  // What is paid is Σ approved payments (modules/payment): the total may not drop under it.
  const paid = await tx.execute(sql`select paid_amount::float8 as paid from sales_order where order_id = ${head.order_id}`);
  if (Number((paid.rows[0] as { paid: number }).paid) > 0) throw fieldError('order_id', 'Tagihan yang sudah dibayar sebagian tidak dapat diubah');
  const bag = new ErrorBag();
  const kept = 'tidak dapat diubah setelah tagihan dibuat';
  if (Number(body.is_pos) !== head.is_pos) bag.add('is_pos', `Jenis kasir ${kept}`);
  if (Number(body.is_indent) !== head.is_indent) bag.add('is_indent', `Indent ${kept}`);
  if (Number(body.is_ppn_jual) !== head.is_ppn_jual) bag.add('is_ppn_jual', `PPN jual ${kept}`);
  bag.throwIfAny();
  const checked = await checkSalesOrderContent(tx, actor, body);
  if (head.is_indent !== 1 && head.gudang_id === body.gudang_id) {
    // What the order already took is given back before it takes again: count it as available.
    const took = await tx.execute(sql`select product_id, -sum(qty)::float8 as qty from stock_log
      where doc_type in ('sales_order', 'sales_order_cancel') and doc_id = ${head.order_id} group by product_id`);
    const back = new Map((took.rows as { product_id: number; qty: number }[]).map((x) => [Number(x.product_id), Number(x.qty)]));
    const needs = checked.needs.map((n) => ({ ...n, qty: n.qty - (back.get(n.product_id) ?? 0) })).filter((n) => n.qty > 0);
    const stockBag = new ErrorBag();
    await checkAvailable(tx, body.gudang_id, needs, head.order_id, stockBag);
    stockBag.throwIfAny();
  } else if (head.is_indent !== 1) {
    const stockBag = new ErrorBag();
    await checkAvailable(tx, body.gudang_id, checked.needs, head.order_id, stockBag);
    stockBag.throwIfAny();
  }
  return { head, checked };
}

/**
 * /purchase_order/update_stored: replaces the order's header fields, lines and totals, and redoes its
 * stock: what it held or took is given back (releaseStock) and taken or reserved again for the new
 * lines at the order's own moment (stock_reduction_at stays what it was when the order was made).
 * The number and the public token stay. The state follows the new discounts: above configuration
 * sales_discount_limit the order waits for approval again (menunggu_persetujuan), else it is baru;
 * an edit that changes the state or asks for the approval again is logged (action update) so the
 * approval knows who asked.
 */
export async function updateSalesOrder(tx: Tx, actor: Actor, body: SalesOrderUpdateBody, pre?: { head: SalesOrderHead; checked: CheckedSalesOrder }) {
  const { head, checked: c } = pre ?? (await checkUpdateSalesOrder(tx, actor, body));
  const status = c.needs_approval ? 'menunggu_persetujuan' : 'baru';
  await releaseStock(tx, actor, head);
  await tx.execute(sql`update sales_order set order_date = ${c.order_date}::date, due_date = ${body.due_date ?? null}::date, member_id = ${body.member_id ?? null},
      customer_name = ${body.customer_name ?? null}, customer_phone = ${body.customer_phone ?? null}, gudang_id = ${body.gudang_id},
      lead_id = ${body.lead_id ?? null}, source = ${body.source ?? null}, payment_method = ${body.payment_method ?? null}, bank_id = ${body.bank_id ?? null},
      cash_received = ${body.cash_received}, destination_name = ${body.destination_name ?? null}, destination_phone = ${body.destination_phone ?? null},
      destination_address = ${body.destination_address ?? null}, destination_kecamatan_id = ${body.destination_kecamatan_id ?? null},
      destination_district_name = ${body.destination_district_name ?? null}, destination_city_name = ${body.destination_city_name ?? null},
      destination_state_name = ${body.destination_state_name ?? null}, destination_zipcode = ${body.destination_zipcode ?? null},
      ekspedisi_id = ${body.ekspedisi_id ?? null}, kurir = ${body.kurir ?? null}, note = ${body.note ?? null}, status = ${status}, updated_at = now()
    where order_id = ${head.order_id}`);
  await writeSalesOrderContent(tx, head.order_id, c.lines, c.totals);
  // Who asks for a discount above the limit is the last to put the order into waiting (the create or
  // this edit): the approval of approve_discount must come from someone else.
  if (status === 'menunggu_persetujuan' || head.status !== status) await logDocumentEdit(tx, actor, salesOrder, head.order_id, head.status, status);
  const order = { order_id: head.order_id, invoice_number: head.invoice_number, gudang_id: body.gudang_id };
  let taken = 0;
  if (head.is_indent !== 1) {
    if (head.stock_reduction_at === 'order') {
      await takeStock(tx, actor, order, c.needs, { reserved: false });
      taken = 1;
    } else await reserveStock(tx, order, c.needs);
  }
  await refreshSalesFacts(tx, [head.order_id]);
  const t = await tx.execute(sql`select public_token from sales_order where order_id = ${head.order_id}`);
  const saved: SalesOrderSaved = {
    order_id: head.order_id,
    invoice_number: head.invoice_number,
    status,
    is_paid: 0,
    lines: c.lines.length,
    grand_total: c.totals.grand_total,
    paid_amount: 0,
    cash_received: body.cash_received,
    change_due: 0,
    stock_reduction_at: head.stock_reduction_at,
    stock_taken: taken,
    public_token: String((t.rows[0] as { public_token: string }).public_token),
  };
  return saved;
}
