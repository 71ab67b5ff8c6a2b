/**
 * Product benchmark (issue 10): the product list searched with 3 characters over ROWS products
 * (each with big unit, content and small unit, a sale price, 3 wholesale tiers and stock in two
 * warehouses), p50/p95/p99 of SEARCHES sequential requests to /product/data/index and to
 * /product_package/product (the product search of document lines); then the .xlsx import of
 * IMPORT_ROWS new products through /product/import_excel_stored: time and peak RSS of the
 * process (server in-process). On the embedded database and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, on a throwaway PostgreSQL database.
 *
 *   npx tsx --expose-gc bench/product-bench.ts     (ROWS=100000 SEARCHES=200 IMPORT_ROWS=10000 by default)
 *   EXPLAIN=1 (or EXPLAIN=<term>) also prints the plans of one search (PostgreSQL); KEEP=1 keeps its database.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { buildApp } from '../server/src/app.js';
import { readConfig } from '../server/src/config.js';
import { type Database, openDatabase } from '../server/src/db/client.js';
import { seedDemo } from '../server/src/seed.js';
import { freshPostgres } from './support/fresh-postgres.js';

const ROWS = Number(process.env.ROWS ?? 100_000);
const SEARCHES = Number(process.env.SEARCHES ?? 200);
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 10_000);
const ADMIN = { username: 'superadmin', password: 'rahasia-bench-123' };
/** 3-character searches: name prefixes and infixes, an alternative name, SKU and barcode digits, a miss. */
const TERMS = ['par', 'ace', 'amo', 'cil', 'vit', 'min', 'ibu', 'pro', 'sir', 'tab', 'kap', 'san', 'gen', '123', '777', 'SKU', 'Ome', 'qzx'];

const NAMES = [
  'Paracetamol',
  'Amoxicillin',
  'Ibuprofen',
  'Omeprazole',
  'Cetirizine',
  'Vitamin C',
  'Vitamin B Kompleks',
  'Antasida Doen',
  'Metformin',
  'Amlodipine',
  'Simvastatin',
  'Captopril',
  'Dexamethasone',
  'Loratadine',
  'Ambroxol',
  'Salbutamol',
  'Asam Mefenamat',
  'Ranitidine',
  'Ciprofloxacin',
  'Guaifenesin',
  'Lansoprazole',
  'Domperidone',
  'Natrium Diklofenak',
  'Meloxicam',
  'Cefadroxil',
  'Azithromycin',
  'Prednisone',
  'Allopurinol',
  'Glibenclamide',
  'Furosemide',
  'Zinc Sulfat',
  'Kalsium Laktat',
];
const FORMS = ['Tablet', 'Kapsul', 'Sirup', 'Salep', 'Tetes', 'Kaplet', 'Suspensi', 'Injeksi'];
const ALTERNATIVES = ['Panadol', 'Sanmol', 'Amoxsan', 'Proris', 'Incidal', 'Enervon', 'Promag', 'Glucophage', 'Norvask', 'Mucosolvan'];
const VARIANS = ['Rasa Jeruk', 'Rasa Anggur', 'Strip', 'Botol 60 ml'];

const textArray = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);
const mb = (n: number) => Math.round(n / 1024 / 1024);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return +s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)].toFixed(1);
};

/** ROWS products of company 1 with one variant each, units, price, 3 tiers, stock in two warehouses (set-based). */
async function seedProducts(database: Database) {
  await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
    const one = async (q: ReturnType<typeof sql>) => (await tx.execute(q)).rows[0] as Record<string, number>;
    for (const name of ['Box', 'Strip', 'Botol']) await tx.execute(sql`insert into master_kemasan (kemasan_name) values (${name})`);
    for (const name of ['Analgesik', 'Vitamin']) await tx.execute(sql`insert into master_merk (merk_name) values (${name})`);
    const k = await one(sql`select min(kemasan_id) as besar, max(kemasan_id) as kecil from master_kemasan where kemasan_name in ('Box', 'Strip')`);
    const merk = await one(sql`select min(merk_id) as id from master_merk`);
    const g = (await tx.execute(sql`select master_gudang_id as id from master_gudang order by 1 limit 2`)).rows.map((r) => Number((r as { id: number }).id));
    if (g.length === 1) g.push(g[0]);
    await tx.execute(sql`
      insert into product_main (main_name, merk_id, main_rack, main_min_stock, alternative, product_satuan_besar, product_isi, product_satuan_kecil, is_product_expire)
      select n.name || ' ' || (${textArray(FORMS)})[1 + (g / 7) % ${FORMS.length}] || ' ' || (50 * (1 + g % 20)) || ' mg ' || g,
             ${merk.id}, 'R-' || (g % 40), g % 10,
             case when g % 3 = 0 then 'Generik ' || (${textArray(ALTERNATIVES)})[1 + g % ${ALTERNATIVES.length}] end,
             ${k.besar}, 10 * (1 + g % 5), ${k.kecil}, (g % 2)::smallint
      from generate_series(1, ${ROWS}) g, lateral (select (${textArray(NAMES)})[1 + g % ${NAMES.length}] as name) n`);
    await tx.execute(sql`
      insert into product (main_id, varian, varian_sku, product_barcode)
      select main_id, case when main_id % 10 = 0 then (${textArray(VARIANS)})[1 + (main_id / 10) % ${VARIANS.length}] end,
             'SKU' || lpad(main_id::text, 7, '0'), '899' || lpad(main_id::text, 10, '0')
      from product_main`);
    await tx.execute(
      sql`insert into product_price (product_id, gudang_id, product_price_sale) select product_id, 0, 1000 + (product_id % 500) * 100 from product`,
    );
    await tx.execute(sql`
      insert into product_grosir (grosir_main_id, grosir_product_id, grosir_kuantitas, grosir_is_rupiah, grosir_harga_grosir)
      select p.main_id, p.product_id, t.q, (t.q <> 100)::int::smallint, case when t.q = 100 then 5 else t.q end
      from product p, (values (10), (50), (100)) t(q)`);
    await tx.execute(sql`
      insert into stock_balance (gudang_id, product_id, qty)
      select w.id, p.product_id, (p.product_id * 7 + w.id) % 300 from product p, unnest(${sql.raw(`array[${[...new Set(g)].join(',')}]`)}::int[]) w(id)`);
  });
  for (const t of ['product_main', 'product', 'product_price', 'product_grosir', 'stock_balance']) await database.db.execute(sql.raw(`analyze ${t}`));
}

async function workbook(rows: number): Promise<Uint8Array<ArrayBuffer>> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Produk');
  ws.addRow(['Nama Produk', 'Varian', 'SKU', 'Barcode', 'Kategori Produk', 'Satuan Besar', 'Isi', 'Satuan Kecil', 'Harga Jual']);
  for (let i = 1; i <= rows; i++) {
    const n = String(i).padStart(5, '0');
    ws.addRow([
      `Produk Impor ${NAMES[i % NAMES.length]} ${n}`,
      '',
      `IMPOR-${n}`,
      `777${n}00000`,
      i % 2 ? 'Analgesik' : 'Vitamin',
      'Box',
      10,
      'Strip',
      1000 + i,
    ]);
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

async function run(kind: string, pgUrl?: string) {
  const fresh = pgUrl ? await freshPostgres(pgUrl) : undefined;
  try {
    await measure(kind, fresh?.url);
  } finally {
    // KEEP=1 leaves the PostgreSQL database for EXPLAIN by hand (drop it afterwards).
    if (process.env.KEEP && fresh) console.log(`kept ${fresh.url}`);
    else await fresh?.drop();
  }
}

async function measure(kind: string, url: string | undefined) {
  const pgUrl = url;
  const database = await openDatabase({ url, poolSize: 4 });
  await seedDemo(database, { adminUsername: ADMIN.username, adminPassword: ADMIN.password });
  const app = await buildApp({ config: { ...readConfig({}), webDist: '/nonexistent', publicUrl: 'http://localhost' }, database });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  let t = performance.now();
  await seedProducts(database);
  const seedMs = performance.now() - t;

  const login = await fetch(`${base}/login/stored`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(base + path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: { data: unknown[]; total: number } };
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  };

  if (process.env.EXPLAIN && pgUrl) {
    const { listProducts } = await import('../server/src/modules/product/queries.js');
    await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
      const target = tx as unknown as { execute: (q: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> };
      const orig = target.execute.bind(tx);
      target.execute = async (q) => {
        const r = await orig(sql`explain (analyze, buffers) ${q}`);
        console.log(r.rows.map((x) => (x as Record<string, string>)['QUERY PLAN']).join('\n'), '\n');
        return orig(q);
      };
      try {
        await listProducts(tx, { companyId: 1, userId: 1 } as never, {
          columnFilters: { search: process.env.EXPLAIN === '1' ? 'par' : process.env.EXPLAIN },
          page: 1,
          perPage: 20,
        });
      } finally {
        target.execute = orig;
      }
    });
  }

  const lists: Record<string, unknown> = {};
  for (const path of ['/product/data/index', '/product_package/product']) {
    for (const term of TERMS.slice(0, 3)) await post(path, { columnFilters: { search: term }, page: 1, perPage: 20 }); // warm-up
    const ms: number[] = [];
    const perTerm: Record<string, { total: number; ms: number[] }> = {};
    for (let i = 0; i < SEARCHES; i++) {
      const term = TERMS[i % TERMS.length];
      const s = performance.now();
      const r = await post(path, { columnFilters: { search: term }, page: 1, perPage: 20 });
      const d = performance.now() - s;
      ms.push(d);
      perTerm[term] ??= { total: r.total, ms: [] };
      perTerm[term].ms.push(d);
    }
    lists[path] = {
      requests: SEARCHES,
      p50_ms: pct(ms, 50),
      p95_ms: pct(ms, 95),
      p99_ms: pct(ms, 99),
      max_ms: +Math.max(...ms).toFixed(1),
      by_term: Object.fromEntries(Object.entries(perTerm).map(([k, v]) => [k, `${v.total} rows, median ${pct(v.ms, 50)} ms`])),
    };
  }

  console.log(JSON.stringify({ database: kind, products: ROWS, seed_ms: Math.round(seedMs), search: lists }, null, 1));
  const file = await workbook(IMPORT_ROWS);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;
  t = performance.now();
  const form = new FormData();
  form.append('file', new Blob([file]), 'produk.xlsx');
  const res = await fetch(`${base}/product/import_excel_stored`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const imported = (await res.json()) as { data: Record<string, number>; msg: string };
  const importMs = performance.now() - t;
  if (res.status !== 200) throw new Error(`import: ${res.status} ${JSON.stringify(imported).slice(0, 500)}`);

  console.log(
    JSON.stringify(
      {
        database: kind,
        import: {
          rows: IMPORT_ROWS,
          file_kb: Math.round(file.byteLength / 1024),
          ms: Math.round(importMs),
          result: imported.data,
          rss_before_mb: mb(rssBefore),
          rss_peak_mb: mb(peakRss),
          rss_growth_mb: mb(peakRss - rssBefore),
        },
      },
      null,
      1,
    ),
  );
  await app.close();
  await database.close();
}

const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'
if (only !== 'postgres') await run('pglite');
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl && only !== 'pglite') await run('postgres', pgUrl);
clearInterval(sampler);
