import { salesOrder } from '@bo/contract';
import { storedDocument } from '../../../platform/documents/run-transition.js';

/** The sales order document of the contract, stored in sales_order. */
export const storedSalesOrder = storedDocument(salesOrder, 'sales_order');

/** The ledger's document types of a sale: stock taken by the order, and given back when it is cancelled or changed. */
export const SALES_ORDER_DOC = 'sales_order';
export const SALES_ORDER_RETURN_DOC = 'sales_order_cancel';
