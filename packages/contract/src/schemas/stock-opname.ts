import { z } from 'zod';
import { batchInGudang, batchLineFields, createdFields, day, editableField, gudangFields, int, num, optText, productUnitFields, timestamp } from './answers.js';
import { field, MONEY_MAX } from './fields.js';

const isRealDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A calendar date typed as YYYY-MM-DD (the date inputs send it so). */
export const dateField = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} harus berformat TTTT-BB-HH`)
    .refine(isRealDate, `${label} tidak valid`);

/** An optional date: empty or null reads as not given. */
export const optDateField = (label: string) => z.preprocess((v) => (v === '' || v === null ? undefined : v), dateField(label).optional());

/**
 * Optional cost per small unit of goods a count or adjustment adds (HPP per satuan kecil, up to 4
 * decimals, above 0). Left empty, they come in at the warehouse's moving average, or where it has
 * none at the product's cost elsewhere in the company (the ledger's knownCosts).
 */
export const optUnitCostField = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  field
    .decimal('HPP per satuan kecil', { min: 0, max: MONEY_MAX, decimals: 4 })
    .refine((v) => v > 0, 'HPP per satuan kecil harus lebih dari 0 (kosongkan untuk memakai HPP rata-rata)')
    .optional(),
);

/** A counted line: a known batch (batch_id, 0 = no batch) or a batch found while counting (batch_no + expired_date). */
export const stockOpnameLineInput = z.object({
  product_id: field.id('Produk'),
  batch_id: field.optInt('Batch', 0),
  batch_no: field.optText('Nomor batch', 60),
  expired_date: optDateField('Tanggal kedaluwarsa'),
  /** Counted quantity in small units. */
  counted_qty: field.int('Jumlah hitung', 0, 1_000_000_000),
  /** The parts the page's quantity input showed (checked against counted_qty). */
  qty_entered: field.enteredQty(),
  /** Cost per small unit of what the count adds (ignored where it finds less than the system). */
  unit_cost: optUnitCostField,
  note: field.optText('Catatan', 255),
});

/**
 * Body of /stock_opname/validation_add and /stock_opname/add_stored (JSON). `counted_at` is when the
 * counting started (ISO time; default now): each line's system quantity is read from the ledger as
 * it stood then, and posting books counted − system, so movements between counting and posting are
 * kept, not lost nor counted twice.
 */
export const stockOpnameBody = z.object({
  gudang_id: field.id('Gudang'),
  counted_at: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.iso.datetime({ offset: true, error: 'Waktu hitung tidak valid' }).optional()),
  note: field.optText('Catatan', 500),
  lines: field.lines(stockOpnameLineInput),
});
export type StockOpnameBody = z.infer<typeof stockOpnameBody>;

/** Body of /stock_opname/list_batch: the batches of a product in a warehouse with their quantity now. */
export const stockOpnameBatchBody = z.object({ gudang_id: field.id('Gudang'), product_id: field.id('Produk') });

/** Body of /stock_opname/verif_batch: a batch number and expiry typed while counting. */
export const stockOpnameVerifyBatchBody = z.object({
  product_id: field.id('Produk'),
  batch_no: field.text('Nomor batch', 60),
  expired_date: dateField('Tanggal kedaluwarsa'),
});

/* Answers (server/src/modules/stock/opname/queries.ts). */

/** One count of /stock_opname/list: its header and the sums of its lines. */
export const stockOpnameRow = z.object({
  opname_id: int(),
  opname_code: z.string(),
  ...gudangFields,
  counted_at: timestamp(),
  note: optText(),
  status: z.string(),
  ...createdFields,
  line_count: int(),
  diff_count: int(),
  diff_value: num(),
  ...editableField,
});
export type StockOpnameRow = z.infer<typeof stockOpnameRow>;

/** A counted line of /stock_opname/detail: system, counted and difference in small units with their text, and the value of the difference. */
export const stockOpnameLine = z.object({
  ...batchLineFields,
  system_qty: num(),
  counted_qty: num(),
  diff_qty: num(),
  unit_cost: num(),
  diff_value: num(),
  note: optText(),
  system_qty_text: z.string(),
  counted_qty_text: z.string(),
  diff_qty_text: z.string(),
});
export type StockOpnameLine = z.infer<typeof stockOpnameLine>;

/** /stock_opname/detail: the count's header (no sums) with its lines. */
export const stockOpnameDetail = stockOpnameRow.omit({ line_count: true, diff_count: true, diff_value: true }).extend({ lines: z.array(stockOpnameLine) });
export type StockOpnameDetail = z.infer<typeof stockOpnameDetail>;

/** /stock_opname/generate_code: the number the next count will probably get. */
export const stockOpnameNextCode = z.object({ opname_code: z.string() });

/** A batch of a product in a warehouse with its quantity now (small units and text). */
export const opnameBatch = batchInGudang;
export type OpnameBatch = z.infer<typeof opnameBatch>;

/** The product a count is of, with its units. */
export const opnameProduct = z.object({
  product_id: int(),
  product_name: z.string(),
  is_product_expire: int(),
  ...productUnitFields,
});
export type OpnameProduct = z.infer<typeof opnameProduct>;

/** /stock_opname/list_batch: what to count, and the moment counting starts (sent back as counted_at). */
export const stockOpnameBatches = z.object({ product: opnameProduct, batches: z.array(opnameBatch), counted_at: timestamp() });

/** /stock_opname/check_batch: whether a batch number is known for the product, with its expiries. */
export const stockOpnameCheckBatch = z.object({
  exists: z.boolean(),
  batches: z.array(z.object({ batch_id: int(), batch_no: z.string(), expired_date: day().nullable() })),
});

/** /stock_opname/verif_batch: the known batch of that number and expiry (null when new) and whether it has expired. */
export const stockOpnameVerifiedBatch = z.object({ batch_id: int().nullable(), is_new: z.boolean(), is_expired: z.boolean() });

/** /stock_opname/add_stored: the posted count; warnings name variants left below what orders reserved. */
export const stockOpnameSaved = z.object({
  opname_id: int(),
  opname_code: z.string(),
  lines: int(),
  diff_lines: int(),
  warnings: z.array(z.string()).optional(),
});
