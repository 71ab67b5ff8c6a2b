import { codRemitStateLabel, shipmentDoc } from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import type { ExportSheet } from '../../../platform/excel/export-job.js';
import type { SheetColumn } from '../../../platform/excel/xlsx-stream.js';
import { buildList, keysetPages, type ListQueryInput, type ListSpec, runList, whereOf } from '../../../platform/list.js';
import { salesOrderScope } from '../../sales/order/commands/order-scope.js';
import { orderBalances } from '../../sales/retur-konsumen/queries.js';

/**
 * The COD rows (alias `r`): one per COD invoice of a shipment that is on its way or delivered (or
 * that already has a remittance), with its money:
 * - subtotal_product = grand total − shipping cost + shipping discount − COD fee (products after discounts and PPN);
 * - ekspedisi_discount_ongkir = the courier's Diskon Ongkir of master Ekspedisi, at most the shipping cost;
 * - courier_costs = shipping cost − that discount + COD fee (what the courier keeps of what it collects);
 * - estimasi_uang_masuk = grand total − courier_costs; uang_masuk = Σ received; selisih = estimate − received;
 * - status: belum_disetor (nothing received, no explanation), lunas (difference 0), sebagian (received less,
 *   not explained), selisih (received more, or a difference explained).
 * Scope: the orders the user reaches (salesOrderScope: a partner its own, group 6 its warehouses).
 */
export function codRows(actor: Actor): SQL {
  return sql`(select x.*, x.grand_total - x.courier_costs as estimasi_uang_masuk, x.grand_total - x.courier_costs - x.uang_masuk as selisih,
      case when x.uang_masuk = 0 and x.difference_note is null then 'belum_disetor'
           when x.grand_total - x.courier_costs - x.uang_masuk = 0 then 'lunas'
           when x.grand_total - x.courier_costs - x.uang_masuk > 0 and x.difference_note is null then 'sebagian'
           else 'selisih' end as status
    from (
      select so.shipment_id, so.order_id, (so.shipment_id::bigint * 2147483648 + so.order_id) as row_key, s.shipment_number, o.invoice_number, s.no_resi,
        coalesce(s.ekspedisi_id, o.ekspedisi_id) as ekspedisi_id, coalesce(e.ekspedisi_name, s.kurir, o.kurir, '') as courier,
        coalesce(mm.member_name, o.customer_name) as customer_name, o.member_id, o.gudang_id, g.master_gudang_name, s.status as shipment_status,
        to_char(s.shipment_date, 'YYYY-MM-DD') as shipment_date, s.shipment_date as shipment_day,
        (select to_char(max(l.at) at time zone 'Asia/Jakarta', 'YYYY-MM-DD') from document_state_log l
          where l.document = ${shipmentDoc.name} and l.record_id = s.shipment_id and l.to_state = 'diterima') as delivered_date,
        o.grand_total - o.shipping_cost + o.shipping_discount - o.cod_fee as subtotal_product,
        o.shipping_cost, o.shipping_discount, o.cod_fee, o.grand_total, o.is_paid::int as is_paid,
        least(coalesce(e.ekspedisi_discount_ongkir, 0), o.shipping_cost) as ekspedisi_discount_ongkir,
        o.shipping_cost - least(coalesce(e.ekspedisi_discount_ongkir, 0), o.shipping_cost) + o.cod_fee as courier_costs,
        coalesce(c.received, 0) as uang_masuk, coalesce(c.remitted, 0) as remittance_count, c.last_remit_date, c.last_reference, c.difference_note
      from shipment_order so
      join shipment s on s.shipment_id = so.shipment_id
      join sales_order o on o.order_id = so.order_id
      left join master_ekspedisi e on e.ekspedisi_id = coalesce(s.ekspedisi_id, o.ekspedisi_id)
      left join master_member mm on mm.member_id = o.member_id
      left join master_gudang g on g.master_gudang_id = o.gudang_id
      left join lateral (
        select sum(cr.received_amount) as received, count(*) filter (where cr.received_amount > 0) as remitted,
          to_char(max(cr.remit_date) filter (where cr.received_amount > 0), 'YYYY-MM-DD') as last_remit_date,
          (array_agg(cr.reference order by cr.cod_remittance_id desc) filter (where cr.reference is not null))[1] as last_reference,
          (array_agg(cr.difference_note order by cr.cod_remittance_id desc) filter (where cr.difference_note is not null))[1] as difference_note,
          count(*) as lines
        from cod_remittance cr where cr.shipment_id = so.shipment_id and cr.order_id = so.order_id
      ) c on true
      where o.payment_method = 'cod' and ${salesOrderScope(actor)}
        and (s.status in ('dikirim', 'diterima') or coalesce(c.lines, 0) > 0)
    ) x) r`;
}

export const codListSpec: ListSpec = {
  filters: {
    date_start: { column: sql`r.shipment_day`, op: 'from' },
    date_end: { column: sql`r.shipment_day`, op: 'to' },
    ekspedisi_id: { column: sql`r.ekspedisi_id`, op: 'eq' },
    status: { column: sql`r.status`, op: 'eq' },
    shipment_id: { column: sql`r.shipment_id`, op: 'eq' },
    order_id: { column: sql`r.order_id`, op: 'eq' },
  },
  search: [sql`r.invoice_number`, sql`r.shipment_number`, sql`coalesce(r.no_resi, '')`, sql`coalesce(r.customer_name, '')`, sql`r.courier`],
  sort: {
    shipment_date: sql`r.shipment_day`,
    invoice_number: sql`r.invoice_number`,
    shipment_number: sql`r.shipment_number`,
    selisih: sql`r.selisih`,
    estimasi_uang_masuk: sql`r.estimasi_uang_masuk`,
    uang_masuk: sql`r.uang_masuk`,
  },
  defaultSort: { field: 'shipment_date', type: 'desc' },
};

const MONEY = [
  'subtotal_product',
  'shipping_cost',
  'shipping_discount',
  'cod_fee',
  'ekspedisi_discount_ongkir',
  'courier_costs',
  'grand_total',
  'estimasi_uang_masuk',
  'uang_masuk',
  'selisih',
] as const;

function shapeRow(r: Record<string, unknown>) {
  const out: Record<string, unknown> = {
    shipment_id: Number(r.shipment_id),
    order_id: Number(r.order_id),
    shipment_number: String(r.shipment_number),
    invoice_number: String(r.invoice_number),
    no_resi: (r.no_resi as string | null) ?? null,
    ekspedisi_id: r.ekspedisi_id === null ? null : Number(r.ekspedisi_id),
    courier: String(r.courier ?? ''),
    customer_name: (r.customer_name as string | null) ?? null,
    master_gudang_name: (r.master_gudang_name as string | null) ?? null,
    shipment_status: String(r.shipment_status),
    shipment_date: String(r.shipment_date),
    delivered_date: (r.delivered_date as string | null) ?? null,
    difference_note: (r.difference_note as string | null) ?? null,
    status: String(r.status),
    status_label: codRemitStateLabel(String(r.status)),
    remittance_count: Number(r.remittance_count),
    last_remit_date: (r.last_remit_date as string | null) ?? null,
    last_reference: (r.last_reference as string | null) ?? null,
    is_paid: Number(r.is_paid),
  };
  for (const k of MONEY) out[k] = Number(r[k]);
  return out;
}

const SELECT = sql`r.*`;

/** POST /verifikasi_cod/list: one page of COD invoices of shipments with their money, and what each invoice still owes. */
export async function listCod(tx: Tx, actor: Actor, query: ListQueryInput) {
  const page = await runList<Record<string, unknown>>(tx, {
    spec: codListSpec,
    query,
    select: SELECT,
    from: codRows(actor),
    tiebreak: sql`r.row_key`,
    count: 'exact',
  });
  const balances = await orderBalances(tx, [...new Set(page.data.map((r) => Number(r.order_id)))]);
  return {
    ...page,
    data: page.data.map((r) => ({ ...shapeRow(r), amount_due: balances.get(Number(r.order_id))?.amount_due ?? 0 })),
  };
}

export type CodSummaryKey = 'subtotal_product' | 'cod_fee' | 'ekspedisi_discount_ongkir' | 'estimasi_uang_masuk' | 'uang_masuk' | 'selisih';

/**
 * The six summary figures over the list's filters, in ONE query: Σ subtotal_product, cod_fee,
 * ekspedisi_discount_ongkir, estimasi_uang_masuk, uang_masuk, and Σ selisih of the rows whose
 * difference is still open (something received, no explanation), so a difference stays in
 * summary_selisih until it is explained.
 */
export async function codSummaries(tx: Tx, actor: Actor, query: ListQueryInput): Promise<Record<CodSummaryKey, number>> {
  const { where } = buildList(codListSpec, { ...query, page: 1 });
  const r = await tx.execute(sql`select coalesce(sum(r.subtotal_product), 0)::float8 as subtotal_product, coalesce(sum(r.cod_fee), 0)::float8 as cod_fee,
      coalesce(sum(r.ekspedisi_discount_ongkir), 0)::float8 as ekspedisi_discount_ongkir, coalesce(sum(r.estimasi_uang_masuk), 0)::float8 as estimasi_uang_masuk,
      coalesce(sum(r.uang_masuk), 0)::float8 as uang_masuk,
      coalesce(sum(r.selisih) filter (where r.uang_masuk > 0 and r.difference_note is null), 0)::float8 as selisih
    from ${codRows(actor)} ${whereOf(where)}`);
  const x = r.rows[0] as Record<CodSummaryKey, number>;
  return {
    subtotal_product: Number(x.subtotal_product),
    cod_fee: Number(x.cod_fee),
    ekspedisi_discount_ongkir: Number(x.ekspedisi_discount_ongkir),
    estimasi_uang_masuk: Number(x.estimasi_uang_masuk),
    uang_masuk: Number(x.uang_masuk),
    selisih: Number(x.selisih),
  };
}

/** The rows a remittance line names (scope applied): the COD invoices of that shipment the user reaches. */
export async function codRowsOfShipment(tx: Tx, actor: Actor, shipmentId: number) {
  const r = await tx.execute(sql`select r.* from ${codRows(actor)} where r.shipment_id = ${shipmentId} order by r.order_id`);
  return (r.rows as Record<string, unknown>[]).map((x) => ({
    ...shapeRow(x),
    member_id: x.member_id === null ? null : Number(x.member_id),
    gudang_id: Number(x.gudang_id),
  })) as (ReturnType<typeof shapeRow> & {
    shipment_id: number;
    order_id: number;
    shipment_number: string;
    invoice_number: string;
    shipment_status: string;
    member_id: number | null;
    gudang_id: number;
    courier_costs: number;
    estimasi_uang_masuk: number;
    uang_masuk: number;
    remittance_count: number;
  })[];
}

const EXPORT_COLUMNS: SheetColumn[] = [
  { header: 'Nomor Tagihan', key: 'invoice_number', kind: 'text', width: 20 },
  { header: 'Nomor Pengiriman', key: 'shipment_number', kind: 'text', width: 20 },
  { header: 'No. Resi', key: 'no_resi', kind: 'text', width: 18 },
  { header: 'Ekspedisi', key: 'courier', width: 18 },
  { header: 'Pelanggan', key: 'customer_name', width: 24 },
  { header: 'Tanggal Kirim', key: 'shipment_date', kind: 'date' },
  { header: 'Tanggal Diterima', key: 'delivered_date', kind: 'date' },
  { header: 'Subtotal Produk', key: 'subtotal_product', kind: 'money' },
  { header: 'Biaya COD', key: 'cod_fee', kind: 'money' },
  { header: 'Diskon Ongkir Ekspedisi', key: 'ekspedisi_discount_ongkir', kind: 'money' },
  { header: 'Estimasi Uang Masuk', key: 'estimasi_uang_masuk', kind: 'money' },
  { header: 'Uang Masuk', key: 'uang_masuk', kind: 'money' },
  { header: 'Selisih', key: 'selisih', kind: 'money' },
  { header: 'Status Setoran', key: 'status_label', width: 14 },
  { header: 'Penjelasan Selisih', key: 'difference_note', width: 30 },
  { header: 'Referensi', key: 'last_reference', kind: 'text', width: 18 },
];

/** /verifikasi_cod/list_excel: the rows of the list's filters, in row-key order (keyset pages). */
export async function codSheet(tx: Tx, actor: Actor, query: ListQueryInput): Promise<ExportSheet> {
  const { where } = buildList(codListSpec, { ...query, page: 1 });
  const from = codRows(actor);
  async function* rows() {
    for await (const batch of keysetPages<Record<string, unknown>>(tx, {
      select: SELECT,
      from,
      where: where ?? sql`true`,
      key: { column: sql`r.row_key`, name: 'row_key' },
      batch: 1000,
    }))
      yield batch.map(shapeRow);
  }
  const stamp = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return { fileName: `verifikasi-cod-${stamp}.xlsx`, sheetName: 'Verifikasi COD', columns: EXPORT_COLUMNS, batches: rows() };
}
