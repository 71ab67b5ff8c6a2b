import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SEEDED_ROLES } from '@bo/contract';
import { Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { productSearchPlan } from './queries.js';

/*
 * Product search through the search views (product_main_search, product_search) and their trigram
 * indexes: the free-text search of /product/data/index, /product_package/product and
 * /product/index_main finds a product by name, varian, SKU, barcode and alternative name, in any
 * letter case and with LIKE wildcards taken literally; another company's products are never found,
 * neither through the lists nor by reading the views.
 */

const ctx = useTestServer();
let b: Client;

async function kemasan(client: Client) {
  for (const name of ['Box', 'Strip']) expect((await client.post('/kemasan/stored', { kemasan_name: name })).status).toBe(200);
  const rows = (await client.post('/kemasan/list', { perPage: 50 })).data.data as { kemasan_id: number; kemasan_name: string }[];
  const id = (n: string) => rows.find((r) => r.kemasan_name === n)?.kemasan_id;
  return { product_satuan_besar: id('Box'), product_isi: 10, product_satuan_kecil: id('Strip') };
}

const names = async (client: Client, path: string, search: string, extra: Record<string, unknown> = {}) => {
  const r = await client.post(path, { columnFilters: { search, ...extra }, perPage: 100 });
  expect(r.http).toBe(200);
  return (r.data.data as { product_name?: string; main_name?: string }[]).map((x) => x.product_name ?? x.main_name).sort();
};

beforeAll(async () => {
  const units = await kemasan(ctx.admin);
  const create = async (client: Client, body: Record<string, unknown>) =>
    expect((await client.post('/product/create_stored', { ...units, ...body })).http).toBe(200);
  await create(ctx.admin, { main_name: 'Paracetamol Trigram 500 mg', alternative: 'Panadol Generik', varian_sku: 'PCT-TRG-01', barcode: '8997770001112' });
  await create(ctx.admin, {
    main_name: 'Sirup Batuk Trigram',
    varian: [
      { varian: 'Rasa Jeruk', varian_sku: 'SRP-JRK', barcode: '8997770002225' },
      { varian: 'Rasa Anggur_100%', varian_sku: 'SRP-AGR' },
    ],
  });
  const reg = await new Client(ctx.server.url).post('/registration/submit', {
    company_name: 'CV Tetangga Cari',
    app_name: 'tetangga-cari',
    name: 'Pemilik Cari',
    username: 'owner_cari_b',
    email: 'owner@cari-b.test',
    password: 'Password-B-123',
    password_confirmation: 'Password-B-123',
  });
  expect(reg.status).toBe(200);
  b = await new Client(ctx.server.url).login('owner_cari_b', 'Password-B-123');
  const unitsB = await kemasan(b);
  expect(
    (
      await b.post('/product/create_stored', {
        ...unitsB,
        main_name: 'Paracetamol Tetangga',
        alternative: 'Panadol Tetangga',
        varian_sku: 'PCT-TRG-B',
        barcode: '8997770009999',
      })
    ).http,
  ).toBe(200);
});

describe('product search', () => {
  it('finds by name, alternative name, varian, SKU and barcode, in any letter case', async () => {
    for (const path of ['/product/data/index', '/product_package/product']) {
      expect(await names(ctx.admin, path, 'paracetamol trig')).toEqual(['Paracetamol Trigram 500 mg']);
      expect(await names(ctx.admin, path, 'PANADOL')).toEqual(['Paracetamol Trigram 500 mg']);
      expect(await names(ctx.admin, path, 'trg-0')).toEqual(['Paracetamol Trigram 500 mg']);
      expect(await names(ctx.admin, path, '7770001')).toEqual(['Paracetamol Trigram 500 mg']);
      expect(await names(ctx.admin, path, 'jeruk')).toEqual(['Sirup Batuk Trigram Rasa Jeruk']);
      expect(await names(ctx.admin, path, 'srp-')).toEqual(['Sirup Batuk Trigram Rasa Anggur_100%', 'Sirup Batuk Trigram Rasa Jeruk']);
      // A name match answers every variant of the product.
      expect(await names(ctx.admin, path, 'batuk')).toEqual(['Sirup Batuk Trigram Rasa Anggur_100%', 'Sirup Batuk Trigram Rasa Jeruk']);
      expect(await names(ctx.admin, path, 'igram')).toEqual([
        'Paracetamol Trigram 500 mg',
        'Sirup Batuk Trigram Rasa Anggur_100%',
        'Sirup Batuk Trigram Rasa Jeruk',
      ]);
      // LIKE wildcards are literal; search and the main_name filter combine.
      expect(await names(ctx.admin, path, 'r_1')).toEqual(['Sirup Batuk Trigram Rasa Anggur_100%']);
      expect(await names(ctx.admin, path, '100%')).toEqual(['Sirup Batuk Trigram Rasa Anggur_100%']);
      expect(await names(ctx.admin, path, 'ur_')).toEqual(['Sirup Batuk Trigram Rasa Anggur_100%']);
      expect(await names(ctx.admin, path, 'a%a')).toEqual([]);
      expect(await names(ctx.admin, path, 'trigram', { main_name: 'sirup' })).toEqual([
        'Sirup Batuk Trigram Rasa Anggur_100%',
        'Sirup Batuk Trigram Rasa Jeruk',
      ]);
      expect(await names(ctx.admin, path, 'tidak-ada-xyz')).toEqual([]);
    }
    const list = await ctx.admin.post('/product/data/index', { columnFilters: { search: 'trigram' }, perPage: 2 });
    expect(list.data).toMatchObject({ total: 3, page: 1, perPage: 2 });
    expect(list.data.data.map((p: { product_name: string }) => p.product_name)).toEqual(['Paracetamol Trigram 500 mg', 'Sirup Batuk Trigram Rasa Anggur_100%']);
    expect(await names(ctx.admin, '/product/index_main', 'panadol')).toEqual(['Paracetamol Trigram 500 mg']);
    expect(await names(ctx.admin, '/product/index_main', 'IGRAM')).toEqual(['Paracetamol Trigram 500 mg', 'Sirup Batuk Trigram']);
    expect(await names(ctx.admin, '/product/index_main', '', { main_name: 'batuk' })).toEqual(['Sirup Batuk Trigram']);
  });

  it('keeps the stored sort key and search text of the variants right when a product or variant changes', async () => {
    const { database } = ctx.server;
    const stale = () =>
      database.db.execute(sql`select count(*)::int as n from product p join product_main m on m.main_id = p.main_id
        where p.sort_name <> lower(m.main_name || coalesce(' ' || p.varian, ''))
           or p.search_text <> concat_ws(chr(31), m.main_name, m.alternative, p.varian, p.varian_sku, p.product_barcode)`);
    expect((await stale()).rows[0]).toEqual({ n: 0 });
    // Renamed by the request role (triggers under row-level security): the product and its variants.
    await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
      await tx.execute(sql`update product_main set main_name = 'Sirup Pilek Trigram', alternative = 'Obat Flu Anak' where main_name = 'Sirup Batuk Trigram'`);
      await tx.execute(sql`update product set varian = 'Rasa Jeruk Nipis', varian_sku = 'SRP-JRN' where varian_sku = 'SRP-JRK'`);
    });
    expect((await stale()).rows[0]).toEqual({ n: 0 });
    const path = '/product/data/index';
    expect(await names(ctx.admin, path, 'batuk')).toEqual([]);
    expect(await names(ctx.admin, path, 'flu anak')).toEqual(['Sirup Pilek Trigram Rasa Anggur_100%', 'Sirup Pilek Trigram Rasa Jeruk Nipis']);
    expect(await names(ctx.admin, path, 'srp-jrn')).toEqual(['Sirup Pilek Trigram Rasa Jeruk Nipis']);
    expect(await names(ctx.admin, path, 'srp-jrk')).toEqual([]);
    // A search holding the stored text's separator cannot match across two of its parts.
    expect(await names(ctx.admin, path, `jeruk nipis${String.fromCharCode(31)}srp`)).toEqual([]);
    // The default order is lower(product name), then product_id.
    const page = (await ctx.admin.post(path, { columnFilters: { search: 'trigram' }, perPage: 100 })).data.data as { product_name: string }[];
    expect(page.map((x) => x.product_name)).toEqual([
      'Paracetamol Trigram 500 mg',
      'Sirup Pilek Trigram Rasa Anggur_100%',
      'Sirup Pilek Trigram Rasa Jeruk Nipis',
    ]);
    await database.withTenant({ companyId: 1, userId: 1 }, async (tx) => {
      await tx.execute(sql`update product_main set main_name = 'Sirup Batuk Trigram', alternative = null where main_name = 'Sirup Pilek Trigram'`);
      await tx.execute(sql`update product set varian = 'Rasa Jeruk', varian_sku = 'SRP-JRK' where varian_sku = 'SRP-JRN'`);
    });
    expect((await stale()).rows[0]).toEqual({ n: 0 });
    expect(await names(ctx.admin, path, 'batuk')).toEqual(['Sirup Batuk Trigram Rasa Anggur_100%', 'Sirup Batuk Trigram Rasa Jeruk']);
  });

  it('answers the same pages whichever plan the number of matches picks (ids from the trigram index, or a walk of the sort index)', async () => {
    const pages = async () => {
      const out: unknown[] = [];
      for (const path of ['/product/data/index', '/product_package/product'])
        for (const search of ['trigram', 'srp-', 'rasa', 'r_1', 'tidak-ada-xyz'])
          for (const q of [
            { page: 1, perPage: 2 },
            { page: 2, perPage: 2 },
            { page: 1, perPage: 2, sort: { field: 'product_name', type: 'desc' } },
            { page: 1, perPage: 50, sort: { field: 'product_sku', type: 'asc' } },
            { page: 1, perPage: 50, columnFilters: { main_name: 'sirup' } },
          ]) {
            const r = await ctx.admin.post(path, { ...q, columnFilters: { search, ...(q.columnFilters ?? {}) } });
            expect(r.http).toBe(200);
            out.push([path, search, q, r.data]);
          }
      return out;
    };
    const few = await pages();
    expect(JSON.stringify(few)).toContain('Sirup Batuk Trigram Rasa Jeruk');
    productSearchPlan.walkAbove = 0;
    try {
      expect(await pages()).toEqual(few);
    } finally {
      productSearchPlan.walkAbove = 10_000;
    }
  });

  it("never finds another company's products, through the lists or by reading the views", async () => {
    for (const path of ['/product/data/index', '/product_package/product', '/product/index_main']) {
      for (const term of ['tetangga', 'PCT-TRG-B', '7770009999']) expect(await names(ctx.admin, path, term)).toEqual([]);
      expect(await names(ctx.admin, path, 'panadol')).toEqual(['Paracetamol Trigram 500 mg']);
      expect(await names(b, path, 'panadol')).toEqual(['Paracetamol Tetangga']);
      expect(await names(b, path, 'trigram')).toEqual([]);
    }
    const { database } = ctx.server;
    const viewCounts = (companyId: number) =>
      database.withTenant({ companyId, userId: 1 }, async (tx) => {
        const main = await tx.execute(
          sql`select count(*)::int as n from product_main_search where main_name ilike '%tetangga%' or alternative ilike '%tetangga%'`,
        );
        const variant = await tx.execute(
          sql`select count(*)::int as n from product_search where varian_sku ilike '%trg-b%' or product_barcode ilike '%7770009999%'`,
        );
        return [(main.rows[0] as { n: number }).n, (variant.rows[0] as { n: number }).n];
      });
    expect(await viewCounts(1)).toEqual([0, 0]);
    const other = (await database.db.execute(sql`select company_id from product where varian_sku = 'PCT-TRG-B'`)).rows[0] as { company_id: number };
    expect(await viewCounts(other.company_id)).toEqual([1, 1]);
    // The views are read-only for the request role.
    await expect(database.withTenant({ companyId: 1, userId: 1 }, (tx) => tx.execute(sql`update product_search set varian_sku = 'x'`))).rejects.toThrow();
    await expect(database.withTenant({ companyId: 1, userId: 1 }, (tx) => tx.execute(sql`delete from product_main_search`))).rejects.toThrow();
  });
});

describe('product search for the sales pages', () => {
  it("lets the order pages' holders (role admin, partners) search products and packages, not the product page", async () => {
    for (const role of ['admin', 'Sales'] as const) {
      const { client } = await userWithGroup(ctx.admin, SEEDED_ROLES.indexOf(role) + 1);
      expect(await names(client, '/product_package/product', 'paracetamol trig'), role).toEqual(['Paracetamol Trigram 500 mg']);
      expect((await client.post('/product_package/index', {})).http, role).toBe(200);
      expect((await client.post('/product/data/index', {})).http, role).toBe(403);
    }
    const { client: purchasing } = await userWithGroup(ctx.admin, SEEDED_ROLES.indexOf('Admin Purchasing') + 1);
    expect((await purchasing.post('/product_package/index', {})).http).toBe(403);
  });
});
