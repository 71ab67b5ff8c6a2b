import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.js';
import { ledgerInvariantViolations } from './queries.js';
import { stockTestKit } from './stock-test-kit.js';

/*
 * Issue 20 item 6: goods that come in without a cost (found by a count, added by an adjustment) into
 * a warehouse with no average take the product's cost elsewhere in the company, or the cost the user
 * gives; the ledger invariants see stock valued at 0 where the product had a cost.
 */
const ctx = useTestServer();
const { move, avgCost, makeProduct } = stockTestKit(ctx);
const ids = { g3: 0 };
const owner = () => ctx.server.database.db;
const opname = (gudang_id: number, lines: Record<string, unknown>[]) => ctx.admin.post('/stock_opname/add_stored', { gudang_id, lines }, { json: true });
const adjust = (gudang_id: number, lines: Record<string, unknown>[]) => ctx.admin.post('/stock_adjustment/add_stored', { gudang_id, lines }, { json: true });
/** The unit cost of the last ledger row of a variant in a warehouse. */
const lastCost = async (productId: number, gudangId: number) =>
  Number(
    (
      (
        await owner().execute(
          sql`select unit_cost::float8 as c from stock_log where product_id = ${productId} and gudang_id = ${gudangId} order by stock_log_id desc limit 1`,
        )
      ).rows[0] as { c: number }
    ).c,
  );

beforeAll(async () => {
  const g3 = await ctx.admin.post('/master_gudang/add_stored', { master_gudang_name: 'Gudang Nilai' });
  ids.g3 = g3.data.master_gudang_id;
});

describe('goods that come in without a cost', () => {
  it('a count finding goods in a warehouse without an average books them at the company-wide average, not 0', async () => {
    const { product_id: p } = await makeProduct('Vitamin C 500 mg');
    await move({
      doc_type: 'test_in',
      lines: [
        { gudang_id: 1, product_id: p, qty: 10, unit_cost: 1000 },
        { gudang_id: ids.g3, product_id: p, qty: 30, unit_cost: 2000 },
      ],
    });
    const r = await opname(2, [{ product_id: p, counted_qty: 5 }]);
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    // (10 × 1000 + 30 × 2000) / 40
    expect(await lastCost(p, 2)).toBe(1750);
    expect(await avgCost(p, 2)).toBe(1750);
    const line = await owner().execute(sql`select unit_cost::float8 as c from stock_opname_line where opname_id = ${r.data.opname_id}`);
    expect(line.rows).toEqual([{ c: 1750 }]);
    // a later purchase averages with goods of value, not with zeros
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 2, product_id: p, qty: 5, unit_cost: 1850 }] });
    expect(await avgCost(p, 2)).toBe(1800);
  });

  it('an increasing adjustment where no warehouse holds it at a cost takes its last cost', async () => {
    const { product_id: p } = await makeProduct('Vitamin D 1000 IU');
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: p, qty: 10, unit_cost: 1200 }] });
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: p, qty: 10, unit_cost: 1500 }] });
    await move({ doc_type: 'test_sale', lines: [{ gudang_id: 1, product_id: p, qty: -20 }] });
    const r = await adjust(2, [{ product_id: p, qty_change: 4, reason: 'Ditemukan di rak belakang' }]);
    expect(r.http, JSON.stringify(r.errors)).toBe(200);
    expect(await lastCost(p, 2)).toBe(1500);
    const line = await owner().execute(sql`select unit_cost::float8 as c from stock_adjustment_line where adjustment_id = ${r.data.adjustment_id}`);
    expect(line.rows).toEqual([{ c: 1500 }]);
  });

  it('takes the cost the user gives on a count or an increase (HPP per satuan kecil), refuses it on a decrease or at 0', async () => {
    const { product_id: p } = await makeProduct('Zinc 20 mg');
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: p, qty: 10, unit_cost: 1000 }] });
    // count 20 where the books say 10: the 10 found come in at 1.300,5 a Strip
    const c = await opname(1, [{ product_id: p, counted_qty: 20, unit_cost: '1.300,5' }]);
    expect(c.http, JSON.stringify(c.errors)).toBe(200);
    expect(await lastCost(p, 1)).toBe(1300.5);
    expect(await avgCost(p, 1)).toBe(1150.25);
    const a = await adjust(1, [{ product_id: p, qty_change: 20, reason: 'Kiriman tanpa faktur', unit_cost: 1150.25 }]);
    expect(a.http, JSON.stringify(a.errors)).toBe(200);
    expect(await avgCost(p, 1)).toBe(1150.25);
    const down = await adjust(1, [{ product_id: p, qty_change: -1, reason: 'Rusak', unit_cost: 900 }]);
    expect(down.http).toBe(422);
    expect(down.errors).toEqual({ 'lines.0.unit_cost': ['HPP per satuan kecil hanya diisi untuk penambahan stok'] });
    const zero = await adjust(1, [{ product_id: p, qty_change: 1, reason: 'Temuan', unit_cost: 0 }]);
    expect(zero.errors?.['lines.0.unit_cost']).toEqual(['HPP per satuan kecil harus lebih dari 0 (kosongkan untuk memakai HPP rata-rata)']);
    // a count that lowers the stock moves at the average, whatever cost is typed
    const lower = await opname(1, [{ product_id: p, counted_qty: 35, unit_cost: 5000 }]);
    expect(lower.http).toBe(200);
    expect(await lastCost(p, 1)).toBe(1150.25);
  });

  it('books 0 only for a product with no cost anywhere in the company', async () => {
    const { product_id: p } = await makeProduct('Sampel Tanpa Harga');
    const r = await opname(2, [{ product_id: p, counted_qty: 3 }]);
    expect(r.http).toBe(200);
    expect(await lastCost(p, 2)).toBe(0);
    expect(await ledgerInvariantViolations(owner())).toEqual([]);
  });
});

describe('valuation invariant', () => {
  it('sees stock valued at 0 where the product had a cost, until goods of value come in', async () => {
    const { product_id: p } = await makeProduct('Kalsium 500 mg');
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 1, product_id: p, qty: 10, unit_cost: 800 }] });
    // what the ledger booked before issue 20: found goods at 0 although the product had a cost
    await move({ doc_type: 'test_found', lines: [{ gudang_id: 2, product_id: p, qty: 4, unit_cost: 0 }] });
    const found = (await ledgerInvariantViolations(owner())) as Record<string, unknown>[];
    expect(found.map((v) => [v.kind, Number(v.gudang_id), Number(v.product_id), v.want])).toEqual([['zero_value', 2, p, '800.0000']]);
    // a purchase price of 0 (goods given free) is a price, not a missing cost
    await move({ doc_type: 'goods_receipt', lines: [{ gudang_id: ids.g3, product_id: p, qty: 2, unit_cost: 0 }] });
    expect(((await ledgerInvariantViolations(owner())) as Record<string, unknown>[]).map((v) => v.kind)).toEqual(['zero_value']);
    // goods of value averaged in: no longer at 0
    await move({ doc_type: 'test_in', lines: [{ gudang_id: 2, product_id: p, qty: 4 }] });
    expect(await avgCost(p, 2)).toBe(400);
    expect(await ledgerInvariantViolations(owner())).toEqual([]);
  });
});
