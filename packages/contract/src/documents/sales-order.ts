import { z } from 'zod';
import { SERIES } from '../number-series.js';
import { type DocumentTransition, defineDocument } from './define-document.js';

/**
 * The states of a customer's order (the spec's purchase_order, Penjualan > Tagihan). Paid and unpaid
 * are a flag beside the state, not states. A cashier sale is stored as `selesai` at once. A shipped
 * order whose parcel comes back (its shipment `dikembalikan`) returns to `siap_dikirim` (action
 * `return`, with the shipment's note as reason), to be shipped again or cancelled. An order whose
 * discount is above configuration sales_discount_limit starts `menunggu_persetujuan` and becomes
 * `baru` when another user holding orderDiscountApprove approves it (`approve_discount`).
 */
export const SALES_ORDER_STATES = [
  { value: 'menunggu_persetujuan', label: 'Menunggu Persetujuan Diskon', color: 'orange' },
  { value: 'baru', label: 'Baru', color: 'blue' },
  { value: 'siap_dikirim', label: 'Siap Dikirim', color: 'cyan' },
  { value: 'dikirim', label: 'Dikirim', color: 'geekblue' },
  { value: 'selesai', label: 'Selesai', color: 'green' },
  { value: 'dibatalkan', label: 'Dibatalkan', color: 'red' },
] as const;
export type SalesOrderState = (typeof SALES_ORDER_STATES)[number]['value'];
export const SALES_ORDER_STATE_VALUES = SALES_ORDER_STATES.map((s) => s.value) as [SalesOrderState, ...SalesOrderState[]];

/**
 * When stock leaves for a sale (configuration stock_reduction): at the order ('1', the switch on),
 * at picking ('2') or at shipment ('0' or empty, the default). Each order keeps the moment it was
 * made under; until then its quantities are reserved.
 */
export const STOCK_REDUCTION_MOMENTS = [
  { value: '1', moment: 'order', label: 'Saat tagihan dibuat' },
  { value: '2', moment: 'picking', label: 'Saat pesanan siap dikirim (picking)' },
  { value: '0', moment: 'shipment', label: 'Saat pesanan dikirim' },
] as const;
export type StockReductionMoment = (typeof STOCK_REDUCTION_MOMENTS)[number]['moment'];
export const stockReductionMomentOf = (configValue: string | null | undefined): StockReductionMoment =>
  STOCK_REDUCTION_MOMENTS.find((m) => m.value === (configValue ?? '').trim())?.moment ?? 'shipment';

/** An order as the list shows it: the header of the sales order document. */
export const salesOrderHeader = z.object({
  order_id: z.number().int(),
  invoice_number: z.string(),
  order_date: z.string(),
  member_id: z.number().int().nullable(),
  gudang_id: z.number().int(),
  is_pos: z.number().int(),
  is_indent: z.number().int(),
  is_paid: z.number().int(),
  status: z.enum(SALES_ORDER_STATE_VALUES),
  grand_total: z.number(),
});

/** A line: a variant, the unit it was sold in, the quantity in small units and what returns took back. */
export const salesOrderLine = z.object({
  line_id: z.number().int(),
  product_id: z.number().int(),
  unit: z.enum(['besar', 'kecil']),
  qty: z.number().int(),
  qty_returned: z.number().int(),
  subtotal: z.number(),
});

const salesOrderTransitions = [
  {
    action: 'approve_discount',
    from: ['menunggu_persetujuan'],
    to: 'baru',
    permission: 'orderDiscountApprove',
    label: 'Setujui Diskon',
    done: 'Diskon disetujui',
    confirm: 'Setujui diskon tagihan ini? Tagihan menjadi Baru dan dapat diproses.',
  },
  {
    action: 'pick',
    from: ['baru'],
    to: 'siap_dikirim',
    permission: 'orderList',
    label: 'Proses',
    done: 'Diproses',
    confirm: 'Proses pesanan ini ke daftar Siap Dikirim?',
  },
  {
    action: 'ship',
    from: ['siap_dikirim'],
    to: 'dikirim',
    permission: 'packing',
    label: 'Kirim',
    done: 'Dikirim',
    confirm: 'Catat pesanan ini sudah dikirim?',
  },
  {
    action: 'deliver',
    from: ['dikirim'],
    to: 'selesai',
    permission: 'packing',
    label: 'Selesai',
    done: 'Selesai',
    confirm: 'Catat pesanan ini sudah diterima pelanggan?',
  },
  {
    action: 'return',
    from: ['dikirim'],
    to: 'siap_dikirim',
    permission: 'packing',
    label: 'Paket Dikembalikan',
    done: 'Paket dikembalikan',
    confirm: 'Catat paket pesanan ini dikembalikan ke gudang? Pesanan kembali ke Siap Dikirim untuk dikirim ulang atau dibatalkan.',
    reason: { label: 'Keterangan', max: 600 },
    danger: true,
  },
  {
    action: 'cancel',
    from: ['menunggu_persetujuan', 'baru', 'siap_dikirim'],
    to: 'dibatalkan',
    permission: 'orderList',
    label: 'Hapus',
    done: 'Dihapus',
    confirm: 'Hapus tagihan ini? Stok yang sudah diambil dikembalikan ke gudang.',
    danger: true,
  },
] as const satisfies readonly DocumentTransition<SalesOrderState>[];

/**
 * A customer's order and its invoice (purchase_order in the spec's calls): lines in big or small
 * units, packages expanded into their parts, prices from the product, wholesale tiers or member
 * type, PPN per configuration, shipping cost and COD fee; totals computed by the server. Numbered
 * by the sales_invoice series, or sales_invoice_ppn when is_ppn_jual = 1.
 */
export const salesOrder = defineDocument({
  name: 'sales_order',
  label: 'Tagihan',
  key: 'order_id',
  stateField: 'status',
  header: salesOrderHeader,
  lines: { key: 'lines', schema: salesOrderLine },
  series: SERIES.sales_invoice,
  numberField: 'invoice_number',
  states: SALES_ORDER_STATES,
  initial: 'baru',
  // A cashier sale is stored finished, an order above the discount limit waiting for its approval.
  entry: { action: 'create', done: 'Dibuat', states: ['baru', 'menunggu_persetujuan', 'selesai'] },
  // An edit is refused also once paid, for a cashier sale and when deleted (salesOrderEditable on the server).
  editable: ['menunggu_persetujuan', 'baru'],
  notEditableMessage: 'Tagihan hanya dapat diubah selama berstatus Baru atau Menunggu Persetujuan Diskon',
  transitions: salesOrderTransitions,
  reasonField: 'note',
});
