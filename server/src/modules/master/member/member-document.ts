import { memberApproval } from '@bo/contract';
import { storedDocument } from '../../../platform/documents/run-transition.js';

/** The member approval document of the contract, stored in master_member. */
export const storedMemberApproval = storedDocument(memberApproval, 'master_member');
