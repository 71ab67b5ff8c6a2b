import { SALES_ORDER_STATES, salesPaymentLabel, terbilang } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { notFound } from '../../../platform/errors.js';
import { readConfigs } from '../../config/queries.js';
import { NO_BALANCE, orderBalances } from '../retur-konsumen/queries.js';

/*
 * The customer's public invoice pages (spec-1 §2: /info/:id/:inv and /kwitansi/:id/:inv): no login,
 * the link carries the order's random public_token and its invoice number. The order is found by
 * token across companies on the owner connection, then read inside that company's tenant. Unknown
 * token, another number and a deleted order all answer the same 404; the answer holds only what the
 * customer should see (no ids, no cost prices, no user names, no phone or street address).
 */

const NOT_FOUND = 'Tautan tidak valid atau tagihan tidak ditemukan';

export async function findOrder(database: Database, token?: string, inv?: string) {
  if (!token || !inv || token.length < 16) throw notFound(NOT_FOUND);
  const r = await database.db.execute(sql`select company_id, order_id, invoice_number from sales_order where public_token = ${token} and deleted_at is null`);
  const row = r.rows[0] as { company_id: number; order_id: number; invoice_number: string } | undefined;
  if (!row || row.invoice_number.toLowerCase() !== inv.trim().toLowerCase()) throw notFound(NOT_FOUND);
  return { companyId: Number(row.company_id), orderId: Number(row.order_id) };
}

async function companyHeader(tx: Tx) {
  const c = await readConfigs(tx, ['config_company', 'config_address', 'config_city_name', 'config_phone', 'config_logo'], '');
  return { name: c.config_company, address: c.config_address, city: c.config_city_name, phone: c.config_phone, logo: c.config_logo };
}

export async function publicInvoice(tx: Tx, orderId: number) {
  const r = await tx.execute(sql`select o.invoice_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date, o.status, o.is_paid,
      o.paid_amount, o.paid_at, o.gross_total, o.discount_total, o.order_discount, o.shipping_cost, o.shipping_discount, o.cod_fee,
      o.ppn, o.grand_total, o.destination_name, o.destination_city_name, coalesce(mm.member_name, o.customer_name) as customer_name, o.kurir, o.shipping_service, o.no_resi, e.ekspedisi_name
    from sales_order o left join master_ekspedisi e on e.ekspedisi_id = o.ekspedisi_id left join master_member mm on mm.member_id = o.member_id
    where o.order_id = ${orderId} and o.deleted_at is null`);
  const h = r.rows[0] as Record<string, unknown> | undefined;
  if (!h) throw notFound(NOT_FOUND);
  const status = String(h.status);
  const grand = Number(h.grand_total);
  const paid = Number(h.paid_amount ?? 0);
  // The amount due after approved customer returns: the one rule of the order pages and the partner calls.
  const balance = (await orderBalances(tx, [orderId])).get(orderId) ?? NO_BALANCE;
  return {
    customer_name: (h.customer_name as string | null) ?? '',
    company: await companyHeader(tx),
    invoice_number: String(h.invoice_number),
    order_date: String(h.order_date),
    status,
    status_label: SALES_ORDER_STATES.find((s) => s.value === status)?.label ?? status,
    is_paid: Number(h.is_paid) === 1,
    /** Lunas, Lunas (dengan retur) when approved returns cover what was not paid, or Belum Lunas (salesPaymentLabel). */
    payment_label: salesPaymentLabel({ is_paid: Number(h.is_paid), ...balance }),
    paid_amount: paid,
    paid_at: h.paid_at ? new Date(h.paid_at as string).toISOString() : null,
    totals: {
      gross_total: Number(h.gross_total),
      discount_total: Number(h.discount_total) + Number(h.order_discount),
      shipping_cost: Number(h.shipping_cost) - Number(h.shipping_discount),
      cod_fee: Number(h.cod_fee),
      ppn: Number(h.ppn),
      grand_total: grand,
      returned_total: balance.returned_total,
      remaining: balance.amount_due,
      refund_due: balance.refund_due,
    },
    recipient: { name: (h.destination_name as string | null) ?? '', city: (h.destination_city_name as string | null) ?? '' },
    shipping: {
      courier: [h.ekspedisi_name ?? h.kurir, h.shipping_service].filter((x) => x).join(' ') || null,
      no_resi: (h.no_resi as string | null) || null,
    },
    lines: await publicLines(tx, orderId),
  };
}

async function publicLines(tx: Tx, orderId: number) {
  const r = await tx.execute(sql`select trim(m.main_name || coalesce(' ' || nullif(p.varian, ''), '')) as name,
      case when l.unit = 'besar' then kb.kemasan_name else kk.kemasan_name end as unit_name, l.qty_input, l.price, l.discount_amount, l.subtotal
    from sales_order_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id
      left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where l.order_id = ${orderId} order by l.line_id`);
  return (r.rows as Record<string, unknown>[]).map((l) => ({
    name: String(l.name),
    qty: Number(l.qty_input),
    unit: (l.unit_name as string | null) ?? '',
    price: Number(l.price),
    discount: Number(l.discount_amount),
    subtotal: Number(l.subtotal),
  }));
}

export async function publicReceipt(tx: Tx, orderId: number) {
  const inv = await publicInvoice(tx, orderId);
  return {
    company: inv.company,
    invoice_number: inv.invoice_number,
    order_date: inv.order_date,
    status_label: inv.status_label,
    is_paid: inv.is_paid,
    payment_label: inv.payment_label,
    paid_at: inv.paid_at,
    paid_amount: inv.paid_amount,
    paid_amount_words: terbilang(inv.paid_amount),
    grand_total: inv.totals.grand_total,
    returned_total: inv.totals.returned_total,
    remaining: inv.totals.remaining,
    refund_due: inv.totals.refund_due,
    received_from: inv.customer_name || inv.recipient.name,
    lines: inv.lines,
  };
}
