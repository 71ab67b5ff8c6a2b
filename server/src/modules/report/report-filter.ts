import { GROUP_TYPE, jakartaToday } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import { fieldError } from '../../platform/errors.js';
import { checkWarehouse, warehouseScope } from '../../platform/warehouse-scope.js';
import { isPartner } from '../sales/order/commands/order-scope.js';
import type { SalesFactKind, SalesPeriod } from './facts/period.js';

/*
 * What the Bonus Sales, Produk Terlaris and Laba Kotor reports share: the period of a filter and the
 * rows of the sales facts a user may see (group 6: only its warehouses; a chosen warehouse is checked).
 */

/** At most this many days between a period's ends (ten years): every report and the dashboard. */
export const MAX_PERIOD_DAYS = 3_660;

/** Whether `d` is a real day written YYYY-MM-DD (no 2026-02-30). */
export function realDay(d: string): boolean {
  const t = Date.parse(`${d}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}

/**
 * Whether the actor is a partner: a user with mitra_data (group Sales) or of a mitra group. A partner sees
 * only its own sales in every report and on the dashboard (never company figures); the one rule of all scopes.
 */
export const isReportPartner = (actor: Actor) => isPartner(actor) || actor.groupType === GROUP_TYPE.mitra;

/**
 * The one period parser of the reports and the dashboard: date_start (default the first day of
 * date_end's month) to date_end (default `defaultEnd`, else today in WIB — jakartaToday). 422 at the
 * field for a day that does not exist, at date_start when reversed or longer than MAX_PERIOD_DAYS.
 */
export function periodOf(filter: { date_start?: string; date_end?: string }, defaultEnd?: string): SalesPeriod {
  const end = filter.date_end ?? defaultEnd ?? jakartaToday();
  if (!realDay(end)) throw fieldError('date_end', 'Tanggal tidak valid');
  const start = filter.date_start ?? `${end.slice(0, 8)}01`;
  if (!realDay(start)) throw fieldError('date_start', 'Tanggal tidak valid');
  if (start > end) throw fieldError('date_start', 'Tanggal mulai tidak boleh setelah tanggal akhir');
  if ((Date.parse(end) - Date.parse(start)) / 86_400_000 > MAX_PERIOD_DAYS) throw fieldError('date_start', 'Periode paling panjang 10 tahun');
  return { start, end };
}

/**
 * The condition on fact rows (alias `f`) for the user and the filter: the user's warehouses, the chosen
 * warehouse (checked: 422 at gudang_id when unknown or out of the user's reach) and the chosen seller;
 * a partner (group Sales) only its own sales, even when its group was granted the report (as Laporan
 * Penjualan's factWhere and the dashboard's companyScope).
 */
export async function factScope(tx: Tx, actor: Actor, filter: { gudang_id?: number; seller_id?: number }, alias = 'f'): Promise<SQL> {
  const col = (c: string) => sql.raw(`${alias}.${c}`);
  const parts: SQL[] = [warehouseScope(actor, col('gudang_id'))];
  if (isReportPartner(actor)) parts.push(sql`${col('seller_id')} = ${actor.userId}`);
  if (filter.gudang_id) {
    await checkWarehouse(tx, actor, filter.gudang_id, 'gudang_id');
    parts.push(sql`${col('gudang_id')} = ${filter.gudang_id}`);
  }
  if (filter.seller_id !== undefined) parts.push(sql`${col('seller_id')} = ${filter.seller_id}`);
  return sql.join(parts, sql` and `);
}

/**
 * The coarsest line facts factScope's condition may run on: 'variant' (no seller key, fewest rows)
 * unless it names the seller (a chosen seller, or a partner's own sales), then 'product'.
 */
export const lineFactKind = (actor: Actor, filter: { seller_id?: number }): SalesFactKind =>
  filter.seller_id !== undefined || isReportPartner(actor) ? 'product' : 'variant';

/** A seller's name: the user's, 'Tanpa sales' for orders without one (seller 0). */
export const sellerName = (idCol: SQL, nameCol: SQL) => sql`case when ${idCol} = 0 then 'Tanpa sales' else coalesce(${nameCol}, 'Pengguna #' || ${idCol}) end`;

/** YYYY-MM-DD of a stamp in the period's ISO form, for the sheets' file names. */
export const periodStamp = (p: SalesPeriod) => `${p.start.replace(/-/g, '')}-${p.end.replace(/-/g, '')}`;

/**
 * One page of a grouped query and the totals of all its rows (count as `total`), in one statement:
 * the groups are worked out once (a materialized CTE) for both.
 */
export async function pageAndTotals(tx: Tx, q: SQL, order: SQL, totals: SQL, paging: { page: number; perPage: number }) {
  const r = await tx.execute(sql`
    with x as materialized (${q}),
    p as (select x.*, row_number() over (order by ${order}) as row_no from x order by ${order} limit ${paging.perPage} offset ${(paging.page - 1) * paging.perPage})
    select (select to_json(t) from (select count(*)::int as total, ${totals} from x) t) as totals,
      (select coalesce(json_agg(to_json(p) order by p.row_no), '[]'::json) from p) as rows`);
  const row = r.rows[0] as { totals: unknown; rows: unknown };
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const rows = parse<Record<string, unknown>[]>(row.rows).map(({ row_no: _n, ...rest }) => rest);
  return { rows, totals: parse<Record<string, number>>(row.totals) };
}
