import { z } from 'zod';
import { day, int, num, optText } from './answers.js';
import { field } from './fields.js';
import { optDateField } from './stock-opname.js';

/**
 * Where a COD invoice of a shipment stands with the courier's remittance (Verifikasi COD):
 * belum_disetor nothing received yet; sebagian received less than the estimate, the difference not
 * explained (more may come); lunas received exactly the estimate; selisih received more than the
 * estimate, or a difference that has been explained (closed with its note).
 */
export const COD_REMIT_STATES = [
  { value: 'belum_disetor', label: 'Belum Disetor', color: 'default' },
  { value: 'sebagian', label: 'Sebagian', color: 'gold' },
  { value: 'lunas', label: 'Lunas', color: 'green' },
  { value: 'selisih', label: 'Selisih', color: 'volcano' },
] as const;
export type CodRemitState = (typeof COD_REMIT_STATES)[number]['value'];
export const COD_REMIT_STATE_VALUES = COD_REMIT_STATES.map((s) => s.value) as [CodRemitState, ...CodRemitState[]];
export const codRemitStateLabel = (s: string) => COD_REMIT_STATES.find((x) => x.value === s)?.label ?? s;

/** The filters of /verifikasi_cod/list, the six summaries and list_excel (top level or in columnFilters). */
export const COD_FILTERS = ['date_start', 'date_end', 'ekspedisi_id', 'status', 'search', 'shipment_id', 'order_id'] as const;

/**
 * One line of a remittance report: the shipment and its COD invoice (order_id may be left out when
 * the shipment carries one COD invoice), the money received ('1.250.000' is read as 1250000), when
 * (default today), the report's reference, a note, and an explanation of the difference between the
 * estimate and the money received (difference_note; a line may carry only an explanation, with
 * received_amount 0).
 */
export const codRemittanceItem = z.object({
  shipment_id: field.id('Pengiriman'),
  order_id: field.optInt('Tagihan', 1),
  received_amount: z.preprocess((v) => (v === undefined || v === null || v === '' ? 0 : v), field.money('Uang diterima')),
  remit_date: optDateField('Tanggal setor'),
  reference: field.optText('Referensi', 100),
  note: field.optText('Catatan', 500),
  difference_note: field.optText('Penjelasan selisih', 500),
});
export type CodRemittanceItem = z.infer<typeof codRemittanceItem>;

/**
 * Body of /verifikasi_cod/validation_update and stored_update: a courier's remittance report (items,
 * at most 500 lines) received into a Kas & Bank account (bank_id, required when money was received).
 */
export const codUpdateBody = z.object({
  bank_id: field.optInt('Rekening', 1),
  items: z.preprocess(
    (v) => {
      if (typeof v === 'string') {
        try {
          return JSON.parse(v);
        } catch {
          return v;
        }
      }
      return v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v;
    },
    z
      .array(codRemittanceItem, { error: 'Baris setoran harus berupa daftar' })
      .min(1, 'Isi minimal satu baris setoran')
      .max(500, 'Paling banyak 500 baris per setoran'),
  ),
});
export type CodUpdateBody = z.infer<typeof codUpdateBody>;

/* Answers (server/src/modules/payment/cod). */

/** One COD invoice of a shipment with the money the courier owes and has remitted. */
export const codRow = z.object({
  shipment_id: int(),
  order_id: int(),
  shipment_number: z.string(),
  invoice_number: z.string(),
  no_resi: optText(),
  ekspedisi_id: int().nullable(),
  /** The courier: master Ekspedisi's name, or the courier typed on the shipment. */
  courier: z.string(),
  customer_name: optText(),
  master_gudang_name: optText(),
  shipment_status: z.string(),
  shipment_date: day(),
  /** When the shipment became Diterima (null while on its way). */
  delivered_date: day().nullable(),
  /** The invoice's products after discounts and PPN (grand total − shipping + shipping discount − COD fee). */
  subtotal_product: num(),
  shipping_cost: num(),
  /** The seller's discount on shipping given to the customer on the invoice. */
  shipping_discount: num(),
  cod_fee: num(),
  /** The courier's discount on its shipping cost (master Ekspedisi's Diskon Ongkir, at most the shipping cost). */
  ekspedisi_discount_ongkir: num(),
  /** What the courier keeps of the money collected: shipping cost − its discount + COD fee. */
  courier_costs: num(),
  grand_total: num(),
  /** Grand total − courier costs: what the courier should remit. */
  estimasi_uang_masuk: num(),
  uang_masuk: num(),
  /** estimasi_uang_masuk − uang_masuk. */
  selisih: num(),
  difference_note: optText(),
  status: z.enum(COD_REMIT_STATE_VALUES),
  status_label: z.string(),
  remittance_count: int(),
  last_remit_date: day().nullable(),
  last_reference: optText(),
  /** What the invoice still owes now, and whether it is paid. */
  amount_due: num(),
  is_paid: int(),
});
export type CodRow = z.infer<typeof codRow>;

/** A summary call's answer: one figure over the list's filters. */
export const codSummary = z.object({ total: num() });

/** What stored_update answers: the remittance lines written and the payments (source cod, approved) that settled the invoices. */
export const codStored = z.object({
  remittance_ids: z.array(int()),
  payments: z.array(z.object({ payment_id: int(), payment_number: z.string(), order_id: int(), amount: num() })),
  received_total: num(),
});
export type CodStored = z.infer<typeof codStored>;
