import type { leadDetail } from '@bo/contract';
import type { z } from 'zod';
import { get } from '../../../../api/client';

export type ClosingLead = z.infer<typeof leadDetail>;

/** GET /lead/detail?lead_id=: the lead a 'Closing' button sent to the create form (name, phone, source, contact). */
export const getClosingLead = (leadId: number) => get<ClosingLead>('/lead/detail', { lead_id: leadId }, { silent: true });
