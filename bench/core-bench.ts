/**
 * Core mechanisms benchmark: the job queue (2,000 one-step jobs drained by one worker; the member
 * synchronisation of ROWS contacts as a job in 500-row steps) and the cost of an Idempotency-Key on
 * a write (median of 200 sequential /master/merk/add_stored with and without a key), on the
 * embedded database and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL.
 *
 *   npx tsx bench/core-bench.ts            (ROWS=100000 by default)
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { readConfig } from '../server/src/config.js';
import { type Database, openDatabase } from '../server/src/db/client.js';
import { enqueueJob } from '../server/src/platform/jobs/enqueue.js';
import { seedDemo } from '../server/src/seed.js';
import { freshPostgres } from './support/fresh-postgres.js';

const ROWS = Number(process.env.ROWS ?? 100_000);
const JOBS = 2000;
const WRITES = 200;
const ADMIN = { username: 'superadmin', password: 'rahasia-bench-123' };
const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function until(database: Database, where: string) {
  for (;;) {
    const r = await database.db.execute(sql.raw(`select count(*)::int as n from jobs where ${where} and state not in ('done', 'failed')`));
    if (Number((r.rows[0] as { n: number }).n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function run(kind: string, pgUrl?: string) {
  const fresh = pgUrl ? await freshPostgres(pgUrl) : undefined;
  const database = await openDatabase({ url: fresh?.url, poolSize: 4 });
  await seedDemo(database, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  const app = await buildApp({
    config: { ...readConfig({}), webDist: '/nonexistent', publicUrl: 'http://localhost' },
    database,
    jobs: { autoStart: false },
  });
  app.jobs.define('bench.noop', { run: (ctx) => ctx.step(async () => null) });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  // Queue throughput: enqueue in one transaction, then one worker drains.
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < JOBS; i++) await enqueueJob(tx as never, { name: 'bench.noop', companyId: null });
  });
  let t = performance.now();
  await app.jobs.start();
  await until(database, `name = 'bench.noop'`);
  const drainMs = performance.now() - t;

  // Member synchronisation of ROWS contacts through HTTP, followed by POST /job/status.
  await database.withTenant({ companyId: 1, userId: 1 }, (tx) =>
    tx.execute(sql`
      insert into master_member (member_code, member_name, member_phone, member_approval)
      select 'M' || g, 'Pelanggan ' || g, '0812' || lpad(g::text, 8, '0'), 'approved' from generate_series(1, ${ROWS}) g`),
  );
  const login = await fetch(`${base}/login/stored`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    (await (
      await fetch(base + path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    ).json()) as { data: Record<string, unknown> };
  t = performance.now();
  const jobId = (await post('/member/synchronize', {})).data.job_id;
  const startMs = performance.now() - t;
  let status: Record<string, unknown> = {};
  let polls = 0;
  const pollMs: number[] = [];
  do {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const p = performance.now();
    status = (await post('/job/status', { job_id: jobId })).data;
    pollMs.push(performance.now() - p);
    polls++;
  } while (status.state !== 'done' && status.state !== 'failed');
  const syncMs = performance.now() - t;

  // Idempotency-Key cost on a write.
  const plain: number[] = [];
  const keyed: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    let s = performance.now();
    await post('/master/merk/add_stored', { merk_name: `Merk Biasa ${i}` });
    plain.push(performance.now() - s);
    s = performance.now();
    await post('/master/merk/add_stored', { merk_name: `Merk Berkunci ${i}` }, { 'idempotency-key': `bench-${i}` });
    keyed.push(performance.now() - s);
  }
  let replay = performance.now();
  await post('/master/merk/add_stored', { merk_name: 'Merk Berkunci 0' }, { 'idempotency-key': 'bench-0' });
  replay = performance.now() - replay;

  console.log(
    JSON.stringify({
      database: kind,
      queue: { jobs: JOBS, drain_ms: Math.round(drainMs), jobs_per_s: Math.round((JOBS / drainMs) * 1000) },
      member_sync: {
        rows: ROWS,
        ms: Math.round(syncMs),
        start_call_ms: Math.round(startMs),
        state: status.state,
        result: status.result,
        status_polls: polls,
        status_call_ms: { median: Math.round(median(pollMs)), max: Math.round(Math.max(...pollMs)) },
      },
      idempotency: { writes: WRITES, median_plain_ms: +median(plain).toFixed(2), median_keyed_ms: +median(keyed).toFixed(2), replay_ms: +replay.toFixed(2) },
    }),
  );
  await app.close();
  await database.close();
  await fresh?.drop();
}

await run('pglite');
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) await run('postgres', pgUrl);
