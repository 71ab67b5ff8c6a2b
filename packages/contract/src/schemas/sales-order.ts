import { z } from 'zod';
import { SALES_ORDER_STATE_VALUES } from '../documents/sales-order.js';
import { field, MONEY_MAX } from './fields.js';
import { pricedLines } from '../amount-bounds.js';
import { optPaymentMethodField } from './sales-order-extra.js';
import { optDateField } from './stock-opname.js';

/*
 * Sales orders and invoices: the spec's purchase_order calls (Penjualan > Tagihan). Every amount is
 * computed by the server; the client sends quantities, units, discounts and (only where
 * configuration kasir_price_manual = '1') a manual price. Quantities answered are small units.
 */

const zeroIfBlank = (v: unknown) => (v === undefined || v === null || v === '' ? 0 : v);
const blankToUndefined = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : v);
const flagDefault0 = (label: string) => z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : v), field.flag(label));
const unitField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'besar' : v),
  z.enum(['besar', 'kecil'], { error: 'Satuan harus besar atau kecil' }),
);
const moneyDefault0 = (label: string) => z.preprocess(zeroIfBlank, field.money(label));

/**
 * A line of the order, one of two kinds:
 * - a variant: product_id, the unit (besar = product_satuan_besar, the default; kecil), the quantity
 *   in that unit, an optional manual price per that unit (refused at lines.N.price unless
 *   configuration kasir_price_manual = '1'; without it the server prices the line: see
 *   SALES_PRICING_NOTE), and a discount: percent of the line (up to 100, two decimals) or rupiah off
 *   the line;
 * - a package: package_id and the number of packages; it is expanded into its parts
 *   (product_package_line, quantities in small units × qty), each priced as /product_package/
 *   sale_grosir_product prices it (the part's sale price for the warehouse, the wholesale tier the
 *   part's whole quantity reaches). A package line takes no price, unit or discount.
 * Exactly one of product_id and package_id.
 */
export const salesOrderLineInput = z
  .object({
    product_id: z.preprocess(blankToUndefined, field.id('Produk').optional()),
    package_id: z.preprocess(blankToUndefined, field.id('Paket').optional()),
    unit: unitField,
    qty: field.int('Jumlah', 1, 1_000_000_000),
    price: z.preprocess(blankToUndefined, field.money('Harga').optional()),
    discount_type: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? 'percent' : v),
      z.enum(['percent', 'rupiah'], { error: 'Jenis diskon harus percent atau rupiah' }),
    ),
    discount: z.preprocess(zeroIfBlank, field.decimal('Diskon', { min: 0, max: MONEY_MAX, decimals: 2 })),
    note: field.optText('Catatan baris', 255),
  })
  .superRefine((l, ctx) => {
    if (l.product_id === undefined && l.package_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: 'Produk atau paket wajib diisi' });
    if (l.product_id !== undefined && l.package_id !== undefined)
      ctx.addIssue({ code: 'custom', path: ['package_id'], message: 'Isi produk atau paket, tidak keduanya' });
  })
  .meta({ 'x-one-of-fields': ['product_id', 'package_id'] });
export type SalesOrderLineInput = z.infer<typeof salesOrderLineInput>;

/** How the server prices a variant line (pricing.ts), for the forms' help text. */
export const SALES_PRICING_NOTE =
  'Harga per satuan kecil: harga jual gudang (atau harga semua gudang); grosir menurut jumlah satuan kecil baris; diskon tipe member (persen) untuk pelanggan ber-tipe; dipakai harga terendah dari grosir dan tipe member. Satuan besar = harga satuan kecil × isi.';

/**
 * Body of /purchase_order/validation_add and /purchase_order/add_stored.
 *
 * Customer: member_id (a contact of the company), or without it a walk-in customer named by
 * customer_name (required for an order that is not a cashier sale) and customer_phone. A cashier
 * sale (is_pos = 1) may have no customer at all (walk-in). Configuration kasir_add_customer = '1'
 * only lets the cashier page offer 'Tambah pelanggan' (a page rule); the server accepts a member or
 * a walk-in name on a cashier sale either way. Recipient (spec-1 §3): destination_* fields; when blank
 * on an order of a member they are left empty (the shipping calls fill them later).
 *
 * Cashier sale (is_pos = 1): only by holders of the Kasir page, in the caller's open shift, dated
 * today (a client date other than today is refused), discounts only where kasir_discount = '1' and
 * never above sales_discount_limit; stored as `selesai`, stock taken at once, and paid at once when
 * the method is confirmed at the counter (SALES_PAYMENT_METHODS `verified`: cash, card, QRIS; a
 * transfer stays unpaid until marked paid); with payment method 'cash' (the default for a cashier
 * sale) cash_received must cover grand_total and the change due is answered. An order whose
 * discount is above sales_discount_limit is stored `menunggu_persetujuan` for another user's
 * approval. Indent (is_indent = 1): a pre-order, nothing reserved or checked until it
 * is picked. is_ppn_jual = 1: the order carries PPN (rate = configuration ppn; included in the
 * prices when configuration show_ppn = '1', else added) and takes its number from the PPN series.
 *
 * An add_stored carrying an Idempotency-Key header is stored once: a retry with the same key
 * answers the first answer.
 */
export const salesOrderBody = z.object({
  member_id: z.preprocess(blankToUndefined, field.id('Pelanggan').optional()),
  customer_name: field.optText('Nama pelanggan', 150),
  customer_phone: field.optPhone('Telepon pelanggan'),
  gudang_id: field.id('Gudang'),
  order_date: optDateField('Tanggal tagihan'),
  due_date: optDateField('Tanggal jatuh tempo'),
  source: field.optText('Sumber pesanan', 40),
  /** One of SALES_PAYMENT_METHODS (komponen/payment); any other text is refused. */
  payment_method: optPaymentMethodField,
  bank_id: z.preprocess(blankToUndefined, field.id('Bank').optional()),
  is_pos: flagDefault0('Kasir'),
  is_indent: flagDefault0('Indent'),
  is_ppn_jual: flagDefault0('PPN jual'),
  order_discount: moneyDefault0('Diskon tagihan'),
  shipping_cost: moneyDefault0('Ongkos kirim'),
  shipping_discount: moneyDefault0('Diskon ongkos kirim'),
  cod_fee: moneyDefault0('Biaya COD'),
  cash_received: moneyDefault0('Uang diterima'),
  destination_name: field.optText('Nama penerima', 150),
  destination_phone: field.optPhone('Telepon penerima'),
  destination_address: field.optText('Alamat penerima', 1000),
  destination_kecamatan_id: z.preprocess(blankToUndefined, field.id('Kecamatan penerima').optional()),
  destination_district_name: field.optText('Kecamatan penerima', 100),
  destination_city_name: field.optText('Kota penerima', 100),
  destination_state_name: field.optText('Provinsi penerima', 100),
  destination_zipcode: field.optText('Kode pos penerima', 10),
  ekspedisi_id: z.preprocess(blankToUndefined, field.id('Ekspedisi').optional()),
  kurir: field.optText('Kurir', 60),
  note: field.optText('Catatan', 1000),
  lead_id: z.preprocess(blankToUndefined, field.id('Lead').optional()),
  /** Cashier sale only: the caller's open cashier session (shift) in the sale's warehouse. */
  shift_id: z.preprocess(blankToUndefined, field.id('Sesi shift').optional()),
  lines: pricedLines(salesOrderLineInput),
});
export type SalesOrderBody = z.infer<typeof salesOrderBody>;

/**
 * Body of /purchase_order/update_validation and /purchase_order/update_stored: an order still
 * 'baru' and unpaid replaced whole (lines, prices, totals, reservation or taken stock redone). A
 * cashier sale cannot be changed (it is finished at once).
 */
export const salesOrderUpdateBody = salesOrderBody.extend({ order_id: field.id('Tagihan') });
export type SalesOrderUpdateBody = z.infer<typeof salesOrderUpdateBody>;

/**
 * Body of /purchase_order/validation_delete and /purchase_order/delete: the order is cancelled
 * (state dibatalkan, stock taken returned exactly, reservations dropped) and soft-deleted (it then
 * shows only in /purchase_order/list_deleted). Orders already shipped or finished cannot be deleted.
 */
export const salesOrderDeleteBody = z.object({ order_id: field.id('Tagihan'), reason: field.optText('Alasan hapus', 500) });
export type SalesOrderDeleteBody = z.infer<typeof salesOrderDeleteBody>;

/** Body of /purchase_order/detail. */
export const salesOrderDetailBody = z.object({ order_id: field.id('Tagihan') });

/**
 * Body of /purchase_order/update_status: a state move of the document: pick ('Proses' to Siap
 * Dikirim) or approve_discount (a discount above the limit approved by another user: to Baru).
 */
export const salesOrderStatusBody = z.object({
  order_id: field.id('Tagihan'),
  action: z.enum(['pick', 'approve_discount'], { error: 'Aksi harus pick atau approve_discount' }),
});
export type SalesOrderStatusBody = z.infer<typeof salesOrderStatusBody>;

/**
 * Filters of /purchase_order/list, list_deleted and excel (top level or in columnFilters), beside
 * the list's page, perPage, sort and `search` (invoice number, customer name or phone, recipient).
 * date_start/date_end bound order_date; is_paid 0/1 (or payment_status paid/unpaid).
 */
export const salesOrderListFilters = z.object({
  date_start: optDateField('Tanggal mulai'),
  date_end: optDateField('Tanggal akhir'),
  status: z.preprocess(blankToUndefined, z.enum(SALES_ORDER_STATE_VALUES, { error: 'Status tidak dikenal' }).optional()),
  is_paid: z.preprocess(blankToUndefined, field.flag('Lunas').optional()),
  payment_status: z.preprocess(blankToUndefined, z.enum(['paid', 'unpaid'], { error: 'Status pembayaran harus paid atau unpaid' }).optional()),
  gudang_id: z.preprocess(blankToUndefined, field.id('Gudang').optional()),
  member_id: z.preprocess(blankToUndefined, field.id('Pelanggan').optional()),
  is_pos: z.preprocess(blankToUndefined, field.flag('Kasir').optional()),
  is_indent: z.preprocess(blankToUndefined, field.flag('Indent').optional()),
  invoice_number: field.optText('Nomor tagihan', 60),
  search: field.optText('Cari', 100),
});
export type SalesOrderListFilters = z.infer<typeof salesOrderListFilters>;

/** GET /purchase_order/komponen/price_all: a variant's prices (product_id), or a package's (packages_id), for a warehouse. */
export const salesPriceAllQuery = z.object({
  product_id: z.preprocess(blankToUndefined, field.id('Produk').optional()),
  packages_id: z.preprocess(blankToUndefined, field.id('Paket').optional()),
  gudang_id: z.preprocess(blankToUndefined, field.int('Gudang', 0).optional()),
  qty: z.preprocess(blankToUndefined, field.int('Jumlah', 1, 1_000_000_000).optional()),
});
/**
 * GET /purchase_order/komponen/price_by_customer: the price of a variant for a customer (user = the
 * member id; its member type's discount), a warehouse and optionally a quantity in a unit (for the
 * wholesale tier).
 */
export const salesPriceByCustomerQuery = z.object({
  product_id: field.id('Produk'),
  user: z.preprocess(blankToUndefined, field.id('Pelanggan').optional()),
  gudang_id: z.preprocess(blankToUndefined, field.int('Gudang', 0).optional()),
  qty: z.preprocess(blankToUndefined, field.int('Jumlah', 1, 1_000_000_000).optional()),
  unit: unitField,
});

// ---------------------------------------------------------------- answers

const money = z.number();
const PRICE_SOURCES = ['normal', 'grosir', 'member', 'manual'] as const;

/** The price of one variant line as the server computes it (pricing.ts). */
export const salesLinePrice = z.object({
  product_id: z.number().int(),
  gudang_id: z.number().int(),
  /** Sale price per small unit for the warehouse (its own price, else the all-warehouse price). */
  base_price: money,
  /** Small units of the quantity asked (for the wholesale tier). */
  qty: z.number().int(),
  grosir_id: z.number().int().nullable(),
  grosir_price: money.nullable(),
  member_type_id: z.number().int().nullable(),
  member_type_name: z.string().nullable(),
  member_type_discount: z.number(),
  member_price: money.nullable(),
  /** Final price per small unit, and per the asked unit (× isi for besar). */
  price_small: money,
  price: money,
  unit: z.enum(['besar', 'kecil']),
  product_isi: z.number().int(),
  price_source: z.enum(PRICE_SOURCES),
  /** Whether configuration kasir_price_manual lets the price be typed. */
  price_manual_allowed: z.boolean(),
});

/** /purchase_order/komponen/price_by_customer. */
export const salesPriceByCustomerAnswer = salesLinePrice;

/** /purchase_order/komponen/price_all: for a variant, its price, wholesale tiers and the price per member type; for a package, its parts. */
export const salesPriceAllAnswer = z.object({
  product_id: z.number().int().nullable(),
  package_id: z.number().int().nullable(),
  gudang_id: z.number().int(),
  price: salesLinePrice.nullable(),
  grosir: z.array(
    z.object({
      grosir_id: z.number().int(),
      grosir_kuantitas: z.number().int(),
      grosir_is_rupiah: z.number().int(),
      grosir_harga_grosir: z.number(),
      grosir_harga_akhir: money,
    }),
  ),
  member_types: z.array(z.object({ member_type_id: z.number().int(), member_type_name: z.string(), member_type_discount: z.number(), price: money })),
  package: z
    .object({
      package_id: z.number().int(),
      package_name: z.string(),
      qty: z.number().int(),
      total: money,
      lines: z.array(
        z.object({
          product_id: z.number().int(),
          product_name: z.string(),
          qty: z.number().int(),
          price_small: money,
          subtotal: money,
          price_source: z.enum(PRICE_SOURCES),
        }),
      ),
    })
    .nullable(),
  price_manual_allowed: z.boolean(),
});

/** What add_stored / update_stored answer. */
export const salesOrderSaved = z.object({
  order_id: z.number().int(),
  invoice_number: z.string(),
  status: z.enum(SALES_ORDER_STATE_VALUES),
  is_paid: z.number().int(),
  lines: z.number().int(),
  grand_total: money,
  paid_amount: money,
  cash_received: money,
  /** Cashier sale: cash_received − grand_total; otherwise 0. */
  change_due: money,
  stock_reduction_at: z.enum(['order', 'picking', 'shipment']),
  stock_taken: z.number().int(),
  public_token: z.string(),
});

/** What /purchase_order/delete answers. */
export const salesOrderDeleted = z.object({ order_id: z.number().int(), invoice_number: z.string(), status: z.literal('dibatalkan') });

/** A row of /purchase_order/list and list_deleted. */
export const salesOrderRow = z.object({
  order_id: z.number().int(),
  invoice_number: z.string(),
  order_date: z.string(),
  due_date: z.string().nullable(),
  member_id: z.number().int().nullable(),
  member_name: z.string().nullable(),
  /** The member's name, else the walk-in customer's name. */
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  gudang_id: z.number().int(),
  master_gudang_name: z.string().nullable(),
  mitra_user_id: z.number().int().nullable(),
  mitra_name: z.string().nullable(),
  lead_id: z.number().int().nullable(),
  source: z.string().nullable(),
  payment_method: z.string().nullable(),
  bank_id: z.number().int().nullable(),
  is_pos: z.number().int(),
  is_indent: z.number().int(),
  is_ppn_jual: z.number().int(),
  status: z.enum(SALES_ORDER_STATE_VALUES),
  status_label: z.string(),
  stock_reduction_at: z.enum(['order', 'picking', 'shipment']),
  stock_taken: z.number().int(),
  is_paid: z.number().int(),
  paid_amount: money,
  ppn_percent: money,
  ppn_included: z.number().int(),
  gross_total: money,
  discount_total: money,
  subtotal: money,
  order_discount: money,
  dpp: money,
  ppn: money,
  shipping_cost: money,
  shipping_discount: money,
  cod_fee: money,
  grand_total: money,
  destination_name: z.string().nullable(),
  destination_phone: z.string().nullable(),
  destination_city_name: z.string().nullable(),
  ekspedisi_id: z.number().int().nullable(),
  ekspedisi_name: z.string().nullable(),
  kurir: z.string().nullable(),
  no_resi: z.string().nullable(),
  line_count: z.number().int(),
  qty_total: z.number().int(),
  note: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  deleted_at: z.string().nullable(),
  delete_reason: z.string().nullable(),
  /** Σ refund_total of the order's approved customer returns (worked out on each read, never stored). */
  returned_total: money,
  /** Sisa Tagihan: max(0, grand_total − returned_total − paid_amount); 0 for a cancelled order. */
  amount_due: money,
  /** What the customer paid beyond the invoice after returns (to refund or credit). */
  refund_due: money,
});

/** A customer return of an order as its detail lists it (every state; only `disetujui` ones reduce the invoice). */
export const salesOrderReturn = z.object({
  retur_konsumen_id: z.number().int(),
  retur_konsumen_number: z.string(),
  retur_date: z.string(),
  status: z.string(),
  status_label: z.string(),
  lines_total: money,
  refund_total: money,
  qty_total: z.number().int(),
});

/** A line of /purchase_order/detail: quantities in small units and as text; money in rupiah. */
export const salesOrderDetailLine = z.object({
  line_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_sku: z.string().nullable(),
  package_id: z.number().int().nullable(),
  package_name: z.string().nullable(),
  package_qty: z.number().int().nullable(),
  unit: z.enum(['besar', 'kecil']),
  unit_name: z.string(),
  product_isi: z.number().int(),
  product_satuan_besar_name: z.string(),
  product_satuan_kecil_name: z.string(),
  qty_input: z.number().int(),
  qty: z.number().int(),
  qty_text: z.string(),
  qty_returned: z.number().int(),
  price: money,
  price_source: z.enum(PRICE_SOURCES),
  discount_type: z.enum(['percent', 'rupiah']),
  discount: money,
  gross: money,
  discount_amount: money,
  subtotal: money,
  note: z.string().nullable(),
});

/** /purchase_order/detail: the row, recipient, lines, customer returns, stock still reserved and state history. */
export const salesOrderDetail = salesOrderRow.extend({
  destination_address: z.string().nullable(),
  destination_kecamatan_id: z.number().int().nullable(),
  destination_district_name: z.string().nullable(),
  destination_state_name: z.string().nullable(),
  destination_zipcode: z.string().nullable(),
  shipping_provider: z.string(),
  shipping_service: z.string().nullable(),
  cash_received: money,
  change_due: money,
  public_token: z.string(),
  lines: z.array(salesOrderDetailLine),
  returns: z.array(salesOrderReturn),
  reserved: z.array(z.object({ product_id: z.number().int(), gudang_id: z.number().int(), qty: z.number().int() })),
  history: z.array(
    z.object({
      from_state: z.string(),
      to_state: z.string(),
      action: z.string(),
      user_id: z.number().int().nullable(),
      user_name: z.string().nullable(),
      /** Why, where the move asks for it (a returned parcel: the shipment and its note). */
      reason: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
