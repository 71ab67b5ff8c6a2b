import type { partnerPaymentDetail } from '@bo/contract';
import type { z } from 'zod';
import { get } from '../../../../api/client';

export type SalesPaymentDetail = z.infer<typeof partnerPaymentDetail>;

/** GET /partner/payment_detail: an order's payment (paid, remaining, method, destination account) and the configured payment note. */
export const getPaymentDetail = (id: number) => get<SalesPaymentDetail>('/partner/payment_detail', { id });
