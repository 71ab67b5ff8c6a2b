import { z } from 'zod';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/*
 * Cashier shift sessions (Penjualan > Kasir): a cashier opens a session on a master shift
 * (shift_config) in a warehouse with the opening cash counted, makes cashier sales in it
 * (sales_order.shift_id), and closes it with the closing cash counted. Expected cash = opening cash
 * + cash received − change given in the session's cash sales (= opening + the cash sales' totals);
 * the difference = counted − expected (negative: cash short). Money in whole rupiah, typed the
 * Indonesian way ('100.000').
 */

const blankToUndefined = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : v);
const zeroIfBlank = (v: unknown) => (v === undefined || v === null || v === '' ? 0 : v);

/** Body of POST /kasir/shift/open. */
export const cashierShiftOpenBody = z.object({
  master_shift_id: field.id('Shift'),
  gudang_id: field.id('Gudang'),
  opening_cash: z.preprocess(zeroIfBlank, field.money('Kas awal')),
  opening_note: field.optText('Catatan buka shift', 500),
});
export type CashierShiftOpenBody = z.infer<typeof cashierShiftOpenBody>;

/** Body of POST /kasir/shift/close: the caller's open session, the cash counted in the drawer. */
export const cashierShiftCloseBody = z.object({
  shift_id: field.id('Sesi shift'),
  closing_cash: field.money('Kas akhir dihitung'),
  closing_note: field.optText('Catatan tutup shift', 500),
});
export type CashierShiftCloseBody = z.infer<typeof cashierShiftCloseBody>;

/** Query of GET /kasir/shift/summary. */
export const cashierShiftSummaryQuery = z.object({ shift_id: field.id('Sesi shift') });

/**
 * Filters of POST /kasir/shift/list (top level or in columnFilters) beside page/perPage: sessions
 * opened from date_start to date_end (dates in Asia/Jakarta), status open/closed, warehouse, and
 * user_id (a supervisor's view; a cashier sees only their own sessions unless they hold the
 * Tagihan page).
 */
export const cashierShiftListFilters = z.object({
  date_start: optDateField('Tanggal mulai'),
  date_end: optDateField('Tanggal akhir'),
  status: z.preprocess(blankToUndefined, z.enum(['open', 'closed'], { error: 'Status harus open atau closed' }).optional()),
  gudang_id: z.preprocess(blankToUndefined, field.id('Gudang').optional()),
  user_id: z.preprocess(blankToUndefined, field.id('Kasir').optional()),
});
export type CashierShiftListFilters = z.infer<typeof cashierShiftListFilters>;

const money = z.number();

/** A session as the calls answer it. Figures of an open session are worked out now; a closed one's are those stored at closing. */
export const cashierShiftRow = z.object({
  shift_id: z.number().int(),
  master_shift_id: z.number().int(),
  shift_name: z.string(),
  gudang_id: z.number().int(),
  master_gudang_name: z.string().nullable(),
  user_id: z.number().int(),
  user_name: z.string().nullable(),
  status: z.enum(['open', 'closed']),
  status_label: z.string(),
  opening_cash: money,
  opening_note: z.string().nullable(),
  opened_at: z.string(),
  closing_cash: money.nullable(),
  closing_note: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** Cashier sales of the session, their total, the cash ones' total, cash received and change given. */
  sale_count: z.number().int(),
  sales_total: money,
  cash_sales_total: money,
  cash_received_total: money,
  change_total: money,
  /** opening_cash + cash_received_total − change_total. */
  expected_cash: money,
  /** closing_cash − expected_cash (null while open). */
  cash_difference: money.nullable(),
});
export type CashierShiftRow = z.infer<typeof cashierShiftRow>;

/** GET /kasir/shift/summary: the session with its sales per payment method. */
export const cashierShiftSummary = cashierShiftRow.extend({
  payments: z.array(z.object({ payment_method: z.string(), sale_count: z.number().int(), total: money })),
});
export type CashierShiftSummary = z.infer<typeof cashierShiftSummary>;

/** GET /kasir/shift/current: the caller's open session (null when none) and the master shifts to open one with. */
export const cashierShiftCurrent = z.object({
  shift: cashierShiftSummary.nullable(),
  master_shifts: z.array(
    z.object({ shift_id: z.number().int(), shift_name: z.string(), shift_start: z.string().nullable(), shift_end: z.string().nullable() }),
  ),
});
export type CashierShiftCurrent = z.infer<typeof cashierShiftCurrent>;

export const CASHIER_SHIFT_STATUS_LABEL: Record<'open' | 'closed', string> = { open: 'Terbuka', closed: 'Ditutup' };
