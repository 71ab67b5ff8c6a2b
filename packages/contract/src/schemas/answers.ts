import { z } from 'zod';

/*
 * Building blocks of the answer schemas (what a call answers in `data`): the server declares them on
 * its calls (`defineCall({ data })`, documented in /docs/json and checked on every answer of the
 * test suites), and the web takes its row types from them (`z.infer`). Objects are not strict: a
 * row may carry more keys than its schema names.
 */

/** A whole number (ids, quantities in small units, rupiah). */
export const int = () => z.number().int();
/** A number that may have decimals (costs per small unit, percentages). */
export const num = () => z.number();
/** A moment as the API sends it: ISO 8601 with its offset. */
export const timestamp = () => z.string();
/** A calendar day, YYYY-MM-DD. */
export const day = () => z.string();
/** Text that may be absent (null). */
export const optText = () => z.string().nullable();

/** The `data` of a list call (the list contract of DESIGN §4) with rows of the given schema. */
export const listAnswer = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total: int(), page: int(), perPage: int() });

/** Whether the caller may still edit the document (doc-decl's `editable` states); answered on every document row. */
export const editableField = { editable: z.boolean().optional() };

/** A validation call and other calls that answer nothing: `data` is null. */
export const nothing = z.null();

/** Who created a document and when (document rows). */
export const createdFields = { created_at: timestamp(), created_by_name: optText() };

/** The warehouse a document is in (document rows). */
export const gudangFields = { gudang_id: int(), master_gudang_name: optText() };

/** The product and batch a stock document's line is of (transfer, supplier return, count, adjustment lines). */
export const batchLineFields = {
  line_id: int(),
  product_id: int(),
  product_name: z.string(),
  product_sku: optText(),
  batch_id: int(),
  batch_no: optText(),
  expired_date: day().nullable(),
};

/** A batch of a product in a warehouse with its quantity now (small units and text), first expiry first. */
export const batchInGudang = z.object({ batch_id: int(), batch_no: optText(), expired_date: day().nullable(), qty: num(), qty_text: z.string() });
export type BatchInGudang = z.infer<typeof batchInGudang>;

/** A product's units: how many small units a big one holds, and their names. */
export const productUnitFields = { product_isi: int(), product_satuan_besar_name: optText(), product_satuan_kecil_name: optText() };

/** A variant named with its product and units, as the stock reports answer it (mutation, expiry). */
export const variantColumns = {
  product_id: int(),
  main_id: int(),
  product_name: z.string(),
  main_name: z.string(),
  varian_name: optText(),
  product_sku: optText(),
  ...productUnitFields,
};

/** A product held in a warehouse: balance, reserved, what a document may take, its units and its batches. */
export const productInGudangFields = {
  product_id: int(),
  product_name: z.string(),
  product_sku: z.string(),
  product_barcode: z.string(),
  product_price_sale: num(),
  product_qty: num(),
  product_qty_reserved: num(),
  product_qty_available: num(),
  ...productUnitFields,
  is_product_expire: int(),
  batches: z.array(batchInGudang),
};
