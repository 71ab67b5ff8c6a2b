import { z } from 'zod';
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
