/**
 * Stock ledger benchmark (issue 11): the stock mutation report and the stock card over LOG_ROWS
 * stock_log rows (1,000 variants × 5 warehouses, 400 days of history), p50/p95 of CALLS sequential
 * requests through HTTP per call, then the posting throughput of `postStockMovements` (movements per
 * second, documents of 10 lines, one after the other and, on PostgreSQL, 4 at a time).
 *
 * The history is seeded with SQL (generate_series) straight into stock_log, with stock_daily,
 * stock_monthly, stock_cost and stock_balance derived from it, so the ledger's invariants hold
 * (checked at 1M rows: CHECK=1 forces it, CHECK=0 skips it).
 *
 *   npm run bench:stock -w bench                       (LOG_ROWS=1000000,10000000 CALLS=30)
 *   BENCH_ONLY=postgres|pglite, LOG_ROWS=1000000, CASES=index_detail,kartu (names starting so), POST_DOCS=500,
 *   EXPLAIN=1 prints the plans (PostgreSQL), KEEP=1 keeps its database, REUSE_DB=<its url> measures it again unseeded.
 *
 * On the embedded database (PGlite) only up to PGLITE_MAX_ROWS (1,000,000) rows are run: see PGLITE_NOTE;
 * PGLITE_MAX_ROWS=10000000 PGLITE_DIR=/tmp/bench-pglite runs 10M on a data folder on disk (about half an hour of seeding).
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { readConfig } from '../server/src/config.js';
import { type Database, openDatabase } from '../server/src/db/client.js';
import { loadActor } from '../server/src/platform/command.js';
import { seedDemo } from '../server/src/seed.js';
import { postStockMovements } from '../server/src/modules/stock/commands/post-stock-movements.js';
import { ledgerInvariantViolations } from '../server/src/modules/stock/queries.js';
import { freshPostgres } from './support/fresh-postgres.js';

const SIZES = (process.env.LOG_ROWS ?? '1000000,10000000').split(',').map(Number);
const CALLS = Number(process.env.CALLS ?? 30);
const VARIANTS = 1000;
const WAREHOUSES = 5;
const DAYS = 400;
const PGLITE_MAX_ROWS = Number(process.env.PGLITE_MAX_ROWS ?? 1_000_000);
const PGLITE_NOTE =
  'PGlite: 10M rows not run. The embedded database keeps every file in the Node process memory (memory file system) and runs on ' +
  'one thread: the same 10M rows take 2.8 GB of stock_log table and indexes on PostgreSQL, and seeding would take about ten times ' +
  'the 1M seed above; 1M is measured instead.';
const ADMIN = { username: 'superadmin', password: 'rahasia-bench-123' };
/** REUSE_DB=<url of a database kept by KEEP=1>: measure it again without seeding (PostgreSQL). */
const reuseUrl = process.env.REUSE_DB;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(1);
};
const iso = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => iso(new Date(Date.now() + 7 * 3_600_000 - n * 86_400_000));

/**
 * 1,000 variants, 5 warehouses, `rows` movements spread evenly over DAYS days up to now: per item
 * (warehouse × variant) a first receipt of 100,000 then, in turn, one receipt of 50 and two sales
 * of 20, all at the variant's one cost (so the moving average stays and value = Σ qty × cost).
 * qty_after has a closed form, so every row is written by one INSERT … SELECT.
 */
async function seedLedger(database: Database, rows: number) {
  const items = VARIANTS * WAREHOUSES;
  const perItem = Math.floor(rows / items);
  await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
    for (const name of ['Box', 'Strip']) await tx.execute(sql`insert into master_kemasan (kemasan_name) values (${name})`);
    const have = Number((await tx.execute(sql`select count(*)::int as n from master_gudang`)).rows[0]?.n ?? 0);
    for (let i = have; i < WAREHOUSES; i++) await tx.execute(sql`insert into master_gudang (master_gudang_name) values (${`Gudang Bench ${i + 1}`})`);
    await tx.execute(sql`
      insert into product_main (main_name, product_satuan_besar, product_isi, product_satuan_kecil)
      select 'Obat Bench ' || lpad(g::text, 4, '0'), (select min(kemasan_id) from master_kemasan where kemasan_name = 'Box'), 10,
        (select min(kemasan_id) from master_kemasan where kemasan_name = 'Strip')
      from generate_series(1, ${VARIANTS}) g`);
    await tx.execute(sql`insert into product (main_id, varian_sku) select main_id, 'BENCH' || main_id from product_main where main_name like 'Obat Bench %'`);
  });
  // Owner role, no RLS per row: company 1 is set explicitly. Arrays map item index → variant and warehouse.
  await database.db.execute(
    sql.raw(`
    create temporary table bench_item as
    select (row_number() over (order by p.product_id, g.master_gudang_id) - 1)::int as i, p.product_id, g.master_gudang_id as gudang_id,
      1000 + (p.product_id % 500) * 10 as cost
    from (select product_id from product where varian_sku like 'BENCH%' order by product_id) p,
      (select master_gudang_id from master_gudang where company_id = 1 order by master_gudang_id limit ${WAREHOUSES}) g`),
  );
  await database.db.execute(sql.raw('create index on bench_item (i)'));
  // Movement k of item i happens at start + (k * items + i) steps; qty_after(k) = 100000 + 70⌊k/3⌋ − 20(k − ⌊k/3⌋) for k ≥ 1.
  const total = perItem * items;
  await database.db.execute(
    sql.raw(`
    insert into stock_log (company_id, gudang_id, product_id, batch_id, qty, qty_after, unit_cost, avg_cost, doc_type, doc_id, doc_number, user_id, created_at)
    select 1, it.gudang_id, it.product_id, 0,
      case when s.k = 0 then 100000 when s.k % 3 = 0 then 50 else -20 end,
      case when s.k = 0 then 100000 else 100000 + 50 * (s.k / 3) - 20 * (s.k - s.k / 3) end,
      it.cost, it.cost,
      case when s.k = 0 or s.k % 3 = 0 then 'penerimaan' else 'sale' end, s.g::int, 'BENCH-' || s.g, 1,
      now() - interval '${DAYS} days' + (s.g * (${DAYS} * 86400.0 / ${total})) * interval '1 second'
    from (select g, g / ${items} as k, (g % ${items})::int as i from generate_series(0, ${total - 1}) g) s
    join bench_item it on it.i = s.i
    order by s.g`),
  );
  await database.db.execute(
    sql.raw(`
    insert into stock_daily (company_id, gudang_id, product_id, day, qty_in, qty_out, value_in, value_out)
    select 1, gudang_id, product_id, (created_at at time zone 'Asia/Jakarta')::date,
      sum(greatest(qty, 0)), sum(greatest(-qty, 0)), sum(greatest(qty, 0) * unit_cost), sum(greatest(-qty, 0) * unit_cost)
    from stock_log where doc_number like 'BENCH-%' group by 2, 3, 4`),
  );
  await database.db.execute(
    sql.raw(`
    insert into stock_monthly (company_id, gudang_id, product_id, month, qty_in, qty_out, value_in, value_out)
    select 1, gudang_id, product_id, date_trunc('month', day)::date, sum(qty_in), sum(qty_out), sum(value_in), sum(value_out)
    from stock_daily where company_id = 1 group by 2, 3, 4`),
  );
  await database.db.execute(
    sql.raw(`
    insert into stock_balance (company_id, gudang_id, product_id, batch_id, qty)
    select 1, gudang_id, product_id, 0, sum(qty_in - qty_out) from stock_daily where company_id = 1 group by 2, 3`),
  );
  await database.db.execute(
    sql.raw(`
    insert into stock_cost (company_id, gudang_id, product_id, qty, avg_cost)
    select 1, b.gudang_id, b.product_id, b.qty, it.cost from stock_balance b join bench_item it using (gudang_id, product_id)`),
  );
  await database.db.execute(sql.raw('drop table bench_item'));
  for (const t of ['stock_log', 'stock_daily', 'stock_monthly', 'stock_balance', 'stock_cost', 'product', 'product_main'])
    await database.db.execute(sql.raw(`vacuum analyze ${t}`));
  return total;
}

async function measure(kind: 'pglite' | 'postgres', rows: number, url?: string) {
  // PGLITE_DIR: the embedded database in a data folder on disk, as `npm start` runs it (large sizes); else in memory.
  const dataDir = kind === 'pglite' && process.env.PGLITE_DIR ? `${process.env.PGLITE_DIR}/${rows}` : undefined;
  const database = await openDatabase({ url, poolSize: 4, dataDir });
  let t = performance.now();
  let seeded = rows;
  if (reuseUrl) {
    seeded = Number((await database.db.execute(sql`select count(*)::int as n from stock_log`)).rows[0]?.n);
  } else {
    await seedDemo(database, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
    seeded = await seedLedger(database, rows);
  }
  const seedMs = performance.now() - t;
  let invariants: string = 'skipped';
  if (process.env.CHECK === '1' || (process.env.CHECK !== '0' && rows <= 1_000_000)) {
    t = performance.now();
    const v = await ledgerInvariantViolations(database.db);
    invariants = v.length ? `${v.length} VIOLATIONS ${JSON.stringify(v.slice(0, 3))}` : `hold (${Math.round(performance.now() - t)} ms to check)`;
  }

  const app = await buildApp({ config: { ...readConfig({}), webDist: '/nonexistent', publicUrl: 'http://localhost' }, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/login/stored`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const call = async (path: string, body: unknown) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const bytes = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${Buffer.from(bytes).toString().slice(0, 400)}`);
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('spreadsheet')) {
      const json = JSON.parse(Buffer.from(bytes).toString()) as { data: { total?: number; job_id?: number } };
      if (json.data.job_id) throw new Error(`${path} answered a job`);
      return { bytes: bytes.byteLength, total: json.data.total };
    }
    return { bytes: bytes.byteLength, total: undefined };
  };

  const productId = Number(
    (await database.db.execute(sql`select min(product_id) as id from product where company_id = 1 and varian_sku like 'BENCH%'`)).rows[0]?.id,
  );
  const recent = { stock_log_datetime_start: `${daysAgo(29)} 00:00:00`, stock_log_datetime_end: `${daysAgo(0)} 23:59:59` };
  const yearBack = { stock_log_datetime_start: `${daysAgo(364)} 00:00:00`, stock_log_datetime_end: `${daysAgo(335)} 23:59:59` };
  const month = { stock_log_datetime_start: `${daysAgo(60)} 00:00:00`, stock_log_datetime_end: `${daysAgo(31)} 23:59:59` };
  const cases: [string, string, Record<string, unknown>][] = [
    ['index 30d recent', '/mutasi_stok/index', { ...recent, page: 1, perPage: 20 }],
    ['index 30d a year back', '/mutasi_stok/index', { ...yearBack, page: 1, perPage: 20 }],
    ['index_v2 30d recent', '/mutasi_stok/index_v2', { ...recent, page: 1, perPage: 20 }],
    ['index_v2 30d a year back', '/mutasi_stok/index_v2', { ...yearBack, page: 1, perPage: 20 }],
    ['summary 30d recent', '/mutasi_stok/summary', recent],
    ['summary 30d a year back', '/mutasi_stok/summary', yearBack],
    ['index_detail_v2 1 product 30d', '/mutasi_stok/index_detail_v2', { ...recent, product_id: productId, page: 1, perPage: 20 }],
    ['kartu_stock/generate_excel 1 product 30d', '/kartu_stock/generate_excel', { ...month, product_id: productId }],
    ['index_detail_v2 all products 30d a year back', '/mutasi_stok/index_detail_v2', { ...yearBack, page: 1, perPage: 20 }],
    ['stock_log/index 30d recent', '/report/stock_log/index', { ...recent, page: 1, perPage: 20 }],
    ['stock_log/index 30d a year back', '/report/stock_log/index', { ...yearBack, page: 1, perPage: 20 }],
    ['stock_log/index 1 product 30d a year back', '/report/stock_log/index', { ...yearBack, product_id: productId, page: 1, perPage: 20 }],
  ];

  // The report's answers against a plain read of the log (opening, in, out over the period), recent and a year back.
  const answers: Record<string, string> = {};
  for (const [name, period] of Object.entries({ recent, yearBack })) {
    const got = (await (
      await fetch(`${base}/mutasi_stok/summary`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(period),
      })
    ).json()) as { data: Record<string, number> };
    const s = period.stock_log_datetime_start.slice(0, 10);
    const e = period.stock_log_datetime_end.slice(0, 10);
    const want = (
      await database.db.execute(sql`select sum(qty) filter (where created_at < (${s}::date::timestamp at time zone 'Asia/Jakarta'))::float8 as opening,
        sum(greatest(qty, 0)) filter (where created_at >= (${s}::date::timestamp at time zone 'Asia/Jakarta')
          and created_at < ((${e}::date + 1)::timestamp at time zone 'Asia/Jakarta'))::float8 as qty_in,
        sum(greatest(-qty, 0)) filter (where created_at >= (${s}::date::timestamp at time zone 'Asia/Jakarta')
          and created_at < ((${e}::date + 1)::timestamp at time zone 'Asia/Jakarta'))::float8 as qty_out
        from stock_log where company_id = 1`)
    ).rows[0] as Record<string, number>;
    const same = (['opening', 'qty_in', 'qty_out'] as const).every((k) => Number(got.data[k]) === Number(want[k]));
    answers[name] = same ? 'summary = log' : `MISMATCH got ${JSON.stringify(got.data)} want ${JSON.stringify(want)}`;
  }

  if (process.env.EXPLAIN && kind === 'postgres') await explainAll(database, productId, recent, yearBack);

  const calls: Record<string, unknown> = {};
  const only = process.env.CASES?.split(',');
  for (const [name, path, body] of cases.filter(([n]) => !only || only.some((o) => n.startsWith(o)))) {
    await call(path, body); // warm-up
    const ms: number[] = [];
    let last = { bytes: 0, total: undefined as number | undefined };
    for (let i = 0; i < CALLS; i++) {
      const s = performance.now();
      last = await call(path, body);
      ms.push(performance.now() - s);
    }
    calls[name] = { p50_ms: pct(ms, 50), p95_ms: pct(ms, 95), ...(last.total !== undefined ? { total: last.total } : { bytes: last.bytes }) };
  }
  await app.close();

  const posting = await postingThroughput(database, kind);
  console.log(
    JSON.stringify(
      {
        database: kind,
        stock_log_rows: seeded,
        variants: VARIANTS,
        warehouses: WAREHOUSES,
        days: DAYS,
        seed_s: +(seedMs / 1000).toFixed(1),
        invariants,
        answers,
        calls_per_case: CALLS,
        calls,
        posting,
      },
      null,
      1,
    ),
  );
  await database.close();
}

/** Movements per second through postStockMovements: documents of 10 lines (5 in, 5 out), each in its own transaction. */
async function postingThroughput(database: Database, kind: string) {
  const items = (
    await database.db.execute(
      sql`select gudang_id, product_id from stock_cost where company_id = 1 order by product_id, gudang_id limit ${VARIANTS * WAREHOUSES}`,
    )
  ).rows as { gudang_id: number; product_id: number }[];
  const actor = await database.withTenant({ companyId: 1, userId: 1 }, (tx) => loadActor(tx, 1));
  const doc = (n: number) => ({
    doc_type: 'penerimaan',
    doc_id: n,
    doc_number: `POST-${n}`,
    lines: Array.from({ length: 10 }, (_, j) => {
      const it = items[(n * 37 + j * 101) % items.length];
      return { gudang_id: Number(it.gudang_id), product_id: Number(it.product_id), qty: j % 2 ? -3 : 5, unit_cost: j % 2 ? undefined : 1200 };
    }),
  });
  const run = async (docs: number, workers: number) => {
    let next = 0;
    const t = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (let n = next++; n < docs; n = next++) await database.withTenant({ companyId: 1, userId: 1 }, (tx) => postStockMovements(tx, actor, doc(n)));
      }),
    );
    const s = (performance.now() - t) / 1000;
    return { documents: docs, lines_per_document: 10, workers, seconds: +s.toFixed(2), movements_per_s: Math.round((docs * 10) / s) };
  };
  const out = [await run(Number(process.env.POST_DOCS ?? 500), 1)];
  if (kind === 'postgres') out.push(await run(Number(process.env.POST_DOCS ?? 500), 4));
  return out;
}

/** EXPLAIN ANALYZE of the report's statements (EXPLAIN=1, PostgreSQL). */
async function explainAll(database: Database, productId: number, ...periods: Record<string, unknown>[]) {
  const q = await import('../server/src/modules/stock/mutation/queries.js');
  await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
    const actor = await loadActor(tx, 1);
    const target = tx as unknown as { execute: (q: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> };
    const orig = target.execute.bind(tx);
    target.execute = async (s) => {
      const r = await orig(sql`explain (analyze, buffers) ${s}`);
      console.log((r.rows as Record<string, string>[]).map((x) => x['QUERY PLAN']).join('\n'), '\n');
      return orig(s);
    };
    try {
      for (const p of periods) {
        await q.listStockMutation(tx, actor, { ...p, page: 1, perPage: 20 }, false);
        await q.listStockMutation(tx, actor, { ...p, page: 1, perPage: 20 }, true);
        await q.stockMutationSummary(tx, actor, p);
      }
      await q.listMutationDetail(tx, actor, { ...periods[0], product_id: productId, page: 1, perPage: 20 });
    } finally {
      target.execute = orig;
    }
  });
}

const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (reuseUrl) {
  await measure('postgres', 0, reuseUrl);
  process.exit(0);
}
for (const rows of SIZES) {
  if (only !== 'postgres') {
    if (rows <= PGLITE_MAX_ROWS) await measure('pglite', rows);
    else console.log(JSON.stringify({ database: 'pglite', stock_log_rows: rows, not_run: PGLITE_NOTE }));
  }
  if (pgUrl && only !== 'pglite') {
    const fresh = await freshPostgres(pgUrl);
    try {
      await measure('postgres', rows, fresh.url);
    } finally {
      if (process.env.KEEP) console.log(`kept ${fresh.url}`);
      else await fresh.drop();
    }
  }
}
