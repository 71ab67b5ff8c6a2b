import { z } from 'zod';
import { SERIES } from '../number-series.js';
import { defineDocument } from './define-document.js';

/**
 * The one state of a stock count and of a stock adjustment: both are posted when stored (their
 * movements are in the ledger at once) and never edited; a wrong one is corrected by another.
 */
export const POSTED_STATES = [{ value: 'posted', label: 'Diposting', color: 'green' }] as const;
export type PostedState = (typeof POSTED_STATES)[number]['value'];

export const stockOpnameHeader = z.object({
  opname_id: z.number().int(),
  opname_code: z.string(),
  gudang_id: z.number().int(),
  counted_at: z.string(),
  note: z.string().nullable(),
  status: z.enum(['posted']),
});

export const stockOpnameDocLine = z.object({
  product_id: z.number().int(),
  batch_id: z.number().int(),
  system_qty: z.number(),
  counted_qty: z.number(),
  diff_qty: z.number(),
});

/**
 * Stok opname (Inventori > stockopname): what was counted in a warehouse; the differences against
 * the ledger at the moment of the count are posted at once (`post`, from ENTRY_FROM_STATE).
 */
export const stockOpname = defineDocument({
  name: 'stock_opname',
  label: 'Stok opname',
  key: 'opname_id',
  stateField: 'status',
  header: stockOpnameHeader,
  lines: { key: 'lines', schema: stockOpnameDocLine },
  series: SERIES.stock_opname,
  numberField: 'opname_code',
  states: POSTED_STATES,
  initial: 'posted',
  entry: { action: 'post', done: 'Diposting' },
  editable: [],
  transitions: [],
});

export const stockAdjustmentHeader = z.object({
  adjustment_id: z.number().int(),
  adjustment_number: z.string(),
  gudang_id: z.number().int(),
  adjustment_date: z.string(),
  note: z.string().nullable(),
  status: z.enum(['posted']),
});

export const stockAdjustmentDocLine = z.object({
  product_id: z.number().int(),
  batch_id: z.number().int(),
  qty_change: z.number(),
  reason: z.string(),
});

/**
 * Penyesuaian stok (Inventori > stockadjustment): signed changes per product and batch with a
 * reason, posted at once (`post`).
 */
export const stockAdjustment = defineDocument({
  name: 'stock_adjustment',
  label: 'Penyesuaian stok',
  key: 'adjustment_id',
  stateField: 'status',
  header: stockAdjustmentHeader,
  lines: { key: 'lines', schema: stockAdjustmentDocLine },
  series: SERIES.stock_adjustment,
  numberField: 'adjustment_number',
  states: POSTED_STATES,
  initial: 'posted',
  entry: { action: 'post', done: 'Diposting' },
  editable: [],
  transitions: [],
});
