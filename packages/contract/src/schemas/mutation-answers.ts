import { z } from 'zod';
import { day, int, listAnswer, num, optText, variantColumns } from './answers.js';

/* Answers of Mutasi Stok (server/src/modules/stock/mutation/queries.ts). */

/** A variant's (index) or a variant's in one warehouse (index_v2) opening, in, out and closing of the period, in small units and as text. */
export const mutationRow = z.object({
  ...variantColumns,
  gudang_id: int().optional(),
  master_gudang_name: optText().optional(),
  opening: num(),
  qty_in: num(),
  qty_out: num(),
  closing: num(),
  value_in: num(),
  value_out: num(),
  opening_text: z.string(),
  qty_in_text: z.string(),
  qty_out_text: z.string(),
  closing_text: z.string(),
});
export type MutationRow = z.infer<typeof mutationRow>;

/** One movement of the ledger: when (Asia/Jakarta), where, what, the document, in, out, the warehouse's quantity after it, cost, who. */
export const movementRow = z.object({
  ...variantColumns,
  stock_log_id: int(),
  stock_log_datetime: z.string(),
  gudang_id: int(),
  master_gudang_name: optText(),
  batch_id: int(),
  batch_no: optText(),
  expired_date: day().nullable(),
  doc_type: z.string(),
  doc_type_label: z.string(),
  doc_id: int().nullable(),
  doc_number: optText(),
  note: optText(),
  qty_in: num(),
  qty_out: num(),
  qty: num(),
  qty_after: num(),
  unit_cost: num(),
  value: num(),
  qty_in_text: z.string(),
  qty_out_text: z.string(),
  qty_after_text: z.string(),
  /** One variant: the balance over the chosen warehouses after the movement. */
  running_qty: num().optional(),
  running_qty_text: z.string().optional(),
  user_id: int().nullable(),
  user_name: optText(),
});
export type MovementRow = z.infer<typeof movementRow>;

const period = { date_start: day(), date_end: day() };

/** /mutasi_stok/index and index_v2: a page of mutation rows and the period. */
export const mutationListAnswer = listAnswer(mutationRow).extend(period);

/** /mutasi_stok/index_detail_v2: a page of movements and the period. */
export const movementListAnswer = listAnswer(movementRow).extend(period);

/** /mutasi_stok/summary: the totals of the mutation over the filter. */
export const mutationSummary = z.object({
  product_count: int(),
  opening: num(),
  qty_in: num(),
  qty_out: num(),
  closing: num(),
  value_in: num(),
  value_out: num(),
  ...period,
});
export type MutationSummary = z.infer<typeof mutationSummary>;
