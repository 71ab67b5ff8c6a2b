import { jakartaToday } from '@bo/contract';
import type { PurchaseOrderAutoBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../db/client.js';
import type { Actor } from '../../../../platform/command.js';
import { ErrorBag } from '../../../../platform/errors.js';
import { checkWarehouse } from '../../../../platform/warehouse-scope.js';
import { checkLines, insertOrder, orderTotals, type PricedLine, writeOrderContent } from './order-rules.js';

/**
 * The rules of a saved automatic order, writing nothing: the warehouse is the user's, at least one
 * line, each variant active, once, and with a main supplier (product_main.main_vendor_id) that is
 * active. Answers the priced lines grouped by supplier.
 */
export async function checkAutomaticPurchaseOrders(tx: Tx, actor: Actor, body: PurchaseOrderAutoBody) {
  await checkWarehouse(tx, actor, body.gudang_id);
  const bag = new ErrorBag();
  if (!body.lines.length) bag.add('lines', 'Isi minimal satu produk');
  const priced = await checkLines(
    tx,
    body.lines.map((l) => ({ ...l, discount_type: 'percent' as const, discount: 0 })),
    bag,
  );
  const ids = body.lines.map((l) => l.product_id);
  const r = await tx.execute(sql`select p.product_id, m.main_vendor_id, v.status as vendor_status from product p join product_main m on m.main_id = p.main_id
    left join master_vendor v on v.vendor_id = m.main_vendor_id where p.product_id = any(${sql.param(ids)}::int[])`);
  const vendorOf = new Map(
    (r.rows as { product_id: number; main_vendor_id: number | null; vendor_status: number | null }[]).map((x) => [Number(x.product_id), x]),
  );
  const groups = new Map<number, PricedLine[]>();
  for (const [i, l] of body.lines.entries()) {
    const v = vendorOf.get(l.product_id);
    if (!v) continue;
    if (!v.main_vendor_id || v.vendor_status === null) {
      bag.add(`lines.${i}.product_id`, 'Produk ini belum memiliki supplier utama');
      continue;
    }
    if (Number(v.vendor_status) !== 1) {
      bag.add(`lines.${i}.product_id`, 'Supplier utama produk ini tidak aktif');
      continue;
    }
    const line = priced.find((p) => p.product_id === l.product_id);
    if (line) groups.set(Number(v.main_vendor_id), [...(groups.get(Number(v.main_vendor_id)) ?? []), line]);
  }
  bag.throwIfAny();
  return [...groups.entries()].sort((a, b) => a[0] - b[0]);
}

/**
 * /penerimaan_order/po_automatic with lines: one draft per supplier for the warehouse. A supplier that
 * already has an open automatic draft for this warehouse gets that draft's lines replaced instead of
 * a second draft, so pressing the button twice (or sending the same proposal again) orders nothing
 * twice; the supplier's row is locked first, so two presses at once queue on it.
 */
export async function createAutomaticPurchaseOrders(tx: Tx, actor: Actor, body: PurchaseOrderAutoBody) {
  const groups = await checkAutomaticPurchaseOrders(tx, actor, body);
  const today = jakartaToday();
  const orders = [];
  for (const [vendorId, lines] of groups) {
    await tx.execute(sql`select vendor_id from master_vendor where vendor_id = ${vendorId} for update`);
    const open = await tx.execute(sql`select order_id, order_number from purchase_order
      where is_automatic = 1 and is_internal = 0 and status = 'draft' and vendor_id = ${vendorId} and gudang_id = ${body.gudang_id}
      order by order_id limit 1 for update`);
    const found = open.rows[0] as { order_id: number; order_number: string } | undefined;
    const order = found
      ? { order_id: Number(found.order_id), order_number: found.order_number }
      : await insertOrder(tx, actor, {
          is_internal: false,
          is_automatic: true,
          order_date: today,
          vendor_id: vendorId,
          gudang_id: body.gudang_id,
          gudang_source_id: null,
          note: 'Pesanan otomatis dari produk defecta',
        });
    const totals = await orderTotals(tx, lines, body.is_ppn === '1');
    await writeOrderContent(tx, order.order_id, lines, totals);
    orders.push({ ...order, vendor_id: vendorId, created: !found, lines: lines.length, grand_total: totals.grand_total });
  }
  return { orders };
}
