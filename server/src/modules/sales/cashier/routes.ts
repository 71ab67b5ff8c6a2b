import {
  CASHIER_SHIFT_STATUS_LABEL,
  cashierShiftCloseBody,
  cashierShiftCurrent,
  cashierShiftListFilters,
  cashierShiftOpenBody,
  cashierShiftRow,
  cashierShiftSummary,
  cashierShiftSummaryQuery,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { validationError } from '../../../platform/errors.js';
import { listQuerySchema } from '../../../platform/list.js';
import { listAnswer } from '../../../platform/openapi.js';
import { closeCashierShift } from './commands/close-cashier-shift.js';
import { openCashierShift } from './commands/open-cashier-shift.js';
import { cashierShiftSummary as readSummary, currentCashierShift, listCashierShifts } from './queries.js';

const tags = ['Kasir'];
const access = { permission: 'cashier' } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();
const FILTER_KEYS = Object.keys(cashierShiftListFilters.shape) as (keyof typeof cashierShiftListFilters.shape)[];

/** The list query of a body: the filters from the top level or columnFilters, checked by the contract (422 at the field). */
function shiftListQuery(body: z.infer<typeof listBody>) {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const raw: Record<string, unknown> = {};
  for (const k of FILTER_KEYS) raw[k] = b[k] ?? b.columnFilters?.[k];
  const parsed = cashierShiftListFilters.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const i of parsed.error.issues) (errors[String(i.path[0])] ??= []).push(i.message);
    throw validationError(errors);
  }
  const columnFilters: Record<string, string> = {};
  for (const [k, v] of Object.entries(parsed.data)) if (v !== undefined) columnFilters[k] = String(v);
  return { page: b.page, perPage: b.perPage, sort: b.sort, columnFilters };
}

/**
 * Penjualan > Kasir: the cashier's shift sessions (extra calls: the catalogue has none). Sales of the
 * cashier page are /purchase_order/add_stored with is_pos = 1 and the session's shift_id.
 */
export function registerCashierRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/kasir/shift/open',
    access,
    tags,
    summary: 'Membuka sesi shift kasir (shift master, gudang, kas awal dihitung); satu sesi terbuka per kasir',
    body: cashierShiftOpenBody,
    data: z.object({ shift_id: z.number().int() }),
    handler: async ({ tx, auth, body }) => ok(await openCashierShift(tx, auth, body), 'Shift berhasil dibuka'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/kasir/shift/close',
    access,
    tags,
    summary:
      'Menutup sesi shift sendiri dengan kas akhir dihitung; kas seharusnya = kas awal + uang tunai diterima − kembalian; selisih = dihitung − seharusnya',
    body: cashierShiftCloseBody,
    data: z.object({ shift_id: z.number().int(), expected_cash: z.number(), closing_cash: z.number(), cash_difference: z.number() }),
    handler: async ({ tx, auth, body }) => ok(await closeCashierShift(tx, auth, body), 'Shift berhasil ditutup'),
  });
  defineCall(app, {
    method: 'GET',
    url: '/kasir/shift/current',
    access,
    tags,
    summary: 'Sesi shift kasir yang sedang terbuka milik pengguna (null bila tidak ada) dengan angka penjualannya, dan shift master aktif',
    data: cashierShiftCurrent,
    handler: async ({ tx, auth }) => ok(await currentCashierShift(tx, auth)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/kasir/shift/list',
    access,
    tags,
    summary: `Daftar sesi shift kasir (milik sendiri; grup superuser: semua kasir); filter date_start, date_end (tanggal buka), status ${Object.keys(CASHIER_SHIFT_STATUS_LABEL).join('/')}, gudang_id, user_id`,
    body: listBody,
    data: listAnswer(cashierShiftRow),
    handler: async ({ tx, auth, body }) => ok(await listCashierShifts(tx, auth, shiftListQuery(body))),
  });
  defineCall(app, {
    method: 'GET',
    url: '/kasir/shift/summary',
    access,
    tags,
    summary: 'Ringkasan sesi shift: penjualan, tunai diterima, kembalian, kas seharusnya, selisih dan penjualan per metode pembayaran',
    query: cashierShiftSummaryQuery,
    data: cashierShiftSummary,
    handler: async ({ tx, auth, query }) => ok(await readSummary(tx, auth, query.shift_id)),
  });
}
