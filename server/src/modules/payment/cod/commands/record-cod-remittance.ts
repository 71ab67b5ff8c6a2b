import { type CodUpdateBody, jakartaToday } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { AppError, ErrorBag, notFound } from '../../../../platform/errors.js';
import { orderBalances } from '../../../sales/retur-konsumen/queries.js';
import { createPayment } from '../../commands/create-payment.js';
import { codRowsOfShipment } from '../queries.js';

const rupiah = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;

export interface PlannedLine {
  i: number;
  shipment_id: number;
  order_id: number;
  member_id: number | null;
  gudang_id: number;
  shipment_number: string;
  invoice_number: string;
  received: number;
  /** What the courier kept, settled with the line's first money (0 when an earlier remittance already did). */
  courierCosts: number;
  settled: number;
  remit_date: string;
  reference: string | null;
  note: string | null;
  difference_note: string | null;
}

/**
 * The rules of /verifikasi_cod/validation_update and stored_update, writing nothing: each line names a
 * shipment the user reaches with a COD invoice (404 otherwise; order_id may be left out when the
 * shipment carries one), at most once per batch; the shipment is on its way or delivered; a line
 * brings money or an explanation of the difference; the remit date is not in the future; the account
 * (required when money came) exists and is active; and, under the invoices' locks, what the line
 * settles (the money received, plus on the invoice's first remittance what the courier kept) is at
 * most what the invoice still owes, refused at `items.N.received_amount`.
 */
export async function checkRecordCodRemittance(tx: Tx, actor: Actor, body: CodUpdateBody): Promise<PlannedLine[]> {
  const bag = new ErrorBag();
  const today = jakartaToday();
  const planned: PlannedLine[] = [];
  const seen = new Set<string>();
  for (const [i, item] of body.items.entries()) {
    const rows = await codRowsOfShipment(tx, actor, item.shipment_id);
    if (!rows.length) throw notFound('Pengiriman COD tidak ditemukan');
    const row = item.order_id === undefined ? (rows.length === 1 ? rows[0] : undefined) : rows.find((r) => r.order_id === item.order_id);
    if (!row) {
      if (item.order_id === undefined) bag.add(`items.${i}.order_id`, 'Pengiriman membawa lebih dari satu tagihan COD: pilih tagihannya');
      else throw notFound('Tagihan COD tidak ditemukan pada pengiriman ini');
      continue;
    }
    const key = `${row.shipment_id}:${row.order_id}`;
    if (seen.has(key)) bag.add(`items.${i}.shipment_id`, `Tagihan ${row.invoice_number} muncul dua kali dalam setoran ini`);
    seen.add(key);
    const received = item.received_amount;
    const explanation = item.difference_note ?? null;
    if (received === 0 && !explanation) bag.add(`items.${i}.received_amount`, 'Isi uang diterima atau penjelasan selisih');
    if (received > 0 && !['dikirim', 'diterima'].includes(row.shipment_status))
      bag.add(`items.${i}.shipment_id`, `Pengiriman ${row.shipment_number} gagal atau dikembalikan: tidak ada uang COD yang disetor`);
    const remitDate = item.remit_date ?? today;
    if (remitDate > today) bag.add(`items.${i}.remit_date`, 'Tanggal setor tidak boleh di masa depan');
    const courierCosts = received > 0 && row.remittance_count === 0 ? row.courier_costs : 0;
    planned.push({
      i,
      shipment_id: row.shipment_id,
      order_id: row.order_id,
      member_id: row.member_id,
      gudang_id: row.gudang_id,
      shipment_number: row.shipment_number,
      invoice_number: row.invoice_number,
      received,
      courierCosts,
      settled: received > 0 ? received + courierCosts : 0,
      remit_date: remitDate,
      reference: item.reference ?? null,
      note: item.note ?? null,
      difference_note: explanation,
    });
  }
  const paying = planned.filter((p) => p.settled > 0);
  if (paying.length) {
    if (body.bank_id === undefined) bag.add('bank_id', 'Rekening penerima setoran wajib diisi');
    else {
      const bank = await tx.execute(sql`select status from master_kasbank where kasbank_id = ${body.bank_id}`);
      const status = (bank.rows[0] as { status: number } | undefined)?.status;
      if (status === undefined) bag.add('bank_id', 'Rekening tidak ditemukan');
      else if (Number(status) !== 1) bag.add('bank_id', 'Rekening tidak aktif');
    }
    const ids = [...new Set(paying.map((p) => p.order_id))].sort((a, b) => a - b);
    // The invoices' locks in id order (as the payment's approval takes them), so what is due cannot move under this check.
    await tx.execute(sql`select order_id from sales_order where order_id = any(${sql.param(ids)}::int[]) order by order_id for update`);
    // Under the locks: has a remittance already settled what the courier kept? (A concurrent report may have, since the rows were read.)
    const prior = await tx.execute(sql`select shipment_id, order_id from cod_remittance
      where order_id = any(${sql.param(ids)}::int[]) and received_amount > 0 group by shipment_id, order_id`);
    const remitted = new Set((prior.rows as { shipment_id: number; order_id: number }[]).map((x) => `${x.shipment_id}:${x.order_id}`));
    for (const p of paying)
      if (remitted.has(`${p.shipment_id}:${p.order_id}`)) {
        p.courierCosts = 0;
        p.settled = p.received;
      }
    const balances = await orderBalances(tx, ids);
    const left = new Map(ids.map((id) => [id, balances.get(id)?.amount_due ?? 0]));
    for (const p of paying) {
      const due = left.get(p.order_id) ?? 0;
      const field = `items.${p.i}.received_amount`;
      if (due === 0) bag.add(field, `Tagihan ${p.invoice_number} sudah lunas`);
      else if (p.settled > due)
        bag.add(
          field,
          p.courierCosts > 0
            ? `Setoran melebihi sisa tagihan ${p.invoice_number}: sisa ${rupiah(due)}, termasuk potongan kurir ${rupiah(p.courierCosts)} paling banyak ${rupiah(Math.max(0, due - p.courierCosts))} dapat disetor`
            : `Setoran melebihi sisa tagihan ${p.invoice_number} (sisa ${rupiah(due)})`,
        );
      else left.set(p.order_id, due - p.settled);
    }
  }
  bag.throwIfAny();
  return planned;
}

/** Re-labels a refusal of the payment command at the remittance line's field. */
function atLine(err: unknown, i: number): unknown {
  if (!(err instanceof AppError) || !err.errors) return err;
  const errors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(err.errors)) {
    const at = key === 'bank_id' ? key : `items.${i}.received_amount`;
    errors[at] = [...(errors[at] ?? []), ...messages];
  }
  return new AppError(err.httpStatus, err.status, err.message, errors, err.data);
}

/**
 * Records a courier's remittance report (stored_update): one cod_remittance row per line and, for
 * each line that brought money, customer payments of the invoice (source 'cod', method cod, entered
 * approved: createPayment records them on the invoice at once, so the invoice's paid figure is what
 * the payments approved): the money received, into the account given (its payment_id is on the
 * row), and, on the invoice's first remittance, what the courier kept of the customer's money
 * (shipping cost after its discount, COD fee) as a payment without an account, since that money
 * never reached one. A line with only an explanation writes the note.
 */
export async function recordCodRemittance(tx: Tx, actor: Actor, body: CodUpdateBody, checked?: PlannedLine[]) {
  const planned = checked ?? (await checkRecordCodRemittance(tx, actor, body));
  const payments: { payment_id: number; payment_number: string; order_id: number; amount: number }[] = [];
  const remittanceIds: number[] = [];
  for (const p of planned) {
    let paymentId: number | null = null;
    const base = [`Setoran COD ${p.shipment_number}`, p.reference ? `ref ${p.reference}` : null];
    const settle = async (amount: number, bankId: number | null, note: (string | null)[]) => {
      try {
        const saved = await createPayment(tx, actor, {
          payment_for: 'customer',
          order_vendor_id: p.member_id,
          details: [{ order_id: p.order_id, amount }],
          amount,
          payment_date: p.remit_date,
          payment_method: 'cod',
          bank_id: bankId,
          note: note.filter(Boolean).join(', ').slice(0, 500),
          gudang_id: p.gudang_id,
          source: 'cod',
          approved: true,
        });
        payments.push({ payment_id: saved.payment_id, payment_number: saved.payment_number, order_id: p.order_id, amount });
        return saved.payment_id;
      } catch (err) {
        throw atLine(err, p.i);
      }
    };
    if (p.received > 0) paymentId = await settle(p.received, body.bank_id ?? null, [...base, p.note]);
    // What the courier kept never reached an account: a payment of its own without one (Kas & Bank shows it apart).
    if (p.courierCosts > 0) await settle(p.courierCosts, null, [...base, 'dipotong kurir (ongkir setelah diskon ekspedisi dan biaya COD)']);
    const r = await tx.execute(sql`insert into cod_remittance (shipment_id, order_id, received_amount, courier_costs, settled_amount, remit_date, reference,
        note, difference_note, payment_id, bank_id)
      values (${p.shipment_id}, ${p.order_id}, ${p.received}, ${p.courierCosts}, ${p.settled}, ${p.remit_date}, ${p.reference}, ${p.note},
        ${p.difference_note}, ${paymentId}, ${p.settled > 0 ? (body.bank_id ?? null) : null})
      returning cod_remittance_id`);
    remittanceIds.push(Number((r.rows[0] as { cod_remittance_id: number }).cod_remittance_id));
  }
  return { remittance_ids: remittanceIds, payments, received_total: planned.reduce((s, p) => s + p.received, 0) };
}
