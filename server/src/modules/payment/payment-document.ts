import { customerPayment, type PaymentFor, supplierPayment } from '@bo/contract';
import { storedDocument } from '../../platform/documents/run-transition.js';

/** The payment documents bound to their table (both kinds share `payment`; the state log names them apart). */
export const CUSTOMER_PAYMENT = storedDocument(customerPayment, 'payment');
export const SUPPLIER_PAYMENT = storedDocument(supplierPayment, 'payment');
export const storedPaymentOf = (paymentFor: PaymentFor | string) => (paymentFor === 'supplier' ? SUPPLIER_PAYMENT : CUSTOMER_PAYMENT);
