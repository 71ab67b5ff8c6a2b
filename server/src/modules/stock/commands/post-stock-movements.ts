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
  /**
   * Cost per small unit of an inbound movement (purchase price, or a cost the user gave); others
   * move at the moving average, or, into a warehouse without one, at the company's (knownCosts).
   */
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

/** A sale's take (doc_id = the order, which stock_reservation.order_id names) and its give-back. */
export const SALE_TAKE_DOC = 'sales_order';
export const SALE_GIVE_BACK_DOC = 'sales_order_cancel';
/** A stock count (opname): it books what is on the shelf. */
export const STOCK_COUNT_DOC = 'stock_opname';

/**
 * How orders' reservations (stock_reservation) bind a document's outbound lines. The ledger decides
 * it from the document's type, under its own locks; no caller can opt out:
 * - `holder`: a sale's take. What its own order holds (doc_id) is its own to take, whatever other
 *   orders hold; beyond that, other orders' reservations bind — except under minus_stock, where
 *   orders do not weigh each other (the sales rule: a sale is not stopped by stock the books have not
 *   caught up with). The take then drops the order's reservation (takeStock).
 * - `count`: a stock count records what is on the shelf, even below what orders hold; its answer
 *   warns instead (post-stock-opname.ts).
 * - every other document (transfer, adjustment, supplier return, internal receipt, ...): what orders
 *   hold binds, whatever minus_stock.
 */
export const RESERVATION_RULE: Readonly<Record<string, 'holder' | 'count'>> = { [SALE_TAKE_DOC]: 'holder', [STOCK_COUNT_DOC]: 'count' };

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

/**
 * The Indonesian refusal naming the product, the warehouse, what there is and what was asked; with
 * `held`, what the warehouse holds and what orders have reserved of it.
 */
export async function shortageMessage(tx: Tx, line: MovementLine, batchId: number, available: number, held?: HeldStock) {
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
  const reserved = held ? ` (stok ${formatUnits(held.stock, units)}, dipesan tagihan ${formatUnits(held.reserved, units)})` : '';
  return `Stok ${p?.name ?? `produk ${line.product_id}`}${batch} di ${p?.gudang ?? `gudang ${line.gudang_id}`} tidak cukup: tersedia ${formatUnits(Math.max(0, available), units)}${reserved}, diminta ${formatUnits(-line.qty, units)}`;
}

const costOf = (row: Record<string, unknown>): CostRow => ({ qty: Number(row.qty), avg_cost: Number(row.avg_cost) });

const arr = (values: readonly (number | string)[]) => sql.param(values);
const keyOf = (g: number, p: number, b = 0) => `${g}:${p}:${b}`;
/** Money of a movement as the ledger stores it: numeric with 4 decimals. */
const round4 = (v: number) => Math.round(v * 10_000) / 10_000;

/** What orders hold of a variant in a warehouse, weighed against an outbound document. */
export interface HeldStock {
  /** The warehouse's stock of the variant (all batches) before the document. */
  stock: number;
  /** What other orders have reserved there until their stock moment. */
  reserved: number;
  /**
   * What the document may still take: stock + its own inbound lines of the variant − reserved − what
   * its earlier lines took; for a sale's take at least what its own order holds there.
   */
  free: number;
}

/**
 * The reservations of orders (stock_reservation: per warehouse and variant, no batch) over the items
 * the outbound lines touch, keyed `gudang:product:0`, only where something is held. `stockOf` answers
 * an item's stock in the warehouse; `ownOrderId`, for a sale's take, the order whose reservation is
 * its own (it may take that much whatever others hold). Read under the items' stock_cost locks — the
 * ones an order takes to reserve (lockStockItems) — the figures hold until commit: an order and
 * another document racing for the last units run one after the other, and the second sees what the
 * first did.
 */
export async function heldByOrders(
  tx: Tx,
  lines: readonly MovementLine[],
  stockOf: (gudangId: number, productId: number) => number,
  ownOrderId?: number | null,
) {
  const held = new Map<string, HeldStock>();
  const out = [...new Map(lines.filter((l) => l.qty < 0).map((l) => [keyOf(l.gudang_id, l.product_id), l])).values()];
  if (!out.length) return held;
  const own = ownOrderId ?? null;
  const r = await tx.execute(sql`select gudang_id, product_id,
      coalesce(sum(qty) filter (where order_id is distinct from ${own}::int), 0)::float8 as qty,
      coalesce(sum(qty) filter (where order_id = ${own}::int), 0)::float8 as own
    from stock_reservation
    where (gudang_id, product_id) in (select * from unnest(${arr(out.map((l) => l.gudang_id))}::int[], ${arr(out.map((l) => l.product_id))}::int[]))
    group by gudang_id, product_id`);
  for (const x of r.rows as Record<string, unknown>[]) {
    const g = Number(x.gudang_id);
    const p = Number(x.product_id);
    const reserved = Number(x.qty);
    if (reserved <= 0) continue;
    const inbound = lines.filter((l) => l.qty > 0 && l.gudang_id === g && l.product_id === p).reduce((a, l) => a + l.qty, 0);
    const stock = stockOf(g, p);
    held.set(keyOf(g, p), { stock, reserved, free: Math.max(Number(x.own), stock + inbound - reserved) });
  }
  return held;
}

/**
 * What a variant costs elsewhere in the company, for goods coming in without a cost into a warehouse
 * that has no average of its own (a count or adjustment finding goods, any inbound line without
 * unit_cost): the moving average over the warehouses holding it at a cost, else the cost its last
 * inbound movement was booked at (its last purchase, usually). A variant with no cost anywhere is absent: its
 * goods come in at 0, the one case the valuation invariant accepts. One statement.
 */
export async function knownCosts(tx: Tx, productIds: readonly number[]) {
  const known = new Map<number, number>();
  if (!productIds.length) return known;
  const r = await tx.execute(sql`select p.product_id, coalesce(
      (select sum(c.qty * c.avg_cost) / sum(c.qty) from stock_cost c where c.product_id = p.product_id and c.qty > 0 and c.avg_cost > 0),
      (select l.unit_cost from stock_log l where l.product_id = p.product_id and l.qty > 0 and l.unit_cost > 0
        order by l.created_at desc, l.stock_log_id desc limit 1)
    )::float8 as cost
    from unnest(${arr([...new Set(productIds)])}::int[]) as p(product_id)`);
  for (const x of r.rows as Record<string, unknown>[]) if (Number(x.cost) > 0) known.set(Number(x.product_id), Number(x.cost));
  return known;
}

/**
 * Whether an outbound line (qty < 0) may leave: its batch must hold it (`before`), unless
 * minus_stock; and where orders hold the variant, the warehouse must keep what they hold: the line
 * takes at most `held.free`, whatever minus_stock (stock may go below zero only where no order holds
 * any). Answers the refusal's available quantity (and `held` when the reservations are what binds),
 * or null when the line may leave, in which case it is charged to `held`.
 */
export function outboundRefusal(line: MovementLine, before: number, held: HeldStock | undefined, allowMinus: boolean) {
  const batchLeft = allowMinus ? Number.POSITIVE_INFINITY : before;
  const available = Math.min(batchLeft, held ? held.free : Number.POSITIVE_INFINITY);
  if (available + line.qty >= 0) {
    if (held) held.free += line.qty;
    return null;
  }
  return { available, held: held && held.free <= batchLeft ? held : undefined };
}

/**
 * The one way stock changes (DESIGN.md §6). Each line appends a stock_log row and changes
 * stock_balance, stock_cost, stock_daily and stock_monthly in the caller's transaction. The
 * document's (warehouse, variant) stock_cost rows are locked first, in (warehouse, variant) order,
 * so concurrent documents touching one item wait for each other and never oversell. Under those
 * locks the balances are read and the lines worked out in (warehouse, variant, batch) order: an
 * outbound line larger than its batch's balance is refused with the product, warehouse and available
 * quantity, unless configuration minus_stock is 1; what orders hold binds as RESERVATION_RULE says for
 * the document's type. Every refusal is collected and nothing is written
 * when one fails. Otherwise the writes are one statement per table for the whole document, whatever
 * its number of lines; the balance upsert answers the new balances, which must equal what was worked
 * out (a write outside this command would break that, and is refused).
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

  const items = [...new Map(resolved.map(({ line }) => [keyOf(line.gudang_id, line.product_id), line])).values()];
  const itemG = items.map((l) => l.gudang_id);
  const itemP = items.map((l) => l.product_id);
  // The items' cost rows, locked in (warehouse, variant) order; rows still missing (an item never
  // stocked) are made and the lock taken again, so the usual case is one statement.
  const lock = () =>
    tx.execute(sql`select gudang_id, product_id, qty, avg_cost from stock_cost
    where (gudang_id, product_id) in (select * from unnest(${arr(itemG)}::int[], ${arr(itemP)}::int[]))
    order by gudang_id, product_id for update`);
  let locked = await lock();
  if (locked.rows.length < items.length) {
    await tx.execute(sql`insert into stock_cost (gudang_id, product_id) select * from unnest(${arr(itemG)}::int[], ${arr(itemP)}::int[])
      order by 1, 2 on conflict do nothing`);
    locked = await lock();
  }
  const costs = new Map<string, CostRow>();
  for (const r of locked.rows as Record<string, unknown>[]) costs.set(keyOf(Number(r.gudang_id), Number(r.product_id)), costOf(r));

  const bG = resolved.map(({ line }) => line.gudang_id);
  const bP = resolved.map(({ line }) => line.product_id);
  const bB = resolved.map(({ batchId }) => batchId);
  const held = await tx.execute(sql`select gudang_id, product_id, batch_id, qty from stock_balance
    where (gudang_id, product_id, batch_id) in (select * from unnest(${arr(bG)}::int[], ${arr(bP)}::int[], ${arr(bB)}::int[]))`);
  const balances = new Map<string, number>();
  for (const r of held.rows as Record<string, unknown>[]) balances.set(keyOf(Number(r.gudang_id), Number(r.product_id), Number(r.batch_id)), Number(r.qty));
  // Orders' reservations, as the document's type says they bind (RESERVATION_RULE).
  const rule = RESERVATION_RULE[input.doc_type];
  const ordersHold =
    rule === 'count' || (rule === 'holder' && allowMinus)
      ? new Map<string, HeldStock>()
      : await heldByOrders(
          tx,
          resolved.map(({ line }) => line),
          (g, p) => costs.get(keyOf(g, p))?.qty ?? 0,
          rule === 'holder' ? input.doc_id : null,
        );

  // Goods coming in without a cost where the warehouse has no average take the company's (never 0 when a cost is known).
  const known = await knownCosts(
    tx,
    resolved
      .filter(({ line }) => line.qty > 0 && line.unit_cost === undefined && !costs.get(keyOf(line.gudang_id, line.product_id))?.avg_cost)
      .map(({ line }) => line.product_id),
  );

  const errors: Record<string, string[]> = {};
  const posted: PostedMovement[] = [];
  const values: number[] = [];
  const netByBalance = new Map<string, { g: number; p: number; b: number; delta: number }>();
  for (const { line, batchId } of resolved) {
    const bKey = keyOf(line.gudang_id, line.product_id, batchId);
    const before = balances.get(bKey);
    const refused = line.qty < 0 ? outboundRefusal(line, before ?? 0, ordersHold.get(keyOf(line.gudang_id, line.product_id)), allowMinus) : null;
    if (refused) {
      const field = line.field ?? 'qty';
      errors[field] = [...(errors[field] ?? []), await shortageMessage(tx, line, batchId, refused.available, refused.held)];
      continue;
    }
    balances.set(bKey, (before ?? 0) + line.qty);
    const net = netByBalance.get(bKey) ?? { g: line.gudang_id, p: line.product_id, b: batchId, delta: 0 };
    net.delta += line.qty;
    netByBalance.set(bKey, net);

    const cKey = keyOf(line.gudang_id, line.product_id);
    const cost = costs.get(cKey) ?? { qty: 0, avg_cost: 0 };
    const qtyAfter = cost.qty + line.qty;
    let unitCost = cost.avg_cost;
    let avgAfter = cost.avg_cost;
    const inCost = line.unit_cost ?? (cost.avg_cost ? undefined : known.get(line.product_id));
    if (line.qty > 0 && inCost !== undefined) {
      unitCost = inCost;
      // Moving average over what is on hand; stock below zero carries no value to average with.
      avgAfter = cost.qty > 0 && qtyAfter > 0 ? (cost.qty * cost.avg_cost + line.qty * inCost) / qtyAfter : inCost;
    }
    avgAfter = round4(avgAfter);
    unitCost = round4(unitCost);
    costs.set(cKey, { qty: qtyAfter, avg_cost: avgAfter });
    values.push(Math.abs(line.qty) * unitCost);
    posted.push({
      stock_log_id: 0,
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

  // Balances, cost rows, log, day and month totals: one statement (a data-modifying WITH runs every
  // part to completion once; each part writes its own table). It answers the new balances, checked
  // against what was worked out above, and the log ids.
  const nets = [...netByBalance.values()];
  const touched = items.map((l) => ({ l, c: costs.get(keyOf(l.gudang_id, l.product_id)) ?? { qty: 0, avg_cost: 0 } }));
  const movements = sql`unnest(${arr(posted.map((m) => m.gudang_id))}::int[], ${arr(posted.map((m) => m.product_id))}::int[],
      ${arr(posted.map((m) => m.qty))}::bigint[], ${arr(values)}::numeric[]) as v(gudang_id, product_id, qty, value)`;
  // Day and month totals: one row per (warehouse, variant), each movement's value rounded as the log stores it.
  const sums = sql`sum(greatest(v.qty, 0)), sum(greatest(-v.qty, 0)),
      sum(case when v.qty > 0 then v.value::numeric(24, 4) else 0 end), sum(case when v.qty < 0 then v.value::numeric(24, 4) else 0 end)`;
  const written = await tx.execute(sql`with b as (insert into stock_balance (gudang_id, product_id, batch_id, qty)
      select * from unnest(${arr(nets.map((n) => n.g))}::int[], ${arr(nets.map((n) => n.p))}::int[], ${arr(nets.map((n) => n.b))}::int[],
        ${arr(nets.map((n) => n.delta))}::bigint[])
    on conflict (company_id, gudang_id, product_id, batch_id) do update set qty = stock_balance.qty + excluded.qty, updated_at = now()
    returning gudang_id, product_id, batch_id, qty),
  c as (update stock_cost c set qty = v.qty, avg_cost = v.avg_cost
    from unnest(${arr(touched.map((t) => t.l.gudang_id))}::int[], ${arr(touched.map((t) => t.l.product_id))}::int[],
      ${arr(touched.map((t) => t.c.qty))}::bigint[], ${arr(touched.map((t) => t.c.avg_cost))}::numeric[]) as v(gudang_id, product_id, qty, avg_cost)
    where c.gudang_id = v.gudang_id and c.product_id = v.product_id),
  l as (insert into stock_log (gudang_id, product_id, batch_id, qty, qty_after, unit_cost, avg_cost, doc_type, doc_id, doc_number, note)
    select v.gudang_id, v.product_id, v.batch_id, v.qty, v.qty_after, v.unit_cost, v.avg_cost,
      ${input.doc_type}, ${input.doc_id ?? null}::int, ${input.doc_number ?? null}, ${input.note ?? null}
    from unnest(${arr(posted.map((m) => m.gudang_id))}::int[], ${arr(posted.map((m) => m.product_id))}::int[], ${arr(posted.map((m) => m.batch_id))}::int[],
      ${arr(posted.map((m) => m.qty))}::bigint[], ${arr(posted.map((m) => m.qty_after))}::bigint[], ${arr(posted.map((m) => m.unit_cost))}::numeric[],
      ${arr(posted.map((m) => m.avg_cost))}::numeric[]) with ordinality as v(gudang_id, product_id, batch_id, qty, qty_after, unit_cost, avg_cost, n)
    order by v.n
    returning stock_log_id),
  d as (insert into stock_daily (gudang_id, product_id, day, qty_in, qty_out, value_in, value_out)
    select v.gudang_id, v.product_id, (now() at time zone 'Asia/Jakarta')::date, ${sums} from ${movements} group by v.gudang_id, v.product_id
    on conflict (company_id, gudang_id, product_id, day) do update set
      qty_in = stock_daily.qty_in + excluded.qty_in, qty_out = stock_daily.qty_out + excluded.qty_out,
      value_in = stock_daily.value_in + excluded.value_in, value_out = stock_daily.value_out + excluded.value_out),
  m as (insert into stock_monthly (gudang_id, product_id, month, qty_in, qty_out, value_in, value_out)
    select v.gudang_id, v.product_id, date_trunc('month', now() at time zone 'Asia/Jakarta')::date, ${sums} from ${movements} group by v.gudang_id, v.product_id
    on conflict (company_id, gudang_id, product_id, month) do update set
      qty_in = stock_monthly.qty_in + excluded.qty_in, qty_out = stock_monthly.qty_out + excluded.qty_out,
      value_in = stock_monthly.value_in + excluded.value_in, value_out = stock_monthly.value_out + excluded.value_out)
  select 'balance' as part, gudang_id::bigint as a, product_id::bigint as b, batch_id::bigint as c, qty::bigint as qty from b
  union all select 'log', stock_log_id::bigint, null, null, null from l`);
  const ids: number[] = [];
  for (const r of written.rows as Record<string, unknown>[]) {
    if (r.part === 'log') {
      ids.push(Number(r.a));
      continue;
    }
    const k = keyOf(Number(r.a), Number(r.b), Number(r.c));
    if (Number(r.qty) !== balances.get(k)) throw new Error(`stock_balance ${k} changed outside postStockMovements`);
  }
  ids.sort((a, b) => a - b);
  posted.forEach((m, i) => {
    m.stock_log_id = ids[i];
  });
  return posted;
}
