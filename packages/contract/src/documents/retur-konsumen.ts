import { z } from 'zod';
import { SERIES } from '../number-series.js';
import { defineDocument } from './define-document.js';

/** The states of a customer return, with the labels and tag colours the list shows. */
export const RETUR_KONSUMEN_STATES = [
  { value: 'diajukan', label: 'Diajukan', color: 'blue' },
  { value: 'disetujui', label: 'Disetujui', color: 'green' },
  { value: 'ditolak', label: 'Ditolak', color: 'volcano' },
  { value: 'dibatalkan', label: 'Dibatalkan', color: 'red' },
] as const;
export type ReturKonsumenState = (typeof RETUR_KONSUMEN_STATES)[number]['value'];

/** Where the returned goods go: good (sellable) stock, or a warehouse the user uses as quarantine. */
export const RETUR_KONSUMEN_DESTINATIONS = [
  { value: 'baik', label: 'Stok baik' },
  { value: 'karantina', label: 'Karantina' },
] as const;
export type ReturKonsumenDestination = (typeof RETUR_KONSUMEN_DESTINATIONS)[number]['value'];

export const returKonsumenHeader = z.object({
  retur_konsumen_id: z.number().int(),
  retur_konsumen_number: z.string(),
  retur_date: z.string(),
  order_id: z.number().int(),
  gudang_id: z.number().int(),
  destination: z.enum(['baik', 'karantina']),
  status: z.enum(['diajukan', 'disetujui', 'ditolak', 'dibatalkan']),
  lines_total: z.number(),
  refund_total: z.number(),
  status_reason: z.string().nullable(),
});

export const returKonsumenLine = z.object({
  line_id: z.number().int(),
  order_line_id: z.number().int(),
  product_id: z.number().int(),
  unit: z.enum(['besar', 'kecil']),
  qty: z.number().int(),
  reason: z.string(),
  value: z.number(),
});

/**
 * Customer return (Retur Konsumen, Penjualan > retur-sale) against one shipped or finished order or
 * a cashier sale. Stored as `diajukan` (lines and refund editable, stock untouched); `approve` brings
 * the goods back into the chosen warehouse, into the batches the order took them from, raises the
 * order lines' qty_returned and takes refund_total off the invoice's amount due, in one transaction;
 * `reject` and `cancel` close it without moving anything. Numbered by the customer_return series.
 */
export const returKonsumen = defineDocument({
  name: 'retur_konsumen',
  label: 'Retur konsumen',
  key: 'retur_konsumen_id',
  stateField: 'status',
  header: returKonsumenHeader,
  lines: { key: 'lines', schema: returKonsumenLine },
  series: SERIES.customer_return,
  numberField: 'retur_konsumen_number',
  states: RETUR_KONSUMEN_STATES,
  initial: 'diajukan',
  editable: ['diajukan'],
  notEditableMessage: 'Retur konsumen yang sudah disetujui, ditolak atau dibatalkan tidak dapat diubah',
  reasonField: 'status_reason',
  transitions: [
    {
      action: 'approve',
      from: ['diajukan'],
      to: 'disetujui',
      permission: 'returSale',
      label: 'Setujui',
      done: 'Disetujui',
      confirm: 'Setujui retur ini? Barang masuk kembali ke gudang tujuan dan nilai retur mengurangi tagihan.',
      fourEyes: true,
    },
    {
      action: 'reject',
      from: ['diajukan'],
      to: 'ditolak',
      permission: 'returSale',
      label: 'Tolak',
      done: 'Ditolak',
      confirm: 'Tolak retur ini? Stok dan tagihan tidak berubah.',
      reason: { label: 'Alasan penolakan', max: 500 },
      danger: true,
    },
    {
      action: 'cancel',
      from: ['diajukan'],
      to: 'dibatalkan',
      permission: 'returSale',
      label: 'Batalkan',
      done: 'Dibatalkan',
      confirm: 'Batalkan retur ini? Stok dan tagihan tidak berubah.',
      reason: { label: 'Alasan pembatalan', max: 500 },
      danger: true,
    },
  ],
  notAllowedMessage: 'Retur konsumen yang sudah disetujui, ditolak atau dibatalkan tidak dapat diubah statusnya',
});

/** The action that moves a return to `status` (the body of update_status names the target state). */
export const RETUR_KONSUMEN_ACTION_TO = { disetujui: 'approve', ditolak: 'reject', dibatalkan: 'cancel' } as const;
