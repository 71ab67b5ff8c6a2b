import { z } from 'zod';
import { field } from './fields.js';
import { dateField } from './stock-opname.js';

/** Lines as JSON, a form array or a JSON string in a form field; at least one. */
const lineList = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        try {
          return JSON.parse(v);
        } catch {
          return v;
        }
      }
      if (v && typeof v === 'object' && !Array.isArray(v)) return Object.values(v);
      return v;
    },
    z.array(item, { error: 'Baris harus berupa daftar' }).min(1, 'Isi minimal satu produk').max(1000, 'Baris terlalu banyak'),
  );

const optDate = (label: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), dateField(label).optional());

/**
 * A returned product: the batch it leaves from (batch_id, 0 = no batch; an expiry-tracked product
 * names its batch, the client proposes them first expiry first), the quantity in small units and why.
 */
export const returSupplierLineInput = z.object({
  product_id: field.id('Produk'),
  batch_id: field.optInt('Batch', 0),
  qty: field.int('Jumlah retur', 1, 1_000_000_000),
  reason: field.text('Alasan', 255),
});
export type ReturSupplierLineInput = z.infer<typeof returSupplierLineInput>;

/** Body of /retur/supplier/validation_add and /retur/supplier/add_stored: a return waiting as draft. */
export const returSupplierBody = z.object({
  gudang_id: field.id('Gudang'),
  vendor_id: field.id('Supplier'),
  retur_supplier_date: optDate('Tanggal'),
  note: field.optText('Catatan', 500),
  lines: lineList(returSupplierLineInput),
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
