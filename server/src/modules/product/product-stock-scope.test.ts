import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/db-state.js';
import { useTestServer, userWithGroup } from '../../test/harness.js';
import { stockTestKit } from '../stock/stock-test-kit.js';

/* product_qty in the product lists counts only the warehouses the user may see (group 6: its own). */

const ctx = useTestServer();
const { move, makeProduct } = stockTestKit(ctx);
let productId = 0;
let mainId = 0;

beforeAll(async () => {
  const p = await makeProduct('Paracetamol 500 mg');
  productId = p.product_id;
  mainId = p.main_id;
  // 100 in Gudang Utama, 40 in Gudang Cabang.
  await move({
    doc_type: 'test_in',
    lines: [
      { gudang_id: 1, product_id: productId, qty: 100, unit_cost: 1000 },
      { gudang_id: 2, product_id: productId, qty: 40, unit_cost: 1000 },
    ],
  });
});

const qtyIn = (rows: { product_id: number; product_qty: number }[]) => rows.find((r) => r.product_id === productId)?.product_qty;

describe('product stock in the lists', () => {
  it('counts every warehouse for a user who sees them all and only its own for group 6', async () => {
    const all = await ctx.admin.post('/product/data/index', { search: 'paracetamol' });
    expect(all.http).toBe(200);
    expect(qtyIn(all.data.data)).toBe(140);

    const whs = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: whs.userId, gudang_id: 2 })).http).toBe(200);
    const own = await whs.client.post('/product/data/index', { search: 'paracetamol' });
    expect(own.http).toBe(200);
    expect(qtyIn(own.data.data)).toBe(40);
    const found = await whs.client.post('/product/find', { main_id: mainId });
    expect(found.http).toBe(200);
    expect(qtyIn(found.data.varian)).toBe(40);
    expect(found.data.product_stock).toBe(40);
    expect((await ctx.admin.post('/product/find', { main_id: mainId })).data.product_stock).toBe(140);

    const none = await userWithGroup(ctx.admin, 6);
    expect(qtyIn((await none.client.post('/product/data/index', { search: 'paracetamol' })).data.data)).toBe(0);
  });
});

describe('warehouse prices', () => {
  it("group 6 sets a warehouse's own price only for its warehouses; another is refused like a missing one and nothing is written", async () => {
    const whs = await userWithGroup(ctx.admin, 6);
    expect((await ctx.admin.post('/user/accessgudang/stored', { admin_id: whs.userId, gudang_id: 2 })).http).toBe(200);
    const price = (gudang_id: number) => whs.client.post('/product_price/price_sale_stored', { product_id: productId, gudang_id, product_price_sale: 7000 });
    const before = await tableSnapshot(ctx.server.database);
    for (const gudang_id of [1, 999]) {
      const r = await price(gudang_id);
      expect({ http: r.http, errors: r.errors }).toEqual({ http: 422, errors: { gudang_id: ['Gudang tidak ditemukan'] } });
    }
    expect(await tableSnapshot(ctx.server.database)).toEqual(before);
    expect((await price(2)).http).toBe(200);
    expect((await ctx.admin.post('/product_price/price_sale_stored', { product_id: productId, gudang_id: 1, product_price_sale: 7000 })).http).toBe(200);
  });
});
