import { formatUnits } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { validationError } from '../../../platform/errors.js';
import { readConfigs } from '../../config/queries.js';

/** One movement of a document line, in the product's small unit. */
export interface MovementLine {
  gudang_id: number;
  product_id: number;
  /** Positive in, negative out; never 0. */
  qty: number;
  /** A known batch (from a FEFO proposal or a balance). */
  batch_id?: number;
  /** Or a batch by number and expiry date (receipts, counts): found or made. */
  batch?: { batch_no: string; expired_date: string | null };
  /** Cost per small unit of an inbound movement (purchase price); others move at the moving average. */
  unit_cost?: number;
  /** Field of the document the line came from, for the error (e.g. 'lines.2.qty'). */
  field?: string;
}

export interface MovementInput {
  doc_type: string;
  doc_id?: number | null;
  doc_number?: string | null;
  note?: string | null;
  lines: readonly MovementLine[];
}

export interface PostedMovement {
  stock_log_id: number;
  gudang_id: number;
  product_id: number;
  batch_id: number;
  qty: number;
  qty_after: number;
  unit_cost: number;
  avg_cost: number;
}

interface CostRow {
  qty: number;
  avg_cost: number;
}

/** Finds or makes the batch of a variant by number and expiry date. */
export async function batchIdOf(tx: Tx, productId: number, batch: { batch_no: string; expired_date: string | null }) {
  const batchNo = batch.batch_no.trim();
  const found = await tx.execute(sql`select batch_id from stock_batch
    where product_id = ${productId} and batch_no = ${batchNo} and expired_date is not distinct from ${batch.expired_date}::date`);
  if (found.rows.length) return Number((found.rows[0] as { batch_id: number }).batch_id);
  const made = await tx.execute(sql`insert into stock_batch (product_id, batch_no, expired_date) values (${productId}, ${batchNo}, ${batch.expired_date}::date)
    on conflict do nothing returning batch_id`);
  if (made.rows.length) return Number((made.rows[0] as { batch_id: number }).batch_id);
  // Made meanwhile by a concurrent transaction that has committed.
  return batchIdOf(tx, productId, batch);
}

/** The Indonesian refusal naming the product, the warehouse, what there is and what was asked. */
async function shortageMessage(tx: Tx, line: MovementLine, batchId: number, available: number) {
  const r = await tx.execute(sql`select concat_ws(' ', m.main_name, p.varian) as name, m.product_isi,
      kb.kemasan_name as besar, kk.kemasan_name as kecil, g.master_gudang_name as gudang, b.batch_no
    from product p join product_main m on m.main_id = p.main_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
    left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    left join master_gudang g on g.master_gudang_id = ${line.gudang_id}
    left join stock_batch b on b.batch_id = ${batchId}
    where p.product_id = ${line.product_id}`);
  const p = r.rows[0] as
    | { name: string; product_isi: number; besar: string | null; kecil: string | null; gudang: string | null; batch_no: string | null }
    | undefined;
  const units = { isi: Math.max(1, Number(p?.product_isi ?? 1)), besar: p?.besar ?? '', kecil: p?.kecil ?? '' };
  const batch = p?.batch_no ? ` batch ${p.batch_no}` : '';
  return `Stok ${p?.name ?? `produk ${line.product_id}`}${batch} di ${p?.gudang ?? `gudang ${line.gudang_id}`} tidak cukup: tersedia ${formatUnits(Math.max(0, available), units)}, diminta ${formatUnits(-line.qty, units)}`;
}

const costOf = (row: Record<string, unknown>): CostRow => ({ qty: Number(row.qty), avg_cost: Number(row.avg_cost) });

/**
 * The one way stock changes (DESIGN.md §6). Each line appends a stock_log row and changes
 * stock_balance, stock_cost, stock_daily and stock_monthly in the caller's transaction. Lines are applied in
 * (warehouse, variant, batch) order, each under the lock of its stock_cost row, so concurrent
 * documents touching one item wait for each other and never oversell: an outbound line larger than
 * the batch's balance is refused with the product, warehouse and available quantity, unless
 * configuration minus_stock is 1. Every refusal is collected; nothing is written when one fails
 * (the caller's transaction rolls back).
 */
export async function postStockMovements(tx: Tx, _actor: Actor, input: MovementInput): Promise<PostedMovement[]> {
  const lines = input.lines.filter((l) => l.qty !== 0);
  for (const l of lines) if (!Number.isSafeInteger(l.qty)) throw new Error(`stock movement qty must be an integer, got ${l.qty}`);
  if (!lines.length) return [];
  const allowMinus = (await readConfigs(tx, ['minus_stock'])).minus_stock === '1';
  const resolved = [];
  for (const line of lines) {
    const batchId = line.batch_id ?? (line.batch ? await batchIdOf(tx, line.product_id, line.batch) : 0);
    resolved.push({ line, batchId });
  }
  resolved.sort((a, b) => a.line.gudang_id - b.line.gudang_id || a.line.product_id - b.line.product_id || a.batchId - b.batchId);

  const errors: Record<string, string[]> = {};
  const posted: PostedMovement[] = [];
  for (const { line, batchId } of resolved) {
    await tx.execute(sql`insert into stock_cost (gudang_id, product_id) values (${line.gudang_id}, ${line.product_id}) on conflict do nothing`);
    const locked = await tx.execute(sql`select qty, avg_cost from stock_cost
      where gudang_id = ${line.gudang_id} and product_id = ${line.product_id} for update`);
    const cost = costOf(locked.rows[0] as Record<string, unknown>);

    if (line.qty < 0) {
      const taken = await tx.execute(sql`update stock_balance set qty = qty + ${line.qty}, updated_at = now()
        where gudang_id = ${line.gudang_id} and product_id = ${line.product_id} and batch_id = ${batchId}
          and (qty + ${line.qty} >= 0 or ${allowMinus})
        returning qty`);
      if (!taken.rows.length) {
        const have = await tx.execute(sql`select qty from stock_balance
          where gudang_id = ${line.gudang_id} and product_id = ${line.product_id} and batch_id = ${batchId}`);
        const available = have.rows.length ? Number((have.rows[0] as { qty: number }).qty) : 0;
        if (!allowMinus || have.rows.length) {
          const field = line.field ?? 'qty';
          errors[field] = [...(errors[field] ?? []), await shortageMessage(tx, line, batchId, available)];
          continue;
        }
        await tx.execute(
          sql`insert into stock_balance (gudang_id, product_id, batch_id, qty) values (${line.gudang_id}, ${line.product_id}, ${batchId}, ${line.qty})`,
        );
      }
    } else {
      await tx.execute(sql`insert into stock_balance (gudang_id, product_id, batch_id, qty) values (${line.gudang_id}, ${line.product_id}, ${batchId}, ${line.qty})
        on conflict (company_id, gudang_id, product_id, batch_id) do update set qty = stock_balance.qty + excluded.qty, updated_at = now()`);
    }

    const qtyAfter = cost.qty + line.qty;
    let unitCost = cost.avg_cost;
    let avgAfter = cost.avg_cost;
    if (line.qty > 0 && line.unit_cost !== undefined) {
      unitCost = line.unit_cost;
      // Moving average over what is on hand; stock below zero carries no value to average with.
      avgAfter = cost.qty > 0 && qtyAfter > 0 ? (cost.qty * cost.avg_cost + line.qty * line.unit_cost) / qtyAfter : line.unit_cost;
    }
    avgAfter = Math.round(avgAfter * 10_000) / 10_000;
    unitCost = Math.round(unitCost * 10_000) / 10_000;
    await tx.execute(sql`update stock_cost set qty = ${qtyAfter}, avg_cost = ${avgAfter}
      where gudang_id = ${line.gudang_id} and product_id = ${line.product_id}`);
    const log = await tx.execute(sql`insert into stock_log
        (gudang_id, product_id, batch_id, qty, qty_after, unit_cost, avg_cost, doc_type, doc_id, doc_number, note)
      values (${line.gudang_id}, ${line.product_id}, ${batchId}, ${line.qty}, ${qtyAfter}, ${unitCost}, ${avgAfter},
        ${input.doc_type}, ${input.doc_id ?? null}, ${input.doc_number ?? null}, ${input.note ?? null})
      returning stock_log_id`);
    const value = Math.abs(line.qty) * unitCost;
    await tx.execute(sql`insert into stock_daily (gudang_id, product_id, day, qty_in, qty_out, value_in, value_out)
      values (${line.gudang_id}, ${line.product_id}, (now() at time zone 'Asia/Jakarta')::date,
        ${Math.max(line.qty, 0)}, ${Math.max(-line.qty, 0)}, ${line.qty > 0 ? value : 0}, ${line.qty < 0 ? value : 0})
      on conflict (company_id, gudang_id, product_id, day) do update set
        qty_in = stock_daily.qty_in + excluded.qty_in, qty_out = stock_daily.qty_out + excluded.qty_out,
        value_in = stock_daily.value_in + excluded.value_in, value_out = stock_daily.value_out + excluded.value_out`);
    await tx.execute(sql`insert into stock_monthly (gudang_id, product_id, month, qty_in, qty_out, value_in, value_out)
      values (${line.gudang_id}, ${line.product_id}, date_trunc('month', now() at time zone 'Asia/Jakarta')::date,
        ${Math.max(line.qty, 0)}, ${Math.max(-line.qty, 0)}, ${line.qty > 0 ? value : 0}, ${line.qty < 0 ? value : 0})
      on conflict (company_id, gudang_id, product_id, month) do update set
        qty_in = stock_monthly.qty_in + excluded.qty_in, qty_out = stock_monthly.qty_out + excluded.qty_out,
        value_in = stock_monthly.value_in + excluded.value_in, value_out = stock_monthly.value_out + excluded.value_out`);
    posted.push({
      stock_log_id: Number((log.rows[0] as { stock_log_id: number }).stock_log_id),
      gudang_id: line.gudang_id,
      product_id: line.product_id,
      batch_id: batchId,
      qty: line.qty,
      qty_after: qtyAfter,
      unit_cost: unitCost,
      avg_cost: avgAfter,
    });
  }
  if (Object.keys(errors).length) throw validationError(errors, Object.values(errors)[0][0]);
  return posted;
}
