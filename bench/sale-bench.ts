/**
 * Sale benchmark (issue 13): a five-line sale through HTTP — POST /purchase_order/add_stored with
 * configuration stock_reduction '1', so each sale takes its invoice number, prices its lines, and
 * decrements the stock of five variants through the ledger (stock_log, balance, cost, daily and
 * monthly totals) in one transaction — measured side by side, in the same run and on the same
 * database, with the same writes done by hand in raw SQL (number, header, lines, and per line the
 * conditional decrement and the ledger rows) without HTTP, validation or pricing.
 *
 * A catalogue of PRODUCTS variants with stock in one warehouse; each sale picks five at random.
 * PGlite has one connection (1 worker); PostgreSQL runs 1 and WORKERS workers.
 * Answers sales per second, p50/p95 of one sale, the ratio HTTP/raw, and checks that the stock
 * sold equals what the ledger holds and that the invoice numbers are consecutive.
 *
 *   npm run bench:sale -w bench      (SALES=400; PRODUCTS=200; WORKERS=8; BENCH_ONLY=pglite|postgres)
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app.js';
import { readConfig } from '../server/src/config.js';
import { type Database, openDatabase } from '../server/src/db/client.js';
import { postStockMovements } from '../server/src/modules/stock/commands/post-stock-movements.js';
import { loadActor } from '../server/src/platform/command.js';
import { seedDemo } from '../server/src/seed.js';
import { freshPostgres } from './support/fresh-postgres.js';

const SALES = Number(process.env.SALES ?? 400);
const PRODUCTS = Number(process.env.PRODUCTS ?? 200);
const WORKERS = Number(process.env.WORKERS ?? 8);
const LINES = 5;
const ADMIN = { username: 'superadmin', password: 'rahasia-bench-123' };
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(1);
};
const pickFive = (ids: number[]) => {
  const chosen = new Set<number>();
  while (chosen.size < LINES) chosen.add(ids[Math.floor(Math.random() * ids.length)]);
  return [...chosen];
};

async function seed(database: Database) {
  await seedDemo(database, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  return database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
    await tx.execute(sql`insert into master_kemasan (kemasan_name) values ('Box'), ('Pcs')`);
    await tx.execute(sql`
      insert into product_main (main_name, product_satuan_besar, product_isi, product_satuan_kecil)
      select 'Produk Jual ' || lpad(g::text, 5, '0'), (select min(kemasan_id) from master_kemasan where kemasan_name = 'Box'), 10,
        (select min(kemasan_id) from master_kemasan where kemasan_name = 'Pcs')
      from generate_series(1, ${PRODUCTS}) g`);
    await tx.execute(sql`insert into product (main_id, varian_sku) select main_id, 'JUAL' || main_id from product_main where main_name like 'Produk Jual %'`);
    await tx.execute(sql`insert into product_price (product_id, gudang_id, product_price_sale)
      select product_id, 0, 5000 + (product_id % 50) * 100 from product where varian_sku like 'JUAL%'`);
    const gudang = Number((await tx.execute(sql`select min(master_gudang_id) as id from master_gudang`)).rows[0]?.id);
    const products = (await tx.execute(sql`select product_id from product where varian_sku like 'JUAL%' order by product_id`)).rows.map((r) =>
      Number(r.product_id),
    );
    const actor = await loadActor(tx, 1);
    await postStockMovements(tx, actor, {
      doc_type: 'bench_seed',
      lines: products.map((product_id) => ({ gudang_id: gudang, product_id, qty: 1_000_000, unit_cost: 3000 })),
    });
    return { gudang, products };
  });
}

/** The writes of one five-line sale by hand: number, header, lines, and per line the decrement and the ledger rows. */
async function rawSale(database: Database, gudang: number, products: number[], n: number) {
  await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
    const num = await tx.execute(sql`insert into number_series (company_id, series, period, last_value) values (1, 'raw_sale', '', 1)
      on conflict (company_id, series, period) do update set last_value = number_series.last_value + 1 returning last_value`);
    const number = `RAW/${n}/${(num.rows[0] as { last_value: number }).last_value}`;
    const header = await tx.execute(sql`insert into sales_order (invoice_number, order_date, gudang_id, status, public_token, grand_total, stock_taken)
      values (${number}, current_date, ${gudang}, 'baru', ${`raw-${number}`}, 0, 1) returning order_id`);
    const orderId = Number((header.rows[0] as { order_id: number }).order_id);
    let total = 0;
    for (const productId of [...products].sort((a, b) => a - b)) {
      const price = 5000;
      total += price;
      await tx.execute(sql`insert into sales_order_line (order_id, product_id, unit, unit_isi, qty_input, qty, price, gross, subtotal)
        values (${orderId}, ${productId}, 'kecil', 1, 1, 1, ${price}, ${price}, ${price})`);
      const cost = await tx.execute(sql`select qty, avg_cost from stock_cost where gudang_id = ${gudang} and product_id = ${productId} for update`);
      const c = cost.rows[0] as { qty: number; avg_cost: string };
      const taken = await tx.execute(sql`update stock_balance set qty = qty - 1, updated_at = now()
        where gudang_id = ${gudang} and product_id = ${productId} and batch_id = 0 and qty >= 1 returning qty`);
      if (!taken.rows.length) throw new Error('raw sale: no stock');
      const after = Number(c.qty) - 1;
      await tx.execute(sql`update stock_cost set qty = ${after} where gudang_id = ${gudang} and product_id = ${productId}`);
      await tx.execute(sql`insert into stock_log (gudang_id, product_id, batch_id, qty, qty_after, unit_cost, avg_cost, doc_type, doc_id, doc_number)
        values (${gudang}, ${productId}, 0, -1, ${after}, ${c.avg_cost}, ${c.avg_cost}, 'raw_sale', ${orderId}, ${number})`);
      await tx.execute(sql`insert into stock_daily (gudang_id, product_id, day, qty_out, value_out)
        values (${gudang}, ${productId}, (now() at time zone 'Asia/Jakarta')::date, 1, ${c.avg_cost})
        on conflict (company_id, gudang_id, product_id, day) do update set qty_out = stock_daily.qty_out + 1, value_out = stock_daily.value_out + excluded.value_out`);
      await tx.execute(sql`insert into stock_monthly (gudang_id, product_id, month, qty_out, value_out)
        values (${gudang}, ${productId}, date_trunc('month', now() at time zone 'Asia/Jakarta')::date, 1, ${c.avg_cost})
        on conflict (company_id, gudang_id, product_id, month) do update set qty_out = stock_monthly.qty_out + 1, value_out = stock_monthly.value_out + excluded.value_out`);
    }
    await tx.execute(sql`update sales_order set grand_total = ${total}, subtotal = ${total}, gross_total = ${total} where order_id = ${orderId}`);
  });
}

async function run(count: number, workers: number, one: (n: number) => Promise<void>) {
  const ms: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let i = next++; i < count; i = next++) {
        const s = performance.now();
        await one(i);
        ms.push(performance.now() - s);
      }
    }),
  );
  const s = (performance.now() - start) / 1000;
  return { sales: count, workers, seconds: +s.toFixed(2), sales_per_s: +(count / s).toFixed(1), p50_ms: pct(ms, 50), p95_ms: pct(ms, 95) };
}

async function measure(kind: 'pglite' | 'postgres', url?: string) {
  const database = await openDatabase({ url, poolSize: WORKERS + 2 });
  const { gudang, products } = await seed(database);
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
    const env = (await res.json()) as { data: Record<string, unknown> };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(env).slice(0, 400)}`);
    return env.data;
  };
  await post('/stock_reduction/stored_config', { config_stock_reduction: '1' });
  const sale = async () => {
    const d = await post('/purchase_order/add_stored', {
      gudang_id: gudang,
      customer_name: 'Pelanggan Bench',
      payment_method: 'transfer',
      lines: pickFive(products).map((product_id) => ({ product_id, unit: 'kecil', qty: 1 })),
    });
    if (Number(d.stock_taken) !== 1) throw new Error(`sale ${d.invoice_number}: stock not taken`);
  };
  // Warm-up: the first calls compile plans and fill caches.
  for (let i = 0; i < 10; i++) await sale();
  for (let i = 0; i < 10; i++) await rawSale(database, gudang, pickFive(products), -i);

  const configs = kind === 'postgres' ? [1, WORKERS] : [1];
  const results = [];
  for (const workers of configs) {
    const http = await run(SALES, workers, () => sale());
    const raw = await run(SALES, workers, (n) => rawSale(database, gudang, pickFive(products), n * 1000 + workers));
    results.push({ workers, http, raw, http_vs_raw: +(http.sales_per_s / raw.sales_per_s).toFixed(2) });
  }

  const check = await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
    const sold = Number(
      (
        await tx.execute(
          sql`select coalesce(sum(l.qty), 0)::int as q from sales_order_line l join sales_order o using (order_id) where o.invoice_number like 'INV/%'`,
        )
      ).rows[0]?.q,
    );
    const logged = Number((await tx.execute(sql`select coalesce(-sum(qty), 0)::int as q from stock_log where doc_type = 'sales_order'`)).rows[0]?.q);
    const numbers = (await tx.execute(sql`select invoice_number from sales_order where invoice_number like 'INV/%' order by invoice_number`)).rows.map((r) =>
      Number(String(r.invoice_number).split('/').pop()),
    );
    const consecutive = numbers.every((v, i) => v === numbers[0] + i);
    return { sales: numbers.length, qty_sold: sold, qty_in_ledger: logged, numbers_consecutive: consecutive };
  });
  await app.close();
  await database.close();
  console.log(JSON.stringify({ database: kind, products: PRODUCTS, lines_per_sale: LINES, results, check }, null, 1));
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
