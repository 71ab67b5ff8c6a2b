import type { BonusDetailAnswer, BonusRuleRow, BonusRuleSave, BonusSalesAnswer } from '@bo/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../../api/client';
import { createQueryKeys } from '../../../../lib/query-keys';

export const bonusKeys = createQueryKeys('report_bonus');

/** POST /report/bonus/sales: each seller's net sales, rule and bonus over the period. */
export const useBonusSales = (body: Record<string, unknown>) =>
  useQuery({
    queryKey: bonusKeys.list({ call: 'sales', ...body }),
    queryFn: () => post<BonusSalesAnswer>('/report/bonus/sales', body),
    placeholderData: keepPreviousData,
  });

/** POST /report/bonus/sales/detail: one seller's invoices with their bonus. */
export const useBonusDetail = (body: Record<string, unknown>, enabled: boolean) =>
  useQuery({
    queryKey: bonusKeys.list({ call: 'detail', ...body }),
    queryFn: () => post<BonusDetailAnswer>('/report/bonus/sales/detail', body),
    placeholderData: keepPreviousData,
    enabled,
  });

/** POST /report/bonus/rule/list: the bonus rules. */
export const useBonusRules = () =>
  useQuery({ queryKey: bonusKeys.item('rules'), queryFn: () => post<{ data: BonusRuleRow[] }>('/report/bonus/rule/list', {}) });

/** GET /member/type: member types for the rule editor. */
export const useMemberTypes = () =>
  useQuery({ queryKey: bonusKeys.item('member_types'), queryFn: () => get<{ member_type_id: number; member_type_name: string }[]>('/member/type') });

/** POST /report/bonus/rule/save and /report/bonus/rule/delete: the superuser's rule changes; the report is read again after. */
export function useBonusRuleChanges() {
  const qc = useQueryClient();
  const done = () => qc.invalidateQueries({ queryKey: bonusKeys.all });
  return {
    save: useMutation({ mutationFn: (body: Partial<BonusRuleSave>) => post('/report/bonus/rule/save', body as Record<string, unknown>), onSuccess: done }),
    remove: useMutation({ mutationFn: (id: number) => post('/report/bonus/rule/delete', { bonus_rule_id: id }), onSuccess: done }),
  };
}
