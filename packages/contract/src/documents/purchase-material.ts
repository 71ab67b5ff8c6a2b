import { z } from 'zod';
import { SERIES } from '../number-series.js';
import { type DocumentTransition, defineDocument } from './define-document.js';

/** The states of a material purchase order, with the labels and tag colours the list shows. */
export const PURCHASE_MATERIAL_STATES = [
  { value: 'pending', label: 'Menunggu', color: 'gold' },
  { value: 'ordered', label: 'Dipesan', color: 'blue' },
  { value: 'received', label: 'Diterima', color: 'green' },
  { value: 'cancelled', label: 'Dibatalkan', color: 'red' },
] as const;
export type PurchaseMaterialState = (typeof PURCHASE_MATERIAL_STATES)[number]['value'];
export const PURCHASE_MATERIAL_STATE_VALUES = PURCHASE_MATERIAL_STATES.map((s) => s.value) as [PurchaseMaterialState, ...PurchaseMaterialState[]];

/** A material order as the list shows it: the header of the document. */
export const purchaseMaterialHeader = z.object({
  material_id: z.number().int(),
  material_number: z.string(),
  material_date: z.string(),
  vendor_id: z.number().int().nullable(),
  gudang_id: z.number().int(),
  status: z.enum(PURCHASE_MATERIAL_STATE_VALUES),
  grand_total: z.number(),
});

/** A line: the material's name and unit as typed, quantity, price per unit and the line's total. */
export const purchaseMaterialLine = z.object({
  line_id: z.number().int(),
  material_name: z.string(),
  qty: z.number().int(),
  unit: z.string(),
  price: z.number(),
  subtotal: z.number(),
});

/**
 * Material purchase order (purchase_material): supplies that are not stock products (packaging,
 * office and lab supplies), so nothing moves stock. Stored pending (the dashboard's pending material
 * orders); `order` places it with the supplier, `receive` records it arrived; `cancel` (the delete
 * call) only while pending. Guarded by the Pemesanan page's permission.
 */
export const purchaseMaterial = defineDocument({
  name: 'purchase_material',
  label: 'Pembelian bahan',
  key: 'material_id',
  stateField: 'status',
  header: purchaseMaterialHeader,
  lines: { key: 'lines', schema: purchaseMaterialLine },
  series: SERIES.purchase_material,
  numberField: 'material_number',
  states: PURCHASE_MATERIAL_STATES,
  initial: 'pending',
  editable: ['pending', 'ordered'],
  notEditableMessage: 'Pembelian bahan yang sudah diterima atau dibatalkan tidak dapat diubah',
  transitions: [
    {
      action: 'order',
      from: ['pending'],
      to: 'ordered',
      permission: 'purchaseOrder',
      label: 'Pesan',
      done: 'Dipesan',
      confirm: 'Kirim pesanan bahan ini ke pemasok?',
    },
    {
      action: 'receive',
      from: ['ordered'],
      to: 'received',
      permission: 'purchaseOrder',
      label: 'Terima',
      done: 'Diterima',
      confirm: 'Catat bahan ini sudah diterima?',
    },
    {
      action: 'cancel',
      from: ['pending'],
      to: 'cancelled',
      permission: 'purchaseOrder',
      label: 'Hapus',
      done: 'Dibatalkan',
      confirm: 'Hapus (batalkan) pembelian bahan ini?',
      danger: true,
    },
  ] as const satisfies readonly DocumentTransition<PurchaseMaterialState>[],
  notAllowedMessage: 'Pembelian bahan yang sudah dipesan, diterima atau dibatalkan tidak dapat dihapus',
});
