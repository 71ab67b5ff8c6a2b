import { purchaseMaterial } from '@bo/contract';
import { storedDocument } from '../../../platform/documents/run-transition.js';

/** The material purchase document of the contract, stored in purchase_material. */
export const storedPurchaseMaterial = storedDocument(purchaseMaterial, 'purchase_material');
