import type { DashboardFilter } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError, forbidden } from '../../../platform/errors.js';
import { checkWarehouse, warehouseScope } from '../../../platform/warehouse-scope.js';
import { addDays } from '../facts/period.js';
import { isReportPartner, periodOf, realDay } from '../report-filter.js';

/*
 * What every dashboard call reads first: its period (date_start..date_end, default this month up to
 * today, WIB), its warehouses (gudang_id, or every warehouse the user may see: group 6 only its own)
 * and who asks (a partner gets only its own orders, never company figures).
 */

export const monthStart = (day: string) => `${day.slice(0, 8)}01`;
/** The first day of the month `n` months after `day`'s (n may be negative). */
export function addMonths(day: string, n: number): string {
  const total = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}-01`;
}
/** The last day of `day`'s month. */
export const monthEnd = (day: string) => addDays(addMonths(day, 1), -1);

export interface DashboardScope {
  start: string;
  end: string;
  /** The warehouse chosen, or undefined for every visible warehouse. */
  gudangId?: number;
  /** The warehouses of the figures: `column` is the warehouse id column of the query. */
  warehouses: (column: SQL) => SQL;
  partner: boolean;
  userId: number;
}

/**
 * Reads the common filters: checks the days (422 at date_start/date_end), the order of the period and
 * the warehouse against the user's scope (422 at gudang_id). `month` (YYYY-MM) replaces the period by
 * that calendar month.
 */
export async function dashboardScope(tx: Tx, actor: Actor, f: DashboardFilter & { month?: string } = {}): Promise<DashboardScope> {
  let start: string;
  let end: string;
  if (f.month) {
    start = `${f.month}-01`;
    if (!realDay(start)) throw fieldError('month', 'Bulan tidak valid');
    end = monthEnd(start);
  } else {
    // The reports' one period rule (real days, order, at most ten years; default this month up to today).
    ({ start, end } = periodOf(f));
  }
  const gudangId = f.gudang_id ? Number(f.gudang_id) : undefined;
  if (gudangId) await checkWarehouse(tx, actor, gudangId, 'gudang_id');
  return {
    start,
    end,
    gudangId,
    warehouses: (column: SQL) => (gudangId ? sql`(${warehouseScope(actor, column)} and ${column} = ${gudangId})` : warehouseScope(actor, column)),
    partner: isReportPartner(actor),
    userId: actor.userId,
  };
}

/** A widget of company figures: a partner is refused even when a privilege was granted to its group. */
export async function companyScope(tx: Tx, actor: Actor, f: DashboardFilter & { month?: string } = {}) {
  if (isReportPartner(actor)) throw forbidden();
  return dashboardScope(tx, actor, f);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const WEEKDAYS = ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'];
/** "Nov 2026". */
export const monthLabel = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
/** "23 Nov". */
export const dayLabel = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
/** "Sen 23/11". */
export const weekdayLabel = (day: string) => `${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Every day of a period, both ends included. */
export function daysOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) out.push(d);
  return out;
}
/** The first day of every month from start's to end's. */
export function monthsOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let m = monthStart(start); m <= end; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** A bigint/numeric column as a safe JavaScript number (whole rupiah and quantities stay well below 2^53). */
export const n = (v: unknown) => Number(v ?? 0);
/** A numeric amount rounded to whole rupiah. */
export const rupiah = (v: unknown) => Math.round(Number(v ?? 0));
