import { z } from 'zod';
import { RETUR_SUPPLIER_STATES, type ReturSupplierState } from '../documents/retur-supplier.js';
import { batchInGudang, batchLineFields, createdFields, day, editableField, gudangFields, int, num, optText, productInGudangFields } from './answers.js';
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
  /** The supplier receipt the return is credited against (optional): once sent, the credit lowers what that receipt still owes. */
  penerimaan_id: field.optInt('Penerimaan', 1),
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

/* Answers (server/src/modules/stock/retur-supplier/queries.ts and commands). */

const returSupplierStatus = z.enum(RETUR_SUPPLIER_STATES.map((s) => s.value) as [ReturSupplierState, ...ReturSupplierState[]]);

/** A returned line: batch, quantity in small units and its text, why, and the cost it left at (known once sent). */
export const returSupplierLine = z.object({
  ...batchLineFields,
  qty: num(),
  qty_text: z.string(),
  reason: z.string(),
  unit_cost: num().nullable(),
  value: num().nullable(),
  product_isi: int(),
  product_satuan_besar_name: z.string(),
  product_satuan_kecil_name: z.string(),
});
export type ReturSupplierLine = z.infer<typeof returSupplierLine>;

/** One return of /retur/supplier/list with its sums and lines. */
export const returSupplierRow = z.object({
  retur_supplier_id: int(),
  retur_supplier_number: z.string(),
  retur_supplier_date: day(),
  ...gudangFields,
  vendor_id: int(),
  vendor_name: optText(),
  /** The supplier receipt the return is credited against (null: none). */
  penerimaan_id: int().nullable(),
  penerimaan_number: optText(),
  note: optText(),
  status: returSupplierStatus,
  status_label: z.string(),
  cancel_reason: optText(),
  ...createdFields,
  line_count: int(),
  qty_total: num(),
  value_total: num().nullable(),
  print_count: int(),
  lines: z.array(returSupplierLine),
  ...editableField,
});
export type ReturSupplierRow = z.infer<typeof returSupplierRow>;

/** A batch of a product in the warehouse, first expiry first (the FEFO proposal). */
export const fefoBatch = batchInGudang;
export type FefoBatch = z.infer<typeof fefoBatch>;

/** A product held in the warehouse (/retur/supplier/product_in_gudang): balance, reserved, what a return may take, its batches. */
export const returProduct = z.object(productInGudangFields);
export type ReturProduct = z.infer<typeof returProduct>;

/** /retur/supplier/add_stored, update_detail_stored and update_status_stored: the return and, after a move, its state. */
export const returSupplierSaved = z.object({
  retur_supplier_id: int(),
  retur_supplier_number: z.string().optional(),
  status: returSupplierStatus.optional(),
  lines: int().optional(),
});
