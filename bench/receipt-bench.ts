/**
 * Goods receipt benchmark (issue 12): approval of receipts of 50 lines through HTTP — each approval
 * posts 50 stock movements at the order's cost (moving average) and receives the purchase order in
 * one transaction. RECEIPTS orders of 50 lines (10 of them expiry-tracked, received in a batch) are
 * placed and received first; then every receipt is approved, one after the other and, on
 * PostgreSQL, 4 at a time. Answers receipts per second, p50/p95 of one approval, and checks that
 * every order ended `received` and the stock equals what was received.
 *
 *   npm run bench:receipt -w bench        (RECEIPTS=40; BENCH_ONLY=pglite|postgres)
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { readConfig } from '../server/src/config.js';
import { openDatabase } from '../server/src/db/client.js';
import { seedDemo } from '../server/src/seed.js';
import { freshPostgres } from './support/fresh-postgres.js';

const RECEIPTS = Number(process.env.RECEIPTS ?? 40);
const LINES = 50;
const ADMIN = { username: 'superadmin', password: 'rahasia-bench-123' };
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(1);
};

async function measure(kind: 'pglite' | 'postgres', url?: string) {
  const database = await openDatabase({ url, poolSize: 8 });
  await seedDemo(database, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
    for (const name of ['Box', 'Strip']) await tx.execute(sql`insert into master_kemasan (kemasan_name) values (${name})`);
    await tx.execute(sql`insert into master_vendor (vendor_code, vendor_name) values ('BENCH', 'PT Bench Farma')`);
    await tx.execute(sql`
      insert into product_main (main_name, product_satuan_besar, product_isi, product_satuan_kecil, is_product_expire)
      select 'Obat Terima ' || lpad(g::text, 3, '0'), (select min(kemasan_id) from master_kemasan where kemasan_name = 'Box'), 10,
        (select min(kemasan_id) from master_kemasan where kemasan_name = 'Strip'), (g <= 10)::int
      from generate_series(1, ${LINES}) g`);
    await tx.execute(sql`insert into product (main_id, varian_sku) select main_id, 'TERIMA' || main_id from product_main where main_name like 'Obat Terima %'`);
  });
  const ids = await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => ({
    vendor: Number((await tx.execute(sql`select vendor_id from master_vendor where vendor_code = 'BENCH'`)).rows[0]?.vendor_id),
    gudang: Number((await tx.execute(sql`select min(master_gudang_id) as id from master_gudang`)).rows[0]?.id),
    products: (
      await tx.execute(
        sql`select p.product_id, m.is_product_expire from product p join product_main m using (main_id) where p.varian_sku like 'TERIMA%' order by p.product_id`,
      )
    ).rows.map((r) => ({ id: Number(r.product_id), expire: Number(r.is_product_expire) === 1 })),
  }));

  const app = await buildApp({ config: { ...readConfig({}), webDist: '/nonexistent', publicUrl: 'http://localhost' }, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await fetch(`${base}/login/stored`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const env = (await res.json()) as { data: Record<string, unknown>; errors?: unknown };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(env).slice(0, 400)}`);
    return env.data;
  };
  const get = async (path: string, q: Record<string, unknown>) => {
    const res = await fetch(`${base}${path}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: Record<string, unknown> }).data;
  };

  // Orders of 50 lines (2 Box each at Rp 12.000 per Box), each received whole by one waiting receipt.
  let t = performance.now();
  const receipts: number[] = [];
  const orders: number[] = [];
  for (let n = 0; n < RECEIPTS; n++) {
    const order = await post('/penerimaan_order/add_stored', {
      vendor_id: ids.vendor,
      gudang_id: ids.gudang,
      lines: ids.products.map((p, i) => ({ product_id: p.id, unit: 'besar', qty: 2, price: 12000 + i * 100 + n })),
    });
    const detail = await get('/penerimaan_order/get_detail', { order_id: order.order_id as number });
    const lines = detail.lines as { line_id: number; product_id: number }[];
    const receipt = await post('/penerimaan/add_stored', {
      order_id: order.order_id,
      invoice_number: `INV-${n}`,
      lines: lines.map((l) => {
        const expire = ids.products.find((p) => p.id === l.product_id)?.expire;
        return { order_line_id: l.line_id, unit: 'besar', qty: 2, ...(expire ? { batch_no: `B${n % 3}`, expired_date: '2030-12-31' } : {}) };
      }),
    });
    orders.push(Number(order.order_id));
    receipts.push(Number(receipt.penerimaan_id));
  }
  const prepareS = (performance.now() - t) / 1000;

  const run = async (list: number[], workers: number) => {
    const ms: number[] = [];
    let next = 0;
    const start = performance.now();
    await Promise.all(
      Array.from({ length: workers }, async () => {
        for (let i = next++; i < list.length; i = next++) {
          const s = performance.now();
          const d = await post('/penerimaan/approved_stored', { penerimaan_id: list[i] });
          ms.push(performance.now() - s);
          if (Number(d.movements) !== LINES) throw new Error(`receipt ${list[i]}: ${d.movements} movements`);
        }
      }),
    );
    const s = (performance.now() - start) / 1000;
    return {
      receipts: list.length,
      lines: LINES,
      workers,
      seconds: +s.toFixed(2),
      receipts_per_s: +(list.length / s).toFixed(1),
      p50_ms: pct(ms, 50),
      p95_ms: pct(ms, 95),
    };
  };
  const half = Math.floor(receipts.length / 2);
  const approvals = [await run(kind === 'postgres' ? receipts.slice(0, half) : receipts, 1)];
  if (kind === 'postgres') approvals.push(await run(receipts.slice(half), 4));

  t = performance.now();
  const check = await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
    const notReceived = Number(
      (await tx.execute(sql`select count(*)::int as n from purchase_order where order_id = any(${sql.param(orders)}::int[]) and status <> 'received'`)).rows[0]
        ?.n,
    );
    const stock = Number((await tx.execute(sql`select coalesce(sum(qty), 0)::float8 as q from stock_balance where gudang_id = ${ids.gudang}`)).rows[0]?.q);
    return { orders_not_received: notReceived, stock_small_units: stock, expected: RECEIPTS * LINES * 20 };
  });
  await app.close();
  await database.close();
  console.log(JSON.stringify({ database: kind, receipts: RECEIPTS, lines_per_receipt: LINES, prepare_s: +prepareS.toFixed(1), approvals, check }, null, 1));
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
