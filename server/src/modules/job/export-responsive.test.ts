import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../platform/excel/sheet-reader.js';
import { EXPORT_BATCH } from '../../platform/resource/resource-export.js';
import { useTestServer } from '../../test/harness.js';

/**
 * An export job must not stall the server (issue 20 item 14): while a product export runs as a job,
 * the event loop gets its turns and /healthz answers. Checked by what happens, not by how long it
 * takes (speed is measured by bench/export-bench.ts): the loop turns between every two batches of
 * EXPORT_BATCH rows the export fetches, and /healthz calls made while the job runs are answered before
 * it ends. Without the turns cursorBatches gives the loop, a step on PGlite (whose queries run on the
 * loop's thread) fetches batch after batch in one turn, and nothing else is answered meanwhile.
 */
const ctx = useTestServer();
const PRODUCTS = 2500;
/** /healthz calls made one after another while the job runs. */
const HEALTH_CALLS = 3;

async function seedProducts() {
  await ctx.server.database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
    await tx.execute(sql`insert into master_kemasan (kemasan_name) values ('BoxR'), ('StripR')`);
    const k = (await tx.execute(sql`select min(kemasan_id) as besar, max(kemasan_id) as kecil from master_kemasan where kemasan_name in ('BoxR', 'StripR')`))
      .rows[0] as { besar: number; kecil: number };
    await tx.execute(sql`
      insert into product_main (main_name, main_rack, main_min_stock, product_satuan_besar, product_isi, product_satuan_kecil)
      select 'Produk Ekspor ' || lpad(g::text, 6, '0'), 'R-' || (g % 40), g % 10, ${k.besar}, 10, ${k.kecil}
      from generate_series(1, ${PRODUCTS}) g`);
    await tx.execute(sql`insert into product (main_id, varian_sku) select main_id, 'EXP' || lpad(main_id::text, 7, '0') from product_main
      where main_name like 'Produk Ekspor %'`);
    await tx.execute(sql`insert into stock_balance (gudang_id, product_id, qty)
      select 1, product_id, product_id % 300 from product where varian_sku like 'EXP%'`);
  });
  // Without fresh statistics PostgreSQL plans the export's queries for empty tables (a step then takes seconds).
  for (const t of ['product_main', 'product', 'stock_balance']) await ctx.server.database.db.execute(sql.raw(`analyze ${t}`));
}

beforeAll(async () => {
  await ctx.server.app.jobs.stop();
  await seedProducts();
}, 60_000);

describe('an export job yields to requests', () => {
  it('gives the event loop a turn per batch of rows and answers /healthz while a product export runs', async () => {
    const res = await fetch(`${ctx.server.url}/product/data/export_excel_stored_by_stock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json', prefer: 'respond-async' },
      body: JSON.stringify({ perPage: 10 }),
    });
    const queued = await res.json();
    expect(queued.data.job_id).toBeGreaterThan(0);

    let finished = false;
    // /healthz calls made while the job runs, one after another: was each answered before the job ended?
    const answeredDuringJob: boolean[] = [];
    const health = (async () => {
      for (let i = 0; i < HEALTH_CALLS; i++) {
        const r = await fetch(`${ctx.server.url}/healthz`);
        expect(r.status).toBe(200);
        await r.arrayBuffer();
        answeredDuringJob.push(!finished);
      }
    })();
    // Did the event loop turn between two of the job's cursor fetches? Each fetch queues a setImmediate,
    // which runs at the loop's next check phase; the next fetch looks whether it has run. (One
    // setImmediate per fetch, not a counter rescheduling itself: that would keep a core busy and slow
    // PostgreSQL down on a shared machine.) The job's transactions are the app's withTenant.
    let fetches = 0;
    let turnedSinceFetch = true;
    let turnedBefore = 0;
    let withoutTurn = 0;
    let mostWithoutTurn = 0;
    const database = ctx.server.app.database;
    const withTenant = database.withTenant;
    const dialect = new PgDialect();
    database.withTenant = (tenant, fn) =>
      withTenant(tenant, (tx) => {
        const execute = tx.execute.bind(tx);
        tx.execute = ((query: Parameters<typeof execute>[0]) => {
          if (/^fetch /.test(dialect.sqlToQuery(query as never).sql)) {
            if (fetches > 0 && turnedSinceFetch) turnedBefore++;
            withoutTurn = turnedSinceFetch ? 0 : withoutTurn + 1;
            mostWithoutTurn = Math.max(mostWithoutTurn, withoutTurn);
            fetches++;
            turnedSinceFetch = false;
            setImmediate(() => {
              turnedSinceFetch = true;
            });
          }
          return execute(query);
        }) as typeof tx.execute;
        return fn(tx);
      });
    try {
      await ctx.server.app.jobs.runDue();
    } finally {
      finished = true;
      database.withTenant = withTenant;
    }
    await health;

    // The rows are fetched at least twice (counted, then written), EXPORT_BATCH at a time, and the loop
    // turns before the next fetch: at least one turn per batch of rows, and never two fetches in a row
    // without one (a step's first fetch may come before the check phase: the pause between steps is a timer).
    expect(fetches).toBeGreaterThanOrEqual(2 * Math.ceil(PRODUCTS / EXPORT_BATCH));
    expect(turnedBefore).toBeGreaterThanOrEqual(Math.ceil(PRODUCTS / EXPORT_BATCH));
    expect(mostWithoutTurn).toBeLessThanOrEqual(1);
    expect(answeredDuringJob).toEqual(Array(HEALTH_CALLS).fill(true));

    const status = (await ctx.admin.post('/job/status', { job_id: queued.data.job_id })).data;
    expect(status).toMatchObject({ state: 'done', progress: 100 });
    const file = await fetch(`${ctx.server.url}/job/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ job_id: queued.data.job_id }),
    });
    const sheet = await readSheet(Buffer.from(await file.arrayBuffer()));
    // Read on step by step (skipping in the database), every product once, in the list's order.
    const ids = sheet.rows.map((r) => r.cells[sheet.headers.indexOf('ID Produk')]);
    expect(new Set(ids).size).toBe(ids.length);
    const names = sheet.rows.map((r) => r.cells[sheet.headers.indexOf('Nama Produk')]).filter((n) => n.startsWith('Produk Ekspor'));
    expect(names).toHaveLength(PRODUCTS);
    expect(names).toEqual([...names].sort());
  }, 60_000);
});
