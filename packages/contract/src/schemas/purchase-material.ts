import { z } from 'zod';
import { PURCHASE_MATERIAL_STATE_VALUES } from '../documents/purchase-material.js';
import { field } from './fields.js';
import { pricedLines } from '../amount-bounds.js';
import { optDateField } from './stock-opname.js';

/** Most images a material order keeps, the largest one, and the body limit of the multipart calls carrying them. */
export const PURCHASE_MATERIAL_MAX_IMAGES = 5;
export const PURCHASE_MATERIAL_MAX_IMAGE_BYTES = 1024 * 1024;
export const PURCHASE_MATERIAL_BODY_LIMIT = 6 * 1024 * 1024;

/** A bought material: its name and unit as typed, the quantity and the price per unit in rupiah (the server computes the totals). */
export const purchaseMaterialLineInput = z.object({
  material_name: field.text('Nama bahan', 255),
  qty: field.int('Jumlah', 1, 1_000_000_000),
  unit: field.text('Satuan', 50),
  price: field.money('Harga'),
  note: field.optText('Catatan baris', 255),
});
export type PurchaseMaterialLineInput = z.infer<typeof purchaseMaterialLineInput>;

const blank = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : v);

/**
 * Body of /purchase_material/validation_create and /purchase_material/create_stored: the supplier
 * (optional), the warehouse that receives, the date (today when empty), the note, the lines (a JSON
 * string field in the multipart body) and the state to store in (pending, the default, or ordered).
 * create_stored also takes image files in the repeated multipart field `images` (PNG/JPEG/WEBP).
 */
export const purchaseMaterialBody = z.looseObject({
  vendor_id: field.optInt('Supplier', 1),
  gudang_id: field.id('Gudang'),
  material_date: optDateField('Tanggal'),
  note: field.optText('Catatan', 500),
  status: z.preprocess(blank, z.enum(['pending', 'ordered'], { error: 'Status harus pending atau ordered' }).optional()),
  lines: pricedLines(purchaseMaterialLineInput),
});
export type PurchaseMaterialBody = z.infer<typeof purchaseMaterialBody>;

/**
 * Body of /purchase_material/validation_update and /purchase_material/update_stored: a pending order
 * replaced whole (images sent are added); `status` moves it on: ordered (from pending), received
 * (from ordered; an ordered order takes only this move, its content stays).
 */
export const purchaseMaterialUpdateBody = z.looseObject({
  ...purchaseMaterialBody.shape,
  material_id: field.id('Pembelian bahan'),
  status: z.preprocess(blank, z.enum(['pending', 'ordered', 'received'], { error: 'Status harus pending, ordered atau received' }).optional()),
});
export type PurchaseMaterialUpdateBody = z.infer<typeof purchaseMaterialUpdateBody>;

/** Body of /purchase_material/validation_delete and /purchase_material/delete_stored. */
export const purchaseMaterialDeleteBody = z.object({ material_id: field.id('Pembelian bahan') });
export type PurchaseMaterialDeleteBody = z.infer<typeof purchaseMaterialDeleteBody>;

/** Body of /purchase_material/delete_image_stored. */
export const purchaseMaterialImageDeleteBody = z.object({ material_id: field.id('Pembelian bahan'), image_id: field.id('Gambar') });
export type PurchaseMaterialImageDeleteBody = z.infer<typeof purchaseMaterialImageDeleteBody>;

// ---------------------------------------------------------------- answers

/** What create/update answer. */
export const purchaseMaterialSaved = z.object({
  material_id: z.number().int(),
  material_number: z.string(),
  status: z.enum(PURCHASE_MATERIAL_STATE_VALUES),
  lines: z.number().int(),
  images: z.number().int(),
  grand_total: z.number(),
});

/** A row of /purchase_material/index: the header, its lines and images (small documents, shown whole). */
export const purchaseMaterialRow = z.object({
  material_id: z.number().int(),
  material_number: z.string(),
  material_date: z.string(),
  vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  gudang_id: z.number().int(),
  master_gudang_name: z.string().nullable(),
  status: z.enum(PURCHASE_MATERIAL_STATE_VALUES),
  status_label: z.string(),
  grand_total: z.number(),
  note: z.string().nullable(),
  line_count: z.number().int(),
  created_by_name: z.string().nullable(),
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      material_name: z.string(),
      qty: z.number().int(),
      unit: z.string(),
      price: z.number(),
      subtotal: z.number(),
      note: z.string().nullable(),
    }),
  ),
  images: z.array(z.object({ image_id: z.number().int(), mime: z.string(), size: z.number().int(), data_url: z.string() })),
});
