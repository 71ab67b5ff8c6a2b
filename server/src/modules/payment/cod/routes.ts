import { COD_FILTERS, COD_REMIT_STATE_VALUES, codRow, codStored, codSummary, codUpdateBody, listAnswer } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { fieldError } from '../../../platform/errors.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { listQuerySchema } from '../../../platform/list.js';
import { listFilters } from '../../../platform/list-filters.js';
import { definePair } from '../../../platform/pair.js';
import { checkRecordCodRemittance, recordCodRemittance } from './commands/record-cod-remittance.js';
import { type CodSummaryKey, codSheet, codSummaries, listCod } from './queries.js';

const tags = ['Verifikasi COD'];
const access = { permission: 'verificationCod' } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/** The list's filters (top level or columnFilters), checked: whole numbers, real dates, a known remittance state. */
export function codQuery(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const columnFilters = listFilters(b, COD_FILTERS, { ints: ['ekspedisi_id', 'shipment_id', 'order_id'], dates: ['date_start', 'date_end'] });
  if (columnFilters.status !== undefined && !(COD_REMIT_STATE_VALUES as readonly string[]).includes(String(columnFilters.status)))
    throw fieldError('status', `Status harus salah satu dari: ${COD_REMIT_STATE_VALUES.join(', ')}`);
  return { ...b, columnFilters };
}

const SUMMARIES: [string, CodSummaryKey, string][] = [
  ['/verifikasi_cod/summary_subtotal_product', 'subtotal_product', 'Total subtotal produk'],
  ['/verifikasi_cod/summary_cod_fee', 'cod_fee', 'Total biaya COD'],
  ['/verifikasi_cod/summary_ekspedisi_discount_ongkir', 'ekspedisi_discount_ongkir', 'Total diskon ongkir ekspedisi'],
  ['/verifikasi_cod/summary_estimasi_uang_masuk', 'estimasi_uang_masuk', 'Total estimasi uang masuk (total tagihan − potongan kurir)'],
  ['/verifikasi_cod/summary_uang_masuk', 'uang_masuk', 'Total uang masuk yang disetor kurir'],
  ['/verifikasi_cod/summary_selisih', 'selisih', 'Total selisih (estimasi − uang masuk) yang belum dijelaskan'],
];

/**
 * Pembayaran > Verifikasi COD (spec-2 §7.6): the COD invoices of shipments with the money the courier
 * collects, keeps and should remit, six summary figures over the same filters (one query), the
 * remittance reports (validation_update / stored_update: settle the invoices through approved COD
 * payments) and the Excel.
 */
export function registerCodRoutes(app: FastifyInstance) {
  const sheet = defineExcelExport(app, 'verifikasi_cod', async (tx, actor, body: unknown) => codSheet(tx, actor, codQuery(body)));
  const filterNote = 'filter date_start, date_end (tanggal kirim), ekspedisi_id, status (belum_disetor, sebagian, lunas, selisih), search';
  defineCall(app, {
    method: 'POST',
    url: '/verifikasi_cod/list',
    access,
    tags,
    summary: `Daftar tagihan COD per pengiriman: subtotal produk, biaya COD, diskon ongkir ekspedisi, estimasi uang masuk, uang masuk, selisih, status setoran (${filterNote})`,
    body: listBody,
    data: listAnswer(codRow),
    handler: async ({ tx, auth, body }) => ok(await listCod(tx, auth, codQuery(body))),
  });
  for (const [path, key, label] of SUMMARIES)
    defineCall(app, {
      method: 'POST',
      url: path,
      access,
      tags,
      summary: `${label} atas filter daftar (${filterNote})`,
      body: listBody,
      data: codSummary,
      handler: async ({ tx, auth, body }) => ok({ total: (await codSummaries(tx, auth, codQuery(body)))[key] }),
    });
  definePair(app, {
    validationUrl: '/verifikasi_cod/validation_update',
    storedUrl: '/verifikasi_cod/stored_update',
    access,
    tags,
    body: codUpdateBody,
    summary:
      'Mencatat setoran kurir (items: shipment_id, order_id, received_amount, remit_date, reference, note, difference_note; bank_id): tiap baris yang membawa uang melunasi tagihannya lewat pembayaran COD yang langsung disetujui; setoran melebihi sisa tagihan ditolak di barisnya',
    data: codStored,
    check: ({ tx, auth, body }) => checkRecordCodRemittance(tx, auth, body),
    store: async ({ tx, auth, body }, checked) => ok(await recordCodRemittance(tx, auth, body, checked), 'Setoran COD berhasil dicatat'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/verifikasi_cod/list_excel',
    access,
    tags,
    summary: `Ekspor verifikasi COD (.xlsx; filter seperti daftar). ${EXPORT_NOTE}`,
    body: listBody,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? {}),
  });
}
