import { z } from 'zod';
import { SERIES } from '../number-series.js';
import { type DocumentTransition, defineDocument } from './define-document.js';

/** The states of a purchase order (penerimaan_order), with the labels and tag colours the list shows. */
export const PURCHASE_ORDER_STATES = [
  { value: 'draft', label: 'Draft', color: 'default' },
  { value: 'ordered', label: 'Dipesan', color: 'blue' },
  { value: 'partly_received', label: 'Diterima Sebagian', color: 'gold' },
  { value: 'received', label: 'Diterima', color: 'green' },
  { value: 'cancelled', label: 'Dibatalkan', color: 'red' },
] as const;
export type PurchaseOrderState = (typeof PURCHASE_ORDER_STATES)[number]['value'];
export const PURCHASE_ORDER_STATE_VALUES = PURCHASE_ORDER_STATES.map((s) => s.value) as [PurchaseOrderState, ...PurchaseOrderState[]];

/** An order as the list shows it: the header of the purchase order document. */
export const purchaseOrderHeader = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  order_date: z.string(),
  is_internal: z.number().int(),
  is_automatic: z.number().int(),
  vendor_id: z.number().int().nullable(),
  gudang_id: z.number().int(),
  gudang_source_id: z.number().int().nullable(),
  status: z.enum(PURCHASE_ORDER_STATE_VALUES),
  grand_total: z.number(),
});

/** A line: a variant, the unit it was ordered in, the quantity in small units, and what receipts took of it. */
export const purchaseOrderLine = z.object({
  line_id: z.number().int(),
  product_id: z.number().int(),
  unit: z.enum(['besar', 'kecil']),
  qty: z.number().int(),
  qty_received: z.number().int(),
  subtotal: z.number(),
});

/**
 * The machine both kinds share. Stored as draft or ordered (the body's status); `order` places a
 * draft. Receipts (penerimaan, issue 12 part 2) take `receive_part` while some quantity is still
 * open and `receive_all` when every line is received in full. `cancel` (the delete call) is refused
 * once anything was received: partly received and received orders are not in its `from`.
 */
function purchaseOrderTransitions(orderPermission: string, receivePermission: string) {
  return [
    { action: 'order', from: ['draft'], to: 'ordered', permission: orderPermission, label: 'Pesan', done: 'Dipesan', confirm: 'Kirim pesanan ini ke pemasok?' },
    {
      action: 'receive_part',
      from: ['ordered', 'partly_received'],
      to: 'partly_received',
      permission: receivePermission,
      label: 'Terima sebagian',
      done: 'Diterima sebagian',
      confirm: 'Catat penerimaan sebagian pesanan ini?',
    },
    {
      action: 'receive_all',
      from: ['ordered', 'partly_received'],
      to: 'received',
      permission: receivePermission,
      label: 'Terima semua',
      done: 'Diterima semua',
      confirm: 'Catat pesanan ini diterima seluruhnya?',
    },
    {
      action: 'cancel',
      from: ['draft', 'ordered'],
      to: 'cancelled',
      permission: orderPermission,
      label: 'Hapus',
      done: 'Dibatalkan',
      confirm: 'Hapus (batalkan) pesanan ini?',
      danger: true,
    },
  ] as const satisfies readonly DocumentTransition<PurchaseOrderState>[];
}

/**
 * Purchase order to a supplier (penerimaan_order, Pembelian > order): lines with unit, quantity,
 * price, discount and PPN; totals computed by the server. Numbered by the purchase_order series.
 */
export const purchaseOrder = defineDocument({
  name: 'purchase_order',
  label: 'Pesanan pembelian',
  key: 'order_id',
  stateField: 'status',
  header: purchaseOrderHeader,
  lines: { key: 'lines', schema: purchaseOrderLine },
  series: SERIES.purchase_order,
  numberField: 'order_number',
  states: PURCHASE_ORDER_STATES,
  initial: 'draft',
  // An order with a received quantity is refused too (the server's purchaseOrderEditable).
  editable: ['draft', 'ordered'],
  notEditableMessage: 'Pesanan yang sudah diterima atau dibatalkan tidak dapat diubah',
  transitions: purchaseOrderTransitions('purchaseOrder', 'purchaseAcceptance'),
});

/**
 * Internal order (Pembelian > order-internal): the same machine, between two of the company's own
 * warehouses (gudang_source_id supplies, gudang_id orders and receives), without prices.
 * Numbered by the purchase_order_internal series; guarded by the internal pages' permissions.
 */
export const purchaseOrderInternal = defineDocument({
  name: 'purchase_order_internal',
  label: 'Pesanan internal',
  key: 'order_id',
  stateField: 'status',
  header: purchaseOrderHeader,
  lines: { key: 'lines', schema: purchaseOrderLine },
  series: SERIES.purchase_order_internal,
  numberField: 'order_number',
  states: PURCHASE_ORDER_STATES,
  initial: 'draft',
  // An order with a received quantity is refused too (the server's purchaseOrderEditable).
  editable: ['draft', 'ordered'],
  notEditableMessage: 'Pesanan yang sudah diterima atau dibatalkan tidak dapat diubah',
  transitions: purchaseOrderTransitions('purchaseOrderInternal', 'purchaseAcceptanceInternal'),
});

/** The document of a stored order by its kind. */
export const purchaseOrderDocument = (isInternal: boolean | number) => (isInternal ? purchaseOrderInternal : purchaseOrder);
