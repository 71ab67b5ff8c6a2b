import {
  purchaseOrderDocument,
  type DocumentTotals,
  documentTotals,
  jakartaToday,
  lineDiscountRefusals,
  lineGrossRefusal,
  lineMoney,
  lineQtyRefusal,
  NO_PPN,
  PURCHASE_ORDER_MAX_IMAGE_BYTES,
  ppnPercent,
  pricePerSmallUnit,
  SERIES,
} from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { type Actor, actorCan } from '../../../../platform/command.js';
import { ErrorBag, notFound } from '../../../../platform/errors.js';
import { nextCode } from '../../../../platform/number-series.js';
import { readConfigs } from '../../../config/queries.js';
import { checkImageInto } from '../../../../platform/image.js';
import { warehouseScope } from '../../../../platform/warehouse-scope.js';
import { enterDocument } from '../../../../platform/documents/enter-document.js';

/** A line as the client sends it, for either kind (internal lines have no price or discount). */
export interface OrderLineInput {
  product_id: number;
  unit: 'besar' | 'kecil';
  qty: number;
  price?: number;
  discount_type?: 'percent' | 'rupiah';
  discount?: number;
  note?: string | null;
}

/** A line with its quantity in small units and its money worked out (whole rupiah). */
export interface PricedLine {
  product_id: number;
  unit: 'besar' | 'kecil';
  unit_isi: number;
  qty_input: number;
  qty: number;
  price: number;
  unit_price_small: number;
  discount_type: 'percent' | 'rupiah';
  discount: number;
  gross: number;
  discount_amount: number;
  subtotal: number;
  note: string | null;
}

/** The order's totals (a purchase order has no order discount nor shipping). */
export type OrderTotals = Omit<DocumentTotals, 'order_discount' | 'shipping_cost' | 'shipping_discount' | 'cod_fee'>;

/**
 * The money of one line by the contract's rule (lineMoney): gross = ordered quantity × price per
 * ordered unit; the discount a percent of gross or rupiah off the line; subtotal = gross − discount.
 * The quantity is kept in small units (qty_input × isi for the big unit), and the net price per small
 * unit (pricePerSmallUnit) is what a receipt later books as the goods' cost before PPN.
 */
export function priceLine(l: OrderLineInput, isi: number): Omit<PricedLine, 'product_id' | 'note'> {
  const unitIsi = l.unit === 'besar' ? isi : 1;
  const qty = l.qty * unitIsi;
  const price = l.price ?? 0;
  const type = l.discount_type ?? 'percent';
  const discount = l.discount ?? 0;
  const money = lineMoney({ qty: l.qty, price, discount_type: type, discount });
  return {
    unit: l.unit,
    unit_isi: unitIsi,
    qty_input: l.qty,
    qty,
    price,
    unit_price_small: pricePerSmallUnit(money.subtotal, qty),
    discount_type: type,
    discount,
    gross: money.gross,
    discount_amount: money.discount_amount,
    subtotal: money.subtotal,
  };
}

/**
 * The order's totals from its lines by the contract's rule (documentTotals): the sum of the
 * subtotals, then PPN when the order is taxed (is_ppn = 1) at the configured rate (configuration
 * `ppn`), included in the prices when configuration show_ppn = 1 (Harga Termasuk PPN: split into DPP
 * and PPN) or added on top otherwise. Rate and inclusion are stored with the order.
 */
export async function orderTotals(tx: Tx, lines: readonly PricedLine[], isPpn: boolean): Promise<OrderTotals> {
  if (!isPpn) return documentTotals(lines, {}, NO_PPN);
  const config = await readConfigs(tx, ['ppn', 'show_ppn']);
  return documentTotals(lines, {}, { on: true, percent: ppnPercent(config.ppn), included: config.show_ppn === '1' });
}

/** The order date (today when not given; not in the future) and the expected date (not before it), at their fields. */
export async function checkDates(_tx: Tx, body: { order_date?: string; expected_date?: string }, bag: ErrorBag) {
  const today = jakartaToday();
  const date = body.order_date ?? today;
  if (date > today) bag.add('order_date', 'Tanggal pesanan tidak boleh di masa depan');
  if (body.expected_date && body.expected_date < date) bag.add('expected_date', 'Tanggal perkiraan datang tidak boleh sebelum tanggal pesanan');
  return date;
}

/**
 * The rules of the lines: each variant of the company and active, once per order; a discount at
 * most 100 percent or at most the line's gross; at most QTY_MAX small units and a gross at most
 * MONEY_MAX (amount-bounds.ts). Answers the priced lines.
 */
export async function checkLines(tx: Tx, lines: readonly OrderLineInput[], bag: ErrorBag): Promise<PricedLine[]> {
  const ids = [...new Set(lines.map((l) => l.product_id))];
  const r = await tx.execute(sql`select p.product_id, (p.status = 1 and m.status = 1) as active, m.product_isi::int as isi
    from product p join product_main m on m.main_id = p.main_id where p.product_id = any(${sql.param(ids)}::int[])`);
  const byId = new Map((r.rows as { product_id: number; active: boolean; isi: number }[]).map((x) => [Number(x.product_id), x]));
  const seen = new Set<number>();
  const out: PricedLine[] = [];
  for (const [i, l] of lines.entries()) {
    const at = (f: string) => `lines.${i}.${f}`;
    const p = byId.get(l.product_id);
    if (!p) {
      bag.add(at('product_id'), 'Produk tidak ditemukan');
      continue;
    }
    if (!p.active) {
      bag.add(at('product_id'), 'Produk tidak aktif');
      continue;
    }
    if (seen.has(l.product_id)) {
      bag.add(at('product_id'), 'Produk ini sudah ada di baris lain');
      continue;
    }
    seen.add(l.product_id);
    const priced = priceLine(l, Math.max(1, Number(p.isi)));
    const tooBig = lineQtyRefusal(priced.qty) ?? lineGrossRefusal(priced.gross);
    if (tooBig) bag.add(at('qty'), tooBig);
    const refusals = lineDiscountRefusals({ qty: priced.qty_input, price: priced.price, discount_type: priced.discount_type, discount: priced.discount });
    for (const why of refusals) bag.add(at('discount'), why);
    out.push({ ...priced, product_id: l.product_id, note: l.note ?? null });
  }
  return out;
}

/**
 * The images of the form, through the platform image check (PNG, JPEG or WEBP, at most 1 MB and
 * 40 megapixels each, decoded and re-encoded), at most 5 on the order with those it has.
 */
export async function checkImages(images: readonly string[], already: number, bag: ErrorBag) {
  const out: { mime: string; bytes: Buffer }[] = [];
  if (already + images.length > 5) {
    bag.add('images', `Pesanan sudah memiliki ${already} gambar; maksimal 5`);
    return out;
  }
  for (const [i, img] of images.entries()) {
    const bytes = Buffer.from(img.slice(img.indexOf(',') + 1), 'base64');
    const checked = await checkImageInto(bag, `images.${i}`, bytes, { maxBytes: PURCHASE_ORDER_MAX_IMAGE_BYTES });
    if (checked) out.push(checked);
  }
  return out;
}

/** Checks a supplier of the company is there and active, at vendor_id. */
export async function checkVendor(tx: Tx, vendorId: number, bag: ErrorBag) {
  const r = await tx.execute(sql`select status from master_vendor where vendor_id = ${vendorId}`);
  if (!r.rows.length) bag.add('vendor_id', 'Supplier tidak ditemukan');
  else if (Number((r.rows[0] as { status: number }).status) !== 1) bag.add('vendor_id', 'Supplier tidak aktif');
}

export interface StoredOrderHeader {
  order_id: number;
  order_number: string;
  is_internal: number;
  is_automatic: number;
  status: string;
  gudang_id: number;
  gudang_source_id: number | null;
  vendor_id: number | null;
}

/**
 * Whether the user sees orders of a kind: the Pemesanan page's holders the supplier orders, the
 * Pemesanan Internal page's the internal ones; group 6 only those of its warehouses (an internal
 * order also when it supplies from one of them).
 */
export const orderScope = (actor: Actor, receiving = false) => {
  // `receiving`: the holders of a receipt page also read (and receive against) the orders of its kind.
  const may = (order: string, receipt: string) => actorCan(actor, order) || (receiving && actorCan(actor, receipt));
  const kinds = [may('purchaseOrder', 'purchaseAcceptance') ? 0 : -1, may('purchaseOrderInternal', 'purchaseAcceptanceInternal') ? 1 : -1];
  return sql`o.is_internal in (${kinds[0]}, ${kinds[1]}) and (${warehouseScope(actor, sql`o.gudang_id`)}
    or (o.is_internal = 1 and ${warehouseScope(actor, sql`o.gudang_source_id`)}))`;
};

/** An order the user may see (another company's, another kind's or another warehouse's is 404), locked for the write. */
export async function visibleOrder(tx: Tx, actor: Actor, id: number, kind?: 'external' | 'internal', receiving = false): Promise<StoredOrderHeader> {
  const r = await tx.execute(sql`select o.order_id, o.order_number, o.is_internal, o.is_automatic, o.status, o.gudang_id, o.gudang_source_id, o.vendor_id
    from purchase_order o where o.order_id = ${id} and ${orderScope(actor, receiving)} for update`);
  const row = r.rows[0] as unknown as StoredOrderHeader | undefined;
  if (!row || (kind && (kind === 'internal') !== (Number(row.is_internal) === 1))) throw notFound('Pesanan tidak ditemukan');
  return { ...row, order_id: Number(row.order_id), is_internal: Number(row.is_internal), is_automatic: Number(row.is_automatic) };
}

/** What received quantity an order's lines hold (small units). */
export async function receivedOf(tx: Tx, orderId: number) {
  const r = await tx.execute(sql`select coalesce(sum(qty_received), 0)::bigint as n from purchase_order_line where order_id = ${orderId}`);
  return Number((r.rows[0] as { n: number }).n);
}

/** Replaces an order's lines and totals. */
export async function writeOrderContent(tx: Tx, orderId: number, lines: readonly PricedLine[], totals: OrderTotals) {
  await tx.execute(sql`delete from purchase_order_line where order_id = ${orderId}`);
  for (const l of lines)
    await tx.execute(sql`insert into purchase_order_line (order_id, product_id, unit, unit_isi, qty_input, qty, price, unit_price_small,
        discount_type, discount, gross, discount_amount, subtotal, note)
      values (${orderId}, ${l.product_id}, ${l.unit}, ${l.unit_isi}, ${l.qty_input}, ${l.qty}, ${l.price}, ${l.unit_price_small},
        ${l.discount_type}, ${l.discount}, ${l.gross}, ${l.discount_amount}, ${l.subtotal}, ${l.note})`);
  await tx.execute(sql`update purchase_order set is_ppn = ${totals.is_ppn}, ppn_percent = ${totals.ppn_percent}, ppn_included = ${totals.ppn_included},
      gross_total = ${totals.gross_total}, discount_total = ${totals.discount_total}, subtotal = ${totals.subtotal}, dpp = ${totals.dpp},
      ppn = ${totals.ppn}, grand_total = ${totals.grand_total}, updated_at = now() where order_id = ${orderId}`);
}

export async function writeImages(tx: Tx, orderId: number, images: readonly { mime: string; bytes: Buffer }[]) {
  for (const img of images)
    await tx.execute(sql`insert into purchase_order_image (order_id, mime, size, bytes) values (${orderId}, ${img.mime}, ${img.bytes.length}, ${img.bytes})`);
}

export interface NewOrderHeader {
  is_internal: boolean;
  is_automatic?: boolean;
  order_date: string;
  expected_date?: string;
  vendor_id: number | null;
  gudang_id: number;
  gudang_source_id: number | null;
  note?: string | null;
}

/** Stores a new order as draft with its number (PO/… or POI/… for internal ones) and logs its creation. */
export async function insertOrder(tx: Tx, actor: Actor, h: NewOrderHeader) {
  const number = await nextCode(
    tx,
    actor.companyId,
    h.is_internal ? SERIES.purchase_order_internal : SERIES.purchase_order,
    new Date(`${h.order_date}T12:00:00+07:00`),
  );
  const r = await tx.execute(sql`insert into purchase_order (order_number, order_date, expected_date, is_internal, is_automatic, vendor_id, gudang_id,
      gudang_source_id, status, note)
    values (${number}, ${h.order_date}::date, ${h.expected_date ?? null}::date, ${h.is_internal ? 1 : 0}, ${h.is_automatic ? 1 : 0}, ${h.vendor_id},
      ${h.gudang_id}, ${h.gudang_source_id}, 'draft', ${h.note ?? null}) returning order_id`);
  const orderId = Number((r.rows[0] as { order_id: number }).order_id);
  await enterDocument(tx, actor, purchaseOrderDocument(h.is_internal), orderId);
  return { order_id: orderId, order_number: number };
}

/** The ErrorBag every save fills before throwing once. */
export const newBag = () => new ErrorBag();
