import { formatUnits, SERIES, type StockOpnameBody, unitsOfRow, stockOpname } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag, fieldError } from '../../../../platform/errors.js';
import { nextCode } from '../../../../platform/number-series.js';
import { checkEnteredQuantities } from '../../../product/queries.js';
import { batchIdOf, postStockMovements } from '../../commands/post-stock-movements.js';
import { checkWarehouse } from '../../../../platform/warehouse-scope.js';
import { systemQtyAt } from '../queries.js';
import { enterDocument } from '../../../../platform/documents/enter-document.js';

/** Clocks of counting devices may run a little ahead of the server. */
const CLOCK_SKEW_MS = 5 * 60_000;

interface ResolvedLine {
  product_id: number;
  /** Known batch, or 0 for none; null while the batch is new (made when posting). */
  batch_id: number | null;
  batch: { batch_no: string; expired_date: string | null } | null;
  counted_qty: number;
  note: string | null;
}

/**
 * The warehouse must be the user's, the counting time not in the future, each product of the
 * company, each batch the product's own, an expiry-tracked product counted per batch with its
 * expiry, and a product and batch counted on one line only.
 */
export async function checkStockOpname(tx: Tx, actor: Actor, body: StockOpnameBody) {
  await checkWarehouse(tx, actor, body.gudang_id);
  const countedAt = body.counted_at ? new Date(body.counted_at) : new Date();
  if (countedAt.getTime() > Date.now() + CLOCK_SKEW_MS) throw fieldError('counted_at', 'Waktu hitung tidak boleh di masa depan');
  const productIds = [...new Set(body.lines.map((l) => l.product_id))];
  const products = await tx.execute(sql`select p.product_id, m.is_product_expire::int as expire from product p join product_main m on m.main_id = p.main_id
    where p.product_id = any(${sql.param(productIds)}::int[])`);
  const expireOf = new Map((products.rows as { product_id: number; expire: number }[]).map((r) => [Number(r.product_id), Number(r.expire) === 1]));
  const batchIds = body.lines.map((l) => l.batch_id ?? 0).filter((b) => b > 0);
  const batches = await tx.execute(sql`select batch_id, product_id from stock_batch where batch_id = any(${sql.param(batchIds)}::int[])`);
  const batchProduct = new Map((batches.rows as { batch_id: number; product_id: number }[]).map((r) => [Number(r.batch_id), Number(r.product_id)]));
  // Stock without a batch (received before the product was marked expiry-tracked) stays countable.
  const batchless = await tx.execute(sql`select product_id from stock_balance
    where gudang_id = ${body.gudang_id} and batch_id = 0 and qty <> 0 and product_id = any(${sql.param(productIds)}::int[])`);
  const hasBatchless = new Set((batchless.rows as { product_id: number }[]).map((r) => Number(r.product_id)));

  const bag = new ErrorBag();
  const seen = new Set<string>();
  const lines: ResolvedLine[] = [];
  body.lines.forEach((l, i) => {
    const at = (f: string) => `lines.${i}.${f}`;
    const expire = expireOf.get(l.product_id);
    if (expire === undefined) {
      bag.add(at('product_id'), 'Produk tidak ditemukan');
      return;
    }
    let line: ResolvedLine;
    if ((l.batch_id ?? 0) > 0) {
      if (batchProduct.get(l.batch_id ?? 0) !== l.product_id) bag.add(at('batch_id'), 'Batch tidak ditemukan untuk produk ini');
      line = { product_id: l.product_id, batch_id: l.batch_id ?? 0, batch: null, counted_qty: l.counted_qty, note: l.note ?? null };
    } else if (l.batch_no) {
      if (expire && !l.expired_date) bag.add(at('expired_date'), 'Tanggal kedaluwarsa wajib diisi');
      line = {
        product_id: l.product_id,
        batch_id: null,
        batch: { batch_no: l.batch_no, expired_date: l.expired_date ?? null },
        counted_qty: l.counted_qty,
        note: l.note ?? null,
      };
    } else {
      if (expire && l.counted_qty !== 0 && !hasBatchless.has(l.product_id))
        bag.add(at('batch_no'), 'Produk ini memakai kedaluwarsa: isi batch dan tanggal kedaluwarsanya');
      line = { product_id: l.product_id, batch_id: 0, batch: null, counted_qty: l.counted_qty, note: l.note ?? null };
    }
    const key = `${l.product_id}:${line.batch_id ?? `${line.batch?.batch_no}|${line.batch?.expired_date}`}`;
    if (seen.has(key)) bag.add(at('product_id'), 'Produk dan batch ini sudah ada di baris lain');
    seen.add(key);
    lines.push(line);
  });
  await checkEnteredQuantities(
    tx,
    bag,
    body.lines.map((l, i) => ({ field: `lines.${i}.counted_qty`, product_id: l.product_id, qty: l.counted_qty, entered: l.qty_entered })),
  );
  bag.throwIfAny();
  return { countedAt, lines };
}

/**
 * Posts a count: each line's system quantity is the ledger's at the counting time, and the
 * difference counted − system is booked as a movement now. A sale between counting and posting
 * therefore stays booked (it is not in the system quantity, and the count did not see the goods
 * it took either), and nothing is counted twice.
 */
export async function postStockOpname(tx: Tx, actor: Actor, body: StockOpnameBody) {
  const { countedAt, lines } = await checkStockOpname(tx, actor, body);
  const code = await nextCode(tx, actor.companyId, SERIES.stock_opname);
  const header = await tx.execute(sql`insert into stock_opname (opname_code, gudang_id, counted_at, note)
    values (${code}, ${body.gudang_id}, ${countedAt.toISOString()}, ${body.note ?? null}) returning opname_id`);
  const opnameId = Number((header.rows[0] as { opname_id: number }).opname_id);
  const booked = [];
  for (const line of lines) {
    const batchId = line.batch_id ?? (line.batch ? await batchIdOf(tx, line.product_id, line.batch) : 0);
    const system = await systemQtyAt(tx, body.gudang_id, line.product_id, batchId, countedAt);
    booked.push({ ...line, batch_id: batchId, system_qty: system, diff_qty: line.counted_qty - system });
  }
  const posted = await postStockMovements(tx, actor, {
    // A count records what is there, even below what orders hold (the ledger's RESERVATION_RULE): it is warned about, not refused.
    doc_type: 'stock_opname',
    doc_id: opnameId,
    doc_number: code,
    note: body.note ?? null,
    lines: booked.map((l, i) => ({
      gudang_id: body.gudang_id,
      product_id: l.product_id,
      batch_id: l.batch_id,
      qty: l.diff_qty,
      // Goods the count finds come in at the cost the user gave, else the average (or the company's: knownCosts).
      unit_cost: l.diff_qty > 0 ? body.lines[i].unit_cost : undefined,
      field: `lines.${i}.counted_qty`,
    })),
  });
  const costOf = new Map(posted.map((p) => [`${p.product_id}:${p.batch_id}`, p.unit_cost]));
  for (const l of booked)
    await tx.execute(sql`insert into stock_opname_line (opname_id, product_id, batch_id, system_qty, counted_qty, diff_qty, unit_cost, note)
      values (${opnameId}, ${l.product_id}, ${l.batch_id}, ${l.system_qty}, ${l.counted_qty}, ${l.diff_qty}, ${costOf.get(`${l.product_id}:${l.batch_id}`) ?? 0}, ${l.note})`);
  await enterDocument(tx, actor, stockOpname, opnameId);
  const warnings = await belowReserved(
    tx,
    body.gudang_id,
    booked.filter((l) => l.diff_qty < 0).map((l) => l.product_id),
  );
  return { opname_id: opnameId, opname_code: code, lines: booked.length, diff_lines: booked.filter((l) => l.diff_qty !== 0).length, warnings };
}

/**
 * The variants a count lowered whose stock in the warehouse is now below what orders have reserved
 * there, as Indonesian warnings: those orders cannot all be served until stock comes in. Read under
 * the ledger's locks of the count, so the figures are the count's own.
 */
async function belowReserved(tx: Tx, gudangId: number, productIds: number[]): Promise<string[]> {
  if (!productIds.length) return [];
  const r = await tx.execute(sql`select concat_ws(' ', m.main_name, p.varian) as name, m.product_isi, kb.kemasan_name as product_satuan_besar_name,
      kk.kemasan_name as product_satuan_kecil_name, g.master_gudang_name as gudang, c.qty::float8 as stock, h.reserved
    from (select product_id, sum(qty)::float8 as reserved from stock_reservation
      where gudang_id = ${gudangId} and product_id = any(${sql.param([...new Set(productIds)])}::int[]) group by product_id) h
    join stock_cost c on c.gudang_id = ${gudangId} and c.product_id = h.product_id
    join product p on p.product_id = h.product_id join product_main m on m.main_id = p.main_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
    left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    left join master_gudang g on g.master_gudang_id = ${gudangId}
    where c.qty < h.reserved
    order by m.main_name, p.product_id`);
  return (r.rows as Record<string, unknown>[]).map((x) => {
    const units = unitsOfRow(x);
    return `Stok ${x.name} di ${x.gudang} kini ${formatUnits(Number(x.stock), units)}, di bawah yang sudah dipesan tagihan (${formatUnits(Number(x.reserved), units)}): tagihan itu belum dapat dipenuhi seluruhnya`;
  });
}
