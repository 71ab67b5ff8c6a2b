import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Tx } from '../../db/client.js';
import { type Actor, loadActor } from '../../platform/command.js';
import type { TestSuite } from '../../test/harness.js';
import { type MovementInput, postStockMovements } from './commands/post-stock-movements.js';
import { fefoBatches, variantStock } from './queries.js';

/**
 * What the stock tests share: commands run as the demo company's superuser (as documents run
 * them), stock moved through the ledger's command and products with Box/Strip units (isi 10). The
 * ledger invariants are checked after every test file that moved stock by useTestServer
 * (expectSoundLedger), whether it uses this kit or not.
 */
/**
 * Recomputes stock_monthly from stock_daily, for tests that backdate daily totals (the command only
 * books today): the monthly totals are the sums of their days, as postStockMovements keeps them.
 */
export async function rebuildMonthlyTotals(db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }) {
  await db.execute(sql`delete from stock_monthly`);
  await db.execute(sql`insert into stock_monthly (company_id, gudang_id, product_id, month, qty_in, qty_out, value_in, value_out)
    select company_id, gudang_id, product_id, date_trunc('month', day)::date, sum(qty_in), sum(qty_out), sum(value_in), sum(value_out)
    from stock_daily group by 1, 2, 3, 4`);
}

export function stockTestKit(ctx: TestSuite) {
  const who = { companyId: 1, userId: 1 };
  const asAdmin = <T>(fn: (tx: Tx, actor: Actor) => Promise<T>) => ctx.server.database.withTenant(who, async (tx) => fn(tx, await loadActor(tx, who.userId)));
  let units: { box: number; strip: number } | undefined;

  return {
    asAdmin,
    /** Moves stock as a test document (every log row names its document: TEST unless given). */
    move: (input: MovementInput) => asAdmin((tx, actor) => postStockMovements(tx, actor, { doc_number: 'TEST', ...input })),
    stockOf: (productId: number, gudangId?: number) => asAdmin((tx) => variantStock(tx, productId, gudangId)),
    fefo: (productId: number, gudangId: number) => asAdmin((tx) => fefoBatches(tx, productId, gudangId)),
    avgCost: (productId: number, gudangId: number) =>
      asAdmin(async (tx) => {
        const r = await tx.execute(sql`select avg_cost::float8 as a from stock_cost where product_id = ${productId} and gudang_id = ${gudangId}`);
        return Number((r.rows[0] as { a: number } | undefined)?.a ?? 0);
      }),
    /** A product with one variant, 1 Box = 10 Strip; answers its product (main) and variant ids. */
    async makeProduct(name: string, opts: { expire?: boolean } = {}) {
      if (!units) {
        for (const kemasan_name of ['Box', 'Strip']) await ctx.admin.post('/kemasan/stored', { kemasan_name });
        const list = await ctx.admin.post('/product/options', { lookup: 'kemasan' }, { json: true });
        const id = (label: string) => list.data.find((o: { label: string }) => o.label === label).value as number;
        units = { box: id('Box'), strip: id('Strip') };
      }
      const r = await ctx.admin.post('/product/create_stored', {
        main_name: name,
        product_satuan_besar: units.box,
        product_isi: 10,
        product_satuan_kecil: units.strip,
        is_product_expire: opts.expire ? '1' : '0',
      });
      expect(r.http, JSON.stringify(r.errors)).toBe(200);
      return { main_id: r.data.main_id as number, product_id: r.data.product_id[0] as number };
    },
  };
}
