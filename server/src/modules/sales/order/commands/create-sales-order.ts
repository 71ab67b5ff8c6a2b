import { randomBytes } from 'node:crypto';
import { type SalesOrderBody, SERIES, type StockReductionMoment, stockReductionMomentOf } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';
import { nextCode } from '../../../../platform/number-series.js';
import { readConfigs } from '../../../config/queries.js';
import { type CheckedSalesOrder, checkSalesOrderContent, writeSalesOrderContent } from './order-rules.js';
import { isPartner } from './order-scope.js';
import { checkAvailable, reserveStock, takeStock } from './order-stock.js';

/** What add_stored and update_stored answer. */
export interface SalesOrderSaved {
  order_id: number;
  invoice_number: string;
  status: 'baru' | 'selesai';
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

/**
 * The checks of /purchase_order/validation_add, writing nothing: the content (checkSalesOrderContent)
 * and, for an order that takes or reserves stock now, whether the warehouse has it (balance less
 * other orders' reservations; the stored call decides again under the items' locks).
 */
export async function checkCreateSalesOrder(tx: Tx, actor: Actor, body: SalesOrderBody): Promise<CheckedSalesOrder> {
  const checked = await checkSalesOrderContent(tx, actor, body);
  if (body.is_indent !== '1') {
    const bag = new ErrorBag();
    await checkAvailable(tx, body.gudang_id, checked.needs, 0, bag);
    bag.throwIfAny();
  }
  return checked;
}

/** A random unguessable token for the order's public pages (/info, /kwitansi). */
export const newPublicToken = () => randomBytes(24).toString('base64url');

/**
 * /purchase_order/add_stored: stores an order with its number (series sales_invoice, or
 * sales_invoice_ppn when is_ppn_jual = 1; gap-free, taken in this transaction), lines and totals,
 * then does its stock: taken at once (FEFO) when its moment is the order or it is a cashier sale,
 * else reserved (indent: nothing). A cashier sale is stored finished (selesai) and paid, with the
 * change due. A partner's order carries the partner (mitra_user_id). `checked`: the content the
 * pair's check already worked out (the same transaction), to avoid working it out twice.
 */
export async function createSalesOrder(tx: Tx, actor: Actor, body: SalesOrderBody, checked?: CheckedSalesOrder): Promise<SalesOrderSaved> {
  const c = checked ?? (await checkSalesOrderContent(tx, actor, body));
  const isPos = body.is_pos === '1';
  const moment = await stockMomentFor(tx, body);
  const token = newPublicToken();
  const series = body.is_ppn_jual === '1' ? SERIES.sales_invoice_ppn : SERIES.sales_invoice;
  const number = await nextCode(tx, actor.companyId, series, new Date(`${c.order_date}T12:00:00+07:00`));
  const status = isPos ? 'selesai' : 'baru';
  const paid = isPos ? c.totals.grand_total : 0;
  const cashReceived = isPos ? (c.cash ? body.cash_received : c.totals.grand_total) : body.cash_received;
  const r = await tx.execute(sql`insert into sales_order (invoice_number, is_ppn_jual, order_date, due_date, member_id, customer_name, customer_phone,
      gudang_id, mitra_user_id, lead_id, shift_id, source, payment_method, bank_id, is_pos, is_indent, status, stock_reduction_at, cash_received,
      destination_name, destination_phone, destination_address, destination_kecamatan_id, destination_district_name, destination_city_name,
      destination_state_name, destination_zipcode, ekspedisi_id, kurir, public_token, note, is_paid, paid_amount, paid_at, paid_by)
    values (${number}, ${Number(body.is_ppn_jual)}, ${c.order_date}::date, ${body.due_date ?? null}::date, ${body.member_id ?? null},
      ${body.customer_name ?? null}, ${body.customer_phone ?? null}, ${body.gudang_id}, ${isPartner(actor) ? actor.userId : null}, ${body.lead_id ?? null}, ${c.shift_id},
      ${body.source ?? null}, ${body.payment_method ?? (isPos ? 'cash' : null)}, ${body.bank_id ?? null}, ${Number(body.is_pos)}, ${Number(body.is_indent)},
      ${status}, ${moment}, ${cashReceived}, ${body.destination_name ?? null}, ${body.destination_phone ?? null}, ${body.destination_address ?? null},
      ${body.destination_kecamatan_id ?? null}, ${body.destination_district_name ?? null}, ${body.destination_city_name ?? null},
      ${body.destination_state_name ?? null}, ${body.destination_zipcode ?? null}, ${body.ekspedisi_id ?? null}, ${body.kurir ?? null}, ${token},
      ${body.note ?? null}, ${isPos ? 1 : 0}, ${paid}, ${isPos ? sql`now()` : null}, ${isPos ? actor.userId : null})
    returning order_id`);
  const orderId = Number((r.rows[0] as { order_id: number }).order_id);
  await writeSalesOrderContent(tx, orderId, c.lines, c.totals);
  const order = { order_id: orderId, invoice_number: number, gudang_id: body.gudang_id };
  let taken = 0;
  if (isPos || moment === 'order') {
    await takeStock(tx, actor, order, c.needs, { reserved: false });
    taken = 1;
  } else if (body.is_indent !== '1') await reserveStock(tx, order, c.needs);
  await tx.execute(sql`insert into document_state_log (document, record_id, from_state, to_state, action, user_id)
    values ('sales_order', ${orderId}, 'new', ${status}, 'create', ${actor.userId})`);
  return {
    order_id: orderId,
    invoice_number: number,
    status,
    is_paid: isPos ? 1 : 0,
    lines: c.lines.length,
    grand_total: c.totals.grand_total,
    paid_amount: paid,
    cash_received: cashReceived,
    change_due: c.change_due,
    stock_reduction_at: moment,
    stock_taken: taken,
    public_token: token,
  };
}
