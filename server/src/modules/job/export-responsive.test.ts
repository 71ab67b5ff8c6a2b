import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from '../../platform/excel/sheet-reader.js';
import { useTestServer } from '../../test/harness.js';

/**
 * An export job must not stall the server (issue 20 item 14): while a large product export runs as a
 * job, the event loop is never blocked for long and /healthz keeps answering. The bound is one of
 * blocking, not of speed: the longest event-loop delay seen during the job stays under 1.5 s, and
 * /healthz answers at least once per second of the job.
 */
const ctx = useTestServer();
const PRODUCTS = Number(process.env.EXPORT_RESPONSIVE_ROWS ?? 12_000);

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
  for (const t of ['product_main', 'product', 'stock_balance']) await ctx.server.database.db.execute(sql.raw(`analyze ${t}`));
}

beforeAll(async () => {
  await ctx.server.app.jobs.stop();
  await seedProducts();
}, 120_000);

describe('an export job yields to requests', () => {
  it('keeps the event loop free and /healthz answering while a large product export runs', async () => {
    const res = await fetch(`${ctx.server.url}/product/data/export_excel_stored_by_stock`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json', prefer: 'respond-async' },
      body: JSON.stringify({ perPage: 10 }),
    });
    const queued = await res.json();
    expect(queued.data.job_id).toBeGreaterThan(0);

    const delay = monitorEventLoopDelay({ resolution: 10 });
    let running = true;
    const health: number[] = [];
    const statusPolls: number[] = [];
    const poll = (async () => {
      while (running) {
        const t = performance.now();
        const r = await fetch(`${ctx.server.url}/healthz`);
        expect(r.status).toBe(200);
        await r.arrayBuffer();
        health.push(performance.now() - t);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    // A call that needs the database (on PGlite it waits for the step's transaction): measured, not bounded.
    const pollStatus = (async () => {
      while (running) {
        const t = performance.now();
        expect((await ctx.admin.post('/job/status', { job_id: queued.data.job_id })).http).toBe(200);
        statusPolls.push(performance.now() - t);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const started = performance.now();
    delay.enable();
    await ctx.server.app.jobs.runDue();
    delay.disable();
    const took = performance.now() - started;
    running = false;
    await poll;
    await pollStatus;
    const maxDelayMs = delay.max / 1e6;
    console.log(
      `export of ${PRODUCTS} products as a job: ${Math.round(took)} ms; event-loop delay max ${Math.round(maxDelayMs)} ms, ` +
        `p99 ${Math.round(delay.percentile(99) / 1e6)} ms; /healthz answered ${health.length} times, max ${Math.round(Math.max(...health))} ms; ` +
        `/job/status answered ${statusPolls.length} times, median ${Math.round(statusPolls.sort((a, b) => a - b)[statusPolls.length >> 1])} ms, max ${Math.round(Math.max(...statusPolls))} ms`,
    );

    const status = (await ctx.admin.post('/job/status', { job_id: queued.data.job_id })).data;
    expect(status).toMatchObject({ state: 'done', progress: 100 });
    const file = await fetch(`${ctx.server.url}/job/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ctx.admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ job_id: queued.data.job_id }),
    });
    const sheet = await readSheet(Buffer.from(await file.arrayBuffer()));
    expect(sheet.rows.length).toBeGreaterThanOrEqual(PRODUCTS);
    // Read on step by step (skipping in the database), every product once, in the list's order.
    const ids = sheet.rows.map((r) => r.cells[sheet.headers.indexOf('ID Produk')]);
    expect(new Set(ids).size).toBe(ids.length);
    const names = sheet.rows.map((r) => r.cells[sheet.headers.indexOf('Nama Produk')]).filter((n) => n.startsWith('Produk Ekspor'));
    expect(names).toEqual([...names].sort());

    // A correctness bound on blocking, not a speed benchmark: before the fix the loop stood still for
    // 6.3 s at a time; after it the longest stall is a fetch or a written chunk (0.2-0.8 s measured on
    // a shared 2-core machine at load 20+, where the process also waits for a core). The bound leaves
    // room for such a machine's scheduling.
    expect(maxDelayMs).toBeLessThan(1500);
    expect(Math.max(...health)).toBeLessThan(1500);
    expect(health.length).toBeGreaterThan(took / 1000);
    // Calls that need the database get in between the job's steps (on PGlite a step holds the one
    // connection for about STEP_BUDGET_MS; before, steps re-read the products from the start and a
    // status poll waited up to 10 s, 3.5 s at the median).
    expect(statusPolls[statusPolls.length >> 1]).toBeLessThan(1000);
  }, 300_000);
});
