import { goodsReceipt, goodsReceiptInternal } from '@bo/contract';
import { storedDocument } from '../../../platform/documents/run-transition.js';

/** The goods receipt documents of the contract, both stored in goods_receipt (is_internal tells them apart). */
export const storedGoodsReceipt = storedDocument(goodsReceipt, 'goods_receipt');
export const storedGoodsReceiptInternal = storedDocument(goodsReceiptInternal, 'goods_receipt');
export const storedReceiptOf = (isInternal: boolean | number) => (isInternal ? storedGoodsReceiptInternal : storedGoodsReceipt);
