import { z } from 'zod';
import { SERIES } from '../number-series.js';
import { defineDocument } from './define-document.js';

/** The states of a supplier return, with the labels and tag colours the list shows. */
export const RETUR_SUPPLIER_STATES = [
  { value: 'draft', label: 'Draft', color: 'default' },
  { value: 'sent', label: 'Dikirim', color: 'blue' },
  { value: 'done', label: 'Selesai', color: 'green' },
  { value: 'cancelled', label: 'Dibatalkan', color: 'red' },
] as const;
export type ReturSupplierState = (typeof RETUR_SUPPLIER_STATES)[number]['value'];

export const returSupplierHeader = z.object({
  retur_supplier_id: z.number().int(),
  retur_supplier_number: z.string(),
  retur_supplier_date: z.string(),
  gudang_id: z.number().int(),
  vendor_id: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(['draft', 'sent', 'done', 'cancelled']),
  cancel_reason: z.string().nullable(),
});

/**
 * Return of goods to a supplier (Retur Supplier, Inventori > returpabrik). Stored as draft (lines
 * editable, stock untouched); `send` takes the goods out of the warehouse (ledger movements, a
 * shortage refuses it); `complete` records that the supplier accepted them; `cancel` from draft
 * drops it, from sent brings the goods back as new inbound movements. Numbered by the
 * supplier_return series when stored.
 */
export const returSupplier = defineDocument({
  name: 'retur_supplier',
  label: 'Retur supplier',
  key: 'retur_supplier_id',
  stateField: 'status',
  header: returSupplierHeader,
  series: SERIES.supplier_return,
  numberField: 'retur_supplier_number',
  states: RETUR_SUPPLIER_STATES,
  initial: 'draft',
  editable: ['draft'],
  notEditableMessage: 'Retur supplier yang sudah dikirim, selesai atau dibatalkan tidak dapat diubah',
  reasonField: 'cancel_reason',
  transitions: [
    {
      action: 'send',
      from: ['draft'],
      to: 'sent',
      permission: 'returPabrik',
      label: 'Kirim',
      done: 'Dikirim',
      confirm: 'Kirim retur ini ke supplier? Stok barangnya keluar dari gudang.',
    },
    {
      action: 'complete',
      from: ['sent'],
      to: 'done',
      permission: 'returPabrik',
      label: 'Selesai',
      done: 'Selesai',
      confirm: 'Tandai retur ini selesai (diterima supplier)?',
    },
    {
      action: 'cancel',
      from: ['draft', 'sent'],
      to: 'cancelled',
      permission: 'returPabrik',
      label: 'Batalkan',
      done: 'Dibatalkan',
      confirm: 'Batalkan retur ini? Retur yang sudah dikirim mengembalikan stoknya ke gudang.',
      reason: { label: 'Alasan pembatalan', max: 500 },
      danger: true,
    },
  ],
});

/** The action that moves a return to `status` (the body of update_status names the target state). */
export const RETUR_SUPPLIER_ACTION_TO = { sent: 'send', done: 'complete', cancelled: 'cancel' } as const;
