import { LEAD_RANGE_MAX_DAYS, LEAD_SOURCES, type LeadRangeBody, leadSourceLabel, jakartaToday } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag, fieldError, notFound } from '../../../platform/errors.js';
import { type ListQueryInput, type ListSpec, runList } from '../../../platform/list.js';
import { usableMemberScope } from '../../master/member/queries.js';

/**
 * The leads an actor may see: a partner user (mitra) only the leads handled by them, everyone else
 * every lead of the company (row-level security keeps other companies out).
 */
export const leadScope = (actor: Actor, alias = sql`l`): SQL => (actor.groupType === 'mitra' ? sql`${alias}.admin_id = ${actor.userId}` : sql`true`);

/** An order that closes its lead: neither cancelled nor deleted. */
export const closingOrder = (alias: SQL) => sql`${alias}.status <> 'dibatalkan' and ${alias}.deleted_at is null`;

/** The first closing order of each lead (date, then id), if any. */
const closingJoin = sql`left join lateral (select so.order_id, so.invoice_number, so.order_date from sales_order so
  where so.lead_id = l.lead_id and ${closingOrder(sql`so`)} order by so.order_date, so.order_id limit 1) c on true`;

const leadFrom = sql`lead l ${closingJoin}
  left join users a on a.id = l.admin_id left join users cb on cb.id = l.created_by
  left join master_member mm on mm.member_id = l.member_id`;

const leadSelect = sql`l.lead_id, l.lead_code, to_char(l.lead_date, 'YYYY-MM-DD') as lead_date, l.lead_name, l.lead_phone, l.source,
  l.admin_id, a.name as admin_name, l.product_interest, l.note, l.member_id, mm.member_name,
  (c.order_id is not null)::int as is_closed, c.order_id as closing_order_id, c.invoice_number as closing_invoice_number,
  to_char(c.order_date, 'YYYY-MM-DD') as closing_date, cb.name as created_by_name, l.created_at`;

const leadListSpec: ListSpec = {
  filters: {
    date_start: { column: sql`l.lead_date`, op: 'from' },
    date_end: { column: sql`l.lead_date`, op: 'to' },
    source: { column: sql`l.source`, op: 'eq' },
    admin_id: { column: sql`l.admin_id`, op: 'eq' },
    member_id: { column: sql`l.member_id`, op: 'eq' },
    is_closed: { column: sql`(c.order_id is not null)::int`, op: 'eq' },
    lead_code: { column: sql`l.lead_code`, op: 'contains' },
  },
  search: [sql`l.lead_code`, sql`l.lead_name`, sql`coalesce(l.lead_phone, '')`, sql`coalesce(l.product_interest, '')`],
  sort: {
    lead_id: sql`l.lead_id`,
    lead_code: sql`l.lead_code`,
    lead_date: sql`l.lead_date`,
    lead_name: sql`lower(l.lead_name)`,
    source: sql`l.source`,
    admin_name: sql`lower(a.name)`,
    closing_date: sql`c.order_date`,
  },
  defaultSort: { field: 'lead_id', type: 'desc' },
};

const nullableInt = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const shapeLead = (r: Record<string, unknown>) => ({
  lead_id: Number(r.lead_id),
  lead_code: String(r.lead_code),
  lead_date: String(r.lead_date),
  lead_name: String(r.lead_name),
  lead_phone: (r.lead_phone as string | null) ?? null,
  source: r.source as (typeof LEAD_SOURCES)[number]['value'],
  source_label: leadSourceLabel(String(r.source)),
  admin_id: Number(r.admin_id),
  admin_name: (r.admin_name as string | null) ?? null,
  product_interest: (r.product_interest as string | null) ?? null,
  note: (r.note as string | null) ?? null,
  member_id: nullableInt(r.member_id),
  member_name: (r.member_name as string | null) ?? null,
  is_closed: Number(r.is_closed),
  closing_order_id: nullableInt(r.closing_order_id),
  closing_invoice_number: (r.closing_invoice_number as string | null) ?? null,
  closing_date: (r.closing_date as string | null) ?? null,
  created_by_name: (r.created_by_name as string | null) ?? null,
  created_at: r.created_at instanceof Date ? r.created_at.toISOString() : String(r.created_at),
});

/** POST /lead/list: one page of the leads the actor may see, each with its closing order (if any). */
export async function listLeads(tx: Tx, actor: Actor, query: ListQueryInput) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: leadListSpec,
    query,
    select: leadSelect,
    from: leadFrom,
    where: leadScope(actor),
    tiebreak: sql`l.lead_id`,
    count: 'estimated',
  });
  return { ...page, data: page.data.map(shapeLead) };
}

/** GET /lead/detail?code (or ?lead_id): a lead the actor may see (404 otherwise) and every order made from it. */
export async function leadDetail(tx: Tx, actor: Actor, key: { code?: string; lead_id?: number }) {
  if (key.code === undefined && key.lead_id === undefined) throw fieldError('code', 'Kode lead wajib diisi');
  const by = sql.join(
    [
      ...(key.code !== undefined ? [sql`l.lead_code = ${key.code}`] : []),
      ...(key.lead_id !== undefined ? [sql`l.lead_id = ${key.lead_id}`] : []),
      leadScope(actor),
    ],
    sql` and `,
  );
  const r = await tx.execute(sql`select ${leadSelect} from ${leadFrom} where ${by}`);
  const row = r.rows[0] as Record<string, unknown> | undefined;
  if (!row) throw notFound('Lead tidak ditemukan');
  const orders = await tx.execute(sql`select so.order_id, so.invoice_number, to_char(so.order_date, 'YYYY-MM-DD') as order_date, so.status,
      so.grand_total::float8 as grand_total, so.is_paid::int as is_paid
    from sales_order so where so.lead_id = ${Number(row.lead_id)} and so.deleted_at is null order by so.order_date, so.order_id`);
  return {
    ...shapeLead(row),
    orders: (orders.rows as Record<string, unknown>[]).map((o) => ({
      order_id: Number(o.order_id),
      invoice_number: String(o.invoice_number),
      order_date: String(o.order_date),
      status: String(o.status),
      grand_total: Number(o.grand_total),
      is_paid: Number(o.is_paid),
    })),
  };
}

/**
 * For the sales order commands: the lead an order may refer to (lead_id of the order's add body),
 * visible to the actor (a partner only their own), with what the order can take from it; undefined
 * when there is none (the caller answers 422 on lead_id).
 */
export async function leadForOrder(tx: Tx, actor: Actor, leadId: number) {
  const r = await tx.execute(sql`select l.lead_id, l.lead_code, l.lead_name, l.lead_phone, l.member_id, l.admin_id from lead l
    where l.lead_id = ${leadId} and ${leadScope(actor)}`);
  const row = r.rows[0] as Record<string, unknown> | undefined;
  if (!row) return undefined;
  return {
    lead_id: Number(row.lead_id),
    lead_code: String(row.lead_code),
    lead_name: String(row.lead_name),
    lead_phone: (row.lead_phone as string | null) ?? null,
    member_id: nullableInt(row.member_id),
    admin_id: Number(row.admin_id),
  };
}

const addDays = (d: string, n: number) => {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + n);
  return t.toISOString().slice(0, 10);
};
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

export interface LeadRange {
  start: string;
  end: string;
  /** Conditions on the lead `l` (scope, source, admin). */
  leadWhere: SQL;
}

/**
 * The period and conditions of a calculation: by default the 30 days up to today (WIB), or from
 * date_start for 30 days; the end not before the start, at most LEAD_RANGE_MAX_DAYS days (422 at
 * the field). Source and admin narrow the leads; a partner sees only their own.
 */
export async function leadRange(_tx: Tx, actor: Actor, body: LeadRangeBody): Promise<LeadRange> {
  const bag = new ErrorBag();
  let end = body.date_end;
  let start = body.date_start;
  if (!end) end = start ? addDays(start, 29) : jakartaToday();
  if (!start) start = addDays(end, -29);
  if (end < start) bag.add('date_end', 'Tanggal akhir tidak boleh sebelum tanggal mulai');
  else if (daysBetween(start, end) + 1 > LEAD_RANGE_MAX_DAYS) bag.add('date_start', `Periode maksimal ${LEAD_RANGE_MAX_DAYS} hari`);
  bag.throwIfAny();
  const parts: SQL[] = [leadScope(actor)];
  if (body.source) parts.push(sql`l.source = ${body.source}`);
  if (body.admin_id !== undefined) parts.push(sql`l.admin_id = ${body.admin_id}`);
  return { start, end, leadWhere: sql.join(parts, sql` and `) };
}

/** The days of a period, in order. */
const daysOf = (r: LeadRange) => Array.from({ length: daysBetween(r.start, r.end) + 1 }, (_, i) => addDays(r.start, i));

type Counted = { day: string; source: string; n: number };

/** Leads per day (and source) of the period: by the lead's date. */
async function leadCounts(tx: Tx, r: LeadRange): Promise<Counted[]> {
  const q = await tx.execute(sql`select to_char(l.lead_date, 'YYYY-MM-DD') as day, l.source, count(*)::int as n from lead l
    where l.lead_date between ${r.start} and ${r.end} and ${r.leadWhere} group by 1, 2`);
  return (q.rows as Counted[]).map((x) => ({ ...x, n: Number(x.n) }));
}

/** Closing orders per day (and the lead's source) of the period: orders referring to a lead, by the order's date. */
async function closingCounts(tx: Tx, r: LeadRange): Promise<Counted[]> {
  const q = await tx.execute(sql`select to_char(so.order_date, 'YYYY-MM-DD') as day, l.source, count(*)::int as n
    from sales_order so join lead l on l.lead_id = so.lead_id
    where so.order_date between ${r.start} and ${r.end} and ${closingOrder(sql`so`)} and ${r.leadWhere} group by 1, 2`);
  return (q.rows as Counted[]).map((x) => ({ ...x, n: Number(x.n) }));
}

function daily(r: LeadRange, counts: Counted[]) {
  const perDay = new Map<string, number>();
  for (const c of counts) perDay.set(c.day, (perDay.get(c.day) ?? 0) + c.n);
  const data = daysOf(r).map((date) => ({ date, total: perDay.get(date) ?? 0 }));
  return { date_start: r.start, date_end: r.end, total: data.reduce((s, d) => s + d.total, 0), data };
}

function dailyBySource(r: LeadRange, counts: Counted[], only?: string) {
  const sources = LEAD_SOURCES.filter((s) => !only || s.value === only);
  const cell = new Map<string, number>();
  for (const c of counts) cell.set(`${c.day}|${c.source}`, c.n);
  const data = daysOf(r).map((date) => {
    const row: { date: string; total: number } & Record<string, number | string> = { date, total: 0 };
    for (const s of sources) {
      const n = cell.get(`${date}|${s.value}`) ?? 0;
      row[s.value] = n;
      row.total += n;
    }
    return row as { date: string; total: number } & Record<string, number>;
  });
  const totals = sources.map((s) => ({
    source: s.value as string,
    label: s.label as string,
    total: data.reduce((sum, d) => sum + (d[s.value] as number), 0),
  }));
  return { date_start: r.start, date_end: r.end, total: data.reduce((s, d) => s + d.total, 0), sources: totals, data };
}

/** POST /lead/kalkulasi_harian_lead: leads per day of the period. */
export const dailyLeads = async (tx: Tx, actor: Actor, body: LeadRangeBody) => {
  const r = await leadRange(tx, actor, body);
  return daily(r, await leadCounts(tx, r));
};
/** POST /lead/kalkulasi_harian_lead_by_source: leads per day and source. */
export const dailyLeadsBySource = async (tx: Tx, actor: Actor, body: LeadRangeBody) => {
  const r = await leadRange(tx, actor, body);
  return dailyBySource(r, await leadCounts(tx, r), body.source);
};
/** POST /lead/kalkulasi_harian_closing: closing orders per day (order date). */
export const dailyClosings = async (tx: Tx, actor: Actor, body: LeadRangeBody) => {
  const r = await leadRange(tx, actor, body);
  return daily(r, await closingCounts(tx, r));
};
/** POST /lead/kalkulasi_harian_closing_by_source: closing orders per day and the lead's source. */
export const dailyClosingsBySource = async (tx: Tx, actor: Actor, body: LeadRangeBody) => {
  const r = await leadRange(tx, actor, body);
  return dailyBySource(r, await closingCounts(tx, r), body.source);
};

type RatioCounts = { leads: number; closings: number; ratio: number; closing_total: number };
const ratioOf = (leads: number, closings: number, total: number): RatioCounts => ({
  leads,
  closings,
  ratio: leads ? Math.round((closings * 10_000) / leads) / 100 : 0,
  closing_total: total,
});

/**
 * The leads of the period (by lead date) grouped by `key`: how many, how many of them are closed
 * (a closing order at any date), and the sum of their closing orders' grand totals.
 */
async function ratioRows(tx: Tx, r: LeadRange, key: SQL) {
  const q = await tx.execute(sql`select ${key} as k, count(*)::int as leads, count(*) filter (where o.n > 0)::int as closings,
      coalesce(sum(o.total), 0)::float8 as closing_total
    from lead l left join lateral (select count(*)::int as n, sum(so.grand_total) as total from sales_order so
      where so.lead_id = l.lead_id and ${closingOrder(sql`so`)}) o on true
    where l.lead_date between ${r.start} and ${r.end} and ${r.leadWhere} group by 1`);
  return q.rows as { k: string | number; leads: number; closings: number; closing_total: number }[];
}

const totalOf = (rows: RatioCounts[]) =>
  ratioOf(
    rows.reduce((s, x) => s + x.leads, 0),
    rows.reduce((s, x) => s + x.closings, 0),
    rows.reduce((s, x) => s + x.closing_total, 0),
  );

/** POST /lead/ratio_by_source: per source (every source, zero included), leads, closings, ratio and closing total. */
export async function ratioBySource(tx: Tx, actor: Actor, body: LeadRangeBody) {
  const r = await leadRange(tx, actor, body);
  const rows = new Map((await ratioRows(tx, r, sql`l.source`)).map((x) => [String(x.k), x]));
  const data = LEAD_SOURCES.filter((s) => !body.source || s.value === body.source).map((s) => {
    const x = rows.get(s.value);
    return { source: s.value as string, label: s.label as string, ...ratioOf(Number(x?.leads ?? 0), Number(x?.closings ?? 0), Number(x?.closing_total ?? 0)) };
  });
  return { date_start: r.start, date_end: r.end, total: totalOf(data), data };
}

/** POST /lead/ratio_by_admin: per admin/CS with leads in the period, leads, closings, ratio and closing total; most leads first. */
export async function ratioByAdmin(tx: Tx, actor: Actor, body: LeadRangeBody) {
  const r = await leadRange(tx, actor, body);
  const rows = await ratioRows(tx, r, sql`l.admin_id`);
  const ids = rows.map((x) => Number(x.k));
  const names = new Map<number, string>();
  if (ids.length) {
    const u = await tx.execute(sql`select id, name from users where id = any(${`{${ids.join(',')}}`}::int[])`);
    for (const x of u.rows as { id: number; name: string }[]) names.set(Number(x.id), x.name);
  }
  const data = rows
    .map((x) => ({
      admin_id: Number(x.k),
      admin_name: names.get(Number(x.k)) ?? null,
      ...ratioOf(Number(x.leads), Number(x.closings), Number(x.closing_total)),
    }))
    .sort((a, b) => b.leads - a.leads || b.closings - a.closings || (a.admin_name ?? '').localeCompare(b.admin_name ?? ''));
  return { date_start: r.start, date_end: r.end, total: totalOf(data), data };
}

/**
 * GET /lead/options (an added call): the admins/CS a lead can be given to (active members of the
 * company; a partner only themself) and up to 20 contacts the actor may use (`usableMemberScope`:
 * approved; a partner only its own) matching `search` (name or phone).
 */
export async function leadOptions(tx: Tx, actor: Actor, search: string) {
  const admins = await tx.execute(sql`select u.id, u.name from company_users m join users u on u.id = m.user_id
    where m.status = 1 ${actor.groupType === 'mitra' ? sql`and u.id = ${actor.userId}` : sql``} order by lower(u.name), u.id`);
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const members = await tx.execute(sql`select member_id, member_name, member_phone from master_member mm
    where ${usableMemberScope(actor)} and ${search ? sql`(member_name ilike ${like} or member_phone ilike ${like})` : sql`true`}
    order by lower(member_name), member_id limit 20`);
  return {
    admins: (admins.rows as { id: number; name: string }[]).map((a) => ({ admin_id: Number(a.id), admin_name: a.name })),
    members: (members.rows as { member_id: number; member_name: string; member_phone: string | null }[]).map((m) => ({
      member_id: Number(m.member_id),
      member_name: m.member_name,
      member_phone: m.member_phone,
    })),
  };
}
