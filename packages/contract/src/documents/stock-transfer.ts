import { z } from 'zod';
import { SERIES } from '../number-series.js';
import { defineDocument } from './define-document.js';
import { STOCK_TRANSFER_STATES } from './stock-transfer-states.js';

/** A transfer as the list shows it: the header of the stock transfer document. */
export const stockTransferHeader = z.object({
  transfer_id: z.number().int(),
  transfer_number: z.string(),
  transfer_date: z.string(),
  gudang_from_id: z.number().int(),
  gudang_to_id: z.number().int(),
  status: z.enum(['waiting', 'in_transit', 'received', 'rejected']),
  note: z.string().nullable(),
  transfer_reject_reason: z.string().nullable(),
});

/** A line: one product and batch, its quantity in small units and the cost it left the source at. */
export const stockTransferLine = z.object({
  product_id: z.number().int(),
  batch_id: z.number().int(),
  qty: z.number().int(),
  unit_cost: z.number(),
});

/**
 * Transfer stok between two warehouses (spec-1 Inventori > stocktransfer): stored waiting for
 * approval; a supervisor approves it (the stock leaves the source, per batch, and is in transit:
 * held by the transfer, in no warehouse) or rejects it with a reason (nothing moves); the
 * destination receives it (the same batches arrive there at the cost they left with).
 */
export const stockTransfer = defineDocument({
  name: 'stock_transfer',
  label: 'Transfer stok',
  key: 'transfer_id',
  stateField: 'status',
  header: stockTransferHeader,
  lines: { key: 'lines', schema: stockTransferLine },
  series: SERIES.stock_transfer,
  numberField: 'transfer_number',
  states: STOCK_TRANSFER_STATES,
  initial: 'waiting',
  // No call edits a stored transfer: a wrong one is rejected and made again.
  editable: [],
  reasonField: 'transfer_reject_reason',
  transitions: [
    {
      action: 'approve',
      from: ['waiting'],
      to: 'in_transit',
      permission: 'stockTransferApprove',
      label: 'Setujui',
      done: 'Disetujui',
      confirm: 'Setujui transfer ini? Stok langsung keluar dari gudang asal dan berstatus dalam perjalanan.',
      fourEyes: true,
    },
    {
      action: 'reject',
      from: ['waiting'],
      to: 'rejected',
      permission: 'stockTransferApprove',
      label: 'Tolak',
      done: 'Ditolak',
      confirm: 'Tolak transfer ini? Tidak ada stok yang berpindah.',
      reason: { label: 'Alasan penolakan', max: 500 },
      danger: true,
    },
    {
      action: 'receive',
      from: ['in_transit'],
      to: 'received',
      permission: 'stockTransfer',
      label: 'Terima',
      done: 'Diterima',
      confirm: 'Terima barang transfer ini? Stok masuk ke gudang tujuan.',
    },
  ],
});
