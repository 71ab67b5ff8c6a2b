import { stockTransfer } from '@bo/contract';
import { storedDocument } from '../../../platform/documents/run-transition.js';

/** The stock transfer document of the contract, bound to its header table. */
export const storedStockTransfer = storedDocument(stockTransfer, 'stock_transfer');
