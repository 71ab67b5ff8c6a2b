import { returSupplier } from '@bo/contract';
import { storedDocument } from '../../../platform/documents/run-transition.js';

/** The supplier return document of the contract, stored in retur_supplier. */
export const storedReturSupplier = storedDocument(returSupplier, 'retur_supplier');
