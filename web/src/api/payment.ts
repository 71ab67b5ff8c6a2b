import type {
  PaymentAttachment,
  PaymentCsSubmitBody,
  PaymentInvoiceOrderAnswer,
  PaymentMultipleSaved,
  PaymentRow,
  PaymentSaved,
  PaymentView,
} from '@bo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile, postMultipart } from '../components/resource/resource-transfer';
import { createQueryKeys } from '../lib/query-keys';
import { useList } from '../lib/use-list';
import { get, post, postJson } from './client';

/**
 * The customer payment calls (server/src/modules/payment), shared by the Tagihan Pelanggan page
 * (features/payment) and the Tagihan drawer (features/sales/order): a feature never imports another.
 * The answer types are the contract's (the server checks its answers against them).
 */
export const paymentKeys = createQueryKeys('payment');
/** The Tagihan lists and details read what payments record (paid, still due, Lunas). */
const orderKeys = createQueryKeys('purchase_order');

export type { PaymentAttachment, PaymentDetailAnswer, PaymentInvoiceOrderDocument, PaymentRow, PaymentView } from '@bo/contract';

/** POST /payment/list (single payments) or /payment/list_multiple (several invoices in one transfer). */
export const usePaymentList = (multiple = false, baseFilters: Record<string, unknown> = {}) =>
  useList<PaymentRow>(paymentKeys, multiple ? '/payment/list_multiple' : '/payment/list', {
    perPage: 20,
    // the single tab lists single payments only (a multi-invoice payment has its own tab)
    columnFilters: multiple ? baseFilters : { is_multiple: 0, ...baseFilters },
  });

/** The payments recorded against one invoice, in every state (the Tagihan drawer). */
export const useOrderPayments = (orderId: number | null) =>
  useQuery({
    queryKey: paymentKeys.item('order', orderId),
    queryFn: async () =>
      (await post<{ data: PaymentRow[] }>('/payment/list', { columnFilters: { order_id: orderId }, page: 1, perPage: 50 }, { silent: true })).data,
    enabled: orderId !== null,
  });

/** GET /payment/view: the payment, what each invoice still owes, proofs, state history, allowed moves. */
export const getPayment = (id: number) => get<PaymentView>('/payment/view', { payment_id: id });
export const usePayment = (id: number | null) => useQuery({ queryKey: paymentKeys.detail(id ?? 0), queryFn: () => getPayment(id ?? 0), enabled: id !== null });

/** Where a stored proof's bytes are (behind the bearer token: AuthImage or fetchBlob). */
export const attachmentUrl = (id: number) => `/payment/attachment?attachment_id=${id}`;

/** POST /payment/upload_attachment (multipart `file`): a proof stored before the payment that takes it. */
export const uploadPaymentAttachment = async (file: File) =>
  (await postMultipart<PaymentAttachment>('/payment/upload_attachment', { file_name: file.name }, { file })).data;

/** The body as sent: amounts as numbers, the proofs as a list. */
const form = (b: object) => b as Record<string, unknown>;

function useInvalidating<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: paymentKeys.all }), qc.invalidateQueries({ queryKey: orderKeys.all })]),
  });
}

/** 'Kirim Bukti Bayar': cs_submit_validation, then cs_submit_stored with one Idempotency-Key per press. */
export const useCsSubmitPayment = () =>
  useInvalidating(async ({ body, key }: { body: Partial<PaymentCsSubmitBody>; key: string }) => {
    await postJson('/payment/cs_submit_validation', form(body));
    return postJson<PaymentSaved>('/payment/cs_submit_stored', form(body), { idempotencyKey: key });
  });

export type PaymentMove = 'approve' | 'reject' | 'delete' | 'void';

/**
 * A move of the payment machine. Single payments: finance_submit_* (approve, reject with reason),
 * delete_*; multi-invoice ones: approval_finance_order_multiple_*, delete_finance_order_multiple_*.
 * 'void' (Tandai Belum Lunas of that payment alone) is finance_submit's action void (single payments).
 */
async function movePayment(v: { row: Pick<PaymentRow, 'payment_id' | 'is_multiple'>; action: PaymentMove; reason?: string }) {
  const { row, action, reason } = v;
  const multi = row.is_multiple === 1;
  if (action === 'delete') {
    const base = multi ? '/payment/delete_finance_order_multiple' : '/payment/delete';
    await postJson(`${base}_validation`, { payment_id: row.payment_id });
    return postJson<PaymentSaved>(`${base}_stored`, { payment_id: row.payment_id });
  }
  const body = { payment_id: row.payment_id, action, reason };
  const base = multi ? '/payment/approval_finance_order_multiple' : '/payment/finance_submit';
  await postJson(`${base}_validation`, body);
  return postJson<PaymentSaved>(`${base}_stored`, body);
}
export const useMovePayment = () => useInvalidating(movePayment);

/** Excel of the payments (generate_excel) or of the invoices with paid and still due (generate_excel_order). */
export const exportPayments = (columnFilters: Record<string, unknown>) => downloadFile('POST', '/payment/generate_excel', { columnFilters });
export const exportPaymentOrders = (columnFilters: Record<string, unknown>) => downloadFile('POST', '/payment/generate_excel_order', { columnFilters });

/** Payment methods (needs_bank asks for a Kas & Bank account) and the active accounts, as the Tagihan form reads them. */
export const usePaymentMethodOptions = () =>
  useQuery({
    queryKey: orderKeys.item('komponen-payment'),
    queryFn: () => get<{ value: string; label: string; needs_bank: boolean }[]>('/purchase_order/komponen/payment', undefined, { silent: true }),
    staleTime: 5 * 60_000,
  });
export const useBankOptions = (enabled = true) =>
  useQuery({
    queryKey: orderKeys.item('komponen-bank'),
    queryFn: () => get<{ value: number; label: string }[]>('/purchase_order/komponen/bank', undefined, { silent: true }),
    staleTime: 60_000,
    enabled,
  });

/** GET /payment/list_invoice_order: a customer's open invoices (what each still owes, what awaits verification) and credit. */
export const useInvoiceOrders = (orderVendorId: number | null) =>
  useQuery({
    queryKey: paymentKeys.item('invoice-order', orderVendorId),
    queryFn: () => get<PaymentInvoiceOrderAnswer>('/payment/list_invoice_order', { order_vendor_id: orderVendorId, type: 'customer' }),
    enabled: orderVendorId !== null,
  });

/** 'Catat Pembayaran Gabungan': finance_order_multiple_validation then _stored (JSON: details as a list, proofs as attachment_ids). */
export const useSaveMultiplePayment = () =>
  useInvalidating(async ({ body, key }: { body: Record<string, unknown>; key: string }) => {
    await postJson('/payment/finance_order_multiple_validation', body);
    return postJson<PaymentMultipleSaved>('/payment/finance_order_multiple_stored', body, { idempotencyKey: key });
  });

/**
 * Customers by name or phone: /member/index for holders of Kontak; else (finance has no Kontak) the
 * customers of unpaid invoices matching the search on the Tagihan list (/purchase_order/list).
 */
export async function searchPaymentCustomers(search: string, viaKontak: boolean): Promise<{ value: number; label: string }[]> {
  if (viaKontak) {
    type Member = { member_id: number; member_name: string; member_phone: string | null };
    const r = await post<{ data: Member[] }>('/member/index', { columnFilters: search ? { search } : {}, page: 1, perPage: 30 }, { silent: true });
    return r.data.map((m) => ({ value: m.member_id, label: m.member_phone ? `${m.member_name} (${m.member_phone})` : m.member_name }));
  }
  type Order = { member_id: number | null; customer_name: string | null; customer_phone?: string | null };
  const r = await post<{ data: Order[] }>('/purchase_order/list', { columnFilters: { search, is_paid: 0 }, page: 1, perPage: 100 }, { silent: true });
  const seen = new Map<number, string>();
  for (const o of r.data)
    if (o.member_id && !seen.has(o.member_id)) seen.set(o.member_id, o.customer_phone ? `${o.customer_name} (${o.customer_phone})` : (o.customer_name ?? '-'));
  return [...seen].map(([value, label]) => ({ value, label }));
}
