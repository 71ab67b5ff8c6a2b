import type { MarginAnswer } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { post } from '../../../../api/client';
import { createQueryKeys } from '../../../../lib/query-keys';

export const marginKeys = createQueryKeys('report_margin');

/** POST /report/margin/list: revenue, cost, margin per group, with totals. */
export const useMargins = (body: Record<string, unknown>) =>
  useQuery({
    queryKey: marginKeys.list({ call: 'list', ...body }),
    queryFn: () => post<MarginAnswer>('/report/margin/list', body),
    placeholderData: keepPreviousData,
  });
