import { z } from 'zod';
import { PURCHASE_ORDER_STATE_VALUES } from '../documents/purchase-order.js';
import { field, MONEY_MAX } from './fields.js';
import { pricedLines, pricedLinesIssues } from '../amount-bounds.js';
import { optDateField } from './stock-opname.js';

const zeroIfBlank = (v: unknown) => (v === undefined || v === null || v === '' ? 0 : v);
const unitField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'besar' : v),
  z.enum(['besar', 'kecil'], { error: 'Satuan harus besar atau kecil' }),
);
/** The state an order is stored in: draft (not sent yet) or ordered (placed with the supplier; the default). */
const saveStatusField = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'ordered' : v),
  z.enum(['draft', 'ordered'], { error: 'Status harus draft atau ordered' }),
);

/** Most images an order keeps, and the largest one (decoded bytes). */
export const PURCHASE_ORDER_MAX_IMAGES = 5;
export const PURCHASE_ORDER_MAX_IMAGE_BYTES = 1024 * 1024;
/** Body limit of the calls carrying images: five images of 1 MB in base64 and the lines. */
export const PURCHASE_ORDER_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Images of an order sent with the form (the calls are form bodies, not multipart): data URLs
 * `data:image/png|jpeg|webp;base64,…`; the server checks the bytes' type and size.
 */
const imagesField = z.preprocess(
  (v) => {
    if (v === undefined || v === null || v === '') return [];
    if (typeof v === 'string' && v.startsWith('data:')) return [v];
    if (typeof v === 'string') {
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    }
    return v;
  },
  z
    .array(z.string({ error: 'Gambar harus berupa data URL' }).regex(/^data:image\/[a-z]+;base64,[A-Za-z0-9+/=\s]+$/, 'Gambar harus berupa data URL base64'), {
      error: 'Gambar harus berupa daftar',
    })
    .max(PURCHASE_ORDER_MAX_IMAGES, `Gambar maksimal ${PURCHASE_ORDER_MAX_IMAGES}`),
);

/**
 * An ordered product: the variant, the unit it is ordered in (besar = product_satuan_besar, the
 * default; kecil = product_satuan_kecil), the quantity and the price per that unit in rupiah, and a
 * discount: a percent of the line (discount_type percent, up to 100, two decimals) or rupiah off the
 * line (discount_type rupiah). The server stores the quantity in small units and computes the totals.
 */
export const purchaseOrderLineInput = z.object({
  product_id: field.id('Produk'),
  unit: unitField,
  qty: field.int('Jumlah', 1, 1_000_000_000),
  price: z.preprocess(zeroIfBlank, field.money('Harga')),
  discount_type: z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 'percent' : v),
    z.enum(['percent', 'rupiah'], { error: 'Jenis diskon harus percent atau rupiah' }),
  ),
  discount: z.preprocess(zeroIfBlank, field.decimal('Diskon', { min: 0, max: MONEY_MAX, decimals: 2 })),
  note: field.optText('Catatan baris', 255),
});
export type PurchaseOrderLineInput = z.infer<typeof purchaseOrderLineInput>;

/** The fields both kinds of order share: the ordering (receiving) warehouse, dates, state to store in, note and images. */
const orderCommon = {
  gudang_id: field.id('Gudang'),
  order_date: optDateField('Tanggal pesanan'),
  expected_date: optDateField('Tanggal perkiraan datang'),
  status: saveStatusField,
  note: field.optText('Catatan', 500),
  images: imagesField,
};

/** Body of /penerimaan_order/validation_add and /penerimaan_order/add_stored: an order to a supplier. */
export const purchaseOrderBody = z.object({
  vendor_id: field.id('Supplier'),
  ...orderCommon,
  is_ppn: z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : v), field.flag('PPN')),
  lines: pricedLines(purchaseOrderLineInput),
});
export type PurchaseOrderBody = z.infer<typeof purchaseOrderBody>;

/** Body of /penerimaan_order/validation_update and /penerimaan_order/update_stored: a draft or ordered order replaced whole (images are added). */
export const purchaseOrderUpdateBody = purchaseOrderBody.extend({ order_id: field.id('Pesanan') });
export type PurchaseOrderUpdateBody = z.infer<typeof purchaseOrderUpdateBody>;

/** An internally ordered product: variant, unit and quantity (no price between own warehouses). */
export const purchaseOrderInternalLineInput = purchaseOrderLineInput.pick({ product_id: true, unit: true, qty: true, note: true });
export type PurchaseOrderInternalLineInput = z.infer<typeof purchaseOrderInternalLineInput>;

/**
 * Body of /penerimaan_order/validation_add_internal and /penerimaan_order/add_stored_internal: an
 * order from one of the company's warehouses (gudang_source_id supplies) to another (gudang_id).
 */
export const purchaseOrderInternalBody = z.object({
  gudang_source_id: field.id('Gudang asal'),
  ...orderCommon,
  lines: field.lines(purchaseOrderInternalLineInput),
});
export type PurchaseOrderInternalBody = z.infer<typeof purchaseOrderInternalBody>;

/** Body of /penerimaan_order/update_stored_internal. */
export const purchaseOrderInternalUpdateBody = purchaseOrderInternalBody.extend({ order_id: field.id('Pesanan') });
export type PurchaseOrderInternalUpdateBody = z.infer<typeof purchaseOrderInternalUpdateBody>;

/** Body of /penerimaan_order/validation_delete and /penerimaan_order/delete. */
export const purchaseOrderDeleteBody = z.object({ order_id: field.id('Pesanan') });
export type PurchaseOrderDeleteBody = z.infer<typeof purchaseOrderDeleteBody>;

/** Body of /penerimaan_order/delete_image_stored. */
export const purchaseOrderImageDeleteBody = z.object({ order_id: field.id('Pesanan'), image_id: field.id('Gambar') });
export type PurchaseOrderImageDeleteBody = z.infer<typeof purchaseOrderImageDeleteBody>;

/** A line of an automatic order: the quantity (and price) the user kept from the proposal. */
export const purchaseOrderAutoLineInput = purchaseOrderLineInput.pick({ product_id: true, unit: true, qty: true, price: true });
export type PurchaseOrderAutoLineInput = z.infer<typeof purchaseOrderAutoLineInput>;

/**
 * Body of /penerimaan_order/po_automatic: the warehouse whose defecta (variants under minimum
 * stock) is ordered. Without lines the call answers the proposal and writes nothing; with lines it
 * stores one draft per supplier (the product's main vendor), updating the supplier's open automatic
 * draft for that warehouse instead of making a second one.
 */
export const purchaseOrderAutoBody = z.object({
  gudang_id: field.id('Gudang'),
  is_ppn: z.preprocess((v) => (v === undefined || v === null || v === '' ? '0' : v), field.flag('PPN')),
  lines: z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z
      .array(purchaseOrderAutoLineInput, { error: 'Baris harus berupa daftar' })
      .max(1000, 'Baris terlalu banyak')
      .superRefine((lines, ctx) => {
        for (const issue of pricedLinesIssues(lines)) ctx.addIssue({ code: 'custom', ...issue });
      }),
  ),
});
export type PurchaseOrderAutoBody = z.infer<typeof purchaseOrderAutoBody>;

/** Query of GET /penerimaan_order/get_detail. */
export const purchaseOrderDetailQuery = z.object({ order_id: field.id('Pesanan') });

// ---------------------------------------------------------------- answers

/** What add/update (internal too) answer. */
export const purchaseOrderSaved = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  status: z.enum(PURCHASE_ORDER_STATE_VALUES),
  lines: z.number().int(),
  grand_total: z.number(),
});

const money = z.number();
/** A row of /penerimaan_order/index. */
export const purchaseOrderRow = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  order_date: z.string(),
  expected_date: z.string().nullable(),
  is_internal: z.number().int(),
  is_automatic: z.number().int(),
  vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  gudang_id: z.number().int(),
  master_gudang_name: z.string().nullable(),
  gudang_source_id: z.number().int().nullable(),
  gudang_source_name: z.string().nullable(),
  status: z.enum(PURCHASE_ORDER_STATE_VALUES),
  status_label: z.string(),
  is_ppn: z.number().int(),
  ppn_percent: money,
  ppn_included: z.number().int(),
  gross_total: money,
  discount_total: money,
  subtotal: money,
  dpp: money,
  ppn: money,
  grand_total: money,
  note: z.string().nullable(),
  line_count: z.number().int(),
  qty_total: z.number().int(),
  qty_received_total: z.number().int(),
  created_by_name: z.string().nullable(),
});

/** A line of /penerimaan_order/get_detail: quantities in small units, both units and text; money in rupiah. */
export const purchaseOrderDetailLine = z.object({
  line_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  product_sku: z.string().nullable(),
  unit: z.enum(['besar', 'kecil']),
  unit_name: z.string(),
  product_isi: z.number().int(),
  product_satuan_besar_name: z.string(),
  product_satuan_kecil_name: z.string(),
  qty_input: z.number().int(),
  qty: z.number().int(),
  qty_text: z.string(),
  qty_received: z.number().int(),
  qty_remaining: z.number().int(),
  qty_remaining_text: z.string(),
  price: money,
  unit_price_small: money,
  discount_type: z.enum(['percent', 'rupiah']),
  discount: money,
  gross: money,
  discount_amount: money,
  subtotal: money,
  note: z.string().nullable(),
});

/** /penerimaan_order/get_detail: the header, its lines, images and state history. */
export const purchaseOrderDetail = purchaseOrderRow.extend({
  lines: z.array(purchaseOrderDetailLine),
  images: z.array(z.object({ image_id: z.number().int(), mime: z.string(), size: z.number().int(), data_url: z.string() })),
  history: z.array(
    z.object({
      from_state: z.string(),
      to_state: z.string(),
      action: z.string(),
      user_id: z.number().int().nullable(),
      user_name: z.string().nullable(),
      at: z.string(),
    }),
  ),
});

/** A row of /penerimaan_order/index_main: an order still open for receiving, for the receipt form's picker. */
export const purchaseOrderOpenRow = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  order_date: z.string(),
  is_internal: z.number().int(),
  vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  gudang_id: z.number().int(),
  master_gudang_name: z.string().nullable(),
  gudang_source_id: z.number().int().nullable(),
  status: z.enum(PURCHASE_ORDER_STATE_VALUES),
  status_label: z.string(),
  qty_total: z.number().int(),
  qty_remaining_total: z.number().int(),
});

const proposalLine = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_sku: z.string().nullable(),
  qty: z.number().int(),
  qty_text: z.string(),
  product_min_stock: z.number().int(),
  shortage: z.number().int(),
  /** Small units still to come on placed orders (ordered, partly received) to the warehouse. */
  on_order: z.number().int(),
  product_isi: z.number().int(),
  product_satuan_besar_name: z.string(),
  product_satuan_kecil_name: z.string(),
  unit: z.literal('besar'),
  order_qty: z.number().int(),
  price: money,
});
/** /penerimaan_order/po_automatic without lines: the proposal per supplier, and variants without a main supplier. */
export const purchaseOrderAutoProposal = z.object({
  gudang_id: z.number().int(),
  vendors: z.array(
    z.object({ vendor_id: z.number().int(), vendor_name: z.string(), open_draft_id: z.number().int().nullable(), lines: z.array(proposalLine) }),
  ),
  without_vendor: z.array(proposalLine),
});
/** /penerimaan_order/po_automatic with lines: the drafts stored, one per supplier. */
export const purchaseOrderAutoSaved = z.object({
  orders: z.array(
    z.object({
      order_id: z.number().int(),
      order_number: z.string(),
      vendor_id: z.number().int(),
      created: z.boolean(),
      lines: z.number().int(),
      grand_total: money,
    }),
  ),
});
