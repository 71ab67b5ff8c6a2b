import { purchaseOrder, purchaseOrderInternal } from '@bo/contract';
import { storedDocument } from '../../../platform/documents/run-transition.js';

/** The purchase order documents of the contract, both stored in purchase_order (is_internal tells them apart). */
export const storedPurchaseOrder = storedDocument(purchaseOrder, 'purchase_order');
export const storedPurchaseOrderInternal = storedDocument(purchaseOrderInternal, 'purchase_order');
export const storedOrderOf = (isInternal: boolean | number) => (isInternal ? storedPurchaseOrderInternal : storedPurchaseOrder);
