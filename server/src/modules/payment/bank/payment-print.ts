import { PAYMENT_STATES, type PaymentPrintData, paymentPrintContent } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { type Actor, actorCan } from '../../../platform/command.js';
import { forbidden, notFound } from '../../../platform/errors.js';
import { type DocumentPdf, renderDocumentPdf } from '../../../platform/pdf/document-pdf.js';
import { printedCompanyHeader } from '../../config/queries.js';
import { PAYMENT_PRINT_PAGES, paymentPrintScope } from './queries.js';

/**
 * GET /payment/print: what the prints of one payment show (party, account, documents paid with their
 * dates and totals, the amounts, who made and who verified it). 403 without one of the payment's
 * pages; 404 for another company's payment or one outside the caller's reach.
 */
export async function paymentPrintData(tx: Tx, actor: Actor, paymentId: number): Promise<PaymentPrintData> {
  const head = await tx.execute(sql`select p.payment_for from payment p where p.payment_id = ${paymentId}`);
  const paymentFor = (head.rows[0] as { payment_for?: string } | undefined)?.payment_for;
  if (!paymentFor) throw notFound('Pembayaran tidak ditemukan');
  const kind = paymentFor === 'supplier' ? 'supplier' : 'customer';
  if (!PAYMENT_PRINT_PAGES[kind].some((page) => actorCan(actor, page))) throw forbidden();
  const r = await tx.execute(sql`
    select p.payment_id, p.payment_number, p.payment_for, p.is_multiple, p.status, p.payment_date::text as payment_date,
      p.amount::float8 as amount, p.credit_used::float8 as credit_used, p.credit_amount::float8 as credit_amount,
      p.payment_method, p.note, k.kasbank_name,
      nullif(concat_ws(' a.n. ', concat_ws(' ', k.kasbank_bank_name, k.kasbank_account_number), k.kasbank_account_holder), '') as kasbank_account,
      case when p.payment_for = 'customer'
        then coalesce(mm.member_name, (select o.customer_name from payment_detail d join sales_order o on o.order_id = d.order_id
          where d.payment_id = p.payment_id order by d.payment_detail_id limit 1))
        else v.vendor_name end as party_name,
      cu.name as created_by_name, vu.name as verified_by_name
    from payment p
      left join master_kasbank k on k.kasbank_id = p.bank_id
      left join master_member mm on p.payment_for = 'customer' and mm.member_id = p.order_vendor_id
      left join master_vendor v on p.payment_for = 'supplier' and v.vendor_id = p.order_vendor_id
      left join users cu on cu.id = p.created_by
      left join users vu on vu.id = p.verified_by
    where p.payment_id = ${paymentId} and ${paymentPrintScope(actor)}`);
  const p = r.rows[0] as Record<string, unknown> | undefined;
  if (!p) throw notFound('Pembayaran tidak ditemukan');
  const details = await tx.execute(sql`
    select d.order_id, d.penerimaan_id, coalesce(o.invoice_number, g.penerimaan_number, '') as document_number,
      coalesce(o.order_date, g.penerimaan_date)::text as document_date, g.invoice_number as reference_number,
      coalesce(o.grand_total, g.grand_total, 0)::float8 as document_total, d.amount::float8 as amount
    from payment_detail d left join sales_order o on o.order_id = d.order_id left join goods_receipt g on g.penerimaan_id = d.penerimaan_id
    where d.payment_id = ${paymentId} order by document_number, d.payment_detail_id`);
  const status = String(p.status);
  return {
    payment_id: Number(p.payment_id),
    payment_number: String(p.payment_number),
    payment_for: kind,
    is_multiple: Number(p.is_multiple),
    status,
    status_label: PAYMENT_STATES.find((s) => s.value === status)?.label ?? status,
    payment_date: String(p.payment_date).slice(0, 10),
    amount: Number(p.amount),
    credit_used: Number(p.credit_used),
    credit_amount: Number(p.credit_amount),
    payment_method: (p.payment_method as string | null) ?? null,
    kasbank_name: (p.kasbank_name as string | null) ?? null,
    kasbank_account: (p.kasbank_account as string | null) ?? null,
    party_name: (p.party_name as string | null) ?? null,
    note: (p.note as string | null) ?? null,
    created_by_name: (p.created_by_name as string | null) ?? null,
    verified_by_name: (p.verified_by_name as string | null) ?? null,
    details: (details.rows as Record<string, unknown>[]).map((d) => ({
      order_id: d.order_id === null ? null : Number(d.order_id),
      penerimaan_id: d.penerimaan_id === null ? null : Number(d.penerimaan_id),
      document_number: String(d.document_number),
      document_date: d.document_date ? String(d.document_date).slice(0, 10) : null,
      reference_number: (d.reference_number as string | null) ?? null,
      document_total: Number(d.document_total),
      amount: Number(d.amount),
    })),
  };
}

const STAMPS: Record<string, DocumentPdf['stamp']> = {
  disetujui: { text: 'DITERIMA', tone: 'success' },
  menunggu_verifikasi: { text: 'MENUNGGU VERIFIKASI', tone: 'warning' },
  ditolak: { text: 'DITOLAK', tone: 'danger' },
  dihapus: { text: 'DIHAPUS', tone: 'danger' },
  dibatalkan: { text: 'DIBATALKAN', tone: 'danger' },
};

/**
 * GET /payment/kwitansi_pdf: the kwitansi of a payment as an A4 PDF (the content of the browser's
 * print_pembayaran_multiple_kwitansi / print_pembelian_multiple_kwitansi), stamped with its state:
 * only an approved payment reads DITERIMA. Access as /payment/print. Not counted as a print.
 */
export async function paymentKwitansiPdf(tx: Tx, actor: Actor, paymentId: number) {
  const data = await paymentPrintData(tx, actor, paymentId);
  const c = paymentPrintContent(data, 'kwitansi');
  const bytes = await renderDocumentPdf({
    company: await printedCompanyHeader(tx),
    title: c.title,
    number: c.number,
    fields: c.fields.filter(([label]) => label !== 'Terbilang'),
    stamp: STAMPS[data.status],
    columns: c.columns.map((col) => ({ title: col.title, align: col.align })),
    rows: c.rows,
    totals: c.totals.map(([label, value], i) => [label, value, i === c.totals.length - 1]),
    words: c.words,
    signatures: c.signatures,
  });
  return { fileName: `KWITANSI-${data.payment_number.replace(/[\\/]/g, '-')}.pdf`, bytes };
}
