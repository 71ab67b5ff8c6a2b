import { z } from 'zod';
import { field } from './fields.js';
import { dateField } from './stock-opname.js';

/** Lines as JSON, a form array or a JSON string in a form field; at least one (the document shows minItems). */
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
 * An adjusted line: a known batch (batch_id, 0 = no batch) or, when adding stock of an
 * expiry-tracked product, a batch by number and expiry. `qty_change` is signed, in small units.
 */
export const stockAdjustmentLineInput = z.object({
  product_id: field.id('Produk'),
  batch_id: field.optInt('Batch', 0),
  batch_no: field.optText('Nomor batch', 60),
  expired_date: optDate('Tanggal kedaluwarsa'),
  qty_change: field.int('Jumlah penyesuaian', -1_000_000_000, 1_000_000_000).refine((v) => v !== 0, 'Jumlah penyesuaian tidak boleh 0'),
  reason: field.text('Alasan', 255),
});
export type StockAdjustmentLineInput = z.infer<typeof stockAdjustmentLineInput>;

/** Body of /stock_adjustment/validation_add and /stock_adjustment/add_stored: posted at once, never edited. */
export const stockAdjustmentBody = z.object({
  gudang_id: field.id('Gudang'),
  adjustment_date: optDate('Tanggal'),
  note: field.optText('Catatan', 500),
  lines: lineList(stockAdjustmentLineInput),
});
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;

/** Body of /batch/validation_update_batch and /batch/stored_update_batch: corrects a batch's number or expiry. */
export const batchUpdateBody = z.object({
  batch_id: field.id('Batch'),
  batch_no: field.text('Nomor batch', 60),
  expired_date: optDate('Tanggal kedaluwarsa'),
  note: field.optText('Catatan', 255),
});
export type BatchUpdateBody = z.infer<typeof batchUpdateBody>;
