import { EXPIRY_BUCKETS, type ExpiryReportFilter, formatUnits, unitsOfRow } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { runList } from '../../../platform/list.js';
import { jakartaToday, productColumns, productJoins } from '../mutation/period.js';
import { checkWarehouse, warehouseScope } from '../../../platform/warehouse-scope.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Days left until expiry, from today in Asia/Jakarta (negative: expired that many days ago). */
const daysLeft = (today: string) => sql`(sb.expired_date - ${today}::date)`;
const bucketOf = (today: string) => sql`case when ${daysLeft(today)} < 0 then 'expired' when ${daysLeft(today)} < 30 then 'lt30'
  when ${daysLeft(today)} < 90 then 'lt90' when ${daysLeft(today)} < 180 then 'lt180' else 'later' end`;

/**
 * Batches with stock and an expiry date, in the warehouses the filter names and the user may see, as
 * one row per warehouse, variant and batch.
 */
async function expirySource(tx: Tx, actor: Actor, f: ExpiryReportFilter, extra: SQL = sql`true`) {
  if (f.gudang_id) await checkWarehouse(tx, actor, f.gudang_id);
  const parts: SQL[] = [sql`s.qty > 0`, sql`sb.expired_date is not null`, warehouseScope(actor, sql`s.gudang_id`), extra];
  if (f.gudang_id) parts.push(sql`s.gudang_id = ${f.gudang_id}`);
  if (f.product_id) parts.push(sql`s.product_id = ${f.product_id}`);
  if (f.vendor_id) parts.push(sql`m.main_vendor_id = ${f.vendor_id}`);
  if (f.search) {
    const p = `%${escapeLike(f.search)}%`;
    parts.push(sql`(m.main_name ilike ${p} or p.varian ilike ${p} or p.varian_sku ilike ${p} or sb.batch_no ilike ${p})`);
  }
  return {
    from: sql`stock_balance s join stock_batch sb on sb.batch_id = s.batch_id ${productJoins(sql`s.product_id`)}
      left join master_gudang g on g.master_gudang_id = s.gudang_id
      left join stock_cost c on c.gudang_id = s.gudang_id and c.product_id = s.product_id
      left join master_vendor v on v.vendor_id = m.main_vendor_id`,
    where: sql.join(parts, sql` and `),
  };
}

const select = (today: string) => sql`s.gudang_id, g.master_gudang_name, s.product_id, ${productColumns}, s.batch_id, sb.batch_no,
  to_char(sb.expired_date, 'YYYY-MM-DD') as expired_date, ${daysLeft(today)}::int as days_left, ${bucketOf(today)} as bucket,
  s.qty::float8 as qty, coalesce(c.avg_cost, 0)::float8 as unit_cost, (s.qty * coalesce(c.avg_cost, 0))::float8 as value,
  m.main_vendor_id as vendor_id, v.vendor_name`;

const BUCKET_LABEL = Object.fromEntries(EXPIRY_BUCKETS.map((b) => [b.key, b.label]));
const withTexts = (r: Record<string, unknown>) => ({
  ...r,
  bucket_label: BUCKET_LABEL[String(r.bucket)],
  qty_text: formatUnits(Number(r.qty), unitsOfRow(r)),
});

/** FEFO: first expiry first, then product, warehouse and batch. */
const fefoOrder = sql`sb.expired_date asc, lower(concat_ws(' ', m.main_name, p.varian)), s.product_id, g.master_gudang_name, s.gudang_id, s.batch_id`;
const spec = { filters: {}, sort: { expired_date: fefoOrder }, defaultSort: { field: 'expired_date', type: 'asc' as const } };

/**
 * /report/product/expire: batches on hand with their expiry, days left and bucket, in FEFO order,
 * and the buckets (expired, < 30, 30-89, 90-179, ≥ 180 days) with batches, quantity and value.
 */
export async function listExpiry(tx: Tx, actor: Actor, f: ExpiryReportFilter) {
  const today = jakartaToday();
  const src = await expirySource(tx, actor, f);
  const where = f.bucket ? sql`${src.where} and ${bucketOf(today)} = ${f.bucket}` : src.where;
  const page = await runList<Record<string, unknown>>(tx, {
    spec,
    query: { page: f.page, perPage: f.perPage },
    select: select(today),
    from: src.from,
    where,
    count: 'exact',
  });
  const b = await tx.execute(sql`select ${bucketOf(today)} as bucket, count(*)::int as batches, sum(s.qty)::float8 as qty,
      sum(s.qty * coalesce(c.avg_cost, 0))::float8 as value
    from ${src.from} where ${src.where} group by 1`);
  const byKey = new Map((b.rows as { bucket: string; batches: number; qty: number; value: number }[]).map((x) => [x.bucket, x]));
  return {
    ...page,
    data: page.data.map(withTexts),
    today,
    buckets: EXPIRY_BUCKETS.map((k) => ({
      bucket: k.key,
      label: k.label,
      batches: byKey.get(k.key)?.batches ?? 0,
      qty: byKey.get(k.key)?.qty ?? 0,
      value: byKey.get(k.key)?.value ?? 0,
    })),
  };
}

/**
 * /report/product/list_ed_retur: what to return to suppliers: batches on hand that have expired or
 * expire within `days` (default 90), with the product's main supplier, in FEFO order.
 */
export async function listExpiryReturns(tx: Tx, actor: Actor, f: ExpiryReportFilter) {
  const today = jakartaToday();
  const days = f.days ?? 90;
  const src = await expirySource(tx, actor, f, sql`${daysLeft(today)} < ${days}`);
  const page = await runList<Record<string, unknown>>(tx, {
    spec,
    query: { page: f.page, perPage: f.perPage },
    select: select(today),
    from: src.from,
    where: src.where,
    count: 'exact',
  });
  const t = await tx.execute(sql`select count(*)::int as batches, coalesce(sum(s.qty * coalesce(c.avg_cost, 0)), 0)::float8 as value
    from ${src.from} where ${src.where}`);
  return { ...page, data: page.data.map(withTexts), today, days, ...(t.rows[0] as { batches: number; value: number }) };
}

/** Every row of the expiry list (the Excel export), checked before the file starts. */
export async function expiryRows(tx: Tx, actor: Actor, f: ExpiryReportFilter) {
  const today = jakartaToday();
  const src = await expirySource(tx, actor, f, f.days !== undefined ? sql`${daysLeft(today)} < ${f.days}` : sql`true`);
  const where = f.bucket ? sql`${src.where} and ${bucketOf(today)} = ${f.bucket}` : src.where;
  return (async function* () {
    // Pages in FEFO order by offset: the rows are the batches on hand, never the log.
    for (let offset = 0; ; offset += 2000) {
      const r = await tx.execute(sql`select ${select(today)} from ${src.from} where ${where} order by ${fefoOrder} limit 2000 offset ${offset}`);
      if (r.rows.length) yield (r.rows as Record<string, unknown>[]).map(withTexts);
      if (r.rows.length < 2000) return;
    }
  })();
}
