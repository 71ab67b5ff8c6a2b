import {
  LEAD_LIST_FILTERS,
  LEAD_SOURCE_VALUES,
  leadAddBody,
  leadDailyAnswer,
  leadDailyBySourceAnswer,
  leadDetail,
  leadDetailQuery,
  leadRangeBody,
  leadRatioByAdminAnswer,
  leadRatioBySourceAnswer,
  leadRow,
  leadSaved,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { ErrorBag } from '../../../platform/errors.js';
import { listQuerySchema } from '../../../platform/list.js';
import { listAnswer } from '../../../platform/openapi.js';
import { definePair } from '../../../platform/pair.js';
import { listFilters } from '../../../platform/list-filters.js';
import { checkCreateLead, createLead } from './commands/create-lead.js';
import {
  dailyClosings,
  dailyClosingsBySource,
  dailyLeads,
  dailyLeadsBySource,
  leadDetail as readDetail,
  leadOptions,
  listLeads,
  ratioByAdmin,
  ratioBySource,
} from './queries.js';

const tags = ['Leads'];
const page = { permission: 'closingLeads' } as const;
const bySource = { permission: 'reportRatioSourceLeads' } as const;
const byAdmin = { permission: 'reportRatioClosingCs' } as const;
/** The admin/contact choices serve the page and both reports (their admin filter). */
const anyLeadPage = { permission: 'closingLeads', orPermissions: ['reportRatioSourceLeads', 'reportRatioClosingCs'] } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/** The list query of a body: its filters from the top level or columnFilters, checked (422 at the field). */
function leadQuery(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const columnFilters = listFilters(b, LEAD_LIST_FILTERS, { ints: ['admin_id', 'member_id'], dates: ['date_start', 'date_end'] });
  const bag = new ErrorBag();
  if (columnFilters.source !== undefined) {
    const s = String(columnFilters.source).toLowerCase();
    if (!(LEAD_SOURCE_VALUES as readonly string[]).includes(s)) bag.add('source', 'Sumber tidak dikenal');
    columnFilters.source = s;
  }
  if (columnFilters.is_closed !== undefined && !['0', '1'].includes(String(columnFilters.is_closed))) bag.add('is_closed', 'is_closed harus 0 atau 1');
  bag.throwIfAny();
  return { ...b, columnFilters };
}

/**
 * Penjualan > Closing Leads (spec-2 §7 Leads) and the lead ratio reports: prospective customers who
 * contacted the shop, their daily counts and closings (a lead is closed by a sales order referring
 * to it that is neither cancelled nor deleted), ratios per source and per admin/CS.
 */
export function registerLeadRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/lead/list',
    access: page,
    tags,
    summary: 'Daftar lead dengan status closing (filter date_start, date_end, source, admin_id, member_id, is_closed 0/1, lead_code, search)',
    body: listBody,
    data: listAnswer(leadRow),
    handler: async ({ tx, auth, body }) => ok(await listLeads(tx, auth, leadQuery(body))),
  });
  definePair(app, {
    validationUrl: '/lead/validation_add',
    storedUrl: '/lead/add_stored',
    access: page,
    body: leadAddBody,
    tags,
    summary: 'Menyimpan lead baru (kode dari seri lead; admin/CS bawaan: pengguna yang mencatat)',
    data: leadSaved,
    check: ({ tx, auth, body }) => checkCreateLead(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await createLead(tx, auth, body), 'Lead berhasil ditambahkan'),
  });
  defineCall(app, {
    method: 'GET',
    url: '/lead/detail',
    access: { permission: 'closingLeads', orPermissions: ['createOrder'] },
    tags,
    summary: 'Detail lead menurut kodenya (code) atau id-nya (lead_id, untuk halaman buat tagihan), dengan tagihan yang dibuat darinya',
    query: leadDetailQuery,
    data: leadDetail,
    handler: async ({ tx, auth, query }) => ok(await readDetail(tx, auth, query)),
  });
  const daily = [
    ['/lead/kalkulasi_harian_lead', 'Jumlah lead per hari (tanggal lead)', leadDailyAnswer, dailyLeads],
    ['/lead/kalkulasi_harian_lead_by_source', 'Jumlah lead per hari per sumber', leadDailyBySourceAnswer, dailyLeadsBySource],
    ['/lead/kalkulasi_harian_closing', 'Jumlah closing (tagihan dari lead) per hari (tanggal tagihan)', leadDailyAnswer, dailyClosings],
    ['/lead/kalkulasi_harian_closing_by_source', 'Jumlah closing per hari per sumber lead', leadDailyBySourceAnswer, dailyClosingsBySource],
  ] as const;
  for (const [url, summary, data, run] of daily)
    defineCall(app, {
      method: 'POST',
      url,
      access: page,
      tags,
      summary: `${summary}; periode date_start–date_end (bawaan 30 hari terakhir, maksimal 366 hari), filter source, admin_id`,
      body: leadRangeBody,
      data,
      handler: async ({ tx, auth, body }) => ok(await run(tx, auth, body)),
    });
  defineCall(app, {
    method: 'POST',
    url: '/lead/ratio_by_source',
    access: bySource,
    tags,
    summary: 'Rasio closing per sumber: lead pada periode, yang closing, rasio (%) dan total tagihan closing',
    body: leadRangeBody,
    data: leadRatioBySourceAnswer,
    handler: async ({ tx, auth, body }) => ok(await ratioBySource(tx, auth, body)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/lead/ratio_by_admin',
    access: byAdmin,
    tags,
    summary: 'Rasio closing per admin/CS: lead pada periode, yang closing, rasio (%) dan total tagihan closing',
    body: leadRangeBody,
    data: leadRatioByAdminAnswer,
    handler: async ({ tx, auth, body }) => ok(await ratioByAdmin(tx, auth, body)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/lead/options',
    access: anyLeadPage,
    tags,
    summary: 'Pilihan admin/CS (anggota perusahaan) dan kontak (cari nama/telepon, 20 teratas) untuk form dan filter lead',
    query: z.object({ search: z.string().max(100).optional() }),
    handler: async ({ tx, auth, query }) => ok(await leadOptions(tx, auth, query.search ?? '')),
  });
}
