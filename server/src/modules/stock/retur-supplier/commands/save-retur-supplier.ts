import { type ReturSupplierBody, type ReturSupplierUpdateBody, SERIES, jakartaToday, returSupplier } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import { assertEditable } from '../../../../platform/documents/editable.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag, fieldError, notFound } from '../../../../platform/errors.js';
import { nextCode } from '../../../../platform/number-series.js';
import { checkEnteredQuantities } from '../../../product/queries.js';
import { outboundShortages } from '../../commands/check-outbound-stock.js';
import type { MovementLine } from '../../commands/post-stock-movements.js';
import { checkWarehouse } from '../../../../platform/warehouse-scope.js';
import { enterDocument } from '../../../../platform/documents/enter-document.js';
import { checkReturnCredit } from '../../../purchase/receipt/commands/check-return-credit.js';

export interface ResolvedReturLine {
  product_id: number;
  batch_id: number;
  qty: number;
  reason: string;
}

/**
 * The rules of a return's header and lines: the warehouse is the user's, the supplier the
 * company's and active, the date not in the future; each product of the company, an expiry-tracked
 * product returned from a named batch of its own, a product and batch on one line only, and no more
 * than the warehouse holds of it now (unless minus_stock) nor what orders have reserved of it
 * (outboundShortages). The stock itself leaves when the return is sent, where the ledger checks
 * again under its lock.
 */
export async function checkReturSupplierContent(tx: Tx, actor: Actor, body: ReturSupplierBody, opts?: { exceptReturn?: number }) {
  await checkWarehouse(tx, actor, body.gudang_id);
  const vendor = await tx.execute(sql`select status from master_vendor where vendor_id = ${body.vendor_id}`);
  if (!vendor.rows.length) throw fieldError('vendor_id', 'Supplier tidak ditemukan');
  if (Number((vendor.rows[0] as { status: number }).status) !== 1) throw fieldError('vendor_id', 'Supplier tidak aktif');
  const today = jakartaToday();
  const date = body.retur_supplier_date ?? today;
  if (date > today) throw fieldError('retur_supplier_date', 'Tanggal tidak boleh di masa depan');

  const productIds = [...new Set(body.lines.map((l) => l.product_id))];
  const products = await tx.execute(sql`select p.product_id, m.is_product_expire::int as expire from product p join product_main m on m.main_id = p.main_id
    where p.product_id = any(${sql.param(productIds)}::int[])`);
  type P = { product_id: number; expire: number };
  const productOf = new Map((products.rows as P[]).map((r) => [Number(r.product_id), r]));
  const batchIds = body.lines.map((l) => l.batch_id ?? 0).filter((b) => b > 0);
  const batches = await tx.execute(sql`select batch_id, product_id from stock_batch where batch_id = any(${sql.param(batchIds)}::int[])`);
  const batchOf = new Map((batches.rows as { batch_id: number; product_id: number }[]).map((r) => [Number(r.batch_id), r]));

  const bag = new ErrorBag();
  const seen = new Set<string>();
  const lines: ResolvedReturLine[] = [];
  const out: MovementLine[] = [];
  body.lines.forEach((l, i) => {
    const at = (f: string) => `lines.${i}.${f}`;
    const p = productOf.get(l.product_id);
    if (!p) {
      bag.add(at('product_id'), 'Produk tidak ditemukan');
      return;
    }
    const batchId = l.batch_id ?? 0;
    if (batchId > 0 && Number(batchOf.get(batchId)?.product_id) !== l.product_id) {
      bag.add(at('batch_id'), 'Batch tidak ditemukan untuk produk ini');
      return;
    }
    if (batchId === 0 && Number(p.expire) === 1) {
      bag.add(at('batch_id'), 'Produk ini memakai kedaluwarsa: pilih batch yang diretur');
      return;
    }
    const key = `${l.product_id}:${batchId}`;
    if (seen.has(key)) {
      bag.add(at('product_id'), 'Produk dan batch ini sudah ada di baris lain');
      return;
    }
    seen.add(key);
    out.push({ gudang_id: body.gudang_id, product_id: l.product_id, batch_id: batchId, qty: -l.qty, field: at('qty') });
    lines.push({ product_id: l.product_id, batch_id: batchId, qty: l.qty, reason: l.reason });
  });
  await checkEnteredQuantities(
    tx,
    bag,
    body.lines.map((l, i) => ({ field: `lines.${i}.qty`, product_id: l.product_id, qty: l.qty, entered: l.qty_entered })),
  );
  await outboundShortages(tx, out, bag);
  bag.throwIfAny();
  if (body.penerimaan_id)
    await checkReturnCredit(tx, { penerimaan_id: body.penerimaan_id, vendor_id: body.vendor_id, lines, exceptReturn: opts?.exceptReturn });
  return { date, lines };
}

async function writeLines(tx: Tx, id: number, lines: readonly ResolvedReturLine[]) {
  for (const l of lines)
    await tx.execute(sql`insert into retur_supplier_line (retur_supplier_id, product_id, batch_id, qty, reason)
      values (${id}, ${l.product_id}, ${l.batch_id}, ${l.qty}, ${l.reason})`);
}

/** Validation of /retur/supplier/add_stored. */
export const checkCreateReturSupplier = (tx: Tx, actor: Actor, body: ReturSupplierBody) => checkReturSupplierContent(tx, actor, body);

/** Stores a return as draft with its number from the supplier_return series; no stock moves yet. */
export async function createReturSupplier(tx: Tx, actor: Actor, body: ReturSupplierBody) {
  const { date, lines } = await checkCreateReturSupplier(tx, actor, body);
  const number = await nextCode(tx, actor.companyId, SERIES.supplier_return);
  const header = await tx.execute(sql`insert into retur_supplier (retur_supplier_number, retur_supplier_date, gudang_id, vendor_id, penerimaan_id, note)
    values (${number}, ${date}::date, ${body.gudang_id}, ${body.vendor_id}, ${body.penerimaan_id ?? null}, ${body.note ?? null}) returning retur_supplier_id`);
  const id = Number((header.rows[0] as { retur_supplier_id: number }).retur_supplier_id);
  await writeLines(tx, id, lines);
  await enterDocument(tx, actor, returSupplier, id);
  return { retur_supplier_id: id, retur_supplier_number: number, status: 'draft' as const, lines: lines.length };
}

/**
 * Validation of /retur/supplier/update_detail_stored: the return exists in the user's warehouses
 * (404 otherwise) and is still a draft (sent goods are corrected by cancelling), then the content rules.
 */
export async function checkUpdateReturSupplier(tx: Tx, actor: Actor, body: ReturSupplierUpdateBody) {
  const r = await tx.execute(sql`select status, gudang_id from retur_supplier where retur_supplier_id = ${body.retur_supplier_id} for update`);
  const row = r.rows[0] as { status: string; gudang_id: number } | undefined;
  if (!row) throw notFoundReturn();
  await checkWarehouse(tx, actor, Number(row.gudang_id)).catch(() => {
    throw notFoundReturn();
  });
  assertEditable(returSupplier, row.status);
  return checkReturSupplierContent(tx, actor, body, { exceptReturn: body.retur_supplier_id });
}

/** Replaces a draft's header and lines. */
export async function updateReturSupplierDetail(tx: Tx, actor: Actor, body: ReturSupplierUpdateBody) {
  const { date, lines } = await checkUpdateReturSupplier(tx, actor, body);
  await tx.execute(sql`update retur_supplier set retur_supplier_date = ${date}::date, gudang_id = ${body.gudang_id}, vendor_id = ${body.vendor_id},
      penerimaan_id = ${body.penerimaan_id ?? null}, note = ${body.note ?? null}, updated_at = now() where retur_supplier_id = ${body.retur_supplier_id}`);
  await tx.execute(sql`delete from retur_supplier_line where retur_supplier_id = ${body.retur_supplier_id}`);
  await writeLines(tx, body.retur_supplier_id, lines);
  return { retur_supplier_id: body.retur_supplier_id, lines: lines.length };
}

const notFoundReturn = () => notFound('Retur supplier tidak ditemukan');
