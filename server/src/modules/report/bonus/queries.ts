import {
  type BonusDetailFilter,
  type BonusDetailRow,
  type BonusPart,
  type BonusRuleRow,
  type BonusSalesFilter,
  type BonusSalesRow,
  type BonusScope,
  shareOut,
  valueOfQty,
} from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { salesPeriodRows } from '../facts/period.js';
import { factScope, periodOf, sellerName } from '../report-filter.js';

/*
 * Bonus Sales (issue 23; README.md beside): per salesperson over a period, the net revenue (DPP after
 * customer returns, from the sales facts' daily/monthly sums), the rule that applies and the bonus.
 */

type Rule = { bonus_rule_id: number; scope: BonusScope; ref_id: number; percent: number; min_target: number; ref_name: string | null };

/** Every bonus rule of the company, with the name of its seller or member type. */
export async function listBonusRules(tx: Tx): Promise<BonusRuleRow[]> {
  const r = await tx.execute(sql`
    select b.bonus_rule_id, b.scope, b.ref_id, b.percent::float8 as percent, b.min_target::float8 as min_target, b.note,
      case b.scope when 'seller' then u.name when 'member_type' then t.member_type_name end as ref_name
    from bonus_rule b
    left join users u on b.scope = 'seller' and u.id = b.ref_id
    left join master_member_type t on b.scope = 'member_type' and t.member_type_id = b.ref_id
    order by case b.scope when 'seller' then 0 when 'member_type' then 1 else 2 end, ref_name nulls last, b.bonus_rule_id`);
  return r.rows as BonusRuleRow[];
}

const pct = (n: number) => n.toLocaleString('id-ID', { maximumFractionDigits: 2 });
function ruleLabel(rule: Rule | undefined): string {
  if (!rule) return 'Tanpa aturan';
  const target = rule.min_target > 0 ? `, target Rp ${rule.min_target.toLocaleString('id-ID')}` : '';
  if (rule.scope === 'seller') return `Sales: ${pct(rule.percent)}%${target}`;
  if (rule.scope === 'member_type') return `Tipe Member ${rule.ref_name ?? `#${rule.ref_id}`}: ${pct(rule.percent)}%${target}`;
  return `Bawaan: ${pct(rule.percent)}%${target}`;
}

/** The rule of a seller's sales to a member type: the seller's own, else the member type's, else the default (none: no bonus). */
function ruleFor(rules: Rule[], sellerId: number, memberTypeId: number): Rule | undefined {
  return (
    rules.find((r) => r.scope === 'seller' && r.ref_id === sellerId) ??
    (memberTypeId ? rules.find((r) => r.scope === 'member_type' && r.ref_id === memberTypeId) : undefined) ??
    rules.find((r) => r.scope === 'default')
  );
}
/** Parts in order of precedence: the seller's rule, the member types', the default, sales without a rule. */
const SCOPE_ORDER: readonly (BonusScope | null)[] = ['seller', 'member_type', 'default', null];
const ruleKey = (rule: Rule | undefined) => (rule ? `${rule.scope}:${rule.ref_id}` : 'none');

/** Bonus of a part: net × percent / 100 rounded half up to the rupiah (percent has 2 decimals), 0 when the seller misses the rule's target. */
export function bonusOf(net: number, rule: Rule | undefined, sellerNet: number): number {
  if (!rule || sellerNet < rule.min_target) return 0;
  return valueOfQty(net, 10_000, Math.round(rule.percent * 100));
}

interface Bucket {
  seller_id: number;
  seller_name: string;
  member_type_id: number;
  orders: number;
  revenue: number;
  returned_revenue: number;
}

/**
 * Each seller's bonus over the period: the sales facts (sales_monthly for whole months, sales_daily at
 * the edges) summed per seller and customer's member type, then each seller's parts by rule.
 */
export async function bonusSales(tx: Tx, actor: Actor, filter: BonusSalesFilter): Promise<{ data: BonusSalesRow[]; total: Record<string, number> }> {
  const period = periodOf(filter);
  const where = await factScope(tx, actor, filter);
  const r = await tx.execute(sql`
    with s as (
      select f.seller_id, coalesce(m.member_type_id, 0) as member_type_id, sum(f.orders)::float8 as orders, sum(f.revenue)::float8 as revenue,
        sum(f.returned_revenue)::float8 as returned_revenue
      from (${salesPeriodRows('order', period, where)}) f
      left join master_member m on m.member_id = f.member_id
      group by f.seller_id, coalesce(m.member_type_id, 0)
    )
    select s.seller_id, ${sellerName(sql`s.seller_id`, sql`max(u.name)`)} as seller_name, s.member_type_id,
      sum(s.orders)::float8 as orders, sum(s.revenue)::float8 as revenue, sum(s.returned_revenue)::float8 as returned_revenue
    from s
    left join users u on u.id = s.seller_id
    group by s.seller_id, s.member_type_id
    order by s.seller_id, 3`);
  const rules = (await listBonusRules(tx)) as Rule[];
  const bySeller = new Map<number, Bucket[]>();
  for (const b of r.rows as unknown as Bucket[]) {
    const list = bySeller.get(Number(b.seller_id)) ?? [];
    list.push({ ...b, seller_id: Number(b.seller_id), member_type_id: Number(b.member_type_id) });
    bySeller.set(Number(b.seller_id), list);
  }
  const data: BonusSalesRow[] = [];
  for (const [sellerId, buckets] of bySeller) {
    const orders = buckets.reduce((a, b) => a + b.orders, 0);
    const revenue = buckets.reduce((a, b) => a + b.revenue, 0);
    const returned = buckets.reduce((a, b) => a + b.returned_revenue, 0);
    const net = revenue - returned;
    const parts = new Map<string, BonusPart & { rule?: Rule }>();
    for (const b of buckets) {
      const rule = ruleFor(rules, sellerId, b.member_type_id);
      const key = ruleKey(rule);
      const part = parts.get(key) ?? {
        scope: rule?.scope ?? null,
        ref_id: rule?.ref_id ?? 0,
        rule_label: ruleLabel(rule),
        percent: rule?.percent ?? 0,
        min_target: rule?.min_target ?? 0,
        net_revenue: 0,
        bonus: 0,
        rule,
      };
      part.net_revenue += b.revenue - b.returned_revenue;
      parts.set(key, part);
    }
    const list = [...parts.values()]
      .sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope) || a.ref_id - b.ref_id)
      .map(({ rule, ...p }) => ({ ...p, bonus: bonusOf(p.net_revenue, rule, net) }));
    data.push({
      seller_id: sellerId,
      seller_name: buckets[0].seller_name,
      orders,
      revenue,
      returned_revenue: returned,
      net_revenue: net,
      rule_label: list.map((p) => p.rule_label).join('; '),
      target_met: list.every((p) => net >= p.min_target),
      bonus: list.reduce((a, p) => a + p.bonus, 0),
      parts: list,
    });
  }
  data.sort((a, b) => b.bonus - a.bonus || b.net_revenue - a.net_revenue || a.seller_id - b.seller_id);
  const sum = (k: 'orders' | 'revenue' | 'returned_revenue' | 'net_revenue' | 'bonus') => data.reduce((a, x) => a + x[k], 0);
  return {
    data,
    total: { orders: sum('orders'), revenue: sum('revenue'), returned_revenue: sum('returned_revenue'), net_revenue: sum('net_revenue'), bonus: sum('bonus') },
  };
}

/**
 * One seller's invoices of the period with their bonus: each part's bonus (the summary's) shared over
 * its invoices by net revenue (shareOut), so the invoices' bonuses add up to the seller's exactly.
 */
export async function bonusSalesDetail(tx: Tx, actor: Actor, filter: BonusDetailFilter) {
  const period = periodOf(filter);
  const summary = await bonusSales(tx, actor, { ...filter, seller_id: filter.seller_id });
  const where = await factScope(tx, actor, filter, 'f');
  const seller = summary.data[0] ?? {
    seller_id: filter.seller_id,
    seller_name: await sellerNameOf(tx, filter.seller_id),
    orders: 0,
    revenue: 0,
    returned_revenue: 0,
    net_revenue: 0,
    rule_label: 'Tanpa penjualan',
    target_met: false,
    bonus: 0,
    parts: [],
  };
  // Every invoice of the seller in the period, light (no names), for the shares; names only for the rows answered.
  const r = await tx.execute(sql`
    select f.order_id, to_char(f.day, 'YYYY-MM-DD') as order_date, coalesce(m.member_type_id, 0) as member_type_id,
      f.revenue::float8 as revenue, f.returned_revenue::float8 as returned_revenue
    from sales_fact_order f
    left join master_member m on m.member_id = f.member_id and f.member_id <> 0
    where f.day >= ${period.start}::date and f.day <= ${period.end}::date and ${where}
    order by f.day, f.order_id`);
  const rules = (await listBonusRules(tx)) as Rule[];
  type Inv = { order_id: number; order_date: string; member_type_id: number; revenue: number; returned_revenue: number; key: string; rule?: Rule };
  const invoices: Inv[] = (r.rows as unknown as Inv[]).map((x) => {
    const rule = ruleFor(rules, filter.seller_id, Number(x.member_type_id));
    return { ...x, order_id: Number(x.order_id), rule, key: ruleKey(rule) };
  });
  const shares = new Map<Inv, number>();
  for (const part of seller.parts) {
    const key = part.scope ? `${part.scope}:${part.ref_id}` : 'none';
    const mine = invoices.filter((i) => i.key === key);
    const s = shareOut(
      part.bonus,
      mine.map((i) => i.revenue - i.returned_revenue),
    );
    for (const [n, i] of mine.entries()) shares.set(i, s[n]);
  }
  const light = invoices.map((i) => ({
    order_id: i.order_id,
    order_date: i.order_date,
    revenue: i.revenue,
    returned_revenue: i.returned_revenue,
    net_revenue: i.revenue - i.returned_revenue,
    rule_label: ruleLabel(i.rule),
    percent: i.rule?.percent ?? 0,
    bonus: shares.get(i) ?? 0,
  }));
  const start = (filter.page - 1) * filter.perPage;
  return {
    data: await describeInvoices(tx, light.slice(start, start + filter.perPage)),
    total: light.length,
    page: filter.page,
    perPage: filter.perPage,
    seller,
    /** Every invoice with its names (the Excel file). */
    all: () => describeInvoices(tx, light),
  };
}

type LightInvoice = Pick<BonusDetailRow, 'order_id' | 'order_date' | 'revenue' | 'returned_revenue' | 'net_revenue' | 'rule_label' | 'percent' | 'bonus'>;

/** The invoices' number, customer, member type and warehouse, in the given order. */
async function describeInvoices(tx: Tx, rows: LightInvoice[]): Promise<BonusDetailRow[]> {
  if (!rows.length) return [];
  const r = await tx.execute(sql`
    select o.order_id, o.invoice_number, coalesce(o.member_id, 0) as member_id, coalesce(m.member_name, o.customer_name, 'Pelanggan umum') as customer_name,
      t.member_type_name, g.master_gudang_name
    from sales_order o
    left join master_member m on m.member_id = o.member_id
    left join master_member_type t on t.member_type_id = m.member_type_id
    left join master_gudang g on g.master_gudang_id = o.gudang_id
    where o.order_id = any(${sql.param(rows.map((x) => x.order_id))}::int[])`);
  type Names = Pick<BonusDetailRow, 'order_id' | 'invoice_number' | 'member_id' | 'customer_name' | 'member_type_name' | 'master_gudang_name'>;
  const names = new Map((r.rows as unknown as Names[]).map((n) => [Number(n.order_id), n]));
  return rows.map((x) => {
    const n = names.get(x.order_id);
    return {
      ...x,
      invoice_number: n?.invoice_number ?? '',
      member_id: Number(n?.member_id ?? 0),
      customer_name: n?.customer_name ?? '',
      member_type_name: n?.member_type_name ?? null,
      master_gudang_name: n?.master_gudang_name ?? null,
    };
  });
}

async function sellerNameOf(tx: Tx, sellerId: number): Promise<string> {
  const r = await tx.execute(sql`select ${sellerName(sql`${sellerId}::int`, sql`(select name from users where id = ${sellerId})`)} as n`);
  return String((r.rows[0] as { n: string }).n);
}
