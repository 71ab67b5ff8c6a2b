import { z } from 'zod';
import { type DocumentTransition, defineDocument } from './define-document.js';

/**
 * The states of a shipment (Pengiriman): made as `dikirim` when its packed orders leave; the courier
 * delivers it (diterima: its orders become Selesai), fails (gagal: it may be sent again) or brings it
 * back (dikembalikan: its orders go back to Siap Dikirim, to be shipped in a new shipment or cancelled).
 */
export const SHIPMENT_STATES = [
  { value: 'dikirim', label: 'Dikirim', color: 'geekblue' },
  { value: 'diterima', label: 'Diterima', color: 'green' },
  { value: 'gagal', label: 'Gagal Kirim', color: 'orange' },
  { value: 'dikembalikan', label: 'Dikembalikan', color: 'red' },
] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number]['value'];
export const SHIPMENT_STATE_VALUES = SHIPMENT_STATES.map((s) => s.value) as [ShipmentState, ...ShipmentState[]];
export const shipmentStateLabel = (v: string | null | undefined) => SHIPMENT_STATES.find((s) => s.value === v)?.label ?? String(v ?? '');

export const shipmentHeader = z.object({
  shipment_id: z.number().int(),
  shipment_number: z.string(),
  shipment_date: z.string(),
  status: z.enum(SHIPMENT_STATE_VALUES),
  shipping_cost: z.number(),
});

const shipmentTransitions = [
  {
    action: 'deliver',
    from: ['dikirim'],
    to: 'diterima',
    permission: 'shipmentUpdate',
    label: 'Diterima',
    done: 'Diterima',
    confirm: 'Catat pengiriman ini sudah diterima? Pesanannya menjadi Selesai.',
  },
  {
    action: 'fail',
    from: ['dikirim'],
    to: 'gagal',
    permission: 'shipmentUpdate',
    label: 'Gagal Kirim',
    done: 'Gagal kirim',
    confirm: 'Catat pengiriman ini gagal?',
    reason: { label: 'Keterangan', max: 500 },
    danger: true,
  },
  {
    action: 'resend',
    from: ['gagal'],
    to: 'dikirim',
    permission: 'shipmentUpdate',
    label: 'Kirim Ulang',
    done: 'Dikirim ulang',
    confirm: 'Kirim ulang pengiriman ini?',
  },
  {
    action: 'return',
    from: ['dikirim', 'gagal'],
    to: 'dikembalikan',
    permission: 'shipmentUpdate',
    label: 'Dikembalikan',
    done: 'Dikembalikan',
    confirm: 'Catat paket ini dikembalikan ke pengirim? Pesanannya kembali ke Siap Dikirim untuk dikirim ulang atau dibatalkan.',
    reason: { label: 'Keterangan', max: 500 },
    danger: true,
  },
] as const satisfies readonly DocumentTransition<ShipmentState>[];

/** A shipment of packed sales orders: courier, service, resi, date and cost; states above. */
export const shipmentDoc = defineDocument({
  name: 'shipment',
  label: 'Pengiriman',
  key: 'shipment_id',
  stateField: 'status',
  header: shipmentHeader,
  states: SHIPMENT_STATES,
  initial: 'dikirim',
  // A shipment is not edited: its state moves, and a returned parcel's orders are shipped anew.
  editable: [],
  transitions: shipmentTransitions,
  reasonField: 'note',
});
export type ShipmentAction = (typeof shipmentTransitions)[number]['action'];
