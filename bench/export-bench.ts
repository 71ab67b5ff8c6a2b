/**
 * Export job benchmark (issue 20 item 14): a large product export (POST
 * /product/data/export_excel_stored_by_stock with Prefer: respond-async) run as a job by the embedded
 * server while the same process keeps calling it: /healthz every 20 ms and /job/status every 50 ms.
 * Answers the job's duration, the event loop's delay (max and p99, monitorEventLoopDelay at 10 ms
 * resolution), how often /healthz answered and its slowest answer, and /job/status's median and
 * slowest answer; checks that the file holds every product once. Before the yields of commits
 * 0b5123a and 5a73fed the loop stood still for 6.3 s at a time and status polls took 3.5 s at the median.
 *
 *   npm run bench:export -w bench      (ROWS=12000; BENCH_ONLY=pglite|postgres)
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { readConfig } from '../server/src/config.js';
import { type Database, openDatabase } from '../server/src/db/client.js';
import { readSheet } from '../server/src/platform/excel/sheet-reader.js';
import { seedDemo } from '../server/src/seed.js';
import { freshPostgres } from './support/fresh-postgres.js';

const ROWS = Number(process.env.ROWS ?? 12_000);
const ADMIN = { username: 'superadmin', password: 'rahasia-bench-123' };
const ms = (x: number) => Math.round(x);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return ms(s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN);
};

async function seed(database: Database) {
  await seedDemo(database, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
    await tx.execute(sql`insert into master_kemasan (kemasan_name) values ('BoxR'), ('StripR')`);
    const k = (await tx.execute(sql`select min(kemasan_id) as besar, max(kemasan_id) as kecil from master_kemasan where kemasan_name in ('BoxR', 'StripR')`))
      .rows[0] as { besar: number; kecil: number };
    await tx.execute(sql`
      insert into product_main (main_name, main_rack, main_min_stock, product_satuan_besar, product_isi, product_satuan_kecil)
      select 'Produk Ekspor ' || lpad(g::text, 6, '0'), 'R-' || (g % 40), g % 10, ${k.besar}, 10, ${k.kecil}
      from generate_series(1, ${ROWS}) g`);
    await tx.execute(sql`insert into product (main_id, varian_sku) select main_id, 'EXP' || lpad(main_id::text, 7, '0') from product_main
      where main_name like 'Produk Ekspor %'`);
    const gudang = Number((await tx.execute(sql`select min(master_gudang_id) as id from master_gudang`)).rows[0]?.id);
    await tx.execute(sql`insert into stock_balance (gudang_id, product_id, qty)
      select ${gudang}, product_id, product_id % 300 from product where varian_sku like 'EXP%'`);
  });
  for (const t of ['product_main', 'product', 'stock_balance']) await database.db.execute(sql.raw(`analyze ${t}`));
}

async function measure(kind: 'pglite' | 'postgres', url?: string) {
  const database = await openDatabase({ url, poolSize: 4 });
  await seed(database);
  const app = await buildApp({ config: { ...readConfig({}), webDist: '/nonexistent', publicUrl: 'http://localhost' }, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // The job is run below, not by the worker's poll.
  await app.jobs.stop();
  const login = await fetch(`${base}/login/stored`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const call = (path: string, body: unknown, extra: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
    });

  const queued = (await (await call('/product/data/export_excel_stored_by_stock', { perPage: 10 }, { prefer: 'respond-async' })).json()) as {
    data: { job_id: number };
  };
  const jobId = queued.data.job_id;
  if (!(jobId > 0)) throw new Error(`export not queued: ${JSON.stringify(queued)}`);

  const delay = monitorEventLoopDelay({ resolution: 10 });
  let running = true;
  const health: number[] = [];
  const status: number[] = [];
  const every = async (pauseMs: number, into: number[], request: () => Promise<Response>) => {
    while (running) {
      const t = performance.now();
      const r = await request();
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`${r.url}: ${r.status}`);
      into.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  const pollHealth = every(20, health, () => fetch(`${base}/healthz`));
  const pollStatus = every(50, status, () => call('/job/status', { job_id: jobId }));
  const started = performance.now();
  delay.enable();
  await app.jobs.runDue();
  delay.disable();
  const took = performance.now() - started;
  running = false;
  await Promise.all([pollHealth, pollStatus]);

  const done = (await (await call('/job/status', { job_id: jobId })).json()) as { data: { state: string } };
  const sheet = await readSheet(Buffer.from(await (await call('/job/download', { job_id: jobId })).arrayBuffer()));
  const ids = sheet.rows.map((r) => r.cells[sheet.headers.indexOf('ID Produk')]);
  const exported = sheet.rows.filter((r) => String(r.cells[sheet.headers.indexOf('Nama Produk')]).startsWith('Produk Ekspor')).length;
  await app.close();
  await database.close();
  console.log(
    JSON.stringify(
      {
        database: kind,
        products: ROWS,
        job: {
          state: done.data.state,
          ms: ms(took),
          rows_in_file: sheet.rows.length,
          every_product_once: exported === ROWS && new Set(ids).size === ids.length,
        },
        event_loop_delay_ms: { max: ms(delay.max / 1e6), p99: ms(delay.percentile(99) / 1e6) },
        healthz: { answers: health.length, per_s: +(health.length / (took / 1000)).toFixed(1), max_ms: pct(health, 100) },
        job_status: { answers: status.length, median_ms: pct(status, 50), max_ms: pct(status, 100) },
      },
      null,
      1,
    ),
  );
}

const only = process.env.BENCH_ONLY;
if (only !== 'postgres') await measure('pglite');
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl && only !== 'pglite') {
  const fresh = await freshPostgres(pgUrl);
  try {
    await measure('postgres', fresh.url);
  } finally {
    await fresh.drop();
  }
}
