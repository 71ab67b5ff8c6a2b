import { SERIES, type StockAdjustmentBody, jakartaToday, stockAdjustment } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag, fieldError } from '../../../../platform/errors.js';
import { nextCode } from '../../../../platform/number-series.js';
import { checkEnteredQuantities } from '../../../product/queries.js';
import { outboundShortages } from '../../commands/check-outbound-stock.js';
import { batchIdOf, postStockMovements } from '../../commands/post-stock-movements.js';
import { checkWarehouse } from '../../../../platform/warehouse-scope.js';
import { enterDocument } from '../../../../platform/documents/enter-document.js';

interface ResolvedLine {
  product_id: number;
  /** A known batch (0 = none), or null for a new batch given by number and expiry. */
  batch_id: number | null;
  batch: { batch_no: string; expired_date: string | null } | null;
  qty_change: number;
  reason: string;
}

/**
 * The rules of an adjustment: the warehouse is the user's, the date not in the future, each
 * product of the company, each batch the product's own; an expiry-tracked product is adjusted per
 * batch (a decrease takes from a recorded batch, an increase may name a new batch with its expiry),
 * and a product and batch appear on one line only. A decrease may take neither more than its batch
 * holds (unless minus_stock) nor what orders have reserved (outboundShortages, read now; the ledger
 * decides again under its locks), refused at the line.
 */
export async function checkStockAdjustment(tx: Tx, actor: Actor, body: StockAdjustmentBody) {
  await checkWarehouse(tx, actor, body.gudang_id);
  const today = jakartaToday();
  const date = body.adjustment_date ?? today;
  if (date > today) throw fieldError('adjustment_date', 'Tanggal tidak boleh di masa depan');

  const productIds = [...new Set(body.lines.map((l) => l.product_id))];
  const products = await tx.execute(sql`select p.product_id, m.is_product_expire::int as expire from product p join product_main m on m.main_id = p.main_id
    where p.product_id = any(${sql.param(productIds)}::int[])`);
  const expireOf = new Map((products.rows as { product_id: number; expire: number }[]).map((r) => [Number(r.product_id), Number(r.expire) === 1]));
  const batchIds = body.lines.map((l) => l.batch_id ?? 0).filter((b) => b > 0);
  const batches = await tx.execute(sql`select batch_id, product_id from stock_batch where batch_id = any(${sql.param(batchIds)}::int[])`);
  const batchProduct = new Map((batches.rows as { batch_id: number; product_id: number }[]).map((r) => [Number(r.batch_id), Number(r.product_id)]));
  const named = body.lines.filter((l) => !(l.batch_id ?? 0) && l.batch_no);
  const known = named.length
    ? await tx.execute(sql`select batch_id, product_id, batch_no, to_char(expired_date, 'YYYY-MM-DD') as expired_date from stock_batch
        where product_id = any(${sql.param(named.map((l) => l.product_id))}::int[])`)
    : { rows: [] };
  const byNumber = (productId: number, batchNo: string, expiredDate: string | null) =>
    (known.rows as { batch_id: number; product_id: number; batch_no: string; expired_date: string | null }[]).find(
      (b) => Number(b.product_id) === productId && b.batch_no === batchNo && (b.expired_date ?? null) === expiredDate,
    );

  const bag = new ErrorBag();
  const seen = new Set<string>();
  const lines: ResolvedLine[] = [];
  body.lines.forEach((l, i) => {
    const at = (f: string) => `lines.${i}.${f}`;
    const errorsBefore = Object.keys(bag.errors).length;
    const expire = expireOf.get(l.product_id);
    if (expire === undefined) {
      bag.add(at('product_id'), 'Produk tidak ditemukan');
      return;
    }
    if (l.unit_cost !== undefined && l.qty_change < 0) bag.add(at('unit_cost'), 'HPP per satuan kecil hanya diisi untuk penambahan stok');
    const base = { product_id: l.product_id, qty_change: l.qty_change, reason: l.reason };
    let line: ResolvedLine;
    if ((l.batch_id ?? 0) > 0) {
      if (batchProduct.get(l.batch_id ?? 0) !== l.product_id) bag.add(at('batch_id'), 'Batch tidak ditemukan untuk produk ini');
      line = { ...base, batch_id: l.batch_id ?? 0, batch: null };
    } else if (l.batch_no) {
      const expiredDate = l.expired_date ?? null;
      const existing = byNumber(l.product_id, l.batch_no, expiredDate);
      if (expire && !expiredDate) bag.add(at('expired_date'), 'Tanggal kedaluwarsa wajib diisi');
      else if (l.qty_change < 0 && !existing)
        bag.add(at('batch_no'), `Batch ${l.batch_no} tidak tercatat untuk produk ini: pengurangan hanya dari batch yang ada`);
      line = existing
        ? { ...base, batch_id: Number(existing.batch_id), batch: null }
        : { ...base, batch_id: null, batch: { batch_no: l.batch_no, expired_date: expiredDate } };
    } else {
      if (expire)
        bag.add(
          at(l.qty_change < 0 ? 'batch_id' : 'batch_no'),
          l.qty_change < 0
            ? 'Produk ini memakai kedaluwarsa: pilih batch yang dikurangi'
            : 'Produk ini memakai kedaluwarsa: isi batch dan tanggal kedaluwarsanya',
        );
      line = { ...base, batch_id: 0, batch: null };
    }
    const key = `${l.product_id}:${line.batch_id ?? `${line.batch?.batch_no}|${line.batch?.expired_date}`}`;
    if (Object.keys(bag.errors).length === errorsBefore && seen.has(key)) bag.add(at('product_id'), 'Produk dan batch ini sudah ada di baris lain');
    seen.add(key);
    lines.push(line);
  });
  await checkEnteredQuantities(
    tx,
    bag,
    body.lines.map((l, i) => ({ field: `lines.${i}.qty_change`, product_id: l.product_id, qty: l.qty_change, entered: l.qty_entered })),
  );
  bag.throwIfAny();
  // Increases count too: what the adjustment brings in of a variant may leave in another of its batches.
  await outboundShortages(
    tx,
    lines.map((l, i) => ({
      gudang_id: body.gudang_id,
      product_id: l.product_id,
      batch_id: l.batch_id ?? 0,
      qty: l.qty_change,
      field: `lines.${i}.qty_change`,
    })),
    bag,
  );
  bag.throwIfAny();
  return { date, lines };
}

/**
 * Stores and posts an adjustment in one transaction: the number from its series, the header, each
 * line as a ledger movement (a decrease at the moving-average cost; an increase at the cost the
 * user gave, else at the average, or the company's where the warehouse has none) and the line with
 * the cost it moved at. A shortage refuses the whole document at its line.
 */
export async function postStockAdjustment(tx: Tx, actor: Actor, body: StockAdjustmentBody) {
  const { date, lines } = await checkStockAdjustment(tx, actor, body);
  const number = await nextCode(tx, actor.companyId, SERIES.stock_adjustment);
  const header = await tx.execute(sql`insert into stock_adjustment (adjustment_number, gudang_id, adjustment_date, note)
    values (${number}, ${body.gudang_id}, ${date}::date, ${body.note ?? null}) returning adjustment_id`);
  const adjustmentId = Number((header.rows[0] as { adjustment_id: number }).adjustment_id);
  const resolved = [];
  for (const l of lines) resolved.push({ ...l, batch_id: l.batch_id ?? (l.batch ? await batchIdOf(tx, l.product_id, l.batch) : 0) });
  const posted = await postStockMovements(tx, actor, {
    doc_type: 'stock_adjustment',
    doc_id: adjustmentId,
    doc_number: number,
    note: body.note ?? null,
    lines: resolved.map((l, i) => ({
      gudang_id: body.gudang_id,
      product_id: l.product_id,
      batch_id: l.batch_id,
      qty: l.qty_change,
      // An increase comes in at the cost the user gave, else the average (or the company's: knownCosts).
      unit_cost: l.qty_change > 0 ? body.lines[i].unit_cost : undefined,
      field: `lines.${i}.qty_change`,
    })),
  });
  // A product and batch is on one line only, so each posted movement is found by its key.
  const movementOf = new Map(posted.map((p) => [`${p.product_id}:${p.batch_id}`, p]));
  for (const l of resolved) {
    const p = movementOf.get(`${l.product_id}:${l.batch_id}`);
    await tx.execute(sql`insert into stock_adjustment_line (adjustment_id, product_id, batch_id, qty_change, unit_cost, reason, stock_log_id)
      values (${adjustmentId}, ${l.product_id}, ${l.batch_id}, ${l.qty_change}, ${p?.unit_cost ?? 0}, ${l.reason}, ${p?.stock_log_id ?? null})`);
  }
  await enterDocument(tx, actor, stockAdjustment, adjustmentId);
  return { adjustment_id: adjustmentId, adjustment_number: number, lines: lines.length };
}
