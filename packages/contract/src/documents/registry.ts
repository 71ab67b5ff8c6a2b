import { z } from 'zod';
import { type DocumentDef, stateValues, statusFilterMessage } from './define-document.js';
import { goodsReceipt, goodsReceiptInternal } from './goods-receipt.js';
import { memberApproval } from './member-approval.js';
import { customerPayment, supplierPayment } from './payment.js';
import { purchaseMaterial } from './purchase-material.js';
import { purchaseOrder, purchaseOrderInternal } from './purchase-order.js';
import { returKonsumen } from './retur-konsumen.js';
import { returSupplier } from './retur-supplier.js';
import { salesOrder } from './sales-order.js';
import { shipmentDoc } from './shipment.js';
import { stockAdjustment, stockOpname } from './stock-count.js';
import { stockTransfer } from './stock-transfer.js';

/** Every declared document, by its stable name: what machine tests and the status-filter test walk. */
export const DOCUMENTS: readonly DocumentDef[] = [
  salesOrder,
  shipmentDoc,
  returKonsumen,
  purchaseOrder,
  purchaseOrderInternal,
  goodsReceipt,
  goodsReceiptInternal,
  purchaseMaterial,
  stockTransfer,
  stockOpname,
  stockAdjustment,
  returSupplier,
  memberApproval,
  customerPayment,
  supplierPayment,
] as DocumentDef[];

export const documentByName = (name: string): DocumentDef | undefined => DOCUMENTS.find((d) => d.name === name);

/** A list's `status` filter: one of the machine's states, refused with statusFilterMessage otherwise. */
export const statusFilterSchema = (doc: Pick<DocumentDef, 'states'>) => {
  const values = stateValues(doc);
  return z.string().refine((v) => values.includes(v), statusFilterMessage(doc));
};
