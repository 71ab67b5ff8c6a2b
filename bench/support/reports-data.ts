/**
 * The data set of the reports and dashboard benchmark (bench/reports-bench.ts, issue 23): one demo
 * company seeded the normal way (seedDemo, regions), then set-based SQL (INSERT … SELECT over
 * generate_series) on PostgreSQL:
 *   - 2,000 products (12 categories, 40 vendors of which 5 consignors and their is_konsinyasi goods),
 *     5 warehouses, 5,000 members across provinces (districts of the region tables), genders and 4
 *     member types, 30 sellers (25 partners of group Sales, 5 cashiers of group admin) and one user of
 *     the warehouse-restricted group 6 (two warehouses);
 *   - 3 years of sales orders with ROWS order lines in total (1 to 7 lines per order, popular products
 *     skewed, a share of cashier sales, PPN, order discounts, shipping, cancelled and open orders),
 *     money computed the way the contract's documentTotals does, and an approved payment per paid order;
 *   - a ledger of LEDGER_ROWS stock_log rows: each stock-taken order line's sale (doc_type sales_order,
 *     the order's document, as takeStock posts it), an opening receipt per item and receipts /
 *     adjustments filling the rest over the three years; qty_after is the running sum per item, every
 *     movement at the variant's one cost (so the moving average stays and value = qty × cost), and
 *     stock_daily, stock_monthly, stock_balance and stock_cost are derived from the log, so the
 *     ledger's invariants hold (ledgerInvariantViolations);
 *   - the sales facts filled by the product's own rebuildSalesFacts (modules/report/facts).
 * The large tables are loaded with their secondary indexes dropped and recreated from their own
 * definitions (pg_indexes) afterwards; constraints, primary keys and triggers stay on.
 */
import pg from 'pg';

export interface DataSize {
  /** Order lines in total. */
  rows: number;
  /** stock_log rows in total. */
  ledgerRows: number;
}

export const PRODUCTS = 2000;
export const WAREHOUSES = 5;
export const MEMBERS = 5000;
export const PARTNERS = 25;
export const CASHIERS = 5;
export const DAYS = 1095;
/** The user of group 6 (RESTRICTED_GROUP_ID) the bench logs in as, and its two warehouses (the 2nd and 4th). */
export const RESTRICTED = { username: 'gudang.terbatas', password: 'rahasia-bench-123' };

const log = (s: string) => process.stderr.write(`  ${new Date().toISOString().slice(11, 19)} ${s}\n`);

async function step<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const out = await fn();
  log(`${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  return out;
}

/** Runs fn with the table's secondary indexes dropped, then recreates them from their definitions. */
async function withoutIndexes(c: pg.Client, table: string, fn: () => Promise<void>) {
  const idx = (
    await c.query(
      `select i.indexname, i.indexdef from pg_indexes i
       where i.tablename = $1 and i.schemaname = 'public'
         and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
      [table],
    )
  ).rows as { indexname: string; indexdef: string }[];
  for (const i of idx) await c.query(`drop index "${i.indexname}"`);
  try {
    await fn();
  } finally {
    for (const i of idx) await step(`  index ${i.indexname}`, () => c.query(i.indexdef));
  }
}

/**
 * Generates the data set into the (migrated, seeded) database at `url`. `hash` is the password hash of
 * the benchmark's users. Answers the counts made.
 */
export async function generateReportsData(url: string, size: DataSize, hash: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const q = (text: string, params: unknown[] = []) => c.query(text, params);
  const one = async (text: string, params: unknown[] = []) => (await q(text, params)).rows[0] as Record<string, unknown>;
  try {
    await q(`set work_mem = '512MB'`);
    await q(`set maintenance_work_mem = '1GB'`);
    await q(`select setseed(0.23)`);

    await step('masters (products, warehouses, members, users)', async () => {
      await q(`insert into master_kemasan (company_id, kemasan_name) values (1, 'Box'), (1, 'Strip'), (1, 'Botol') on conflict do nothing`);
      const have = Number((await one(`select count(*)::int as n from master_gudang where company_id = 1`)).n);
      for (let i = have; i < WAREHOUSES; i++) await q(`insert into master_gudang (company_id, master_gudang_name) values (1, $1)`, [`Gudang Cabang ${i}`]);
      await q(`insert into master_category (company_id, category_name, category_sort)
        select 1, n, i from unnest(array['Obat Bebas','Obat Keras','Vitamin','Suplemen','Alat Kesehatan','Perawatan Kulit','Ibu & Anak',
          'Herbal','Minuman','Makanan','Kebersihan','Lain-lain']) with ordinality t(n, i)`);
      await q(`insert into master_member_type (company_id, member_type_name, member_type_discount)
        values (1, 'Umum', 0), (1, 'Silver', 2), (1, 'Gold', 5), (1, 'Reseller', 10)`);
      await q(`insert into master_vendor (company_id, vendor_code, vendor_name)
        select 1, 'V' || lpad(g::text, 3, '0'), case when g <= 5 then 'Konsinyor ' else 'Pemasok ' end || lpad(g::text, 2, '0') from generate_series(1, 40) g`);
      // Products: category and vendor by number; every 10th of a consignor's goods is_konsinyasi.
      await q(`
        insert into product_main (company_id, main_name, main_category_id, main_vendor_id, product_satuan_besar, product_isi, product_satuan_kecil,
          is_konsinyasi, main_min_stock)
        select 1, 'Produk ' || lpad(g::text, 4, '0') || ' ' || (array['Tablet','Kapsul','Sirup','Salep','Kaplet'])[1 + g % 5],
          (select category_id from master_category where company_id = 1 order by category_id offset g % 12 limit 1),
          (select vendor_id from master_vendor where company_id = 1 order by vendor_id offset g % 40 limit 1),
          (select min(kemasan_id) from master_kemasan where company_id = 1 and kemasan_name = 'Box'),
          (array[10, 12, 20, 30])[1 + g % 4],
          (select min(kemasan_id) from master_kemasan where company_id = 1 and kemasan_name = 'Strip'),
          case when g % 40 < 5 then 1 else 0 end, 20
        from generate_series(1, ${PRODUCTS}) g`);
      await q(`insert into product (company_id, main_id, varian_sku, product_barcode)
        select 1, main_id, 'BN' || lpad(main_id::text, 6, '0'), '899' || lpad(main_id::text, 10, '0') from product_main where company_id = 1 and main_name like 'Produk %'`);
      await q(`insert into product_price (company_id, product_id, gudang_id, product_price_sale)
        select 1, product_id, 0, 1000 + (product_id * 7919 % 160) * 250 from product where company_id = 1 and varian_sku like 'BN%'`);
      await q(`create unlogged table bench_district as select (row_number() over (order by district_id) - 1)::int as idx, district_id from region_district`);
      const districts = Number((await one(`select count(*)::int as n from bench_district`)).n);
      if (districts === 0) throw new Error('the region tables are empty: loadRegions first');
      // Members: districts spread over the provinces, genders L/P (a few empty), 4 types.
      await q(`
        insert into master_member (company_id, member_code, member_name, member_phone, member_gender, member_type_id, kecamatan_id, member_approval)
        select 1, 'M' || lpad(g::text, 5, '0'), 'Pelanggan ' || g, '0812' || lpad(g::text, 8, '0'),
          case when g % 23 = 0 then null when g % 5 < 3 then 'P' else 'L' end,
          (select member_type_id from master_member_type where company_id = 1 order by member_type_id offset (case when g % 10 < 6 then 0 when g % 10 < 8 then 1 when g % 10 < 9 then 2 else 3 end) limit 1),
          d.district_id, 'approved'
        from generate_series(1, ${MEMBERS}) g
        join bench_district d on d.idx = (g * 104729) % ${districts}`);
      // Sellers: 25 partners (group 10, Sales) and 5 cashiers (group 5, admin); one user of group 6 with warehouses 2 and 4.
      await q(
        `insert into users (username, password_hash, name, is_verified)
        select 'sales' || g, $1, 'Sales ' || g, true from generate_series(1, ${PARTNERS}) g
        union all select 'kasir' || g, $1, 'Kasir ' || g, true from generate_series(1, ${CASHIERS}) g
        union all select $2, $1, 'Admin Gudang Terbatas', true`,
        [hash, RESTRICTED.username],
      );
      await q(
        `insert into company_users (company_id, user_id, group_id)
        select 1, id, case when username like 'sales%' then 10 when username like 'kasir%' then 5 else 6 end from users
        where username ~ '^(sales|kasir)[0-9]+$' or username = $1`,
        [RESTRICTED.username],
      );
      await q(
        `insert into user_gudang_access (company_id, user_id, gudang_id)
        select 1, u.id, g.master_gudang_id from users u,
          (select master_gudang_id from master_gudang where company_id = 1 order by master_gudang_id) g
        where u.username = $1 and g.master_gudang_id in ((select master_gudang_id from master_gudang where company_id = 1 order by 1 offset 1 limit 1),
          (select master_gudang_id from master_gudang where company_id = 1 order by 1 offset 3 limit 1))`,
        [RESTRICTED.username],
      );
      await q(`create unlogged table bench_product as
        select (row_number() over (order by p.product_id) - 1)::int as idx, p.product_id, m.product_isi as isi,
          pp.product_price_sale as price, round(pp.product_price_sale * (0.55 + (p.product_id % 7) * 0.04))::numeric(20,4) as cost
        from product p join product_main m using (main_id) join product_price pp on pp.product_id = p.product_id and pp.gudang_id = 0
        where p.company_id = 1 and p.varian_sku like 'BN%'`);
      await q(`create unlogged table bench_gudang as
        select (row_number() over (order by master_gudang_id) - 1)::int as idx, master_gudang_id as gudang_id from master_gudang where company_id = 1`);
      await q(`create unlogged table bench_seller as
        select (row_number() over (partition by username like 'kasir%' order by id) - 1)::int as idx, id as user_id, username like 'kasir%' as cashier
        from users where username ~ '^(sales|kasir)[0-9]+$'`);
      await q(`create unlogged table bench_member as
        select (row_number() over (order by member_id) - 1)::int as idx, member_id from master_member where company_id = 1 and member_code like 'M%'`);
      for (const t of ['bench_product (idx)', 'bench_gudang (idx)', 'bench_seller (cashier, idx)', 'bench_member (idx)'])
        await q(`create unique index on ${t}`);
      for (const t of ['bench_product', 'bench_gudang', 'bench_seller', 'bench_member']) await q(`analyze ${t}`);
    });

    const orders = await step('sales orders', async () => {
      // Plan: line counts 1..7 per order, cut so that the lines add up to exactly ROWS.
      await q(`create unlogged table bench_order as
        with g as (select k, 1 + floor(random() * 7)::int as n from generate_series(1, ${Math.ceil((size.rows / 4) * 1.1) + 10}) k),
        c as (select k, n, sum(n) over (order by k) as cum from g)
        select k, least(n, ${size.rows} - (cum - n))::int as n_lines from c where cum - n < ${size.rows}`);
      // Header facts: day (3 years, growing), warehouse (weighted), seller, member, cashier or not, status, charges.
      await q(`create unlogged table bench_order2 as
        select o.*, d.day,
          (select gudang_id from bench_gudang where idx = case when r.g < 0.4 then 0 when r.g < 0.65 then 1 when r.g < 0.8 then 2 when r.g < 0.92 then 3 else 4 end) as gudang_id,
          r.pos, r.ppn, r.odisc, r.ship, r.cod, r.mem, r.st, r.sel, r.pay
        from bench_order o,
          lateral (select random() as g, random() < 0.2 as pos, random() as ppn, random() as odisc, random() as ship, random() as cod,
                     random() as mem, random() as st, random() as sel, random() as pay, random() as d1, random() as d2 where o.k > 0) r,
          lateral (select ((now() at time zone 'Asia/Jakarta')::date - case when r.d1 < 0.5 then floor(r.d2 * ${DAYS}) else floor(${DAYS} * (1 - sqrt(r.d2))) end::int) as day) d`);
      await q(`analyze bench_order2`);
      await q(`alter table bench_order2 add column seller_id int, add column member_id int, add column status text, add column inv text`);
      await q(`update bench_order2 o set
          seller_id = (select user_id from bench_seller s where s.cashier = o.pos and s.idx = floor(o.sel * case when o.pos then ${CASHIERS} else ${PARTNERS} end)::int),
          member_id = case when o.mem < case when o.pos then 0.5 else 0.9 end
            then (select member_id from bench_member where idx = floor(power(o.mem / case when o.pos then 0.5 else 0.9 end, 1.6) * ${MEMBERS})::int) end,
          status = case when o.pos then 'selesai'
            when o.day < (now() at time zone 'Asia/Jakarta')::date - 14 then case when o.st < 0.03 then 'dibatalkan' else 'selesai' end
            else case when o.st < 0.03 then 'menunggu_persetujuan' when o.st < 0.08 then 'dibatalkan' when o.st < 0.35 then 'baru'
              when o.st < 0.55 then 'siap_dikirim' when o.st < 0.75 then 'dikirim' else 'selesai' end end`);
      await q(`create unlogged table bench_line as
        select o.k, j, p.product_id, p.isi, p.price, p.cost, u.besar, u.qi, u.disc
        from bench_order2 o
        cross join lateral (select floor(${PRODUCTS} * power(random(), 2.2))::int as p0 where o.k > 0) s
        cross join lateral generate_series(0, o.n_lines - 1) j
        join bench_product p on p.idx = (s.p0 + j * 211) % ${PRODUCTS}
        cross join lateral (select random() < 0.25 as besar, 1 + floor(random() * case when random() < 0.25 then 3 else 12 end)::int as qi,
                              case when random() < 0.25 then (array[5, 10])[1 + floor(random() * 2)::int] else 0 end as disc where j >= 0) u`);
      await q(`alter table bench_line add column unit_price bigint, add column qty bigint, add column gross bigint, add column damt bigint`);
      await q(`update bench_line set unit_price = case when besar then round(price * isi * 0.95 / 100) * 100 else price end,
                                     qty = case when besar then least(qi, 3) * isi else qi end`);
      await q(`update bench_line set gross = (case when besar then least(qi, 3) else qi end) * unit_price`);
      await q(`update bench_line set damt = round(gross * disc / 100.0)`);
      await q(`create index on bench_line (k)`);
      // Totals as documentTotals: subtotal − order discount, PPN 11 % on top for PPN orders, + shipping − its discount + COD fee.
      await q(`create unlogged table bench_total as
        select o.k, sum(l.gross)::bigint as gross_total, sum(l.damt)::bigint as discount_total, sum(l.gross - l.damt)::bigint as subtotal
        from bench_order2 o join bench_line l using (k) group by o.k`);
      await q(`alter table bench_order2 add column gross_total bigint, add column discount_total bigint, add column subtotal bigint,
        add column order_discount bigint, add column is_ppn int, add column dpp bigint, add column ppn_amt bigint, add column shipping bigint,
        add column ship_disc bigint, add column cod_fee bigint, add column grand_total bigint`);
      await q(`update bench_order2 o set gross_total = t.gross_total, discount_total = t.discount_total, subtotal = t.subtotal,
          order_discount = case when not o.pos and o.odisc < 0.1 then round(t.subtotal * 0.02) else 0 end,
          is_ppn = case when not o.pos and o.ppn < 0.15 then 1 else 0 end,
          shipping = case when not o.pos and o.ship < 0.6 then 9000 + floor(o.ship * 35) * 1000 else 0 end,
          ship_disc = case when not o.pos and o.ship < 0.1 then 5000 else 0 end,
          cod_fee = case when not o.pos and o.ship < 0.6 and o.cod < 0.1 then 3000 else 0 end
        from bench_total t where t.k = o.k`);
      await q(
        `update bench_order2 set dpp = subtotal - order_discount, ppn_amt = case when is_ppn = 1 then round((subtotal - order_discount) * 11 / 100.0) else 0 end`,
      );
      await q(`update bench_order2 set grand_total = dpp + ppn_amt + shipping - ship_disc + cod_fee,
        inv = 'INV/BN/' || to_char(day, 'YYMM') || '/' || lpad(k::text, 7, '0')`);
      await withoutIndexes(c, 'sales_order', async () => {
        await q(`insert into sales_order (company_id, invoice_number, is_ppn_jual, order_date, due_date, member_id, customer_name, gudang_id,
            mitra_user_id, source, payment_method, is_pos, status, stock_reduction_at, stock_taken, is_ppn, ppn_percent, ppn_included,
            gross_total, discount_total, order_discount, subtotal, dpp, ppn, shipping_cost, shipping_discount, cod_fee, grand_total,
            paid_amount, is_paid, paid_at, paid_by, shipping_provider, public_token, created_by, created_at, updated_at)
          select 1, o.inv, o.is_ppn, o.day, o.day + 14, o.member_id, case when o.member_id is null then 'Pelanggan Umum' end, o.gudang_id,
            case when o.pos then null else o.seller_id end, case when o.pos then 'kasir' else 'web' end, case when o.pos then 'cash' else 'transfer' end,
            case when o.pos then 1 else 0 end, o.status, 'order', case when o.status in ('dibatalkan', 'menunggu_persetujuan') then 0 else 1 end,
            o.is_ppn, case when o.is_ppn = 1 then 11 else 0 end, 0,
            o.gross_total, o.discount_total, o.order_discount, o.subtotal, o.dpp, o.ppn_amt, o.shipping, o.ship_disc, o.cod_fee, o.grand_total,
            case when o.status = 'selesai' then o.grand_total else 0 end, case when o.status = 'selesai' then 1 else 0 end,
            case when o.status = 'selesai' then (o.day + time '12:00') at time zone 'Asia/Jakarta' end, case when o.status = 'selesai' then o.seller_id end,
            case when o.pos then 'hubungiadmin' else 'jne' end, md5(o.k::text || random()::text), o.seller_id,
            least((o.day + time '08:00' + (o.k % 600) * interval '1 minute') at time zone 'Asia/Jakarta', now()), now()
          from bench_order2 o order by o.day, o.k`);
      });
      await q(`alter table bench_order2 add column order_id int`);
      await q(`update bench_order2 b set order_id = s.order_id from sales_order s where s.company_id = 1 and s.invoice_number = b.inv`);
      await withoutIndexes(c, 'sales_order_line', async () => {
        await q(`insert into sales_order_line (company_id, order_id, product_id, unit, unit_isi, qty_input, qty, price, price_source,
            discount_type, discount, gross, discount_amount, subtotal)
          select 1, o.order_id, l.product_id, case when l.besar then 'besar' else 'kecil' end, case when l.besar then l.isi else 1 end,
            case when l.besar then least(l.qi, 3) else l.qi end, l.qty, l.unit_price, 'normal', 'percent', l.disc, l.gross, l.damt, l.gross - l.damt
          from bench_order2 o join bench_line l using (k) order by o.order_id, l.j`);
      });
      // One approved payment per paid order (cashier sales: source kasir), as createPayment records it.
      await withoutIndexes(c, 'payment', async () => {
        await q(`insert into payment (company_id, payment_number, payment_for, order_vendor_id, payment_date, amount, payment_method, status,
            gudang_id, source, created_by, verified_by, verified_at, created_at, updated_at)
          select 1, 'PAY/BN/' || lpad(o.k::text, 7, '0'), 'customer', o.member_id, o.day, o.grand_total, case when o.pos then 'cash' else 'transfer' end,
            'disetujui', o.gudang_id, case when o.pos then 'kasir' else 'manual' end, o.seller_id, 1,
            least((o.day + time '12:00') at time zone 'Asia/Jakarta', now()), least((o.day + time '12:00') at time zone 'Asia/Jakarta', now()), now()
          from bench_order2 o where o.status = 'selesai' and o.grand_total > 0 order by o.day, o.k`);
      });
      await withoutIndexes(c, 'payment_detail', async () => {
        await q(`insert into payment_detail (company_id, payment_id, order_id, amount)
          select 1, p.payment_id, o.order_id, p.amount from payment p join bench_order2 o on p.payment_number = 'PAY/BN/' || lpad(o.k::text, 7, '0')
          where p.company_id = 1 and p.payment_number like 'PAY/BN/%'`);
      });
      return Number((await one(`select count(*)::int as n from bench_order2`)).n);
    });

    const ledger = await step('stock ledger', async () => {
      await q(`create unlogged table bench_move (seq bigint generated always as identity, gudang_id int not null, product_id int not null,
        ts timestamptz not null, qty bigint not null, doc_type text not null, doc_id int, doc_number text, user_id int)`);
      // The sales: one row per stock-taken line, at a time of its order's day.
      await q(`insert into bench_move (gudang_id, product_id, ts, qty, doc_type, doc_id, doc_number, user_id)
        select o.gudang_id, l.product_id, least((o.day + time '08:00' + (o.k % 600) * interval '1 minute') at time zone 'Asia/Jakarta', now() - interval '1 second'),
          -l.qty, 'sales_order', o.order_id, o.inv, o.seller_id
        from bench_order2 o join bench_line l using (k) where o.status not in ('dibatalkan', 'menunggu_persetujuan')`);
      const sales = Number((await one(`select count(*)::int as n from bench_move`)).n);
      const items = PRODUCTS * WAREHOUSES;
      const filler = Math.max(0, size.ledgerRows - sales - items);
      // Receipts (40 %) and adjustments (60 %) spread over the three years on random items.
      await q(`insert into bench_move (gudang_id, product_id, ts, qty, doc_type, doc_number, user_id)
        select g.gudang_id, p.product_id, now() - r.t * interval '${DAYS} days',
          case when r.kind < 0.4 then 1 + floor(r.q * 10) else -(1 + floor(r.q * 10)) end,
          case when r.kind < 0.4 then 'goods_receipt' else 'stock_adjustment' end,
          case when r.kind < 0.4 then 'BENCH-GR-' else 'BENCH-ADJ-' end || s, 1
        from generate_series(1, ${filler}) s
        cross join lateral (select floor(random() * ${items})::int as item, random() as t, random() as kind, random() as q where s > 0) r
        join bench_gudang g on g.idx = r.item % ${WAREHOUSES} join bench_product p on p.idx = r.item / ${WAREHOUSES}`);
      // An opening receipt per item, a day before the first movement, covering everything that leaves after it.
      await q(`insert into bench_move (gudang_id, product_id, ts, qty, doc_type, doc_number, user_id)
        select g.gudang_id, p.product_id, now() - interval '${DAYS + 1} days', coalesce(o.out, 0) + 100 + (p.product_id % 900), 'goods_receipt', 'BENCH-OPEN', 1
        from bench_gudang g cross join bench_product p
        left join (select gudang_id, product_id, -sum(qty) as out from bench_move where qty < 0 group by 1, 2) o
          on o.gudang_id = g.gudang_id and o.product_id = p.product_id`);
      await withoutIndexes(c, 'stock_log', async () => {
        await step('  stock_log insert', () =>
          q(`insert into stock_log (company_id, gudang_id, product_id, batch_id, qty, qty_after, unit_cost, avg_cost, doc_type, doc_id, doc_number, user_id, created_at)
            select 1, m.gudang_id, m.product_id, 0, m.qty, sum(m.qty) over (partition by m.gudang_id, m.product_id order by m.ts, m.seq), p.cost, p.cost,
              m.doc_type, m.doc_id, m.doc_number, m.user_id, m.ts
            from bench_move m join bench_product p using (product_id) order by m.ts, m.seq`),
        );
      });
      return { sales, total: Number((await one(`select count(*)::bigint as n from stock_log where company_id = 1`)).n) };
    });

    await step('stock_daily, stock_monthly, stock_balance, stock_cost', async () => {
      await withoutIndexes(c, 'stock_daily', async () => {
        await q(`insert into stock_daily (company_id, gudang_id, product_id, day, qty_in, qty_out, value_in, value_out)
          select 1, gudang_id, product_id, (created_at at time zone 'Asia/Jakarta')::date,
            sum(greatest(qty, 0)), sum(greatest(-qty, 0)), sum(greatest(qty, 0) * unit_cost), sum(greatest(-qty, 0) * unit_cost)
          from stock_log where company_id = 1 group by 2, 3, 4 order by 4, 2, 3`);
      });
      await q(`insert into stock_monthly (company_id, gudang_id, product_id, month, qty_in, qty_out, value_in, value_out)
        select 1, gudang_id, product_id, date_trunc('month', day)::date, sum(qty_in), sum(qty_out), sum(value_in), sum(value_out)
        from stock_daily where company_id = 1 group by 2, 3, 4`);
      await q(`insert into stock_balance (company_id, gudang_id, product_id, batch_id, qty)
        select 1, gudang_id, product_id, 0, sum(qty_in - qty_out) from stock_monthly where company_id = 1 group by 2, 3
        on conflict (company_id, gudang_id, product_id, batch_id) do update set qty = excluded.qty`);
      await q(`insert into stock_cost (company_id, gudang_id, product_id, qty, avg_cost)
        select 1, b.gudang_id, b.product_id, b.qty, p.cost from stock_balance b join bench_product p using (product_id) where b.company_id = 1
        on conflict (company_id, gudang_id, product_id) do update set qty = excluded.qty, avg_cost = excluded.avg_cost`);
    });

    for (const t of [
      'bench_district',
      'bench_product',
      'bench_gudang',
      'bench_seller',
      'bench_member',
      'bench_order',
      'bench_order2',
      'bench_line',
      'bench_total',
      'bench_move',
    ])
      await q(`drop table if exists ${t}`);
    return { orders, lines: size.rows, ledgerRows: ledger.total, saleMovements: ledger.sales };
  } finally {
    await c.end();
  }
}

/** VACUUM ANALYZE of the tables the data set filled (before the facts are built: their rebuild is planned on these statistics), or of the facts only. */
export async function analyzeAll(url: string, factsOnly = false) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const facts = ['sales_fact_order', 'sales_fact_line', 'sales_daily', 'sales_monthly', 'sales_product_daily', 'sales_product_monthly'];
    for (const t of factsOnly
      ? facts
      : [
          'product_main',
          'product',
          'product_price',
          'master_member',
          'users',
          'company_users',
          'sales_order',
          'sales_order_line',
          'payment',
          'payment_detail',
          'stock_log',
          'stock_daily',
          'stock_monthly',
          'stock_balance',
          'stock_cost',
          'sales_fact_order',
          'sales_fact_line',
          'sales_daily',
          'sales_monthly',
          'sales_product_daily',
          'sales_product_monthly',
        ])
      await step(`vacuum analyze ${t}`, () => c.query(`vacuum analyze ${t}`));
  } finally {
    await c.end();
  }
}
