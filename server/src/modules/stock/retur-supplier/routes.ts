import {
  listAnswer,
  returProduct,
  returSupplier,
  returSupplierBody,
  returSupplierStatusBody,
  returSupplierUpdateBody,
  returSupplierRow,
  returSupplierSaved,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { checkStatusFilter } from '../../../platform/documents/status-filter.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { f } from '../../../platform/fields.js';
import { listQuerySchema } from '../../../platform/list.js';
import { definePair } from '../../../platform/pair.js';
import { listFilters } from '../../../platform/list-filters.js';
import { checkWarehouse } from '../../../platform/warehouse-scope.js';
import { checkCreateReturSupplier, checkUpdateReturSupplier, createReturSupplier, updateReturSupplierDetail } from './commands/save-retur-supplier.js';
import { checkReturSupplierStatus, updateReturSupplierStatus } from './commands/update-retur-supplier-status.js';
import { listReturSupplier, returSupplierSheet, productsInGudang, RETUR_LIST_FILTERS, vendorOptions } from './queries.js';

/** Chosen ids from JSON (a list), a form (repeated `ids`, or one field holding "[1,2]") or nothing. */
const idList = (v: unknown) => {
  if (v === undefined || v === '') return [];
  if (typeof v === 'string' && v.trim().startsWith('[')) {
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }
  return [v].flat();
};

const tags = ['Retur Supplier'];
const access = { permission: 'returPabrik' } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/** The list filters from the body's top level or its columnFilters, checked (422 at the field). */
const filtersOf = (body: unknown) => {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const columnFilters = listFilters(b, RETUR_LIST_FILTERS, {
    ints: ['gudang_id', 'vendor_id', 'retur_supplier_id'],
    dates: ['date_start', 'date_end'],
  });
  checkStatusFilter(returSupplier, columnFilters);
  return { ...b, columnFilters };
};

const STATUS_MESSAGE = { sent: 'Retur supplier dikirim; stok keluar dari gudang', done: 'Retur supplier selesai', cancelled: 'Retur supplier dibatalkan' };

/**
 * Retur supplier (spec-1 Inventori > returpabrik): returns stored as draft, edited while draft, and
 * moved through the returSupplier machine; the stock leaves when a return is sent.
 */
export function registerReturSupplierRoutes(app: FastifyInstance) {
  // The job keeps the request's body and reads it again, so both forms filter alike.
  const sheet = defineExcelExport(app, 'retur_supplier', (tx, actor, body: unknown, after) => returSupplierSheet(tx, actor, filtersOf(body), after));
  defineCall(app, {
    method: 'POST',
    url: '/retur/supplier/list',
    data: listAnswer(returSupplierRow),
    access,
    tags,
    summary: 'Daftar retur supplier dengan barisnya (filter gudang_id, vendor_id, status, date_start, date_end, retur_supplier_number, search)',
    body: listBody,
    handler: async ({ tx, auth, body }) => ok(await listReturSupplier(tx, auth, filtersOf(body))),
  });
  definePair(app, {
    validationUrl: '/retur/supplier/validation_add',
    storedUrl: '/retur/supplier/add_stored',
    data: returSupplierSaved,
    access,
    body: returSupplierBody,
    tags,
    summary: 'Menyimpan retur supplier sebagai draft (stok belum berubah)',
    check: ({ tx, auth, body }) => checkCreateReturSupplier(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await createReturSupplier(tx, auth, body), 'Retur supplier berhasil disimpan'),
  });
  definePair(app, {
    validationUrl: '/retur/supplier/validation_update_detail',
    storedUrl: '/retur/supplier/update_detail_stored',
    data: returSupplierSaved,
    access,
    body: returSupplierUpdateBody,
    tags,
    summary: 'Mengubah gudang, supplier, tanggal, catatan dan baris retur supplier yang masih draft',
    check: ({ tx, auth, body }) => checkUpdateReturSupplier(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await updateReturSupplierDetail(tx, auth, body), 'Retur supplier berhasil diubah'),
  });
  definePair(app, {
    validationUrl: '/retur/supplier/validation_update_status',
    storedUrl: '/retur/supplier/update_status_stored',
    data: returSupplierSaved,
    access,
    body: returSupplierStatusBody,
    tags,
    summary: 'Mengubah status retur supplier: sent (stok keluar), done, cancelled (dengan cancel_reason; yang sudah dikirim mengembalikan stok)',
    check: ({ tx, auth, body }) => checkReturSupplierStatus(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await updateReturSupplierStatus(tx, auth, body), STATUS_MESSAGE[body.status]),
  });
  defineCall(app, {
    method: 'POST',
    url: '/retur/supplier/generate_excel',
    access,
    tags,
    summary: `Ekspor retur supplier (.xlsx, satu baris per produk; filter seperti daftar). ${EXPORT_NOTE}`,
    body: listBody,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/retur/supplier/product_in_gudang',
    data: z.array(returProduct),
    access,
    tags,
    summary: 'Produk yang ada stoknya di gudang (cari nama, SKU, barcode) dengan batchnya, kedaluwarsa terdekat dahulu (usulan FEFO)',
    body: z.object({ gudang_id: f.id('Gudang'), search: f.optText('Cari', 100), perPage: f.optInt('Jumlah per halaman', 1, 100) }),
    handler: async ({ tx, auth, body }) => {
      await checkWarehouse(tx, auth, body.gudang_id);
      return ok(await productsInGudang(tx, body.gudang_id, body.search ?? '', body.perPage ?? 20));
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/retur/supplier/vendor_options',
    access,
    tags,
    summary: 'Id dan nama supplier aktif untuk formulir retur (cari nama; ids yang dipilih selalu ikut)',
    body: z.object({ search: f.optText('Cari', 100), ids: z.preprocess(idList, z.array(f.id('Supplier')).max(50)) }).optional(),
    data: z.array(z.object({ value: z.number().int(), label: z.string() })),
    handler: async ({ tx, body }) => ok(await vendorOptions(tx, body?.search ?? '', body?.ids ?? [])),
  });
}
