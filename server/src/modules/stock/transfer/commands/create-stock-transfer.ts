import { SERIES, type StockTransferBody, jakartaToday, stockTransfer } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';
import { nextCode } from '../../../../platform/number-series.js';
import { checkEnteredQuantities } from '../../../product/queries.js';
import { outboundShortages } from '../../commands/check-outbound-stock.js';
import { type FefoBatch, fefoBatches } from '../../queries.js';
import { checkWarehouse } from '../../../../platform/warehouse-scope.js';
import { enterDocument } from '../../../../platform/documents/enter-document.js';

/** A line as stored: one product and batch (0 = no batch), in small units, and the request line it came from. */
export interface TransferLine {
  product_id: number;
  batch_id: number;
  qty: number;
  /** Index of the request line (several stored lines when FEFO split it over batches). */
  index: number;
  /** Stored without a batch: the batches are the FEFO proposal, chosen again at approval. */
  fefo?: boolean;
}

/**
 * A quantity of a variant split over its batches first expiry first (`batches` in fefoBatches
 * order); what they cannot cover is left on the last part (batch 0 when there is none) for the
 * shortage message.
 */
export function fefoSplit(productId: number, qty: number, index: number, batches: readonly FefoBatch[]): TransferLine[] {
  const parts: TransferLine[] = [];
  let rest = qty;
  for (const b of batches) {
    if (rest <= 0) break;
    const take = Math.min(rest, b.qty);
    parts.push({ product_id: productId, batch_id: b.batch_id, qty: take, index, fefo: true });
    rest -= take;
  }
  if (rest > 0) {
    const last = parts.at(-1);
    if (last) last.qty += rest;
    else parts.push({ product_id: productId, batch_id: 0, qty: rest, index, fefo: true });
  }
  return parts;
}

/**
 * The lines the source warehouse cannot give now, as field errors at `lines.<index>.qty` with the
 * ledger's wording (product, batch, warehouse, available and asked, in both units; and what orders
 * have reserved when that binds: a transfer never takes what orders hold). Reads only: the ledger
 * decides again under its locks at approval.
 */
export async function transferShortages(tx: Tx, gudangId: number, lines: readonly TransferLine[], bag: ErrorBag) {
  await outboundShortages(
    tx,
    lines.map((l) => ({ gudang_id: gudangId, product_id: l.product_id, batch_id: l.batch_id, qty: -l.qty, field: `lines.${l.index}.qty` })),
    bag,
  );
}

/**
 * The rules of a new transfer: both warehouses the user's and different, the date not in the
 * future, each product of the company; a line with a batch takes that batch (the product's own;
 * an expiry-tracked product must name one or leave it to FEFO), a line without takes the source's
 * batches first expiry first; a product and batch on one line only; and the source holds it all now.
 */
export async function checkStockTransfer(tx: Tx, actor: Actor, body: StockTransferBody) {
  const bag = new ErrorBag();
  await checkWarehouse(tx, actor, body.gudang_from_id, 'gudang_from_id');
  await checkWarehouse(tx, actor, body.gudang_to_id, 'gudang_to_id');
  if (body.gudang_from_id === body.gudang_to_id) bag.add('gudang_to_id', 'Gudang tujuan harus berbeda dari gudang asal');
  const today = jakartaToday();
  const date = body.transfer_date ?? today;
  if (date > today) bag.add('transfer_date', 'Tanggal tidak boleh di masa depan');

  const productIds = [...new Set(body.lines.map((l) => l.product_id))];
  const products = await tx.execute(sql`select p.product_id, m.is_product_expire::int as expire from product p join product_main m on m.main_id = p.main_id
    where p.product_id = any(${sql.param(productIds)}::int[])`);
  const expireOf = new Map((products.rows as { product_id: number; expire: number }[]).map((r) => [Number(r.product_id), Number(r.expire) === 1]));
  const batchIds = body.lines.map((l) => l.batch_id ?? 0).filter((b) => b > 0);
  const batches = await tx.execute(sql`select batch_id, product_id from stock_batch where batch_id = any(${sql.param(batchIds)}::int[])`);
  const batchProduct = new Map((batches.rows as { batch_id: number; product_id: number }[]).map((r) => [Number(r.batch_id), Number(r.product_id)]));

  const lines: TransferLine[] = [];
  const seen = new Map<string, number>();
  const fefoProducts = new Set<number>();
  for (const [i, l] of body.lines.entries()) {
    const at = (f: string) => `lines.${i}.${f}`;
    const expire = expireOf.get(l.product_id);
    if (expire === undefined) {
      bag.add(at('product_id'), 'Produk tidak ditemukan');
      continue;
    }
    if (l.batch_id === undefined) {
      if (fefoProducts.has(l.product_id) || [...seen.keys()].some((k) => k.startsWith(`${l.product_id}:`))) {
        bag.add(at('product_id'), 'Produk ini sudah ada di baris lain');
        continue;
      }
      fefoProducts.add(l.product_id);
      // FEFO: a proposal, stored to show what will leave; approval chooses again from what the source holds then.
      lines.push(...fefoSplit(l.product_id, l.qty, i, await fefoBatches(tx, l.product_id, body.gudang_from_id)));
      continue;
    }
    if (l.batch_id > 0 && batchProduct.get(l.batch_id) !== l.product_id) {
      bag.add(at('batch_id'), 'Batch tidak ditemukan untuk produk ini');
      continue;
    }
    if (l.batch_id === 0 && expire) {
      bag.add(at('batch_id'), 'Produk ini memakai kedaluwarsa: pilih batch yang dikirim');
      continue;
    }
    const key = `${l.product_id}:${l.batch_id}`;
    if (seen.has(key) || fefoProducts.has(l.product_id)) {
      bag.add(at('product_id'), 'Produk dan batch ini sudah ada di baris lain');
      continue;
    }
    seen.set(key, i);
    lines.push({ product_id: l.product_id, batch_id: l.batch_id, qty: l.qty, index: i });
  }
  await checkEnteredQuantities(
    tx,
    bag,
    body.lines.map((l, i) => ({ field: `lines.${i}.qty`, product_id: l.product_id, qty: l.qty, entered: l.qty_entered })),
  );
  bag.throwIfAny();
  await transferShortages(tx, body.gudang_from_id, lines, bag);
  bag.throwIfAny();
  return { date, lines };
}

/**
 * Stores a transfer waiting for approval: its number from the series, the header and one line per
 * product and batch. Nothing moves yet and nothing is held; the stock leaves the source when it is
 * approved. Lines stored without a batch keep the FEFO proposal, marked `fefo`: approval chooses
 * their batches again (approvalLines), so a sale of the proposed batch meanwhile does not fail it.
 */
export async function createStockTransfer(tx: Tx, actor: Actor, body: StockTransferBody) {
  const { date, lines } = await checkStockTransfer(tx, actor, body);
  const number = await nextCode(tx, actor.companyId, SERIES.stock_transfer);
  const header = await tx.execute(sql`insert into stock_transfer (transfer_number, transfer_date, gudang_from_id, gudang_to_id, status, note)
    values (${number}, ${date}::date, ${body.gudang_from_id}, ${body.gudang_to_id}, 'waiting', ${body.note ?? null}) returning transfer_id`);
  const transferId = Number((header.rows[0] as { transfer_id: number }).transfer_id);
  for (const l of lines)
    await tx.execute(
      sql`insert into stock_transfer_line (transfer_id, product_id, batch_id, qty, fefo)
        values (${transferId}, ${l.product_id}, ${l.batch_id}, ${l.qty}, ${l.fefo === true})`,
    );
  await enterDocument(tx, actor, stockTransfer, transferId);
  return { transfer_id: transferId, transfer_number: number, status: 'waiting', lines: lines.length };
}
