import type { salesOrderDetail, salesOrderRow, salesOrderSaved } from '@bo/contract';
import type { z } from 'zod';
import { createQueryKeys } from '../../../../lib/query-keys';

/** Query keys of the customers' orders (the spec's purchase_order): lists, details, look-ups. */
export const salesOrderKeys = createQueryKeys('purchase_order');

export type SalesOrderRow = z.infer<typeof salesOrderRow>;
export type SalesOrderDetail = z.infer<typeof salesOrderDetail>;
export type SalesOrderSaved = z.infer<typeof salesOrderSaved>;
