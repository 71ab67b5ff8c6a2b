import { z } from 'zod';
import { day, int, num, optText, variantColumns } from './answers.js';
import { EXPIRY_BUCKETS, type ExpiryBucket } from './stock-report.js';

/* Answers of Produk Kedaluwarsa (server/src/modules/stock/expiry/queries.ts). */

const expiryBucket = z.enum(EXPIRY_BUCKETS.map((b) => b.key) as [ExpiryBucket, ...ExpiryBucket[]]);

/** A batch on hand with an expiry: warehouse, product, days left and bucket, quantity (small units and text), cost and value, main supplier. */
export const expiryRow = z.object({
  gudang_id: int(),
  master_gudang_name: optText(),
  ...variantColumns,
  batch_id: int(),
  batch_no: z.string(),
  expired_date: day(),
  days_left: int(),
  bucket: expiryBucket,
  bucket_label: z.string(),
  qty: num(),
  qty_text: z.string(),
  unit_cost: num(),
  value: num(),
  vendor_id: int().nullable(),
  vendor_name: optText(),
});
export type ExpiryRow = z.infer<typeof expiryRow>;

/** A bucket's batches, quantity and value. */
export const expiryBucketTotal = z.object({ bucket: expiryBucket, label: z.string(), batches: int(), qty: num(), value: num() });
export type BucketTotal = z.infer<typeof expiryBucketTotal>;

const expiryPageBase = z.object({ data: z.array(expiryRow), total: int(), page: int(), perPage: int(), today: day() });

/** /report/product/expire: a page of batches in FEFO order and the buckets' totals. */
export const expiryAnswer = expiryPageBase.extend({ buckets: z.array(expiryBucketTotal) });

/** /report/product/list_ed_retur: a page of the batches to return (expired or expiring within `days`), their count and value. */
export const expiryReturnAnswer = expiryPageBase.extend({ days: int(), batches: int(), value: num() });

/** Either expiry page as the web reads it (the buckets on one, the return totals on the other). */
export type ExpiryListAnswer = z.infer<typeof expiryPageBase> & Partial<z.infer<typeof expiryAnswer> & z.infer<typeof expiryReturnAnswer>>;
