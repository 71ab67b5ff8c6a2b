import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { readSheet } from '../../platform/excel/sheet-reader.js';
import { useTestServer } from '../../test/harness.js';
import { storeConfigs } from '../config/commands/store-configs.js';
import { fefoBatches } from './queries.js';
import { stockTestKit } from './stock-test-kit.js';

/** The ledger's one command, called as documents call it: inside a transaction, for a user. */
const ctx = useTestServer();
const { asAdmin, move: post, stockOf, makeProduct } = stockTestKit(ctx);
const ids = { para: 0, paraMain: 0, amox: 0 };

async function refusal(p: Promise<unknown>) {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

beforeAll(async () => {
  const para = await makeProduct('Paracetamol 500 mg');
  ids.para = para.product_id;
  ids.paraMain = para.main_id;
  ids.amox = (await makeProduct('Amoxicillin 500 mg', { expire: true })).product_id;
});

describe('postStockMovements: the one way stock changes', () => {
  it('puts stock in with its cost, takes it out at the moving average, and logs each movement', async () => {
    await post({ doc_type: 'test_in', doc_number: 'T-1', lines: [{ gudang_id: 1, product_id: ids.para, qty: 100, unit_cost: 1000 }] });
    await post({ doc_type: 'test_in', doc_number: 'T-2', lines: [{ gudang_id: 1, product_id: ids.para, qty: 50, unit_cost: 1300 }] });
    // (100 × 1000 + 50 × 1300) / 150 = 1100
    const out = await post({ doc_type: 'test_out', doc_number: 'T-3', lines: [{ gudang_id: 1, product_id: ids.para, qty: -30 }] });
    expect(out[0]).toMatchObject({ qty: -30, qty_after: 120, unit_cost: 1100, avg_cost: 1100 });
    expect(await stockOf(ids.para, 1)).toBe(120);
    expect(await stockOf(ids.para, 2)).toBe(0);
    const log = await ctx.server.database.db.execute(
      sql`select qty::int, qty_after::int, unit_cost::float8, avg_cost::float8, doc_type, doc_number from stock_log where product_id = ${ids.para} order by stock_log_id`,
    );
    expect(log.rows).toEqual([
      { qty: 100, qty_after: 100, unit_cost: 1000, avg_cost: 1000, doc_type: 'test_in', doc_number: 'T-1' },
      { qty: 50, qty_after: 150, unit_cost: 1300, avg_cost: 1100, doc_type: 'test_in', doc_number: 'T-2' },
      { qty: -30, qty_after: 120, unit_cost: 1100, avg_cost: 1100, doc_type: 'test_out', doc_number: 'T-3' },
    ]);
    // The product list and the product's stock read the ledger.
    const row = (await ctx.admin.post('/product/data/index', { search: 'paracetamol' })).data.data[0];
    expect(row.product_qty).toBe(120);
  });

  it('refuses taking more than there is, naming product, warehouse and what is available, and writes nothing', async () => {
    const before = await ctx.server.database.db.execute(sql`select count(*)::int as n from stock_log`);
    const e = await refusal(
      post({
        doc_type: 'test_out',
        lines: [
          { gudang_id: 1, product_id: ids.para, qty: -5, field: 'lines.0.qty' },
          { gudang_id: 1, product_id: ids.para, qty: -200, field: 'lines.1.qty' },
        ],
      }),
    );
    expect(e.httpStatus).toBe(422);
    // What is left after the document's earlier line of the same item: 120 - 5 = 115 Strip.
    expect(e.errors?.['lines.1.qty']).toEqual(['Stok Paracetamol 500 mg di Gudang Utama tidak cukup: tersedia 11 Box + 5 Strip, diminta 20 Box']);
    const after = await ctx.server.database.db.execute(sql`select count(*)::int as n from stock_log`);
    expect(after.rows).toEqual(before.rows);
    expect(await stockOf(ids.para, 1)).toBe(120);
  });

  it('allows negative stock only with configuration minus_stock = 1', async () => {
    await refusal(post({ doc_type: 'test_out', lines: [{ gudang_id: 2, product_id: ids.para, qty: -3 }] }));
    await asAdmin((tx, actor) => storeConfigs(tx, actor, { minus_stock: '1' }));
    try {
      await post({ doc_type: 'test_out', lines: [{ gudang_id: 2, product_id: ids.para, qty: -3 }] });
      expect(await stockOf(ids.para, 2)).toBe(-3);
      // Stock below zero has no value to average with: what comes in sets the cost.
      const back = await post({ doc_type: 'test_in', lines: [{ gudang_id: 2, product_id: ids.para, qty: 5, unit_cost: 900 }] });
      expect(back[0]).toMatchObject({ qty_after: 2, avg_cost: 900 });
    } finally {
      await asAdmin((tx, actor) => storeConfigs(tx, actor, { minus_stock: '0' }));
    }
  });

  it('holds expiry-tracked stock per batch and proposes batches first expiry first (FEFO)', async () => {
    await post({
      doc_type: 'test_in',
      lines: [
        { gudang_id: 1, product_id: ids.amox, qty: 20, unit_cost: 500, batch: { batch_no: 'B-LATE', expired_date: '2028-06-30' } },
        { gudang_id: 1, product_id: ids.amox, qty: 10, unit_cost: 500, batch: { batch_no: 'B-SOON', expired_date: '2027-01-31' } },
        { gudang_id: 1, product_id: ids.amox, qty: 5, unit_cost: 500, batch: { batch_no: 'B-SOON', expired_date: '2027-01-31' } },
      ],
    });
    const fefo = await asAdmin((tx) => fefoBatches(tx, ids.amox, 1));
    expect(fefo.map((b) => [b.batch_no, b.expired_date, b.qty])).toEqual([
      ['B-SOON', '2027-01-31', 15],
      ['B-LATE', '2028-06-30', 20],
    ]);
    // A batch holds only its own stock.
    const e = await refusal(post({ doc_type: 'test_out', lines: [{ gudang_id: 1, product_id: ids.amox, qty: -16, batch_id: fefo[0].batch_id }] }));
    expect(Object.values(e.errors ?? {})[0][0]).toContain('batch B-SOON');
    await post({ doc_type: 'test_out', lines: [{ gudang_id: 1, product_id: ids.amox, qty: -15, batch_id: fefo[0].batch_id }] });
    expect((await asAdmin((tx) => fefoBatches(tx, ids.amox, 1))).map((b) => b.batch_no)).toEqual(['B-LATE']);
  });

  it('never oversells under concurrent takes: 20 documents of 10 against 100 leave exactly 0', async () => {
    await post({ doc_type: 'test_in', lines: [{ gudang_id: 2, product_id: ids.para, qty: 98, unit_cost: 1000 }] });
    expect(await stockOf(ids.para, 2)).toBe(100);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => post({ doc_type: 'test_out', lines: [{ gudang_id: 2, product_id: ids.para, qty: -10 }] })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await stockOf(ids.para, 2)).toBe(0);
  });

  it('keeps the log append-only, and a product that moved cannot be deleted', async () => {
    for (const change of [sql`update stock_log set qty = 0`, sql`delete from stock_log`]) {
      const e = await ctx.server.database.db.execute(change).then(
        () => undefined,
        (err: Error) => err,
      );
      expect(String((e?.cause as Error | undefined)?.message ?? e?.message)).toMatch(/append-only/);
    }
    const r = await ctx.admin.post('/product/validation_delete', { main_id: ids.paraMain });
    expect(r.http, JSON.stringify(r)).toBe(422);
    expect(r.errors?.main_id?.[0]).toMatch(/^Produk masih memiliki stok|^Produk sudah memiliki riwayat stok/);
  });

  it('exports stock per warehouse the user may see, with the total in both units', async () => {
    const res = await fetch(`${ctx.server.url}/product/data/export_excel_stored_by_stock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ search: 'paracetamol' }),
    });
    expect(res.status).toBe(200);
    const sheet = await readSheet(Buffer.from(await res.arrayBuffer()));
    const col = (h: string) => sheet.headers.indexOf(h);
    expect(col('Stok Gudang Utama (satuan kecil)')).toBeGreaterThan(0);
    expect(col('Stok Gudang Cabang (satuan kecil)')).toBeGreaterThan(0);
    const row = sheet.rows[0].cells;
    expect([
      row[col('Stok (satuan kecil)')],
      row[col('Stok')],
      row[col('Stok Gudang Utama (satuan kecil)')],
      row[col('Stok Gudang Cabang (satuan kecil)')],
    ]).toEqual(['120', '12 Box', '120', '0']);
  });
});
