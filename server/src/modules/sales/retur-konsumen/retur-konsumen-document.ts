import { returKonsumen } from '@bo/contract';
import { storedDocument } from '../../../platform/documents/run-transition.js';

/** The customer return document of the contract, stored in retur_konsumen. */
export const storedReturKonsumen = storedDocument(returKonsumen, 'retur_konsumen');

/** The ledger's document type of the goods a customer return brings back. */
export const RETUR_KONSUMEN_DOC = 'retur_konsumen';
