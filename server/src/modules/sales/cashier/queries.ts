import { CASHIER_SHIFT_STATUS_LABEL, type CashierShiftRow, type CashierShiftSummary } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { notFound } from '../../../platform/errors.js';
import { type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';

/** Payment methods counted as cash in the drawer: 'cash' of SALES_PAYMENT_METHODS (a cashier sale's default), and 'tunai'/'kas' of sales stored before methods were checked. */
const cashSale = sql`lower(trim(coalesce(o.payment_method, 'cash'))) in ('cash', 'tunai', 'kas')`;

/**
 * The cashier sales of a session `s`: sales carrying it (sales_order.shift_id), and cashier sales
 * without a session made by its cashier in its warehouse while it was open (sales stored by a
 * client that does not send shift_id yet: the cash went into the same drawer). Cancelled and
 * deleted sales are left out.
 */
const sessionSales = (s: SQL) => sql`o.deleted_at is null and o.status <> 'dibatalkan' and (o.shift_id = ${s}.shift_id
  or (o.shift_id is null and o.is_pos = 1 and o.created_by = ${s}.user_id and o.gudang_id = ${s}.gudang_id
    and o.created_at >= ${s}.opened_at and (${s}.closed_at is null or o.created_at <= ${s}.closed_at)))`;

/** The session's figures worked out from its sales now (an open session's live figures, and what closing stores). */
export const liveFigures = (s: SQL) => sql`(select count(*)::int as sale_count, coalesce(sum(o.grand_total), 0)::float8 as sales_total,
    coalesce(sum(o.grand_total) filter (where ${cashSale}), 0)::float8 as cash_sales_total,
    coalesce(sum(o.cash_received) filter (where ${cashSale}), 0)::float8 as cash_received_total,
    coalesce(sum(o.cash_received - o.grand_total) filter (where ${cashSale}), 0)::float8 as change_total
  from sales_order o where ${sessionSales(s)})`;

const rowSelect = sql`s.shift_id, s.master_shift_id, s.shift_name, s.gudang_id, g.master_gudang_name, s.user_id, u.name as user_name, s.status,
  s.opening_cash::float8 as opening_cash, s.opening_note, s.opened_at, s.closing_cash::float8 as closing_cash, s.closing_note, s.closed_at,
  coalesce(s.sale_count, f.sale_count) as sale_count, coalesce(s.sales_total::float8, f.sales_total) as sales_total,
  coalesce(s.cash_sales_total::float8, f.cash_sales_total) as cash_sales_total, coalesce(s.cash_received_total::float8, f.cash_received_total) as cash_received_total,
  coalesce(s.change_total::float8, f.change_total) as change_total,
  coalesce(s.expected_cash::float8, s.opening_cash + f.cash_received_total - f.change_total) as expected_cash,
  s.cash_difference::float8 as cash_difference`;

/** A closed session answers what closing stored; only an open one works its figures out (lateral, so a list page reads just its rows' sales). */
const rowFrom = sql`cashier_shift s left join master_gudang g on g.master_gudang_id = s.gudang_id left join users u on u.id = s.user_id
  left join lateral (select * from ${liveFigures(sql`s`)} x where s.status = 'open') f on true`;

type RawRow = Omit<CashierShiftRow, 'status_label'>;
const shape = (r: RawRow): CashierShiftRow => ({
  ...r,
  shift_id: Number(r.shift_id),
  master_shift_id: Number(r.master_shift_id),
  gudang_id: Number(r.gudang_id),
  user_id: Number(r.user_id),
  sale_count: Number(r.sale_count ?? 0),
  sales_total: Number(r.sales_total ?? 0),
  cash_sales_total: Number(r.cash_sales_total ?? 0),
  cash_received_total: Number(r.cash_received_total ?? 0),
  change_total: Number(r.change_total ?? 0),
  expected_cash: Number(r.expected_cash ?? 0),
  status_label: CASHIER_SHIFT_STATUS_LABEL[r.status],
});

/** Who sees which sessions: a superuser-type group every cashier's; anyone else only their own (another's is 404). */
export const shiftScope = (actor: Actor) => (actor.groupType === 'superuser' ? sql`true` : sql`s.user_id = ${actor.userId}`);

/** Sales per payment method of a session. */
async function paymentsOf(tx: Tx, shiftId: number) {
  const r = await tx.execute(sql`select coalesce(nullif(o.payment_method, ''), 'cash') as payment_method, count(*)::int as sale_count,
      coalesce(sum(o.grand_total), 0)::float8 as total
    from cashier_shift s join sales_order o on ${sessionSales(sql`s`)}
    where s.shift_id = ${shiftId} group by 1 order by 1`);
  return (r.rows as { payment_method: string; sale_count: number; total: number }[]).map((p) => ({
    payment_method: p.payment_method,
    sale_count: Number(p.sale_count),
    total: Number(p.total),
  }));
}

/** GET /kasir/shift/summary: a session the actor may see with its figures and sales per payment method; 404 otherwise. */
export async function cashierShiftSummary(tx: Tx, actor: Actor, shiftId: number): Promise<CashierShiftSummary> {
  const r = await tx.execute(sql`select ${rowSelect} from ${rowFrom} where s.shift_id = ${shiftId} and ${shiftScope(actor)}`);
  if (!r.rows.length) throw notFound('Sesi shift tidak ditemukan');
  return { ...shape(r.rows[0] as RawRow), payments: await paymentsOf(tx, shiftId) };
}

/** The caller's open session id, if any. */
export async function openShiftIdOf(tx: Tx, userId: number): Promise<number | null> {
  const r = await tx.execute(sql`select shift_id from cashier_shift where user_id = ${userId} and status = 'open'`);
  return r.rows.length ? Number((r.rows[0] as { shift_id: number }).shift_id) : null;
}

/** GET /kasir/shift/current: the caller's open session with its figures (or null) and the active master shifts to open one with. */
export async function currentCashierShift(tx: Tx, actor: Actor) {
  const id = await openShiftIdOf(tx, actor.userId);
  const shifts = await tx.execute(sql`select shift_id, shift_name, shift_start, shift_end from master_shift where status = 1 order by shift_start, shift_name`);
  return {
    shift: id === null ? null : await cashierShiftSummary(tx, { ...actor, groupType: 'staff' }, id),
    master_shifts: (shifts.rows as { shift_id: number; shift_name: string; shift_start: string | null; shift_end: string | null }[]).map((s) => ({
      ...s,
      shift_id: Number(s.shift_id),
    })),
  };
}

const openedDate = sql`(s.opened_at at time zone 'Asia/Jakarta')::date`;
const listSpec: ListSpec = {
  filters: {
    status: { column: sql`s.status`, op: 'eq' },
    gudang_id: { column: sql`s.gudang_id`, op: 'eq' },
    user_id: { column: sql`s.user_id`, op: 'eq' },
    date_start: { column: openedDate, op: 'from' },
    date_end: { column: openedDate, op: 'to' },
  },
  sort: { shift_id: sql`s.shift_id`, opened_at: sql`s.opened_at`, closed_at: sql`s.closed_at`, cash_difference: sql`s.cash_difference` },
  defaultSort: { field: 'opened_at', type: 'desc' },
};

/** POST /kasir/shift/list: the sessions the actor may see, newest first. */
export async function listCashierShifts(tx: Tx, actor: Actor, query: ListQueryInput) {
  const page = await runList<RawRow>(tx, {
    spec: listSpec,
    query,
    select: rowSelect,
    from: rowFrom,
    where: shiftScope(actor),
    tiebreak: sql`s.shift_id desc`,
    countFrom: sql`cashier_shift s`,
  });
  return { ...page, data: page.data.map(shape) };
}
