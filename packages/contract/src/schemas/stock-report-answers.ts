import { z } from 'zod';

/*
 * What the latest-stock and persediaan calls answer in `data` (server/src/modules/stock/report/queries.ts):
 * declared on the calls (`data:`) for /docs/json and used by the web client as their types. Stock
 * in transit is the lines of transfers approved and not yet received (out of the source, not yet in
 * the destination), counted when the transfer's source or destination is among the report's
 * warehouses; warehouses + in transit (total_*) is the company's stock at every state of a transfer.
 */

const int = () => z.number().int();

/** A quantity in small units with its big and small parts and text ("2 Box + 3 Strip"). */
const qtyFields = <K extends string>(key: K) =>
  ({
    [key]: int(),
    [`${key}_besar`]: int(),
    [`${key}_kecil`]: int(),
    [`${key}_text`]: z.string(),
  }) as { [P in K | `${K}_besar` | `${K}_kecil`]: z.ZodNumber } & { [P in `${K}_text`]: z.ZodString };

/** One variant of /report/stock/index, index_custom and persediaan. */
export const stockReportRow = z.object({
  product_id: int(),
  main_id: int(),
  product_name: z.string(),
  product_sku: z.string().nullable(),
  main_vendor_name: z.string().nullable(),
  product_min_stock: int(),
  product_isi: int(),
  product_satuan_besar_name: z.string().nullable(),
  product_satuan_kecil_name: z.string().nullable(),
  ...qtyFields('qty'),
  /** Value in the warehouses at the moving average. */
  stock_value: z.number(),
  avg_cost: z.number(),
  /** In transit: quantity and value at the cost the goods left the source at. */
  ...qtyFields('transit_qty'),
  transit_value: z.number(),
  /** Warehouses + in transit. */
  ...qtyFields('total_qty'),
  total_value: z.number(),
});
export type StockReportRow = z.infer<typeof stockReportRow>;

/** A row of /report/stock/index_custom: the variant's quantity in each warehouse of the report. */
export const latestStockCustomRow = stockReportRow.extend({
  gudang: z.array(z.object({ gudang_id: int(), qty: int(), qty_text: z.string() })),
});

export const warehouseRef = z.object({ master_gudang_id: int(), master_gudang_name: z.string() });

/** A warehouse in a summary; transit_in_* is what is on its way to it (transfers approved, not received). */
export const warehouseStockTotal = warehouseRef.extend({
  product_count: int(),
  qty: int(),
  stock_value: z.number(),
  transit_in_qty: int(),
  transit_in_value: z.number(),
});
export type WarehouseStockTotal = z.infer<typeof warehouseStockTotal>;

const stockTotals = z.object({
  product_count: int(),
  qty: int(),
  stock_value: z.number(),
  transit_qty: int(),
  transit_value: z.number(),
  total_qty: int(),
  total_value: z.number(),
});

/** /report/stock/summary_custom. */
export const stockSummaryAnswer = z.object({
  per_gudang: z.array(warehouseStockTotal),
  total: stockTotals.extend({ variant_count: int(), empty_count: int(), defecta_count: int() }),
});
export type StockSummaryAnswer = z.infer<typeof stockSummaryAnswer>;

/** /report/stock/summary_persediaan. */
export const persediaanSummaryAnswer = z.object({ date_end: z.string(), per_gudang: z.array(warehouseStockTotal), total: stockTotals });
export type PersediaanSummaryAnswer = z.infer<typeof persediaanSummaryAnswer>;

/** /report/stock/persediaan_chart: the value at the end of each day, week or month. */
export const persediaanSeriesAnswer = z.object({
  date_start: z.string(),
  date_end: z.string(),
  interval: z.enum(['day', 'week', 'month']),
  opening_value: z.number(),
  points: z.array(z.object({ date: z.string(), stock_value: z.number(), transit_value: z.number(), total_value: z.number() })),
});
export type PersediaanSeriesAnswer = z.infer<typeof persediaanSeriesAnswer>;
