import { AGEING_BUCKETS, type AgeingAnswer, type AgeingQuery, type AgeingRow, jakartaToday } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import type { SheetColumn, XlsxStreamOptions } from '../../platform/excel/xlsx-stream.js';
import { warehouseScope } from '../../platform/warehouse-scope.js';
import { receiptDueSql } from '../purchase/receipt/queries.js';
import { salesOrderScope } from '../sales/order/commands/order-scope.js';

/**
 * Ageing (Umur Piutang / Umur Hutang, issue 22 item 8): what is still owed per customer or supplier,
 * by days past the due date as of `date`: current (not yet due), 1-30, 31-60, 61-90, over 90.
 *
 * - customer (receivables): invoices (sales_order) not cancelled and past the discount approval,
 *   dated on or before `date`, in the user's reach (salesOrderScope: a partner its own orders, group 6
 *   its warehouses); still due = grand_total − approved customer returns − paid (as orderBalances);
 *   due date = the invoice's due_date, else its date. The party is the member (0: walk-in customers).
 * - supplier (payables): approved supplier receipts dated on or before `date` in the user's
 *   warehouses; still due = receiptDueSql (the one place); due date = due_date, else the receipt date.
 *
 * What is still owed is as of now (payments and returns after `date` count): the report answers
 * "how old is what is open", the daily question, not a historical balance.
 */
function documentsSql(actor: Actor, type: AgeingQuery['type'], date: string): SQL {
  if (type === 'supplier')
    return sql`select coalesce(r.vendor_id, 0) as party_id, v.vendor_name as party_name, coalesce(r.due_date, r.penerimaan_date) as due_date,
        ${receiptDueSql()} as due
      from goods_receipt r left join master_vendor v on v.vendor_id = r.vendor_id
      where r.is_internal = 0 and r.status = 'approved' and r.penerimaan_date <= ${date}::date and ${warehouseScope(actor, sql`r.gudang_id`)}`;
  return sql`select coalesce(o.member_id, 0) as party_id, coalesce(m.member_name, 'Pelanggan Umum') as party_name, coalesce(o.due_date, o.order_date) as due_date,
      greatest(0, o.grand_total - coalesce((select sum(k.refund_total) from retur_konsumen k where k.order_id = o.order_id and k.status = 'disetujui'), 0)
        - o.paid_amount) as due
    from sales_order o left join master_member m on m.member_id = o.member_id
    where o.status not in ('dibatalkan', 'menunggu_persetujuan') and o.order_date <= ${date}::date and ${salesOrderScope(actor)}`;
}

const toRow = (x: Record<string, unknown>) => ({
  current: Number(x.current),
  d1_30: Number(x.d1_30),
  d31_60: Number(x.d31_60),
  d61_90: Number(x.d61_90),
  over_90: Number(x.over_90),
  total: Number(x.total),
  document_count: Number(x.document_count),
});

/** GET /payment/ageing: per party, largest total first, and the totals. */
export async function ageing(tx: Tx, actor: Actor, query: AgeingQuery): Promise<AgeingAnswer> {
  const date = query.date ?? jakartaToday();
  const late = sql`(${date}::date - d.due_date)`;
  const r = await tx.execute(sql`select d.party_id, min(d.party_name) as party_name,
      coalesce(sum(d.due) filter (where ${late} <= 0), 0)::float8 as current,
      coalesce(sum(d.due) filter (where ${late} between 1 and 30), 0)::float8 as d1_30,
      coalesce(sum(d.due) filter (where ${late} between 31 and 60), 0)::float8 as d31_60,
      coalesce(sum(d.due) filter (where ${late} between 61 and 90), 0)::float8 as d61_90,
      coalesce(sum(d.due) filter (where ${late} > 90), 0)::float8 as over_90,
      sum(d.due)::float8 as total, count(*)::int as document_count
    from (${documentsSql(actor, query.type, date)}) d where d.due > 0
    group by d.party_id order by sum(d.due) desc, min(d.party_name), d.party_id`);
  const data: AgeingRow[] = (r.rows as Record<string, unknown>[]).map((x) => ({
    party_id: Number(x.party_id),
    party_name: (x.party_name as string | null) ?? null,
    ...toRow(x),
  }));
  const totals = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0, total: 0, document_count: 0 };
  for (const d of data) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += d[k];
  return { type: query.type, date, data, totals };
}

/** POST /payment/ageing_excel: the same table, one row per party and a total row. */
export async function ageingSheet(tx: Tx, actor: Actor, query: AgeingQuery): Promise<XlsxStreamOptions> {
  const a = await ageing(tx, actor, query);
  const columns: SheetColumn[] = [
    { header: query.type === 'supplier' ? 'Supplier' : 'Pelanggan', key: 'party_name', width: 30 },
    ...AGEING_BUCKETS.map((b): SheetColumn => ({ header: b.label, key: b.key, kind: 'money' })),
    { header: 'Total', key: 'total', kind: 'money' },
    { header: 'Jumlah Dokumen', key: 'document_count', kind: 'number' },
  ];
  async function* batches() {
    yield [...a.data, { party_name: 'TOTAL', ...a.totals }] as Record<string, unknown>[];
  }
  const name = query.type === 'supplier' ? 'umur-hutang' : 'umur-piutang';
  return {
    fileName: `${name}-${a.date.replace(/-/g, '')}.xlsx`,
    sheetName: query.type === 'supplier' ? 'Umur Hutang' : 'Umur Piutang',
    columns,
    batches: batches(),
  };
}
