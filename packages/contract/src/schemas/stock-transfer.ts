import { z } from 'zod';
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
