import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import { configKeys } from '../../../lib/query-keys';

/** GET /stock_reduction/get_config: the stock reduction switch ('' when never set). */
export const getStockReduction = async () =>
  (await get<{ configuration_value: string | null } | null>('/stock_reduction/get_config'))?.configuration_value ?? '';

export const stockReductionQueryOptions = () => queryOptions({ queryKey: configKeys.detail('stock_reduction'), queryFn: getStockReduction });

export const useStockReduction = () => useQuery(stockReductionQueryOptions());
