import { beforeAll, describe, expect, it } from 'vitest';
import { dbKind, useTestServer } from '../../test/harness.js';
import { storeConfigs } from '../config/commands/store-configs.js';
import { stockTestKit } from './stock-test-kit.js';

/*
 * The ledger under load: many requests and workers taking the same stock at once. On PostgreSQL
 * they run in parallel on the pool; on the embedded database they queue on its one connection.
 */
const ctx = useTestServer();
/**
 * 8 workers × 256 = 2,048 decrements on PostgreSQL, where they truly run side by side, each waiting
 * on the same stock row; the embedded database has one connection, so its workers only interleave,
 * and 8 × 128 shows the same. (8 × 1,024 took 96 s of a CI run's PostgreSQL step, as long as the
 * same one-row contention at 256 shows; the speed of that path is measured in bench/, not here.)
 */
const EACH = dbKind() === 'postgres' ? 256 : 128;
const TOTAL = 8 * EACH;
const { asAdmin, move, stockOf, makeProduct } = stockTestKit(ctx);

/** `workers` loops side by side, each making `each` single-unit decrements, one transaction each. */
async function decrementInParallel(productId: number, workers: number, each: number) {
  let refused = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = 0; i < each; i++)
        await move({ doc_type: 'test_out', doc_number: 'LOAD', lines: [{ gudang_id: 1, product_id: productId, qty: -1 }] }).catch(() => {
          refused++;
        });
    }),
  );
  return refused;
}

describe('stock under concurrency', () => {
  const ids = { last: 0, many: 0, minus: 0 };
  beforeAll(async () => {
    ids.last = (await makeProduct('Vitamin C Last Unit')).product_id;
    ids.many = (await makeProduct('Vitamin D Many Takes')).product_id;
    ids.minus = (await makeProduct('Vitamin E Minus Stock')).product_id;
  });

  it('200 parallel requests for the last unit: exactly one is served, stock ends at 0, the rest get the clear message', async () => {
    await move({ doc_type: 'test_in', doc_number: 'IN', lines: [{ gudang_id: 1, product_id: ids.last, qty: 1, unit_cost: 5000 }] });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        ctx.admin.post('/stock_adjustment/add_stored', { gudang_id: 1, lines: [{ product_id: ids.last, qty_change: -1, reason: 'Rusak' }] }, { json: true }),
      ),
    );
    expect(answers.filter((a) => a.http === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.http !== 200);
    expect(refused).toHaveLength(199);
    for (const a of refused) {
      expect(a.http).toBe(422);
      expect(
        Object.values(a.errors ?? {})
          .flat()
          .join(' '),
      ).toMatch(/Stok Vitamin C Last Unit .*tidak cukup|tidak cukup.*Vitamin C Last Unit/);
    }
    expect(await stockOf(ids.last, 1)).toBe(0);
  }, 180_000);

  it(`8 parallel workers making ${TOTAL} single-unit decrements end at exactly 0`, async () => {
    await move({ doc_type: 'test_in', doc_number: 'IN', lines: [{ gudang_id: 1, product_id: ids.many, qty: TOTAL, unit_cost: 100 }] });
    expect(await decrementInParallel(ids.many, 8, EACH)).toBe(0);
    expect(await stockOf(ids.many, 1)).toBe(0);
    // one more is refused
    expect(await decrementInParallel(ids.many, 1, 1)).toBe(1);
  }, 600_000);

  it('with minus_stock on, the same load ends at the exact negative figure', async () => {
    await asAdmin((tx, actor) => storeConfigs(tx, actor, { minus_stock: '1' }));
    try {
      await move({ doc_type: 'test_in', doc_number: 'IN', lines: [{ gudang_id: 1, product_id: ids.minus, qty: TOTAL - 192, unit_cost: 100 }] });
      expect(await decrementInParallel(ids.minus, 8, EACH)).toBe(0);
      expect(await stockOf(ids.minus, 1)).toBe(-192);
    } finally {
      // back to zero before negative stock is forbidden again (the invariants check after the file)
      const left = await stockOf(ids.minus, 1);
      if (left < 0) await move({ doc_type: 'test_in', doc_number: 'IN', lines: [{ gudang_id: 1, product_id: ids.minus, qty: -left, unit_cost: 100 }] });
      await asAdmin((tx, actor) => storeConfigs(tx, actor, { minus_stock: '0' }));
    }
  }, 600_000);
});
