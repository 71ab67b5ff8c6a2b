import {
  goodsReceiptDocument,
  enteredQtyRefusal,
  formatUnits,
  type GoodsReceiptBody,
  jakartaToday,
  type ReceiptMoney,
  type ReceiptOrderMoney,
  SERIES,
  valueReceipt,
} from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { type Actor, actorCan } from '../../../../platform/command.js';
import { ErrorBag, fieldError, notFound } from '../../../../platform/errors.js';
import { nextCode } from '../../../../platform/number-series.js';
import { warehouseScope } from '../../../../platform/warehouse-scope.js';
import { enterDocument } from '../../../../platform/documents/enter-document.js';

/**
 * Whether the user sees receipts of a kind: the Penerimaan page's holders the supplier receipts, the
 * Penerimaan Internal page's the internal ones; group 6 only those into its warehouses (an internal
 * one also when it comes from one of them).
 */
export const receiptScope = (actor: Actor) => {
  const kinds = [actorCan(actor, 'purchaseAcceptance') ? 0 : -1, actorCan(actor, 'purchaseAcceptanceInternal') ? 1 : -1];
  return sql`r.is_internal in (${kinds[0]}, ${kinds[1]}) and (${warehouseScope(actor, sql`r.gudang_id`)}
    or (r.is_internal = 1 and ${warehouseScope(actor, sql`r.gudang_source_id`)}))`;
};

export interface StoredReceiptHeader {
  penerimaan_id: number;
  penerimaan_number: string;
  penerimaan_date: string;
  order_id: number;
  is_internal: number;
  status: string;
  gudang_id: number;
  gudang_source_id: number | null;
  vendor_id: number | null;
}

/**
 * A receipt the user may change (another company's, another kind's, or one into a warehouse the user
 * may not use, is 404), locked until the transaction ends: two approvals of one receipt queue here and
 * the second sees the first's state.
 */
export async function writableReceipt(tx: Tx, actor: Actor, id: number, kind?: 'external' | 'internal'): Promise<StoredReceiptHeader> {
  const r = await tx.execute(sql`select r.penerimaan_id, r.penerimaan_number, to_char(r.penerimaan_date, 'YYYY-MM-DD') as penerimaan_date, r.order_id,
      r.is_internal, r.status, r.gudang_id, r.gudang_source_id, r.vendor_id
    from goods_receipt r where r.penerimaan_id = ${id} and ${receiptScope(actor)} and ${warehouseScope(actor, sql`r.gudang_id`)} for update`);
  const row = r.rows[0] as Record<string, unknown> | undefined;
  if (!row || (kind && (kind === 'internal') !== (Number(row.is_internal) === 1))) throw notFound('Penerimaan tidak ditemukan');
  return {
    penerimaan_id: Number(row.penerimaan_id),
    penerimaan_number: String(row.penerimaan_number),
    penerimaan_date: String(row.penerimaan_date),
    order_id: Number(row.order_id),
    is_internal: Number(row.is_internal),
    status: String(row.status),
    gudang_id: Number(row.gudang_id),
    gudang_source_id: row.gudang_source_id === null ? null : Number(row.gudang_source_id),
    vendor_id: row.vendor_id === null ? null : Number(row.vendor_id),
  };
}

interface ReceivableOrder {
  order_id: number;
  order_number: string;
  order_date: string;
  is_internal: number;
  status: string;
  vendor_id: number | null;
  gudang_id: number;
  gudang_source_id: number | null;
  is_ppn: number;
  ppn_percent: number;
  ppn_included: number;
  /** Σ line subtotals (after line discounts) and the DPP of it (the amount before PPN): the order's money a receipt is valued from. */
  subtotal: number;
  dpp: number;
}

const orderMoneyColumns = sql`o.is_ppn, o.ppn_percent::float8 as ppn_percent, o.ppn_included, o.subtotal::float8 as subtotal, o.dpp::float8 as dpp`;
const orderMoneyOf = (row: Record<string, unknown>): ReceiptOrderMoney => ({
  is_ppn: Number(row.is_ppn),
  ppn_percent: Number(row.ppn_percent),
  ppn_included: Number(row.ppn_included),
  subtotal: Number(row.subtotal),
  dpp: Number(row.dpp),
});

/** The order's money (no lock, no scope: the caller reached the order already). */
export async function receiptOrderMoney(tx: Tx, orderId: number): Promise<ReceiptOrderMoney> {
  const r = await tx.execute(sql`select ${orderMoneyColumns} from purchase_order o where o.order_id = ${orderId}`);
  return orderMoneyOf((r.rows[0] as Record<string, unknown> | undefined) ?? {});
}

/**
 * The order a receipt is stored against, at order_id: of the company and the receipt's kind, into a
 * warehouse the user may use (else 'Pesanan tidak ditemukan'), and placed (ordered or partly received).
 */
export async function receivableOrder(tx: Tx, actor: Actor, orderId: number, internal: boolean): Promise<ReceivableOrder> {
  const r = await tx.execute(sql`select o.order_id, o.order_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.is_internal, o.status,
      o.vendor_id, o.gudang_id, o.gudang_source_id, ${orderMoneyColumns}
    from purchase_order o where o.order_id = ${orderId} and o.is_internal = ${internal ? 1 : 0} and ${warehouseScope(actor, sql`o.gudang_id`)}`);
  const row = r.rows[0] as Record<string, unknown> | undefined;
  if (!row) throw fieldError('order_id', 'Pesanan tidak ditemukan');
  if (row.status !== 'ordered' && row.status !== 'partly_received') throw fieldError('order_id', 'Pesanan ini tidak sedang menunggu penerimaan');
  return {
    order_id: Number(row.order_id),
    order_number: String(row.order_number),
    order_date: String(row.order_date),
    is_internal: Number(row.is_internal),
    status: String(row.status),
    vendor_id: row.vendor_id === null ? null : Number(row.vendor_id),
    gudang_id: Number(row.gudang_id),
    gudang_source_id: row.gudang_source_id === null ? null : Number(row.gudang_source_id),
    ...orderMoneyOf(row),
  };
}

/** An order line with what is still open for a receipt: ordered − received − waiting in other receipts (small units). */
export interface OpenOrderLine {
  line_id: number;
  product_id: number;
  product_name: string;
  is_product_expire: number;
  unit: 'besar' | 'kecil';
  product_isi: number;
  besar: string;
  kecil: string;
  qty: number;
  qty_received: number;
  qty_waiting: number;
  unit_price_small: number;
  subtotal: number;
}

/** The order's lines with received and waiting quantities; `exceptReceipt` leaves a receipt being edited out of waiting. */
export async function openOrderLines(tx: Tx, orderId: number, exceptReceipt = 0): Promise<OpenOrderLine[]> {
  const r =
    await tx.execute(sql`select l.line_id, l.product_id, concat_ws(' ', m.main_name, p.varian) as product_name, m.is_product_expire::int as is_product_expire,
      l.unit, m.product_isi::int as product_isi, kb.kemasan_name as besar, kk.kemasan_name as kecil, l.qty::bigint as qty,
      l.qty_received::bigint as qty_received, l.unit_price_small::float8 as unit_price_small, l.subtotal::float8 as subtotal,
      (select coalesce(sum(gl.qty), 0)::bigint from goods_receipt_line gl join goods_receipt g on g.penerimaan_id = gl.penerimaan_id
        where gl.order_line_id = l.line_id and g.status = 'waiting' and g.penerimaan_id <> ${exceptReceipt}) as qty_waiting
    from purchase_order_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where l.order_id = ${orderId} order by l.line_id`);
  return (r.rows as Record<string, unknown>[]).map((x) => ({
    line_id: Number(x.line_id),
    product_id: Number(x.product_id),
    product_name: String(x.product_name),
    is_product_expire: Number(x.is_product_expire ?? 0),
    unit: x.unit as 'besar' | 'kecil',
    product_isi: Math.max(1, Number(x.product_isi ?? 1)),
    besar: String(x.besar ?? ''),
    kecil: String(x.kecil ?? ''),
    qty: Number(x.qty),
    qty_received: Number(x.qty_received),
    qty_waiting: Number(x.qty_waiting),
    unit_price_small: Number(x.unit_price_small),
    subtotal: Number(x.subtotal),
  }));
}

/** A receipt line as stored. */
export interface ReceiptLine {
  order_line_id: number;
  product_id: number;
  unit: 'besar' | 'kecil';
  unit_isi: number;
  qty_input: number;
  qty: number;
  batch_no: string | null;
  expired_date: string | null;
  unit_price_small: number;
  subtotal: number;
  note: string | null;
}

/** A receipt's money columns, as the contract's valueReceipt works them out. */
export type ReceiptTotals = ReceiptMoney['totals'];

/**
 * Every rule of a receipt's content, writing nothing, all field errors at once: the order (kind,
 * warehouse, placed), the dates, and each line: one of the order's lines (the variant, when given,
 * must be that line's), batch number and expiry required for an expiry-tracked product and refused
 * for others, an expiry not before the receipt date, and per order line no more than is still open
 * (ordered − received − waiting in other receipts). Money from the order: a line's share of its
 * order line's subtotal, PPN as the order.
 */
export async function checkReceiptContent(tx: Tx, actor: Actor, body: GoodsReceiptBody, opts: { internal: boolean; exceptReceipt?: number }) {
  const order = await receivableOrder(tx, actor, body.order_id, opts.internal);
  const bag = new ErrorBag();
  const today = jakartaToday();
  const date = body.penerimaan_date ?? today;
  if (date > today) bag.add('penerimaan_date', 'Tanggal penerimaan tidak boleh di masa depan');
  else if (date < order.order_date) bag.add('penerimaan_date', 'Tanggal penerimaan tidak boleh sebelum tanggal pesanan');
  // The due date typed, else none yet: approval sets it from the receipt date and the supplier's payment term (setReceiptDueDate).
  const dueDate = opts.internal ? null : (body.due_date ?? null);
  if (dueDate && dueDate < date) bag.add('due_date', 'Tanggal jatuh tempo tidak boleh sebelum tanggal penerimaan');
  if (opts.internal && body.due_date) bag.add('due_date', 'Penerimaan internal tidak memiliki jatuh tempo');

  const open = new Map((await openOrderLines(tx, order.order_id, opts.exceptReceipt ?? 0)).map((l) => [l.line_id, l]));
  const taken = new Map<number, number>();
  const lines: ReceiptLine[] = [];
  for (const [i, l] of body.lines.entries()) {
    const at = (f: string) => `lines.${i}.${f}`;
    const ol = open.get(l.order_line_id);
    if (!ol) {
      bag.add(at('order_line_id'), 'Baris pesanan tidak ditemukan');
      continue;
    }
    if (l.product_id !== undefined && l.product_id !== ol.product_id) {
      bag.add(at('product_id'), 'Produk tidak sesuai dengan baris pesanan');
      continue;
    }
    const unit = l.unit ?? ol.unit;
    const isi = unit === 'besar' ? ol.product_isi : 1;
    const qty = l.qty * isi;
    const batchNo = l.batch_no?.trim() || null;
    const expired = l.expired_date ?? null;
    if (ol.is_product_expire) {
      if (!batchNo) bag.add(at('batch_no'), 'Nomor batch wajib diisi untuk produk dengan kedaluwarsa');
      if (!expired) bag.add(at('expired_date'), 'Tanggal kedaluwarsa wajib diisi untuk produk dengan kedaluwarsa');
      else if (!opts.internal && expired <= date) bag.add(at('expired_date'), 'Tanggal kedaluwarsa harus setelah tanggal penerimaan');
    } else {
      if (batchNo) bag.add(at('batch_no'), 'Produk ini tidak memakai batch');
      if (expired) bag.add(at('expired_date'), 'Produk ini tidak memakai tanggal kedaluwarsa');
    }
    const units = { isi: ol.product_isi, besar: ol.besar, kecil: ol.kecil };
    const notShown = enteredQtyRefusal(qty, l.qty_entered, units);
    if (notShown) {
      bag.add(at('qty'), notShown);
      continue;
    }
    const left = ol.qty - ol.qty_received - ol.qty_waiting - (taken.get(ol.line_id) ?? 0);
    if (qty > left) {
      bag.add(at('qty'), `Jumlah diterima melebihi sisa pesanan (sisa ${formatUnits(Math.max(0, left), units)})`);
      continue;
    }
    taken.set(ol.line_id, (taken.get(ol.line_id) ?? 0) + qty);
    lines.push({
      order_line_id: ol.line_id,
      product_id: ol.product_id,
      unit,
      unit_isi: isi,
      qty_input: l.qty,
      qty,
      batch_no: ol.is_product_expire ? batchNo : null,
      expired_date: ol.is_product_expire ? expired : null,
      unit_price_small: ol.unit_price_small,
      subtotal: 0,
      note: l.note ?? null,
    });
  }
  bag.throwIfAny();
  // Valued after what is received and what other waiting receipts hold; approval values it again after what is received then.
  const before = new Map([...open.values()].map((ol) => [ol.line_id, ol.qty_received + ol.qty_waiting]));
  const money = valueReceipt(order, [...open.values()], before, lines);
  money.subtotals.forEach((v, i) => {
    const line = lines[i];
    if (line) line.subtotal = v;
  });
  return { order, date, dueDate, lines, totals: money.totals };
}

/** Replaces a receipt's lines and money. */
export async function writeReceiptContent(tx: Tx, id: number, lines: readonly ReceiptLine[], totals: ReceiptTotals) {
  await tx.execute(sql`delete from goods_receipt_line where penerimaan_id = ${id}`);
  for (const l of lines)
    await tx.execute(sql`insert into goods_receipt_line (penerimaan_id, order_line_id, product_id, unit, unit_isi, qty_input, qty, batch_no,
        expired_date, unit_price_small, subtotal, note)
      values (${id}, ${l.order_line_id}, ${l.product_id}, ${l.unit}, ${l.unit_isi}, ${l.qty_input}, ${l.qty}, ${l.batch_no},
        ${l.expired_date}::date, ${l.unit_price_small}, ${l.subtotal}, ${l.note})`);
  await tx.execute(sql`update goods_receipt set is_ppn = ${totals.is_ppn}, ppn_percent = ${totals.ppn_percent}, ppn_included = ${totals.ppn_included},
      subtotal = ${totals.subtotal}, dpp = ${totals.dpp}, ppn = ${totals.ppn}, grand_total = ${totals.grand_total}, updated_at = now()
    where penerimaan_id = ${id}`);
}

/** Stores a new receipt waiting for approval, numbered (RCV/… or RCVI/… by the receipt date), and logs its creation. */
export async function insertReceipt(
  tx: Tx,
  actor: Actor,
  h: { internal: boolean; date: string; dueDate: string | null; order: ReceivableOrder; invoice_number?: string; note?: string },
) {
  const number = await nextCode(tx, actor.companyId, h.internal ? SERIES.goods_receipt_internal : SERIES.goods_receipt, new Date(`${h.date}T12:00:00+07:00`));
  const r = await tx.execute(sql`insert into goods_receipt (penerimaan_number, penerimaan_date, order_id, is_internal, vendor_id, gudang_id, gudang_source_id,
      status, invoice_number, due_date, note)
    values (${number}, ${h.date}::date, ${h.order.order_id}, ${h.internal ? 1 : 0}, ${h.order.vendor_id}, ${h.order.gudang_id}, ${h.order.gudang_source_id},
      'waiting', ${h.invoice_number ?? null}, ${h.dueDate}::date, ${h.note ?? null}) returning penerimaan_id`);
  const id = Number((r.rows[0] as { penerimaan_id: number }).penerimaan_id);
  await enterDocument(tx, actor, goodsReceiptDocument(h.internal), id);
  return { penerimaan_id: id, penerimaan_number: number };
}
