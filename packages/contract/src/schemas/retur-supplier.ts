import { z } from 'zod';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/**
 * A returned product: the batch it leaves from (batch_id, 0 = no batch; an expiry-tracked product
 * names its batch, the client proposes them first expiry first), the quantity in small units and why.
 */
export const returSupplierLineInput = z.object({
  product_id: field.id('Produk'),
  batch_id: field.optInt('Batch', 0),
  qty: field.int('Jumlah retur', 1, 1_000_000_000),
  /** The parts the page's quantity input showed (checked against qty). */
  qty_entered: field.enteredQty(),
  reason: field.text('Alasan', 255),
});
export type ReturSupplierLineInput = z.infer<typeof returSupplierLineInput>;

/** Body of /retur/supplier/validation_add and /retur/supplier/add_stored: a return waiting as draft. */
export const returSupplierBody = z.object({
  gudang_id: field.id('Gudang'),
  vendor_id: field.id('Supplier'),
  retur_supplier_date: optDateField('Tanggal'),
  note: field.optText('Catatan', 500),
  lines: field.lines(returSupplierLineInput),
});
export type ReturSupplierBody = z.infer<typeof returSupplierBody>;

/** Body of /retur/supplier/validation_update_detail and /retur/supplier/update_detail_stored: a draft's header and lines, replaced whole. */
export const returSupplierUpdateBody = returSupplierBody.extend({ retur_supplier_id: field.id('Retur supplier') });
export type ReturSupplierUpdateBody = z.infer<typeof returSupplierUpdateBody>;

/** Body of /retur/supplier/validation_update_status and /retur/supplier/update_status_stored: the state the return moves to. */
export const returSupplierStatusBody = z.object({
  retur_supplier_id: field.id('Retur supplier'),
  status: z.enum(['sent', 'done', 'cancelled'], { error: 'Status harus sent, done atau cancelled' }),
  cancel_reason: field.optText('Alasan pembatalan', 500),
});
export type ReturSupplierStatusBody = z.infer<typeof returSupplierStatusBody>;
