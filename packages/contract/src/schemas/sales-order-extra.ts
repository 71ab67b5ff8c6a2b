import { z } from 'zod';
import { SALES_ORDER_STATE_VALUES } from '../documents/sales-order.js';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/**
 * The secondary calls of a customer's order (the spec's purchase_order, Penjualan > Tagihan):
 * paid/unpaid, the invoice number preview, the payment summary, the form's choices (komponen),
 * shipping and recipient updates, and the partner's (mitra) own invoice and payment pages.
 */

/** Where an order came from (komponen/source): the stored value and its Indonesian label. */
export const SALES_ORDER_SOURCES = [
  { value: 'whatsapp', label: 'WhatsApp' },
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'shopee', label: 'Shopee' },
  { value: 'tokopedia', label: 'Tokopedia' },
  { value: 'website', label: 'Website' },
  { value: 'offline', label: 'Offline/Toko' },
  { value: 'lainnya', label: 'Lainnya' },
] as const;
export type SalesOrderSource = (typeof SALES_ORDER_SOURCES)[number]['value'];
export const SALES_ORDER_SOURCE_VALUES = SALES_ORDER_SOURCES.map((s) => s.value) as [SalesOrderSource, ...SalesOrderSource[]];

/**
 * How a customer pays (komponen/payment): the one list of payment methods, for the order, the
 * cashier and marking paid (no other text is accepted). `needsBank`: the money lands in an account
 * of Kas & Bank (komponen/bank) the user picks; COD is paid to the courier, Tempo later (due date).
 * `cashier`: offered at the cashier. `verified`: the payment is confirmed at the counter (cash
 * counted, a card or QRIS approved by the terminal), so a cashier sale paid so is paid at once; any
 * other method (a transfer) leaves the sale unpaid until someone marks it paid (update_paid).
 */
export const SALES_PAYMENT_METHODS = [
  { value: 'cash', label: 'Tunai', needsBank: false, cashier: true, verified: true },
  { value: 'transfer', label: 'Transfer Bank', needsBank: true, cashier: true, verified: false },
  { value: 'qris', label: 'QRIS', needsBank: true, cashier: true, verified: true },
  { value: 'debit', label: 'Kartu Debit', needsBank: true, cashier: true, verified: true },
  { value: 'kredit', label: 'Kartu Kredit', needsBank: true, cashier: true, verified: true },
  { value: 'cod', label: 'COD', needsBank: false, cashier: false, verified: false },
  { value: 'tempo', label: 'Tempo', needsBank: false, cashier: false, verified: false },
] as const;
export type SalesPaymentMethod = (typeof SALES_PAYMENT_METHODS)[number]['value'];
export const SALES_PAYMENT_METHOD_VALUES = SALES_PAYMENT_METHODS.map((m) => m.value) as [SalesPaymentMethod, ...SalesPaymentMethod[]];
export const salesPaymentMethodLabel = (v: string | null | undefined) => SALES_PAYMENT_METHODS.find((m) => m.value === v)?.label ?? null;
/** The method of SALES_PAYMENT_METHODS a stored value names (a cashier sale without one is cash). */
export const salesPaymentMethodOf = (v: string | null | undefined) => SALES_PAYMENT_METHODS.find((m) => m.value === (v ?? 'cash'));
/**
 * The payment wording of an invoice, the same on every page (Tagihan list and drawer, Excel, partner
 * calls, public info and kwitansi): marked paid → Lunas; not marked but nothing left to pay after
 * approved customer returns (amount_due 0 with returns) → Lunas (dengan retur); otherwise Belum Lunas.
 */
export const salesPaymentLabel = (x: { is_paid: number | boolean; amount_due: number; returned_total: number }) =>
  x.is_paid ? 'Lunas' : x.amount_due <= 0 && x.returned_total > 0 ? 'Lunas (dengan retur)' : 'Belum Lunas';
/** Nothing left to pay: marked paid, or covered by approved returns (see salesPaymentLabel). */
export const salesPaymentSettled = (x: { is_paid: number | boolean; amount_due: number; returned_total: number }) => salesPaymentLabel(x) !== 'Belum Lunas';
export const salesOrderSourceLabel = (v: string | null | undefined) => SALES_ORDER_SOURCES.find((s) => s.value === v)?.label ?? null;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A payment method of SALES_PAYMENT_METHODS (optional). */
export const optPaymentMethodField = z.preprocess(
  blank,
  z.enum(SALES_PAYMENT_METHOD_VALUES, { error: `Metode pembayaran harus salah satu dari: ${SALES_PAYMENT_METHODS.map((m) => m.label).join(', ')}` }).optional(),
);
/** A source of SALES_ORDER_SOURCES (optional). */
export const optOrderSourceField = z.preprocess(
  blank,
  z.enum(SALES_ORDER_SOURCE_VALUES, { error: `Sumber pesanan harus salah satu dari: ${SALES_ORDER_SOURCES.map((s) => s.label).join(', ')}` }).optional(),
);
const optFlag = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'boolean' ? (v ? '1' : '0') : String(v)),
    z.enum(['0', '1'], { error: `${label} harus 0 atau 1` }).optional(),
  );

/** An option of a komponen call. */
export const salesOptionRow = z.object({ value: z.string(), label: z.string() });
/** A payment method option: whether an account of Kas & Bank is chosen with it. */
export const salesPaymentOptionRow = salesOptionRow.extend({ needs_bank: z.boolean(), cashier: z.boolean(), verified: z.boolean() });
/** An account of Kas & Bank offered by komponen/bank. */
export const salesBankOptionRow = z.object({
  value: z.number().int(),
  label: z.string(),
  kasbank_id: z.number().int(),
  kasbank_code: z.string(),
  kasbank_name: z.string(),
  kasbank_type: z.string(),
  kasbank_bank_name: z.string().nullable(),
  kasbank_account_number: z.string().nullable(),
  kasbank_account_holder: z.string().nullable(),
});
/** Query of GET /purchase_order/komponen/bank: only cash (kas) or only bank accounts; all when blank. */
export const salesBankQuery = z.object({
  kasbank_type: z.preprocess(blank, z.enum(['kas', 'bank'], { error: 'Jenis akun harus kas atau bank' }).optional()),
});

/**
 * Body of /purchase_order/update_paid: the order, and optionally how and when it was paid (method,
 * account of Kas & Bank, date: today when blank, not in the future nor before the order date).
 */
export const salesOrderPaidBody = z.object({
  order_id: field.id('Tagihan'),
  payment_method: optPaymentMethodField,
  bank_id: field.optInt('Rekening', 1),
  paid_date: optDateField('Tanggal bayar'),
});
export type SalesOrderPaidBody = z.infer<typeof salesOrderPaidBody>;
/** Body of /purchase_order/update_unpaid: the order. */
export const salesOrderUnpaidBody = z.object({ order_id: field.id('Tagihan') });
export type SalesOrderUnpaidBody = z.infer<typeof salesOrderUnpaidBody>;
/** Body of /purchase_order/validation_update_paid_unpaid: the move checked (paid, or unpaid; 1/0 too) and the fields of update_paid. */
export const salesOrderPaidValidationBody = salesOrderPaidBody.extend({
  status: z.preprocess(
    (v) => (v === '1' || v === 1 || v === true ? 'paid' : v === '0' || v === 0 || v === false ? 'unpaid' : v),
    z.enum(['paid', 'unpaid'], { error: 'Status pembayaran harus paid atau unpaid' }),
  ),
});
export type SalesOrderPaidValidationBody = z.infer<typeof salesOrderPaidValidationBody>;
/** Answer of update_paid / update_unpaid. */
export const salesOrderPaymentAnswer = z.object({
  order_id: z.number().int(),
  invoice_number: z.string(),
  is_paid: z.number().int(),
  paid_amount: z.number(),
  paid_at: z.string().nullable(),
  paid_by: z.number().int().nullable(),
  payment_method: z.string().nullable(),
  bank_id: z.number().int().nullable(),
});

/** Query of GET /purchase_order/generate_invoice_number: the PPN series when is_ppn_jual = 1; the period of order_date (today when blank). */
export const salesInvoiceNumberQuery = z.object({
  is_ppn_jual: z.preprocess((v) => (v === undefined || v === '' || v === null ? '0' : String(v)), z.enum(['0', '1'], { error: 'is_ppn_jual harus 0 atau 1' })),
  order_date: optDateField('Tanggal tagihan'),
});
export const salesInvoiceNumberAnswer = z.object({ invoice_number: z.string(), is_ppn_jual: z.number().int() });

/**
 * Query of GET /purchase_order/summary_payment_status: order dates from–to (inclusive), a warehouse
 * by name (blank: every warehouse the user sees), cashier sales only (is_pos 1) or without them (0),
 * pre-orders only (is_indent 1) or without them (0).
 */
export const salesPaymentSummaryQuery = z.object({
  start_date: optDateField('Tanggal awal'),
  end_date: optDateField('Tanggal akhir'),
  gudang_name: field.optText('Gudang', 100),
  is_pos: optFlag('is_pos'),
  is_indent: optFlag('is_indent'),
});
export type SalesPaymentSummaryQuery = z.infer<typeof salesPaymentSummaryQuery>;
export const salesPaymentSummary = z.object({
  paid_count: z.number().int(),
  paid_total: z.number(),
  unpaid_count: z.number().int(),
  unpaid_total: z.number(),
  total_count: z.number().int(),
  grand_total: z.number(),
  /** Approved customer returns of all these orders (Σ refund_total, status disetujui). */
  returned_total: z.number(),
  /** What the unpaid orders still owe: Σ max(0, grand_total − approved returns − paid_amount) over is_paid 0 (orderBalances' rule). */
  unpaid_amount_due: z.number(),
  /** What all these orders still owe, by the same rule (paid ones normally 0). */
  amount_due_total: z.number(),
});

/**
 * The shipping of an order (spec-1 §3 'Shipping object'): the courier company of master Ekspedisi
 * (ekspedisi_id), courier and service text, tracking number (no_resi), shipping cost, shipping
 * discount, COD fee and the provider (hubungiadmin until the shipping aggregator is connected).
 * A field left out keeps its stored value; the server works out the grand total again.
 */
export const salesOrderShippingBody = z.object({
  order_id: field.id('Tagihan'),
  ekspedisi_id: field.optInt('Ekspedisi', 1),
  kurir: field.optText('Kurir', 60),
  shipping_service: field.optText('Layanan pengiriman', 60),
  no_resi: field.optText('Nomor resi', 60),
  shipping_cost: field.optMoney('Ongkos kirim'),
  shipping_discount: field.optMoney('Diskon ongkos kirim'),
  cod_fee: field.optMoney('Biaya COD'),
  shipping_provider: field.optText('Penyedia pengiriman', 40),
});
export type SalesOrderShippingBody = z.infer<typeof salesOrderShippingBody>;

/** Body of /purchase_order/stored_cod_fee: the order's COD fee (rupiah). */
export const salesOrderCodFeeBody = z.object({ order_id: field.id('Tagihan'), cod_fee: field.money('Biaya COD') });
export type SalesOrderCodFeeBody = z.infer<typeof salesOrderCodFeeBody>;

/**
 * The recipient of an order (spec-1 §3 'Recipient'). With destination_kecamatan_id (a district of the
 * regions master) the district, city and province names are taken from the master; without it the
 * names sent are kept as written.
 */
export const salesOrderRecipientBody = z.object({
  order_id: field.id('Tagihan'),
  destination_name: field.text('Nama penerima', 150),
  destination_phone: field.phone('Telepon penerima'),
  destination_address: field.text('Alamat penerima', 500),
  destination_kecamatan_id: field.optInt('Kecamatan', 1),
  destination_district_name: field.optText('Kecamatan', 100),
  destination_city_name: field.optText('Kota', 100),
  destination_state_name: field.optText('Provinsi', 100),
  destination_zipcode: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Kode pos harus 5 digit angka')
      .optional(),
  ),
});
export type SalesOrderRecipientBody = z.infer<typeof salesOrderRecipientBody>;

/** Query of GET /purchase_order/detail_penerima. */
export const salesOrderRecipientQuery = z.object({ id: field.id('Tagihan') });

/** Answer of detail_penerima and of the shipping/recipient updates: the order's recipient and shipping. */
export const salesOrderRecipient = z.object({
  order_id: z.number().int(),
  invoice_number: z.string(),
  status: z.enum(SALES_ORDER_STATE_VALUES),
  is_paid: z.number().int(),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  destination_name: z.string().nullable(),
  destination_phone: z.string().nullable(),
  destination_address: z.string().nullable(),
  destination_kecamatan_id: z.number().int().nullable(),
  destination_district_name: z.string().nullable(),
  destination_city_name: z.string().nullable(),
  destination_state_name: z.string().nullable(),
  destination_zipcode: z.string().nullable(),
  shipping_provider: z.string(),
  ekspedisi_id: z.number().int().nullable(),
  ekspedisi_name: z.string().nullable(),
  kurir: z.string().nullable(),
  shipping_service: z.string().nullable(),
  no_resi: z.string().nullable(),
  shipping_cost: z.number(),
  shipping_discount: z.number(),
  cod_fee: z.number(),
  grand_total: z.number(),
});

/** Body of POST /partner/invoice_detail and query of GET /partner/payment_detail: the order (header id) and, when given, its number must match. */
export const partnerInvoiceQuery = z.object({
  id: field.id('Tagihan'),
  invoice_no: field.optText('Nomor tagihan', 60),
});
export type PartnerInvoiceQuery = z.infer<typeof partnerInvoiceQuery>;

/** A line of a partner's invoice. */
export const partnerInvoiceLine = z.object({
  line_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  unit: z.enum(['besar', 'kecil']),
  unit_name: z.string().nullable(),
  qty_input: z.number(),
  qty: z.number(),
  price: z.number(),
  discount_amount: z.number(),
  subtotal: z.number(),
});
/** The payment state of an order as partner/payment_detail answers it. */
export const partnerPaymentDetail = z.object({
  order_id: z.number().int(),
  invoice_number: z.string(),
  order_date: z.string(),
  due_date: z.string().nullable(),
  grand_total: z.number(),
  paid_amount: z.number(),
  /** What the customer still owes: grand_total − returned_total − paid_amount, at least 0. */
  remaining: z.number(),
  /** Σ of the order's approved customer returns (taken off the invoice). */
  returned_total: z.number(),
  /** What the customer paid beyond the invoice after returns (to refund or credit). */
  refund_due: z.number(),
  is_paid: z.number().int(),
  payment_status: z.enum(['paid', 'unpaid']),
  payment_status_label: z.string(),
  paid_at: z.string().nullable(),
  payment_method: z.string().nullable(),
  payment_method_label: z.string().nullable(),
  bank: salesBankOptionRow.nullable(),
  note_payment: z.string(),
});
/** The invoice of partner/invoice_detail: header, totals, recipient and shipping, lines and payment. */
export const partnerInvoiceDetail = salesOrderRecipient.extend({
  order_date: z.string(),
  due_date: z.string().nullable(),
  status_label: z.string(),
  gudang_id: z.number().int(),
  gudang_name: z.string().nullable(),
  source: z.string().nullable(),
  source_label: z.string().nullable(),
  gross_total: z.number(),
  discount_total: z.number(),
  order_discount: z.number(),
  subtotal: z.number(),
  dpp: z.number(),
  ppn: z.number(),
  lines: z.array(partnerInvoiceLine),
  payment: partnerPaymentDetail,
});
