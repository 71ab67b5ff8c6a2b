import type {
  LeadAddBody,
  leadDailyAnswer,
  leadDailyBySourceAnswer,
  leadDetail,
  leadRatioByAdminAnswer,
  leadRatioBySourceAnswer,
  leadRow,
  leadSaved,
} from '@bo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post, postJson } from '../../../../api/client';
import { createQueryKeys } from '../../../../lib/query-keys';
import { useList } from '../../../../lib/use-list';

export const leadKeys = createQueryKeys('lead');

export type LeadRow = z.infer<typeof leadRow>;
export type LeadDetail = z.infer<typeof leadDetail>;
export type LeadSaved = z.infer<typeof leadSaved>;
export type LeadDaily = z.infer<typeof leadDailyAnswer>;
export type LeadDailyBySource = z.infer<typeof leadDailyBySourceAnswer>;
export type LeadRatioBySource = z.infer<typeof leadRatioBySourceAnswer>;
export type LeadRatioByAdmin = z.infer<typeof leadRatioByAdminAnswer>;

/** Period and narrowing of the daily calculations and the ratios. */
export interface LeadRange {
  date_start?: string;
  date_end?: string;
  source?: string;
  admin_id?: number;
}

/** POST /lead/list with its filters. */
export const useLeads = (columnFilters: Record<string, unknown> = {}) => useList<LeadRow>(leadKeys, '/lead/list', { perPage: 20, columnFilters });

/** GET /lead/detail?code or ?lead_id: the lead and the orders made from it (the create-order page may call it with lead_id). */
export const getLead = (key: { code?: string; lead_id?: number }) => get<LeadDetail>('/lead/detail', key);
export const useLead = (code: string | null) =>
  useQuery({ queryKey: leadKeys.detail(code ?? ''), queryFn: () => getLead({ code: code ?? '' }), enabled: code !== null });

/** Saves a lead: /lead/validation_add then /lead/add_stored. */
export async function addLead(body: Partial<LeadAddBody>) {
  await postJson('/lead/validation_add', body as Record<string, unknown>);
  return postJson<LeadSaved>('/lead/add_stored', body as Record<string, unknown>);
}

export function useAddLead() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: addLead, onSuccess: () => qc.invalidateQueries({ queryKey: leadKeys.all }) });
}

const clean = (r: LeadRange) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, unknown>;

function useRangeCall<T>(path: string, range: LeadRange, enabled = true) {
  return useQuery({
    queryKey: leadKeys.item(path, clean(range)),
    queryFn: () => post<T>(path, clean(range)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** POST /lead/kalkulasi_harian_lead and …_closing: counts per day. */
export const useDailyLeads = (r: LeadRange) => useRangeCall<LeadDaily>('/lead/kalkulasi_harian_lead', r);
export const useDailyClosings = (r: LeadRange) => useRangeCall<LeadDaily>('/lead/kalkulasi_harian_closing', r);
/** POST /lead/kalkulasi_harian_lead_by_source and …_closing_by_source: counts per day and source. */
export const useDailyLeadsBySource = (r: LeadRange, enabled = true) => useRangeCall<LeadDailyBySource>('/lead/kalkulasi_harian_lead_by_source', r, enabled);
export const useDailyClosingsBySource = (r: LeadRange, enabled = true) =>
  useRangeCall<LeadDailyBySource>('/lead/kalkulasi_harian_closing_by_source', r, enabled);
/** POST /lead/ratio_by_source and /lead/ratio_by_admin. */
export const useRatioBySource = (r: LeadRange) => useRangeCall<LeadRatioBySource>('/lead/ratio_by_source', r);
export const useRatioByAdmin = (r: LeadRange) => useRangeCall<LeadRatioByAdmin>('/lead/ratio_by_admin', r);

export interface LeadOptions {
  admins: { admin_id: number; admin_name: string }[];
  members: { member_id: number; member_name: string; member_phone: string | null }[];
}
/** GET /lead/options: admins/CS and contacts matching a search. */
export const fetchLeadOptions = (search = '') => get<LeadOptions>('/lead/options', { search });
export const useLeadAdmins = () =>
  useQuery({ queryKey: leadKeys.item('admins'), queryFn: () => fetchLeadOptions(''), staleTime: 60_000, select: (d) => d.admins });
