import type { ListResult, LeadRow } from '@bo/contract';
import { post } from '../../../../api/client';

/**
 * The lead a 'Closing' button sent to the create form (?lead_id=&member_id=): POST /lead/list
 * narrowed to its contact over every date, the row with that lead_id (name, phone, contact).
 */
export async function getClosingLead(leadId: number, memberId?: number): Promise<LeadRow | undefined> {
  const columnFilters: Record<string, unknown> = { date_start: '2000-01-01', date_end: '2100-12-31' };
  if (memberId) columnFilters.member_id = memberId;
  for (let page = 1; page <= 5; page++) {
    const r = await post<ListResult<LeadRow>>('/lead/list', { columnFilters, page, perPage: 100 }, { silent: true });
    const hit = r.data.find((l) => l.lead_id === leadId);
    if (hit || r.data.length < 100) return hit;
  }
  return undefined;
}
