import { z } from 'zod';
import { GOODS_RECEIPT_STATE_VALUES } from '../documents/goods-receipt.js';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/** The unit a line is received in; blank = the unit of the order line. */
const optUnitField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? undefined : v),
  z.enum(['besar', 'kecil'], { error: 'Satuan harus besar atau kecil' }).optional(),
);

/**
 * A received line: the order line it takes from (order_line_id = line_id of get_detail), optionally
 * the variant (must be the order line's), the unit (besar/kecil; default the order line's) and the
 * quantity in that unit. An expiry-tracked product (is_product_expire) needs batch_no and
 * expired_date; other products take neither. One order line may be received in several batches
 * (one receipt line each).
 */
export const goodsReceiptLineInput = z.object({
  order_line_id: field.id('Baris pesanan'),
  product_id: field.optInt('Produk', 1),
  unit: optUnitField,
  qty: field.int('Jumlah', 1, 1_000_000_000),
  /** The parts the page's quantity input showed (checked against qty in small units). */
  qty_entered: field.enteredQty(),
  batch_no: field.optText('Nomor batch', 60),
  expired_date: optDateField('Tanggal kedaluwarsa'),
  note: field.optText('Catatan baris', 255),
});
export type GoodsReceiptLineInput = z.infer<typeof goodsReceiptLineInput>;

/**
 * Body of /penerimaan/validation_add and /penerimaan/add_stored (and the _internal pair with an
 * internal order): the order received, the receipt date (today when blank, not in the future, not
 * before the order), the supplier's invoice number, the due date of what is owed (default: the
 * receipt date; the supplier master holds no payment term yet), a note and the lines. The receipt
 * is stored waiting for approval; prices come from the order.
 */
export const goodsReceiptBody = z.object({
  order_id: field.id('Pesanan'),
  penerimaan_date: optDateField('Tanggal penerimaan'),
  invoice_number: field.optText('Nomor faktur supplier', 60),
  due_date: optDateField('Tanggal jatuh tempo'),
  note: field.optText('Catatan', 500),
  lines: field.lines(goodsReceiptLineInput),
});
export type GoodsReceiptBody = z.infer<typeof goodsReceiptBody>;

/** Body of /penerimaan/validation_update_new and /penerimaan/update_stored_new: a waiting receipt replaced whole (same order). */
export const goodsReceiptUpdateBody = goodsReceiptBody.extend({ penerimaan_id: field.id('Penerimaan') });
export type GoodsReceiptUpdateBody = z.infer<typeof goodsReceiptUpdateBody>;

/** Body of the delete and approval pairs: the receipt. */
export const goodsReceiptIdBody = z.object({ penerimaan_id: field.id('Penerimaan') });
export type GoodsReceiptIdBody = z.infer<typeof goodsReceiptIdBody>;

/** Body of /penerimaan/manual_kledo_sync_validation and /penerimaan/manual_kledo_sync (spec-2 §7.5). */
export const goodsReceiptKledoBody = z.object({
  penerimaan_id: field.id('Penerimaan'),
  penerimaan_reff_id: field.optText('Referensi akuntansi', 100),
});

/** Query of GET /penerimaan/check_received. */
export const goodsReceiptCheckQuery = z.object({ order_id: field.id('Pesanan') });
/** Query of GET /penerimaan/list_penerimaan_by_pemesanan_id. */
export const goodsReceiptByOrderQuery = z.object({ pemesanan_id: field.id('Pesanan') });
/** Query of GET /penerimaan/generate_code: the number the next receipt would get (internal: is_internal=1). */
export const goodsReceiptCodeQuery = z.object({
  is_internal: z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : v), field.flag('Internal')),
  penerimaan_date: optDateField('Tanggal penerimaan'),
});

// ---------------------------------------------------------------- answers

const money = z.number();
const state = z.enum(GOODS_RECEIPT_STATE_VALUES);

/** What add/update (internal too) answer. */
export const goodsReceiptSaved = z.object({
  penerimaan_id: z.number().int(),
  penerimaan_number: z.string(),
  status: state,
  lines: z.number().int(),
  grand_total: money,
});

/** What approval answers: the receipt, its state and the order's new state. */
export const goodsReceiptApproved = z.object({
  penerimaan_id: z.number().int(),
  penerimaan_number: z.string(),
  status: z.literal('approved'),
  order_id: z.number().int(),
  order_status: z.string(),
  movements: z.number().int(),
});

/** A row of /penerimaan/index: the receipt and what it owes the supplier. */
export const goodsReceiptRow = z.object({
  penerimaan_id: z.number().int(),
  penerimaan_number: z.string(),
  penerimaan_date: z.string(),
  order_id: z.number().int(),
  order_number: z.string(),
  is_internal: z.number().int(),
  vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  gudang_id: z.number().int(),
  master_gudang_name: z.string().nullable(),
  gudang_source_id: z.number().int().nullable(),
  gudang_source_name: z.string().nullable(),
  status: state,
  status_label: z.string(),
  invoice_number: z.string().nullable(),
  is_ppn: z.number().int(),
  ppn_percent: money,
  ppn_included: z.number().int(),
  subtotal: money,
  dpp: money,
  ppn: money,
  grand_total: money,
  due_date: z.string().nullable(),
  paid_amount: money,
  outstanding: money,
  is_paid: z.number().int(),
  note: z.string().nullable(),
  line_count: z.number().int(),
  qty_total: z.number().int(),
  approved_at: z.string().nullable(),
  created_by_name: z.string().nullable(),
  approved_by_name: z.string().nullable(),
});

/** A line of a receipt as the detail calls answer it. */
export const goodsReceiptDetailLine = z.object({
  line_id: z.number().int(),
  order_line_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_sku: z.string().nullable(),
  unit: z.enum(['besar', 'kecil']),
  unit_name: z.string(),
  product_isi: z.number().int(),
  qty_input: z.number().int(),
  qty: z.number().int(),
  qty_text: z.string(),
  batch_no: z.string().nullable(),
  expired_date: z.string().nullable(),
  unit_price_small: money,
  subtotal: money,
  note: z.string().nullable(),
});

/** A receipt with its lines (list_penerimaan_by_pemesanan_id). */
export const goodsReceiptDetail = goodsReceiptRow.extend({ lines: z.array(goodsReceiptDetailLine) });

/** GET /penerimaan/check_received: per order line what is ordered, received (approved), waiting and still open, in small units. */
export const goodsReceiptCheck = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  is_received: z.number().int(),
  lines: z.array(
    z.object({
      order_line_id: z.number().int(),
      product_id: z.number().int(),
      product_name: z.string(),
      is_product_expire: z.number().int(),
      unit: z.enum(['besar', 'kecil']),
      product_isi: z.number().int(),
      qty: z.number().int(),
      qty_received: z.number().int(),
      qty_waiting: z.number().int(),
      qty_remaining: z.number().int(),
      qty_remaining_text: z.string(),
      unit_price_small: money,
    }),
  ),
});

/** A row of /penerimaan/rekapitulasi: approved receipts per supplier in the period. */
export const goodsReceiptRecapRow = z.object({
  vendor_id: z.number().int(),
  vendor_name: z.string().nullable(),
  receipt_count: z.number().int(),
  qty_total: z.number().int(),
  subtotal: money,
  ppn: money,
  grand_total: money,
  paid_amount: money,
  outstanding: money,
  overdue: money,
});
