import { createPayment } from '../../../payment/commands/create-payment.js';
import { randomBytes } from 'node:crypto';
import { type SalesOrderBody, SERIES, type StockReductionMoment, stockReductionMomentOf, salesOrder } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';
import { nextCode } from '../../../../platform/number-series.js';
import { readConfigs } from '../../../config/queries.js';
import { type CheckedSalesOrder, checkSalesOrderContent, salesOrderLinesInsert } from './order-rules.js';
import { isPartner } from './order-scope.js';
import { checkAvailable, lockStockItems, reserveStock } from '../../../stock/commands/reserve-stock.js';
import { fefoTakeLines, postTakeLines } from '../../../stock/commands/take-stock.js';
import { entryLogInsert } from '../../../../platform/documents/enter-document.js';
import { refreshSalesFacts } from '../../../report/facts/commands/refresh-sales-facts.js';

/** What add_stored and update_stored answer. */
export interface SalesOrderSaved {
  order_id: number;
  invoice_number: string;
  status: 'menunggu_persetujuan' | 'baru' | 'selesai';
  is_paid: number;
  lines: number;
  grand_total: number;
  paid_amount: number;
  cash_received: number;
  change_due: number;
  stock_reduction_at: StockReductionMoment;
  stock_taken: number;
  public_token: string;
}

/**
 * When the order's stock leaves: a cashier sale at once; an indent order when it is picked (nothing
 * is held before); any other order at the moment configuration stock_reduction names, read now and
 * kept with the order.
 */
export async function stockMomentFor(tx: Tx, body: Pick<SalesOrderBody, 'is_pos' | 'is_indent'>): Promise<StockReductionMoment> {
  if (body.is_pos === '1') return 'order';
  if (body.is_indent === '1') return 'picking';
  return stockReductionMomentOf((await readConfigs(tx, ['stock_reduction'])).stock_reduction);
}

/** What the check of an order hands its store: the content, and whether its stock was decided under the items' locks. */
export interface CheckedNewSalesOrder extends CheckedSalesOrder {
  stockDecided: boolean;
}

/**
 * The checks of /purchase_order/validation_add, writing nothing: the content (checkSalesOrderContent)
 * and, for an order that takes or reserves stock now, whether the warehouse has it (balance less
 * other orders' reservations). `storing` (add_stored): the items' stock_cost rows are locked first,
 * so the decision holds until the store takes or reserves the stock.
 */
export async function checkCreateSalesOrder(tx: Tx, actor: Actor, body: SalesOrderBody, storing = false): Promise<CheckedNewSalesOrder> {
  await readConfigs(tx, ORDER_CONFIGS);
  const checked = await checkSalesOrderContent(tx, actor, body);
  const holdsStock = body.is_indent !== '1';
  if (holdsStock) {
    if (storing)
      await lockStockItems(
        tx,
        body.gudang_id,
        checked.needs.map((n) => n.product_id),
      );
    const bag = new ErrorBag();
    await checkAvailable(tx, body.gudang_id, checked.needs, 0, bag);
    bag.throwIfAny();
  }
  return { ...checked, stockDecided: storing && holdsStock };
}

/** The configs an order reads, read in one statement (readConfigs keeps them for the transaction). */
const ORDER_CONFIGS = ['stock_reduction', 'minus_stock', 'ppn', 'show_ppn', 'kasir_price_manual', 'kasir_discount', 'sales_discount_limit'];

/** A random unguessable token for the order's public pages (/info, /kwitansi). */
export const newPublicToken = () => randomBytes(24).toString('base64url');

/**
 * /purchase_order/add_stored: stores an order with its number (series sales_invoice, or
 * sales_invoice_ppn when is_ppn_jual = 1; gap-free, taken in this transaction), lines and totals,
 * then does its stock: taken at once (FEFO) when its moment is the order or it is a cashier sale,
 * else reserved (indent: nothing). A cashier sale is stored finished (selesai), paid when its
 * method is confirmed at the counter (cash, with the change due; card, QRIS), else unpaid until
 * marked paid (a transfer). An order whose discount is above configuration sales_discount_limit is
 * stored menunggu_persetujuan, waiting for another user's approve_discount. A partner's order carries the partner (mitra_user_id). `checked`: what the pair's check
 * already worked out in this transaction.
 *
 * Every sale of a company waits on its series' counter row from the number to the commit, so the
 * work that needs no number (content, stock locks and decision, the batches to take) is done first.
 */
export async function createSalesOrder(tx: Tx, actor: Actor, body: SalesOrderBody, checked?: CheckedNewSalesOrder): Promise<SalesOrderSaved> {
  // an indent order holds no stock, so its pair's check is all there is to decide
  const c = checked && (checked.stockDecided || body.is_indent === '1') ? checked : await checkCreateSalesOrder(tx, actor, body, true);
  const isPos = body.is_pos === '1';
  const moment = await stockMomentFor(tx, body);
  const takesNow = isPos || moment === 'order';
  const takeLines = takesNow ? await fefoTakeLines(tx, body.gudang_id, c.needs) : [];
  const token = newPublicToken();
  const series = body.is_ppn_jual === '1' ? SERIES.sales_invoice_ppn : SERIES.sales_invoice;
  const number = await nextCode(tx, actor.companyId, series, new Date(`${c.order_date}T12:00:00+07:00`));
  const status = isPos ? 'selesai' : c.needs_approval ? 'menunggu_persetujuan' : 'baru';
  // paid at once only by a method confirmed at the counter; a transfer waits to be marked paid
  const paidNow = isPos && c.paid_now;
  const paid = paidNow ? c.totals.grand_total : 0;
  // what the counter took is a payment (source kasir) recorded below; the order starts unpaid unless nothing is due
  const viaPayment = paidNow && paid > 0;
  const cashReceived = isPos ? (c.cash ? body.cash_received : paid) : body.cash_received;
  const t = c.totals;
  // the header, its lines and its first state in one statement
  const r =
    await tx.execute(sql`with o as (insert into sales_order (invoice_number, is_ppn_jual, order_date, due_date, member_id, customer_name, customer_phone,
      gudang_id, mitra_user_id, lead_id, shift_id, source, payment_method, bank_id, is_pos, is_indent, status, stock_reduction_at, cash_received,
      destination_name, destination_phone, destination_address, destination_kecamatan_id, destination_district_name, destination_city_name,
      destination_state_name, destination_zipcode, ekspedisi_id, kurir, public_token, note, is_paid, paid_amount, paid_at, paid_by, stock_taken,
      is_ppn, ppn_percent, ppn_included, gross_total, discount_total, subtotal, order_discount, dpp, ppn, shipping_cost, shipping_discount, cod_fee, grand_total)
    values (${number}, ${Number(body.is_ppn_jual)}, ${c.order_date}::date, ${body.due_date ?? null}::date, ${body.member_id ?? null},
      ${body.customer_name ?? null}, ${body.customer_phone ?? null}, ${body.gudang_id}, ${isPartner(actor) ? actor.userId : null}, ${body.lead_id ?? null}, ${c.shift_id},
      ${body.source ?? null}, ${body.payment_method ?? (isPos ? 'cash' : null)}, ${body.bank_id ?? null}, ${Number(body.is_pos)}, ${Number(body.is_indent)},
      ${status}, ${moment}, ${cashReceived}, ${body.destination_name ?? null}, ${body.destination_phone ?? null}, ${body.destination_address ?? null},
      ${body.destination_kecamatan_id ?? null}, ${body.destination_district_name ?? null}, ${body.destination_city_name ?? null},
      ${body.destination_state_name ?? null}, ${body.destination_zipcode ?? null}, ${body.ekspedisi_id ?? null}, ${body.kurir ?? null}, ${token},
      ${body.note ?? null}, ${paidNow && !viaPayment ? 1 : 0}, 0, ${paidNow && !viaPayment ? sql`now()` : null}, ${paidNow && !viaPayment ? actor.userId : null}, ${takesNow ? 1 : 0},
      ${t.is_ppn}, ${t.ppn_percent}, ${t.ppn_included}, ${t.gross_total}, ${t.discount_total}, ${t.subtotal}, ${t.order_discount}, ${t.dpp}, ${t.ppn},
      ${t.shipping_cost}, ${t.shipping_discount}, ${t.cod_fee}, ${t.grand_total})
    returning order_id),
    ${c.lines.length ? sql`l as (${salesOrderLinesInsert(sql`(select order_id from o)`, c.lines)}),` : sql``}
    s as (${entryLogInsert(salesOrder, actor, { id: sql`o.order_id`, from: sql`o` }, status)})
    select order_id from o`);
  const orderId = Number((r.rows[0] as { order_id: number }).order_id);
  const order = { order_id: orderId, invoice_number: number, gudang_id: body.gudang_id };
  if (takesNow) await postTakeLines(tx, actor, order, takeLines);
  else if (body.is_indent !== '1') await reserveStock(tx, order, c.needs, { decided: true });
  if (viaPayment)
    await createPayment(tx, actor, {
      payment_for: 'customer',
      order_vendor_id: body.member_id ?? null,
      details: [{ order_id: orderId, amount: paid }],
      amount: paid,
      payment_date: c.order_date,
      payment_method: body.payment_method ?? 'cash',
      bank_id: body.bank_id ?? null,
      gudang_id: body.gudang_id,
      source: 'kasir',
      approved: true,
    });
  await refreshSalesFacts(tx, [orderId]);
  return {
    order_id: orderId,
    invoice_number: number,
    status,
    is_paid: paidNow ? 1 : 0,
    lines: c.lines.length,
    grand_total: c.totals.grand_total,
    paid_amount: paid,
    cash_received: cashReceived,
    change_due: c.change_due,
    stock_reduction_at: moment,
    stock_taken: takesNow ? 1 : 0,
    public_token: token,
  };
}
