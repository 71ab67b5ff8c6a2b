import { z } from 'zod';
import { batchInGudang, batchLineFields, createdFields, day, editableField, int, num, optText, productInGudangFields, timestamp } from './answers.js';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/**
 * A line to send: a product and, for stock kept in batches, the batch (batch_id; 0 = stock without
 * batch). Without batch_id the server takes the quantity from the warehouse's batches in FEFO order
 * (first expiry first) and stores one line per batch. `qty` is in small units.
 */
export const stockTransferLineInput = z.object({
  product_id: field.id('Produk'),
  batch_id: field.optInt('Batch', 0),
  qty: field.int('Jumlah', 1, 1_000_000_000),
  /** The parts the page's quantity input showed (checked against qty). */
  qty_entered: field.enteredQty(),
});
export type StockTransferLineInput = z.infer<typeof stockTransferLineInput>;

/** Body of /transfer_stok/validation_add and /transfer_stok/add_stored: a transfer waiting for approval. */
export const stockTransferBody = z.object({
  gudang_from_id: field.id('Gudang asal'),
  gudang_to_id: field.id('Gudang tujuan'),
  transfer_date: optDateField('Tanggal'),
  note: field.optText('Catatan', 500),
  lines: field.lines(stockTransferLineInput),
});
export type StockTransferBody = z.infer<typeof stockTransferBody>;

/** Actions of the transfer's state machine (documents/stock-transfer.ts). */
export const STOCK_TRANSFER_ACTIONS = ['approve', 'reject', 'receive'] as const;

/**
 * Body of /transfer_stok/validation_approval and /transfer_stok/approval: one move of the machine
 * (approve: the stock leaves the source; reject, with a reason: nothing moves; receive: the stock
 * arrives at the destination).
 */
export const stockTransferApprovalBody = z.object({
  transfer_id: field.id('Transfer stok'),
  action: z.enum(STOCK_TRANSFER_ACTIONS, { error: 'Aksi harus approve, reject atau receive' }),
  transfer_reject_reason: field.optText('Alasan penolakan', 500),
});
export type StockTransferApprovalBody = z.infer<typeof stockTransferApprovalBody>;

/** Body of /transfer_stok/product_in_gudang: products with stock in a warehouse (search by name, SKU, barcode). */
export const stockTransferProductBody = z.object({
  gudang_id: field.id('Gudang'),
  search: field.optText('Cari', 100),
  columnFilters: z.record(z.string(), z.unknown()).optional(),
  page: field.optInt('page', 1, 1_000_000),
  perPage: field.optInt('perPage', 1, 100),
});
export type StockTransferProductBody = z.infer<typeof stockTransferProductBody>;

/* Answers (server/src/modules/stock/transfer/queries.ts and commands). */

/** A line of a transfer: batch, quantity in small units and its text, and the cost it left the source at (known once sent). */
export const stockTransferLineAnswer = z.object({
  ...batchLineFields,
  qty: num(),
  qty_text: z.string(),
  unit_cost: num().nullable(),
  value: num().nullable(),
});
export type StockTransferLine = z.infer<typeof stockTransferLineAnswer>;

/** One transfer of /transfer_stok/index with who created, sent and received it, and its lines. */
export const stockTransferRow = z.object({
  transfer_id: int(),
  transfer_number: z.string(),
  transfer_date: day(),
  gudang_from_id: int(),
  gudang_from_name: optText(),
  gudang_to_id: int(),
  gudang_to_name: optText(),
  status: z.string(),
  status_label: z.string(),
  note: optText(),
  transfer_reject_reason: optText(),
  ...createdFields,
  approved_at: timestamp().nullable(),
  approved_by_name: optText(),
  received_at: timestamp().nullable(),
  received_by_name: optText(),
  print_count: int(),
  line_count: int(),
  lines: z.array(stockTransferLineAnswer),
  ...editableField,
});
export type StockTransferRow = z.infer<typeof stockTransferRow>;

/** A batch of a product in the source warehouse (FEFO order). */
export const transferBatch = batchInGudang;
export type TransferBatch = z.infer<typeof transferBatch>;

/** A product with stock in the source warehouse (/transfer_stok/product_in_gudang): balance, reserved, what a transfer may take, and its batches. */
export const productInGudang = z.object({ ...productInGudangFields, product_qty_text: z.string() });
export type ProductInGudang = z.infer<typeof productInGudang>;

/** /transfer_stok/add_stored and /transfer_stok/approval: the transfer and the state it is in now. */
export const stockTransferMoved = z.object({ transfer_id: int(), transfer_number: z.string(), status: z.string(), lines: int().optional() });
