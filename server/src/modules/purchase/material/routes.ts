import {
  purchaseMaterial,
  MSG,
  PURCHASE_MATERIAL_BODY_LIMIT,
  purchaseMaterialBody,
  purchaseMaterialDeleteBody,
  purchaseMaterialImageDeleteBody,
  purchaseMaterialRow,
  purchaseMaterialSaved,
  purchaseMaterialUpdateBody,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../../platform/call.js';
import { checkStatusFilter } from '../../../platform/documents/status-filter.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../../platform/excel/export-job.js';
import { listQuerySchema } from '../../../platform/list.js';
import { listAnswer } from '../../../platform/openapi.js';
import { definePair } from '../../../platform/pair.js';
import { listFilters } from '../../../platform/list-filters.js';
import { cancelPurchaseMaterial, checkCancelPurchaseMaterial } from './commands/cancel-purchase-material.js';
import { checkCreatePurchaseMaterial, createPurchaseMaterial } from './commands/create-purchase-material.js';
import { deletePurchaseMaterialImage } from './commands/delete-purchase-material-image.js';
import { checkUpdatePurchaseMaterial, updatePurchaseMaterial } from './commands/update-purchase-material.js';
import { listPurchaseMaterials, MATERIAL_LIST_FILTERS, purchaseMaterialSheet } from './queries.js';

const tags = ['Pembelian Bahan'];
/** The Pemesanan page's permission: material orders are bought by the same purchasing roles. */
const access = { permission: 'purchaseOrder' } as const;
const listBody = listQuerySchema.catchall(z.unknown()).optional();

/** The list query of a body: its filters from the top level or columnFilters, checked (422 at the field). */
function materialQuery(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown> & z.infer<typeof listQuerySchema>;
  const columnFilters = listFilters(b, MATERIAL_LIST_FILTERS, { ints: ['material_id', 'vendor_id', 'gudang_id'], dates: ['date_start', 'date_end'] });
  checkStatusFilter(purchaseMaterial, columnFilters);
  return { ...b, columnFilters };
}

/**
 * Pembelian bahan (purchase_material): orders of supplies that are not stock products, on the
 * purchaseMaterial machine (pending → ordered → received; cancelled by the delete call while
 * pending). create/update are multipart (lines as a JSON string field, image files in `images`);
 * their validation calls take the same fields as a form, without files.
 */
export function registerPurchaseMaterialRoutes(app: FastifyInstance) {
  const sheet = defineExcelExport(app, 'purchase_material', async (tx, actor, body: unknown) => purchaseMaterialSheet(tx, actor, materialQuery(body)));
  defineCall(app, {
    method: 'POST',
    url: '/purchase_material/index',
    access,
    tags,
    summary: 'Daftar pembelian bahan dengan baris dan gambarnya (filter material_id, status, vendor_id, gudang_id, date_start, date_end, search)',
    body: listBody,
    data: listAnswer(purchaseMaterialRow),
    handler: async ({ tx, auth, body }) => ok(await listPurchaseMaterials(tx, auth, materialQuery(body))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_material/generate_excel',
    access,
    tags,
    summary: `Ekspor pembelian bahan (.xlsx, satu baris per bahan; filter seperti daftar). ${EXPORT_NOTE}`,
    body: listBody,
    ...EXPORT_ANSWER,
    handler: (call) => sheet.answer(call, call.body ?? {}),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_material/validation_create',
    access,
    tags,
    summary: 'Memeriksa pembelian bahan baru tanpa menyimpan (isian sama dengan create_stored, tanpa berkas)',
    body: purchaseMaterialBody,
    handler: async ({ tx, auth, body }) => {
      await checkCreatePurchaseMaterial(tx, auth, body);
      return ok(null, MSG.validationOk);
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_material/create_stored',
    access,
    tags,
    summary:
      'Menyimpan pembelian bahan (multipart: lines sebagai teks JSON, gambar di images berulang; PNG/JPEG/WEBP maks. 1 MB, 5 gambar); status pending (bawaan) atau ordered; total dihitung server',
    body: purchaseMaterialBody,
    files: ['images'],
    bodyLimit: PURCHASE_MATERIAL_BODY_LIMIT,
    data: purchaseMaterialSaved,
    handler: async ({ tx, auth, body }) => ok(await createPurchaseMaterial(tx, auth, body), 'Pembelian bahan berhasil disimpan'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_material/validation_update',
    access,
    tags,
    summary: 'Memeriksa perubahan pembelian bahan tanpa menyimpan (isian sama dengan update_stored, tanpa berkas)',
    body: purchaseMaterialUpdateBody,
    handler: async ({ tx, auth, body }) => {
      await checkUpdatePurchaseMaterial(tx, auth, body);
      return ok(null, MSG.validationOk);
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_material/update_stored',
    access,
    tags,
    summary:
      'Mengubah pembelian bahan yang masih menunggu atau dipesan (multipart; baris diganti seluruhnya, gambar ditambahkan); status ordered memesan, received mencatat diterima',
    body: purchaseMaterialUpdateBody,
    files: ['images'],
    bodyLimit: PURCHASE_MATERIAL_BODY_LIMIT,
    data: purchaseMaterialSaved,
    handler: async ({ tx, auth, body }) => ok(await updatePurchaseMaterial(tx, auth, body), 'Pembelian bahan berhasil diubah'),
  });
  definePair(app, {
    validationUrl: '/purchase_material/validation_delete',
    storedUrl: '/purchase_material/delete_stored',
    access,
    body: purchaseMaterialDeleteBody,
    tags,
    summary: 'Menghapus (membatalkan) pembelian bahan yang masih menunggu; nomor dan riwayatnya tetap',
    data: z.object({ material_id: z.number().int(), material_number: z.string(), status: z.literal('cancelled') }),
    check: ({ tx, auth, body }) => checkCancelPurchaseMaterial(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await cancelPurchaseMaterial(tx, auth, body), 'Pembelian bahan berhasil dihapus'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/purchase_material/delete_image_stored',
    access,
    tags,
    summary: 'Menghapus satu gambar pembelian bahan',
    body: purchaseMaterialImageDeleteBody,
    data: z.object({ material_id: z.number().int(), image_id: z.number().int() }),
    handler: async ({ tx, auth, body }) => ok(await deletePurchaseMaterialImage(tx, auth, body), 'Gambar pembelian bahan berhasil dihapus'),
  });
}
