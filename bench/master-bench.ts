/**
 * Master-data benchmark: a list with a search filter over 100,000 members, and the .xlsx export
 * of 100,000 members (time and peak memory of the server process), on the embedded database and,
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL.
 *
 *   npx tsx bench/master-bench.ts            (ROWS=100000 by default)
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { readConfig } from '../server/src/config.js';
import { type Database, openDatabase } from '../server/src/db/client.js';
import { seedDemo } from '../server/src/seed.js';
import { freshPostgres } from './support/fresh-postgres.js';

const ROWS = Number(process.env.ROWS ?? 100_000);
const ADMIN = { username: 'superadmin', password: 'rahasia-bench-123' };

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T; peak: number; base: number }> {
  global.gc?.();
  const base = process.memoryUsage().rss;
  peakRss = base;
  const t = performance.now();
  const value = await fn();
  return { ms: performance.now() - t, value, peak: peakRss, base };
}

async function run(kind: string, url?: string) {
  const fresh = url ? await freshPostgres(url) : undefined;
  const drop = fresh?.drop;
  url = fresh?.url;
  const database: Database = await openDatabase({ url, poolSize: 4 });
  await seedDemo(database, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  const app = await buildApp({ config: { ...readConfig({}), webDist: '/nonexistent', publicUrl: 'http://localhost' }, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  const gen = await timed(() =>
    database.withTenant({ companyId: 1, userId: 1 }, (tx) =>
      tx.execute(sql`
        insert into master_member (member_code, member_name, member_phone, member_email, member_gender, member_address, member_approval)
        select 'M' || g, 'Pelanggan ' || (array['Budi','Siti','Agus','Dewi','Rina','Joko'])[1 + g % 6] || ' ' || g, '0812' || lpad(g::text, 8, '0'),
               'pelanggan' || g || '@contoh.id', case when g % 2 = 0 then 'L' else 'P' end, 'Jl. Merdeka No. ' || g, 'approved'
        from generate_series(1, ${ROWS}) g`),
    ),
  );
  await database.db.execute(sql`analyze master_member`);

  const login = await fetch(`${base}/login/stored`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const post = (path: string, body: unknown) =>
    fetch(base + path, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });

  const lists: number[] = [];
  let found = 0;
  for (const q of ['siti 4', 'agus', '0812000777', 'tidak-ada', 'dewi 99']) {
    const r = await timed(
      async () => (await (await post('/member/index', { columnFilters: { search: q }, page: 1, perPage: 20 })).json()) as { data: { total: number } },
    );
    lists.push(r.ms);
    found += r.value.data.total;
  }
  const exp = await timed(async () => {
    const res = await post('/member/excel', {});
    return (await res.arrayBuffer()).byteLength;
  });

  console.log(
    JSON.stringify({
      database: kind,
      rows: ROWS,
      generate_ms: Math.round(gen.ms),
      list_search_ms: { median: Math.round(lists.sort((a, b) => a - b)[2]), max: Math.round(Math.max(...lists)), matches: found },
      export: { ms: Math.round(exp.ms), bytes: exp.value, rss_before: mb(exp.base), rss_peak: mb(exp.peak), growth: mb(exp.peak - exp.base) },
    }),
  );
  await app.close();
  await database.close();
  await drop?.();
}

await run('pglite');
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) await run('postgres', pgUrl);
clearInterval(sampler);
