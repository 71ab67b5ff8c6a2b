import { z } from 'zod';
import { batchLineFields, createdFields, day, editableField, gudangFields, int, num, optText } from './answers.js';
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

/* Answers (server/src/modules/stock/adjustment/queries.ts, stock/batch/queries.ts). */

/** One adjustment of /stock_adjustment/list: its header, line count and the value it added and took. */
export const stockAdjustmentRow = z.object({
  adjustment_id: int(),
  adjustment_number: z.string(),
  adjustment_date: day(),
  ...gudangFields,
  note: optText(),
  status: z.string(),
  ...createdFields,
  line_count: int(),
  value_in: num(),
  value_out: num(),
  ...editableField,
});
export type StockAdjustmentRow = z.infer<typeof stockAdjustmentRow>;

/** A line of /stock_adjustment/detail: the signed change in small units with its text, the unit cost from the ledger and the value. */
export const stockAdjustmentLine = z.object({
  ...batchLineFields,
  qty_change: num(),
  qty_change_text: z.string(),
  unit_cost: num(),
  value: num(),
  reason: z.string(),
});
export type StockAdjustmentLine = z.infer<typeof stockAdjustmentLine>;

/** /stock_adjustment/detail: the header (no sums), how often it was printed, and its lines. */
export const stockAdjustmentDetail = stockAdjustmentRow
  .omit({ line_count: true, value_in: true, value_out: true })
  .extend({ print_count: int(), lines: z.array(stockAdjustmentLine) });
export type StockAdjustmentDetail = z.infer<typeof stockAdjustmentDetail>;

/** /stock_adjustment/add_stored: the posted adjustment. */
export const stockAdjustmentSaved = z.object({ adjustment_id: int(), adjustment_number: z.string(), lines: int() });

/** A batch of /batch/list_header_batch with its stock in total and per warehouse (small units and text). */
export const batchRow = z.object({
  batch_id: int(),
  batch_no: z.string(),
  expired_date: day().nullable(),
  product_id: int(),
  product_name: z.string(),
  product_sku: optText(),
  qty: num(),
  qty_text: z.string(),
  warehouses: z.array(z.object({ gudang_id: int(), master_gudang_name: z.string(), qty: num(), qty_text: z.string() })),
});
export type BatchRow = z.infer<typeof batchRow>;

/** /batch/stored_update_batch: the corrected batch. */
export const batchUpdated = z.object({ batch_id: int(), batch_no: z.string(), expired_date: day().nullable() });
