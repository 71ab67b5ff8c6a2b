import { z } from 'zod';
import { RETUR_KONSUMEN_DESTINATIONS, RETUR_KONSUMEN_STATES, type ReturKonsumenDestination, type ReturKonsumenState } from '../documents/retur-konsumen.js';
import { day, editableField, int, num, optText, timestamp } from './answers.js';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

const unitField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'kecil' : v),
  z.enum(['besar', 'kecil'], { error: 'Satuan harus besar atau kecil' }),
);

/**
 * A returned line of the order (order_line_id, a line of sales_order_line), the quantity in the unit
 * chosen (besar = the product's big unit, kecil the small one, the default) and why it came back.
 */
export const returKonsumenLineInput = z.object({
  order_line_id: field.id('Baris tagihan'),
  unit: unitField,
  qty: field.int('Jumlah retur', 1, 1_000_000_000),
  /** The parts the page's quantity input showed (checked against qty in small units). */
  qty_entered: field.enteredQty(),
  reason: field.text('Alasan', 255),
});
export type ReturKonsumenLineInput = z.infer<typeof returKonsumenLineInput>;

const destinationField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'baik' : v),
  z.enum(['baik', 'karantina'], { error: 'Tujuan harus baik atau karantina' }),
);

/**
 * Body of /retur/konsumen/validation_add and /retur/konsumen/add_stored: a return against an order
 * (order_id), the warehouse the goods come back into (gudang_id) and whether it is good stock or
 * quarantine (destination), the date (today when empty), a note and the returned lines.
 */
export const returKonsumenBody = z.object({
  order_id: field.id('Tagihan'),
  gudang_id: field.id('Gudang tujuan'),
  destination: destinationField,
  retur_date: optDateField('Tanggal retur'),
  note: field.optText('Catatan', 500),
  lines: field.lines(returKonsumenLineInput),
});
export type ReturKonsumenBody = z.infer<typeof returKonsumenBody>;

/** Body of /retur/konsumen/validation_update_detail and update_detail_stored: a pending return's header and lines, replaced whole (the order stays). */
export const returKonsumenUpdateBody = returKonsumenBody.omit({ order_id: true }).extend({ retur_konsumen_id: field.id('Retur konsumen') });
export type ReturKonsumenUpdateBody = z.infer<typeof returKonsumenUpdateBody>;

/** Body of /retur/konsumen/validation_update_total and update_total_stored: the amount the return takes off the invoice. */
export const returKonsumenTotalBody = z.object({
  retur_konsumen_id: field.id('Retur konsumen'),
  refund_total: field.money('Nilai retur'),
});
export type ReturKonsumenTotalBody = z.infer<typeof returKonsumenTotalBody>;

/** Body of /retur/konsumen/validation_update_status and update_status_stored: the state the return moves to. */
export const returKonsumenStatusBody = z.object({
  retur_konsumen_id: field.id('Retur konsumen'),
  status: z.enum(['disetujui', 'ditolak', 'dibatalkan'], { error: 'Status harus disetujui, ditolak atau dibatalkan' }),
  status_reason: field.optText('Alasan', 500),
});
export type ReturKonsumenStatusBody = z.infer<typeof returKonsumenStatusBody>;

/* Answers (server/src/modules/sales/retur-konsumen/queries.ts and commands). */

const returKonsumenStatus = z.enum(RETUR_KONSUMEN_STATES.map((s) => s.value) as [ReturKonsumenState, ...ReturKonsumenState[]]);
const returKonsumenDestination = z.enum(RETUR_KONSUMEN_DESTINATIONS.map((s) => s.value) as [ReturKonsumenDestination, ...ReturKonsumenDestination[]]);

/** A batch a returned line came back into (known once approved), quantity in small units and its text. */
export const returKonsumenBatch = z.object({ batch_id: int(), batch_no: optText(), expired_date: day().nullable(), qty: num(), qty_text: z.string() });

/** A returned line: the order line, the unit counted in and that quantity, small units (returned, sold, returned before) with texts, why, its value. */
export const returKonsumenRowLine = z.object({
  line_id: int(),
  order_line_id: int(),
  product_id: int(),
  product_name: z.string(),
  product_sku: optText(),
  unit: z.enum(['besar', 'kecil']),
  qty_input: num(),
  qty: num(),
  qty_text: z.string(),
  qty_sold: num(),
  qty_sold_text: z.string(),
  qty_returned: num(),
  qty_returned_text: z.string(),
  reason: z.string(),
  value: num(),
  product_isi: int(),
  product_satuan_besar_name: z.string(),
  product_satuan_kecil_name: z.string(),
  batches: z.array(returKonsumenBatch),
});
export type ReturKonsumenLine = z.infer<typeof returKonsumenRowLine>;

/** One return of /retur/konsumen/list with its lines, its sums and the order's invoice after returns. */
export const returKonsumenRow = z.object({
  retur_konsumen_id: int(),
  retur_konsumen_number: z.string(),
  retur_date: day(),
  order_id: int(),
  invoice_number: z.string(),
  order_date: day(),
  order_status: z.string(),
  is_pos: int(),
  customer_name: optText(),
  order_gudang_id: int(),
  order_gudang_name: optText(),
  gudang_id: int(),
  master_gudang_name: optText(),
  destination: returKonsumenDestination,
  destination_label: z.string(),
  note: optText(),
  status: returKonsumenStatus,
  status_label: z.string(),
  status_reason: optText(),
  lines_total: num(),
  refund_total: num(),
  refund_manual: int(),
  order_grand_total: num(),
  order_paid_amount: num(),
  order_returned_total: num(),
  order_amount_due: num(),
  order_refund_due: num(),
  created_at: timestamp(),
  updated_at: timestamp(),
  approved_at: timestamp().nullable(),
  created_by_name: optText(),
  approved_by_name: optText(),
  line_count: int(),
  qty_total: num(),
  print_count: int(),
  lines: z.array(returKonsumenRowLine),
  ...editableField,
});
export type ReturKonsumenRow = z.infer<typeof returKonsumenRow>;

/** An order a return can be made against (/retur/konsumen/order_options). */
export const returnableOrder = z.object({
  order_id: int(),
  invoice_number: z.string(),
  order_date: day(),
  status: z.string(),
  is_pos: int(),
  customer_name: optText(),
  gudang_id: int(),
  master_gudang_name: optText(),
  grand_total: num(),
});
export type ReturnableOrder = z.infer<typeof returnableOrder>;

/** An order line as the return form needs it (sold, returned, in open returns, returnable) and what the invoice charged for it. */
export const returnOrderLine = z.object({
  order_line_id: int(),
  product_id: int(),
  product_name: z.string(),
  qty_sold: num(),
  qty_sold_text: z.string(),
  qty_returned: num(),
  qty_returned_text: z.string(),
  qty_open: num(),
  qty_returnable: num(),
  qty_returnable_text: z.string(),
  product_isi: int(),
  product_satuan_besar_name: z.string(),
  product_satuan_kecil_name: z.string(),
  /** One small unit's share of line_total (4 decimals), for display. */
  unit_value: num(),
  /** What the invoice charged for the line; a part is valued partValue(line_total, qty_sold, qty_returned + qty_open, qty). */
  line_total: num(),
});
export type ReturnOrderLine = z.infer<typeof returnOrderLine>;

/** /retur/konsumen/order_lines: the order, whether it may be returned, its invoice after returns and its lines. */
export const returnOrder = z.object({
  order_id: int(),
  invoice_number: z.string(),
  gudang_id: int(),
  status: z.string(),
  returnable: z.boolean(),
  grand_total: num(),
  paid_amount: num(),
  returned_total: num(),
  amount_due: num(),
  refund_due: num(),
  lines: z.array(returnOrderLine),
});
export type ReturnOrder = z.infer<typeof returnOrder>;

/** /retur/konsumen/add_stored, update_detail_stored, update_total_stored and update_status_stored: the return and what changed. */
export const returKonsumenSaved = z.object({
  retur_konsumen_id: int(),
  retur_konsumen_number: z.string().optional(),
  status: returKonsumenStatus.optional(),
  lines: int().optional(),
  lines_total: num().optional(),
  refund_total: num().optional(),
});
