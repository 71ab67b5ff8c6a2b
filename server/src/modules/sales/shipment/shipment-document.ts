import { shipmentDoc } from '@bo/contract';
import { storedDocument } from '../../../platform/documents/run-transition.js';

/** The shipment document of the contract, stored in shipment. */
export const storedShipment = storedDocument(shipmentDoc, 'shipment');
