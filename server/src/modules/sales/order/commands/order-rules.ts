import {
  type DocumentTotals,
  discountLimitOf,
  discountsAboveLimit,
  documentTotalRefusal,
  documentTotals,
  jakartaToday,
  lineDiscountRefusals,
  lineGrossRefusal,
  lineMoney,
  lineQtyRefusal,
  ppnPercent,
  type SalesOrderBody,
  salesPaymentMethodOf,
} from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { type Actor, actorCan } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';
import { readConfigs } from '../../../config/queries.js';
import { checkSaleShift } from '../../cashier/commands/check-sale-shift.js';
import { leadForOrder } from '../../lead/queries.js';
import { intArray } from '../../../product/queries.js';
import { checkWarehouse } from '../../../../platform/warehouse-scope.js';
import {
  type LinePrice,
  manualPriceAllowed,
  memberDiscount,
  NO_MEMBER_DISCOUNT,
  packageParts,
  type PriceSource,
  priceOfLine,
  variantPricing,
} from '../../pricing.js';
import { needsOf, type StockNeed } from '../../../stock/commands/reserve-stock.js';

/** A line as stored: a variant (from a line of the body or a part of a package), its quantities and its money. */
export interface SalesLine {
  product_id: number;
  package_id: number | null;
  package_qty: number | null;
  unit: 'besar' | 'kecil';
  unit_isi: number;
  qty_input: number;
  qty: number;
  price: number;
  price_source: PriceSource;
  discount_type: 'percent' | 'rupiah';
  discount: number;
  gross: number;
  discount_amount: number;
  subtotal: number;
  note: string | null;
  /** The body's field a shortage of this line is reported at. */
  field: string;
  /** Gross at the server's price (before a manual price): what the approval limit measures discounts against. */
  list_gross: number;
}

/**
 * The order's totals, in whole rupiah, by the contract's money rules (documentTotals): subtotal = Σ
 * line subtotals; less order_discount; PPN on what is left when the order carries PPN (is_ppn_jual = 1;
 * rate = configuration ppn; included in the prices when configuration show_ppn = '1'); then +
 * shipping_cost − shipping_discount + cod_fee. The order form and the cashier preview with the same rules.
 */
export type SalesTotals = DocumentTotals;

async function exists(tx: Tx, table: 'master_kasbank' | 'master_ekspedisi' | 'master_member', idColumn: string, id: number) {
  const r = await tx.execute(sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(idColumn)} = ${id}`);
  return r.rows.length > 0;
}

export interface CheckedSalesOrder {
  order_date: string;
  lines: SalesLine[];
  totals: SalesTotals;
  needs: StockNeed[];
  change_due: number;
  cash: boolean;
  /** The cashier session a cashier sale is recorded in (null when none). */
  shift_id: number | null;
  /** A cashier sale paid by a method confirmed at the counter (cash, card, QRIS): stored paid. */
  paid_now: boolean;
  /** A discount above configuration sales_discount_limit: the order waits for another user's approval. */
  needs_approval: boolean;
}

/**
 * The fields of the discounts above the limit (contract discountsAboveLimit): every variant line whose
 * subtotal is more than `limit` percent below its gross at the server's price (its discount, and a
 * manual price below the server's; at lines.N.discount) and the order discount above `limit` percent
 * of the subtotal (at order_discount).
 */
export function discountFieldsAboveLimit(lines: readonly SalesLine[], orderDiscount: number, limit: number): string[] {
  const over = discountsAboveLimit(lines, orderDiscount, limit);
  const fields = over.lines.map((i) => (lines[i] as SalesLine).field.replace(/qty$/, 'discount'));
  if (over.order) fields.push('order_discount');
  return fields;
}

/**
 * Every rule of an order's content, writing nothing; all field errors at once (422): warehouse
 * (the user's), customer (a member of the company, or a walk-in name outside the cashier), dates,
 * bank and courier of the company, the lines (variants active and once per order, packages active
 * and once, a manual price only where configuration kasir_price_manual = '1', discounts at most the
 * line), order and shipping discounts at most what they reduce, for a cashier sale paid by a method
 * that needs a receiving account (card, QRIS, transfer) that account, and for a cash cashier sale the
 * cash received covering the total. Answers the priced lines, the totals and the stock needs.
 */
export async function checkSalesOrderContent(tx: Tx, actor: Actor, body: SalesOrderBody): Promise<CheckedSalesOrder> {
  const bag = new ErrorBag();
  await checkWarehouse(tx, actor, body.gudang_id).catch((e: { errors?: Record<string, string[]> }) => {
    for (const [f, ms] of Object.entries(e.errors ?? { gudang_id: ['Gudang tidak ditemukan'] })) for (const m of ms) bag.add(f, m);
  });
  const isPos = body.is_pos === '1';
  const cfg = await readConfigs(tx, ['kasir_discount', 'sales_discount_limit']);
  // A cashier sale is the Kasir page's: a flag of the body is no right of its own.
  if (isPos && !actorCan(actor, 'cashier')) bag.add('is_pos', 'Penjualan kasir hanya dapat disimpan oleh pengguna halaman Kasir');
  const method = salesPaymentMethodOf(body.payment_method ?? (isPos ? 'cash' : undefined));
  if (isPos && method && !method.cashier) bag.add('payment_method', `Metode pembayaran ${method.label} tidak tersedia di kasir`);
  let member = NO_MEMBER_DISCOUNT;
  if (body.member_id !== undefined) {
    const m = await memberDiscount(tx, actor, body.member_id);
    if (!m.found) bag.add('member_id', 'Pelanggan tidak ditemukan');
    else member = m;
  } else if (!isPos && !body.customer_name) bag.add('customer_name', 'Pilih pelanggan atau isi nama pelanggan');
  if (isPos && body.is_indent === '1') bag.add('is_indent', 'Penjualan kasir tidak dapat berupa indent');

  const today = jakartaToday();
  const orderDate = body.order_date ?? today;
  // No period is ever closed here: a cashier sale is dated today by the server, never backdated.
  if (isPos && body.order_date !== undefined && body.order_date !== today)
    bag.add('order_date', 'Penjualan kasir selalu bertanggal hari ini; tanggal lain tidak dapat diisi');
  else if (orderDate > today) bag.add('order_date', 'Tanggal tagihan tidak boleh di masa depan');
  if (body.due_date && body.due_date < orderDate) bag.add('due_date', 'Tanggal jatuh tempo tidak boleh sebelum tanggal tagihan');
  if (body.bank_id !== undefined && !(await exists(tx, 'master_kasbank', 'kasbank_id', body.bank_id))) bag.add('bank_id', 'Bank tidak ditemukan');
  // A cashier sale paid by card, QRIS or transfer names the Kas & Bank account that receives it.
  else if (isPos && method?.cashier && method.needsBank && body.bank_id === undefined)
    bag.add('bank_id', `Pilih rekening penerima untuk pembayaran ${method.label}`);
  if (body.ekspedisi_id !== undefined && !(await exists(tx, 'master_ekspedisi', 'ekspedisi_id', body.ekspedisi_id)))
    bag.add('ekspedisi_id', 'Ekspedisi tidak ditemukan');
  if (body.lead_id !== undefined && !(await leadForOrder(tx, actor, body.lead_id))) bag.add('lead_id', 'Lead tidak ditemukan');
  const shiftId = await checkSaleShift(tx, actor, body, bag);

  const lines = await priceLines(tx, body, member, bag);
  if (body.shipping_discount > body.shipping_cost) bag.add('shipping_discount', 'Diskon ongkos kirim tidak boleh melebihi ongkos kirim');
  const subtotal = lines.reduce((a, l) => a + l.subtotal, 0);
  if (body.order_discount > subtotal) bag.add('order_discount', 'Diskon tagihan tidak boleh melebihi subtotal');
  if (isPos && cfg.kasir_discount !== '1') {
    const off = 'Kasir tidak dapat memberi diskon (Pengaturan Kasir: diskon nonaktif)';
    for (const [i, l] of body.lines.entries()) if (l.discount > 0) bag.add(`lines.${i}.discount`, off);
    if (body.order_discount > 0) bag.add('order_discount', off);
    if (body.shipping_discount > 0) bag.add('shipping_discount', off);
  }
  const limit = discountLimitOf(cfg.sales_discount_limit);
  const over = discountFieldsAboveLimit(lines, body.order_discount, limit);
  // A cashier sale cannot wait for an approval: above the limit it is refused at the field.
  if (isPos) for (const f of over) bag.add(f, `Diskon di atas ${limit}% perlu persetujuan pengguna lain; buat sebagai tagihan, bukan penjualan kasir`);
  const ppnOn = body.is_ppn_jual === '1';
  const config = ppnOn ? await readConfigs(tx, ['ppn', 'show_ppn']) : { ppn: '0', show_ppn: '0' };
  const totals = documentTotals(lines, body, { on: ppnOn, percent: ppnPercent(config.ppn), included: config.show_ppn === '1' });
  // No line over QTY_MAX small units or a gross over MONEY_MAX, no total over MONEY_MAX (amount-bounds.ts).
  for (const l of lines) {
    const tooBig = lineQtyRefusal(l.qty) ?? lineGrossRefusal(l.gross);
    if (tooBig && !bag.errors[l.field]?.includes(tooBig)) bag.add(l.field, tooBig);
  }
  const totalTooBig = documentTotalRefusal(Math.max(totals.gross_total, totals.grand_total));
  if (totalTooBig) bag.add('lines', totalTooBig);
  const cash = isPos && method?.value === 'cash';
  if (cash && bag.empty && body.cash_received < totals.grand_total)
    bag.add('cash_received', `Uang diterima kurang dari total tagihan (Rp ${totals.grand_total.toLocaleString('id-ID')})`);
  bag.throwIfAny();
  return {
    order_date: orderDate,
    lines,
    totals,
    needs: needsOf(lines),
    change_due: cash ? body.cash_received - totals.grand_total : 0,
    cash,
    shift_id: shiftId,
    paid_now: isPos && (method?.verified ?? false),
    needs_approval: !isPos && over.length > 0,
  };
}

/** The lines of the body priced (pricing.ts), packages expanded into their parts; errors at lines.N.field. */
async function priceLines(tx: Tx, body: SalesOrderBody, member: typeof NO_MEMBER_DISCOUNT, bag: ErrorBag): Promise<SalesLine[]> {
  const manualAllowed = body.lines.some((l) => l.price !== undefined) ? await manualPriceAllowed(tx) : false;
  const packages = new Map<number, NonNullable<Awaited<ReturnType<typeof packageParts>>>>();
  for (const l of body.lines)
    if (l.package_id !== undefined && !packages.has(l.package_id)) {
      const p = await packageParts(tx, l.package_id);
      if (p) packages.set(l.package_id, p);
    }
  const ids = [
    ...body.lines.flatMap((l) => (l.product_id !== undefined ? [l.product_id] : [])),
    ...[...packages.values()].flatMap((p) => p.parts.map((x) => x.product_id)),
  ];
  const active = new Map<number, boolean>();
  if (ids.length) {
    const r = await tx.execute(sql`select p.product_id, (p.status = 1 and m.status = 1) as active from product p join product_main m on m.main_id = p.main_id
      where p.product_id = any(${intArray([...new Set(ids)])})`);
    for (const x of r.rows as { product_id: number; active: boolean }[]) active.set(Number(x.product_id), Boolean(x.active));
  }
  const pricing = await variantPricing(tx, ids, body.gudang_id);
  const out: SalesLine[] = [];
  const seenProducts = new Set<number>();
  const seenPackages = new Set<number>();
  for (const [i, l] of body.lines.entries()) {
    const at = (f: string) => `lines.${i}.${f}`;
    if (l.package_id !== undefined) {
      const pkg = packages.get(l.package_id);
      if (!pkg) {
        bag.add(at('package_id'), 'Paket tidak ditemukan');
        continue;
      }
      if (pkg.status !== 1) bag.add(at('package_id'), 'Paket tidak aktif');
      else if (!pkg.parts.length) bag.add(at('package_id'), 'Paket tidak berisi produk');
      else if (pkg.parts.some((p) => active.get(p.product_id) !== true)) bag.add(at('package_id'), 'Paket berisi produk yang tidak aktif');
      else if (seenPackages.has(l.package_id)) bag.add(at('package_id'), 'Paket ini sudah ada di baris lain');
      if (l.price !== undefined) bag.add(at('price'), 'Harga paket dihitung dari isinya; harga manual tidak dapat diisi');
      if (l.discount > 0) bag.add(at('discount'), 'Paket tidak memakai diskon baris');
      seenPackages.add(l.package_id);
      for (const part of pkg.parts) {
        const v = pricing.get(part.product_id);
        if (!v) continue;
        const qty = part.package_qty * l.qty;
        const p = priceOfLine(v, { qtySmall: qty, unit: 'kecil' });
        const money = lineMoney({ qty, price: p.price });
        out.push({
          product_id: part.product_id,
          package_id: l.package_id,
          package_qty: l.qty,
          unit: 'kecil',
          unit_isi: 1,
          qty_input: qty,
          qty,
          price: p.price,
          price_source: p.price_source,
          discount_type: 'percent',
          discount: 0,
          gross: money.gross,
          discount_amount: 0,
          subtotal: money.subtotal,
          note: l.note ?? null,
          field: at('qty'),
          list_gross: money.gross,
        });
      }
      continue;
    }
    const productId = l.product_id as number;
    const v = pricing.get(productId);
    if (!v || !active.has(productId)) {
      bag.add(at('product_id'), 'Produk tidak ditemukan');
      continue;
    }
    if (!active.get(productId)) {
      bag.add(at('product_id'), 'Produk tidak aktif');
      continue;
    }
    if (seenProducts.has(productId)) {
      bag.add(at('product_id'), 'Produk ini sudah ada di baris lain');
      continue;
    }
    seenProducts.add(productId);
    if (l.price !== undefined && !manualAllowed) bag.add(at('price'), 'Harga manual tidak diizinkan (Pengaturan Kasir: harga manual nonaktif)');
    const unitIsi = l.unit === 'besar' ? v.product_isi : 1;
    const qty = l.qty * unitIsi;
    const p: LinePrice = priceOfLine(v, { qtySmall: qty, unit: l.unit, manualPrice: manualAllowed ? l.price : undefined }, member);
    const money = lineMoney({ qty: l.qty, price: p.price, discount_type: l.discount_type, discount: l.discount });
    // a manual price below the server's is a discount too, for the approval limit
    const listPrice = p.price_source === 'manual' ? priceOfLine(v, { qtySmall: qty, unit: l.unit }, member).price : p.price;
    for (const why of lineDiscountRefusals({ qty: l.qty, price: p.price, discount_type: l.discount_type, discount: l.discount })) bag.add(at('discount'), why);
    out.push({
      product_id: productId,
      package_id: null,
      package_qty: null,
      unit: l.unit,
      unit_isi: unitIsi,
      qty_input: l.qty,
      qty,
      price: p.price,
      price_source: p.price_source,
      discount_type: l.discount_type,
      discount: l.discount,
      gross: money.gross,
      discount_amount: money.discount_amount,
      subtotal: money.subtotal,
      note: l.note ?? null,
      field: at('qty'),
      list_gross: lineMoney({ qty: l.qty, price: listPrice }).gross,
    });
  }
  return out;
}

/** Replaces an order's lines and writes its totals. */
export async function writeSalesOrderContent(tx: Tx, orderId: number, lines: readonly SalesLine[], t: SalesTotals) {
  await tx.execute(sql`delete from sales_order_line where order_id = ${orderId}`);
  await insertSalesOrderLines(tx, orderId, lines);
  await tx.execute(sql`update sales_order set ${salesTotalsSet(t)}, updated_at = now() where order_id = ${orderId}`);
}

/** The totals columns of sales_order as one SET list. */
export const salesTotalsSet = (t: SalesTotals) => sql`is_ppn = ${t.is_ppn}, ppn_percent = ${t.ppn_percent}, ppn_included = ${t.ppn_included},
      gross_total = ${t.gross_total}, discount_total = ${t.discount_total}, subtotal = ${t.subtotal}, order_discount = ${t.order_discount},
      dpp = ${t.dpp}, ppn = ${t.ppn}, shipping_cost = ${t.shipping_cost}, shipping_discount = ${t.shipping_discount}, cod_fee = ${t.cod_fee},
      grand_total = ${t.grand_total}`;

/** Inserts an order's lines in one statement. */
export async function insertSalesOrderLines(tx: Tx, orderId: number, lines: readonly SalesLine[]) {
  if (lines.length) await tx.execute(salesOrderLinesInsert(sql`${orderId}::int`, lines));
}

/** The insert of an order's lines (at least one); `orderId` an expression (a value, or a select of a CTE). */
export function salesOrderLinesInsert(orderId: SQL, lines: readonly SalesLine[]): SQL {
  return sql`insert into sales_order_line (order_id, product_id, package_id, package_qty, unit, unit_isi, qty_input, qty, price, price_source,
        discount_type, discount, gross, discount_amount, subtotal, note)
      values ${sql.join(
        lines.map(
          (l) => sql`(${orderId}, ${l.product_id}, ${l.package_id}, ${l.package_qty}, ${l.unit}, ${l.unit_isi}, ${l.qty_input}, ${l.qty}, ${l.price},
            ${l.price_source}, ${l.discount_type}, ${l.discount}, ${l.gross}, ${l.discount_amount}, ${l.subtotal}, ${l.note})`,
        ),
        sql`, `,
      )}`;
}
