import type { BankMovementRow, BankTransSummary } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { downloadFile } from '../../../components/resource/resource-transfer';
import { createQueryKeys } from '../../../lib/query-keys';

export const bankTransKeys = createQueryKeys('bank_trans');

/** The answer types are the contract's (the server checks its answers against them). */
export type { BankAccountBalance, BankMovementRow, BankTransSummary } from '@bo/contract';

/** The Kas & Bank filter: the period in days, one account (none = all, -1 = without an account), direction, search. */
export interface BankFilters {
  date_start: string;
  date_end: string;
  kasbank_id?: number | null;
  direction?: 'in' | 'out' | null;
  search?: string;
}
export interface Paging {
  page: number;
  perPage: number;
}

const body = (f: BankFilters, extra: Record<string, unknown> = {}) => {
  const out: Record<string, unknown> = { ...extra };
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== null && v !== '') out[k] = v;
  return out;
};

/** POST /bank_trans/summary: every account's opening, in, out and closing of the period, and the totals. */
export const useBankSummary = (f: BankFilters) =>
  useQuery({
    queryKey: bankTransKeys.item('summary', f),
    queryFn: () => post<BankTransSummary>('/bank_trans/summary', body(f)),
    placeholderData: keepPreviousData,
  });

/** POST /bank_trans/list: one page of the period's movements with the account's balance after each. */
export const useBankMovements = (f: BankFilters, paging: Paging) =>
  useQuery({
    queryKey: bankTransKeys.list({ ...f, ...paging }),
    queryFn: () => post<{ data: BankMovementRow[]; total: number; page: number; perPage: number }>('/bank_trans/list', body(f, { ...paging })),
    placeholderData: keepPreviousData,
  });

/** POST /bank_trans/excel (movements) or /bank_trans/excel_summary (balances): saves the file and answers its name. */
export const exportBank = (kind: 'movements' | 'summary', f: BankFilters) =>
  downloadFile('POST', kind === 'movements' ? '/bank_trans/excel' : '/bank_trans/excel_summary', body(f));
