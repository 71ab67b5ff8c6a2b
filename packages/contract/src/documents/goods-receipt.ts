import { z } from 'zod';
import { SERIES } from '../number-series.js';
import { type DocumentTransition, defineDocument } from './define-document.js';

/** The states of a goods receipt (penerimaan), with the labels and tag colours the list shows. */
export const GOODS_RECEIPT_STATES = [
  { value: 'waiting', label: 'Menunggu Persetujuan', color: 'gold' },
  { value: 'approved', label: 'Disetujui', color: 'green' },
  { value: 'cancelled', label: 'Dihapus', color: 'red' },
] as const;
export type GoodsReceiptState = (typeof GOODS_RECEIPT_STATES)[number]['value'];
export const GOODS_RECEIPT_STATE_VALUES = GOODS_RECEIPT_STATES.map((s) => s.value) as [GoodsReceiptState, ...GoodsReceiptState[]];

/** A receipt as the list shows it: the header of the goods receipt document. */
export const goodsReceiptHeader = z.object({
  penerimaan_id: z.number().int(),
  penerimaan_number: z.string(),
  penerimaan_date: z.string(),
  order_id: z.number().int(),
  is_internal: z.number().int(),
  vendor_id: z.number().int().nullable(),
  gudang_id: z.number().int(),
  gudang_source_id: z.number().int().nullable(),
  status: z.enum(GOODS_RECEIPT_STATE_VALUES),
  grand_total: z.number(),
  due_date: z.string().nullable(),
  is_paid: z.number().int(),
});

/** A received line: the order line it takes from, the variant, quantity in small units, batch and expiry. */
export const goodsReceiptLine = z.object({
  line_id: z.number().int(),
  order_line_id: z.number().int(),
  product_id: z.number().int(),
  unit: z.enum(['besar', 'kecil']),
  qty: z.number().int(),
  batch_no: z.string().nullable(),
  expired_date: z.string().nullable(),
  subtotal: z.number(),
});

/**
 * The machine both kinds share. A receipt is stored waiting (nothing moves yet); `approve` posts the
 * stock movements and records the quantities on the order (partly received / received) in one
 * transaction; `delete` (the delete call) is allowed only before approval: the number and history stay.
 */
function goodsReceiptTransitions(permission: string) {
  return [
    {
      action: 'approve',
      from: ['waiting'],
      to: 'approved',
      permission,
      label: 'Setujui',
      done: 'Disetujui',
      confirm: 'Setujui penerimaan ini? Stok bertambah dan pesanan tercatat diterima.',
      fourEyes: true,
    },
    { action: 'delete', from: ['waiting'], to: 'cancelled', permission, label: 'Hapus', done: 'Dihapus', confirm: 'Hapus penerimaan ini?', danger: true },
  ] as const satisfies readonly DocumentTransition<GoodsReceiptState>[];
}

/**
 * Goods receipt against a purchase order to a supplier (penerimaan, Pembelian > acceptance): lines
 * of the order received with batch and expiry, at the order's prices; approval adds the stock at
 * the purchase cost. Numbered by the goods_receipt series. An approved receipt is what the company
 * owes the supplier (total, due date, paid status).
 */
export const goodsReceipt = defineDocument({
  name: 'goods_receipt',
  label: 'Penerimaan',
  key: 'penerimaan_id',
  stateField: 'status',
  header: goodsReceiptHeader,
  lines: { key: 'lines', schema: goodsReceiptLine },
  series: SERIES.goods_receipt,
  numberField: 'penerimaan_number',
  states: GOODS_RECEIPT_STATES,
  initial: 'waiting',
  editable: ['waiting'],
  notEditableMessage: 'Penerimaan yang sudah disetujui atau dihapus tidak dapat diubah',
  transitions: goodsReceiptTransitions('purchaseAcceptance'),
  notAllowedMessage: 'Penerimaan ini tidak sedang menunggu persetujuan',
});

/**
 * Internal receipt (Pembelian > acceptance-internal): the goods of an internal order arriving from
 * the source warehouse; approval moves them out of the source and into the receiving warehouse at
 * the cost they left at. Numbered by the goods_receipt_internal series.
 */
export const goodsReceiptInternal = defineDocument({
  name: 'goods_receipt_internal',
  label: 'Penerimaan internal',
  key: 'penerimaan_id',
  stateField: 'status',
  header: goodsReceiptHeader,
  lines: { key: 'lines', schema: goodsReceiptLine },
  series: SERIES.goods_receipt_internal,
  numberField: 'penerimaan_number',
  states: GOODS_RECEIPT_STATES,
  initial: 'waiting',
  editable: ['waiting'],
  notEditableMessage: 'Penerimaan yang sudah disetujui atau dihapus tidak dapat diubah',
  transitions: goodsReceiptTransitions('purchaseAcceptanceInternal'),
  notAllowedMessage: 'Penerimaan ini tidak sedang menunggu persetujuan',
});

/** The document of a stored receipt by its kind. */
export const goodsReceiptDocument = (isInternal: boolean | number) => (isInternal ? goodsReceiptInternal : goodsReceipt);
