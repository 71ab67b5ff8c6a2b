import type { BestsellerAnswer } from '@bo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { post } from '../../../../api/client';
import { createQueryKeys } from '../../../../lib/query-keys';

export const bestsellerKeys = createQueryKeys('report_bestseller');

/** POST /report/bestseller/list: variants ranked by net quantity or net revenue, with totals. */
export const useBestsellers = (body: Record<string, unknown>) =>
  useQuery({
    queryKey: bestsellerKeys.list({ call: 'list', ...body }),
    queryFn: () => post<BestsellerAnswer>('/report/bestseller/list', body),
    placeholderData: keepPreviousData,
  });
