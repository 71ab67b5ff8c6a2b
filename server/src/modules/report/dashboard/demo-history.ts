import { createProductBody, jakartaToday, type ResourceDef, resourceByKey, salesOrderBody, salesOrderShippingBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.js';
import { type Actor, loadActor } from '../../../platform/command.js';
import { insertRow } from '../../../platform/resource/resource-store.js';
import { storeConfigs } from '../../config/commands/store-configs.js';
import { importMembers } from '../../master/member/commands/import-members.js';
import { createProduct } from '../../product/commands/create-product.js';
import { checkCreateSalesOrder, createSalesOrder } from '../../sales/order/commands/create-sales-order.js';
import { pickSalesOrder } from '../../sales/order/commands/transition-sales-order.js';
import { updateSalesOrderPaid } from '../../sales/order/commands/update-sales-order-paid.js';
import { updateSalesOrderShipping } from '../../sales/order/commands/update-sales-order-shipping.js';
import { postStockMovements } from '../../stock/commands/post-stock-movements.js';
import { addDays } from '../facts/period.js';

/*
 * Demo history for a fresh start: the demo company gets a few units, categories, customers and
 * products, opening stock, and about four months of back-dated sales made through the sales-order
 * commands (create, pick, ship, mark paid), so the sales facts are kept exactly as by the pages and
 * Beranda and the reports show something at once. Small on purpose (5 products, 7 customers, 16
 * orders, about 4 s of CPU on the embedded database, less on PostgreSQL). Run once, in the background
 * after the first start's server listens (main.ts); never by the tests' seed.
 */

/** A small deterministic generator: the same history on every fresh start. */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

async function findOrInsert(tx: Tx, def: ResourceDef, values: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const name = String(values[def.nameField]);
  const r = await tx.execute(
    sql`select ${sql.identifier(def.idField)} as id from ${sql.identifier(def.table)} where lower(${sql.identifier(def.nameField)}) = lower(${name})`,
  );
  if (r.rows.length) return Number((r.rows[0] as { id: number }).id);
  return insertRow(tx, def, values, extra);
}

const PRODUCTS = [
  { name: 'Paracetamol 500 mg', merk: 'Analgesik', price: 1500, cost: 900 },
  { name: 'Ibuprofen 400 mg', merk: 'Analgesik', price: 2500, cost: 1600 },
  { name: 'Vitamin C 500 mg', merk: 'Vitamin', price: 2000, cost: 1200 },
  { name: 'Antiseptik Cair 100 ml', merk: 'Antiseptik', price: 12000, cost: 8000, single: true },
  { name: 'Plester Luka', merk: 'Antiseptik', price: 1000, cost: 500 },
];

const CUSTOMERS = [
  { name: 'Apotek Sehat Sentosa', phone: '081300000101', gender: null, type: 'Gold' },
  { name: 'Toko Obat Makmur', phone: '081300000102', gender: null, type: 'Gold' },
  { name: 'Klinik Pratama Medika', phone: '081300000103', gender: null, type: 'Reguler' },
  { name: 'Ibu Ratna Dewi', phone: '081300000104', gender: 'P', type: 'Reguler' },
  { name: 'Bapak Agus Salim', phone: '081300000105', gender: 'L', type: 'Reguler' },
  { name: 'Ibu Siti Aminah', phone: '081300000106', gender: 'P', type: null },
  { name: 'Bapak Hendra Wijaya', phone: '081300000107', gender: 'L', type: null },
];

/** What was made, for a log line. */
export interface DemoHistoryResult {
  orders: number;
  products: number;
}

/**
 * Seeds the demo history in the background once the server listens (main.ts, first start only, unless
 * DEMO_HISTORY=0): the start does not wait for it; a request in its first seconds may.
 */
export function startDemoHistory(database: Database, log: (msg: string) => void = console.info) {
  const started = performance.now();
  seedDemoHistory(database).then(
    (made) => made && log(`[start] Riwayat penjualan demo: ${made.orders} tagihan, ${made.products} produk (${Math.round(performance.now() - started)} ms)`),
    (err) => log(`[start] Riwayat penjualan demo gagal dibuat: ${err instanceof Error ? err.message : String(err)}`),
  );
}

/** Seeds the demo history in the demo company (app_name 'demo'), as its superuser; nothing when the company already sold. */
export async function seedDemoHistory(database: Database): Promise<DemoHistoryResult | undefined> {
  const who = await database.db.execute(sql`select c.id as company_id, cu.user_id from companies c
    join company_users cu on cu.company_id = c.id and cu.group_id = 1 where c.app_name = 'demo' order by cu.user_id limit 1`);
  const row = who.rows[0] as { company_id: number; user_id: number } | undefined;
  if (!row) return undefined;
  const tenant = { companyId: Number(row.company_id), userId: Number(row.user_id) };
  return database.withTenant(tenant, async (tx) => {
    if ((await tx.execute(sql`select 1 from sales_order limit 1`)).rows.length) return undefined;
    const actor = await loadActor(tx, tenant.userId);
    return history(tx, actor);
  });
}

async function history(tx: Tx, actor: Actor): Promise<DemoHistoryResult> {
  const random = generator(20_260_101);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const kemasan = resourceByKey('kemasan');
  const units = {
    box: await findOrInsert(tx, kemasan, { kemasan_name: 'Box' }),
    strip: await findOrInsert(tx, kemasan, { kemasan_name: 'Strip' }),
    botol: await findOrInsert(tx, kemasan, { kemasan_name: 'Botol' }),
  };
  const merkIds = new Map<string, number>();
  for (const m of new Set(PRODUCTS.map((p) => p.merk))) merkIds.set(m, await findOrInsert(tx, resourceByKey('merk'), { merk_name: m }));
  const typeIds = new Map<string, number>();
  for (const t of ['Reguler', 'Gold']) typeIds.set(t, await findOrInsert(tx, resourceByKey('member_type'), { member_type_name: t, member_type_discount: 0 }));

  const warehouses = (await tx.execute(sql`select master_gudang_id as id from master_gudang order by master_gudang_id`)).rows.map((r) => Number(r.id));
  if (!warehouses.length) return { orders: 0, products: 0 };

  // Customers, with a district when the regions are loaded (several provinces).
  const districts = (await tx.execute(sql`select district_id from region_district where district_id % 97 = 0 order by district_id limit 40`)).rows.map((r) =>
    Number(r.district_id),
  );
  await importMembers(
    tx,
    actor,
    CUSTOMERS.map((c, i) => ({
      member_name: c.name,
      member_phone: c.phone,
      member_gender: c.gender ?? '',
      member_type_id: c.type ? String(typeIds.get(c.type)) : '',
      kecamatan_id: districts.length ? String(districts[(i * 7) % districts.length]) : '',
    })),
  );
  const phones = CUSTOMERS.map((c) => c.phone);
  const members = (
    await tx.execute(
      sql`select member_id from master_member where member_phone in (${sql.join(
        phones.map((p) => sql`${p}`),
        sql`, `,
      )}) order by member_id`,
    )
  ).rows.map((r) => Number(r.member_id));

  // Products with their sale price, and opening stock at cost in every warehouse.
  const products: { id: number; price: number; cost: number }[] = [];
  for (const p of PRODUCTS) {
    const input = createProductBody.parse({
      main_name: p.name,
      merk_id: merkIds.get(p.merk),
      product_satuan_besar: p.single ? units.botol : units.box,
      product_isi: p.single ? 1 : 10,
      product_satuan_kecil: p.single ? units.botol : units.strip,
      main_min_stock: 20,
      product_price_sale: p.price,
    });
    const made = await createProduct(tx, actor, input);
    products.push({ id: made.product_id[0], price: p.price, cost: p.cost });
  }
  await postStockMovements(tx, actor, {
    doc_type: 'saldo_awal',
    doc_number: 'SALDO-AWAL-DEMO',
    note: 'Saldo awal data demo',
    lines: products.flatMap((p) => warehouses.map((g, i) => ({ gudang_id: g, product_id: p.id, qty: i === 0 ? 2000 : 600, unit_cost: p.cost }))),
  });

  // The history's orders take their stock when they are made (stock_reduction 1), which costs the
  // ledger one movement per order; the company's own setting is put back afterwards.
  const before = (await tx.execute(sql`select configuration_value as v from configs where configuration_index = 'stock_reduction'`)).rows[0] as
    | { v: string }
    | undefined;
  await storeConfigs(tx, actor, { stock_reduction: '1' });

  // About 16 orders over the last four months: older ones picked and mostly shipped and paid, recent ones still open.
  const today = jakartaToday();
  let orders = 0;
  for (let daysAgo = 120; daysAgo >= 0; daysAgo -= 6 + Math.floor(random() * 4)) {
    const lines = [...new Set([pick(products), pick(products), pick(products)])]
      .slice(0, 1 + Math.floor(random() * 3))
      .map((p) => ({ product_id: p.id, unit: 'kecil', qty: 1 + Math.floor(random() * 12) }));
    const walkIn = random() < 0.25;
    const body = salesOrderBody.parse({
      ...(walkIn ? { customer_name: 'Pelanggan Umum' } : { member_id: pick(members) }),
      gudang_id: random() < 0.7 ? warehouses[0] : pick(warehouses),
      order_date: addDays(today, -daysAgo),
      ...(random() < 0.5 ? { destination_name: 'Penerima', destination_address: 'Jl. Contoh No. 1', destination_city_name: 'Bandung' } : {}),
      lines,
    });
    const checked = await checkCreateSalesOrder(tx, actor, body, true);
    const saved = await createSalesOrder(tx, actor, body, checked);
    orders++;
    if (saved.status !== 'baru' || daysAgo < 5 || random() < 0.3) continue;
    await pickSalesOrder(tx, actor, { order_id: saved.order_id });
    if (daysAgo < 12 || random() < 0.4) continue;
    const kurir = pick(['JNE', 'J&T', 'SiCepat']);
    const shipping = body.destination_address ? { shipping_cost: 9000 + 1000 * Math.floor(random() * 7), shipping_provider: kurir } : {};
    await updateSalesOrderShipping(tx, actor, salesOrderShippingBody.parse({ order_id: saved.order_id, kurir, ...shipping }), 'shipment');
    if (daysAgo >= 20 && random() < 0.7) await updateSalesOrderPaid(tx, actor, { order_id: saved.order_id, status: 'paid', payment_method: 'cash' });
  }
  // A company without the setting reads it as '0' (configuration values: empty is '0').
  await storeConfigs(tx, actor, { stock_reduction: before?.v ?? '0' });
  return { orders, products: products.length };
}
