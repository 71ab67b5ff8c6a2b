import { z } from 'zod';
import { field } from './fields.js';
import { optDateField, optUnitCostField } from './stock-opname.js';

/**
 * An adjusted line: a known batch (batch_id, 0 = no batch) or, when adding stock of an
 * expiry-tracked product, a batch by number and expiry. `qty_change` is signed, in small units.
 */
export const stockAdjustmentLineInput = z.object({
  product_id: field.id('Produk'),
  batch_id: field.optInt('Batch', 0),
  batch_no: field.optText('Nomor batch', 60),
  expired_date: optDateField('Tanggal kedaluwarsa'),
  qty_change: field.int('Jumlah penyesuaian', -1_000_000_000, 1_000_000_000).refine((v) => v !== 0, 'Jumlah penyesuaian tidak boleh 0'),
  /** The parts the page's quantity input showed (checked against the size of qty_change). */
  qty_entered: field.enteredQty(),
  reason: field.text('Alasan', 255),
  /** Cost per small unit of an increase (refused on a decrease, which leaves at the average). */
  unit_cost: optUnitCostField,
});
export type StockAdjustmentLineInput = z.infer<typeof stockAdjustmentLineInput>;

/** Body of /stock_adjustment/validation_add and /stock_adjustment/add_stored: posted at once, never edited. */
export const stockAdjustmentBody = z.object({
  gudang_id: field.id('Gudang'),
  adjustment_date: optDateField('Tanggal'),
  note: field.optText('Catatan', 500),
  lines: field.lines(stockAdjustmentLineInput),
});
export type StockAdjustmentBody = z.infer<typeof stockAdjustmentBody>;

/** Body of /batch/validation_update_batch and /batch/stored_update_batch: corrects a batch's number or expiry. */
export const batchUpdateBody = z.object({
  batch_id: field.id('Batch'),
  batch_no: field.text('Nomor batch', 60),
  expired_date: optDateField('Tanggal kedaluwarsa'),
  note: field.optText('Catatan', 255),
});
export type BatchUpdateBody = z.infer<typeof batchUpdateBody>;
