import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer, userWithGroup } from '../../../test/harness.js';
import { stockTestKit } from '../stock-test-kit.js';

const ctx = useTestServer();
const kit = stockTestKit(ctx);

describe('inventory portal summary', () => {
  it('answers stock value, products below minimum and batches expiring within 90 days; superuser only', async () => {
    const empty = await ctx.admin.post('/inventory/summary', {});
    expect(empty.data).toEqual({ stock_value: 0, below_minimum: 0, expiring_batches: 0, expired_batches: 0, retur_draft: 0 });
    const a = await kit.makeProduct('Vitamin C');
    const b = await kit.makeProduct('Salep Kulit', { expire: true });
    await ctx.server.database.db.execute(sql`update product_main set main_min_stock = 50 where company_id = 1 and main_id in (${a.main_id}, ${b.main_id})`);
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await kit.move({
      doc_type: 'test_in',
      doc_number: 'UJI-AWAL',
      lines: [
        { gudang_id: 1, product_id: a.product_id, qty: 100, unit_cost: 1500 },
        { gudang_id: 1, product_id: b.product_id, qty: 10, unit_cost: 3000, batch: { batch_no: 'S1', expired_date: soon } },
        { gudang_id: 1, product_id: b.product_id, qty: 5, unit_cost: 3000, batch: { batch_no: 'S2', expired_date: '2030-01-31' } },
      ],
    });
    const r = await ctx.admin.post('/inventory/summary', {});
    expect(r.data).toEqual({ stock_value: 100 * 1500 + 15 * 3000, below_minimum: 1, expiring_batches: 1, expired_batches: 0, retur_draft: 0 });
    const spvWhs = await userWithGroup(ctx.admin, 4);
    expect((await spvWhs.client.post('/inventory/summary', {})).http).toBe(403);
  });
});
