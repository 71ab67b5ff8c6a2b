import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  pgView,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, currentCompanyId, currentUserId, tenantPolicy } from './tenancy.js';

/*
 * Products (issue 10). A product (`product_main`) holds what its variants share: name, etalase,
 * brand, vendor, rack, minimum stock, units and the pharmacy fields. Each sellable item is a
 * variant (`product`): its varian name, SKU and barcode; a product without variants has one
 * variant with no varian name. Prices, wholesale tiers and package lines refer to variants.
 *
 * References to master tables (master_category, master_merk, master_vendor, master_kemasan,
 * master_gudang) are checked by the commands under row-level security, not by foreign keys: a
 * foreign key is checked without the tenant policy and would accept another company's id.
 */

/** A product: what its variants share. */
export const productMain = pgTable(
  'product_main',
  {
    main_id: integer('main_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    main_name: varchar('main_name', { length: 200 }).notNull(),
    /** Etalase (master_category). */
    main_category_id: integer('main_category_id'),
    /** Kategori produk / merk (master_merk). */
    merk_id: integer('merk_id'),
    /** Main vendor (master_vendor). */
    main_vendor_id: integer('main_vendor_id'),
    main_rack: varchar('main_rack', { length: 50 }),
    main_min_stock: integer('main_min_stock').notNull().default(0),
    /** Other names the product is searched by. */
    alternative: varchar('alternative', { length: 500 }),
    /** Big unit, its content in small units, small unit (master_kemasan ids). */
    product_satuan_besar: integer('product_satuan_besar').notNull(),
    product_isi: integer('product_isi').notNull().default(1),
    product_satuan_kecil: integer('product_satuan_kecil').notNull(),
    // Pharmacy fields.
    product_jenis: varchar('product_jenis', { length: 50 }),
    product_jumlah_dosis: numeric('product_jumlah_dosis', { precision: 12, scale: 3 }),
    product_satuan_dosis: varchar('product_satuan_dosis', { length: 20 }),
    product_jenis_obat: varchar('product_jenis_obat', { length: 50 }),
    product_golongan_obat_id: integer('product_golongan_obat_id'),
    product_lokasi_pakai: varchar('product_lokasi_pakai', { length: 50 }),
    is_konsinyasi: smallint('is_konsinyasi').notNull().default(0),
    is_product_expire: smallint('is_product_expire').notNull().default(0),
    status: smallint('status').notNull().default(1),
    // Accounting-service fields (kledo_*): what the accounting integration sends for this product.
    kledo_is_purchase: smallint('kledo_is_purchase').notNull().default(0),
    kledo_purchase_account_id: integer('kledo_purchase_account_id'),
    kledo_purchase_price: bigint('kledo_purchase_price', { mode: 'number' }),
    kledo_purchase_tax_id: integer('kledo_purchase_tax_id'),
    kledo_purchase_account_update_past: smallint('kledo_purchase_account_update_past').notNull().default(0),
    kledo_is_sell: smallint('kledo_is_sell').notNull().default(0),
    kledo_sell_account_id: integer('kledo_sell_account_id'),
    kledo_sell_price: bigint('kledo_sell_price', { mode: 'number' }),
    kledo_sell_tax_id: integer('kledo_sell_tax_id'),
    kledo_sell_account_update_past: smallint('kledo_sell_account_update_past').notNull().default(0),
    kledo_is_track: smallint('kledo_is_track').notNull().default(0),
    kledo_track_account_id: integer('kledo_track_account_id'),
    kledo_track_account_update_past: smallint('kledo_track_account_update_past').notNull().default(0),
    kledo_updated_at: timestamp('kledo_updated_at', { withTimezone: true }),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_main_name_uq').on(t.company_id, sql`lower(${t.main_name})`),
    index('product_main_category_idx').on(t.company_id, t.main_category_id),
    index('product_main_merk_idx').on(t.company_id, t.merk_id),
    index('product_main_vendor_idx').on(t.company_id, t.main_vendor_id),
    // Text search (ILIKE '%x%') through product_main_search: trigram indexes per searched column.
    index('product_main_main_name_trgm').using('gin', t.main_name.op('gin_trgm_ops')),
    index('product_main_alternative_trgm').using('gin', t.alternative.op('gin_trgm_ops')),
    check('product_main_isi_positive', sql`${t.product_isi} > 0`),
    check('product_main_min_stock', sql`${t.main_min_stock} >= 0`),
    tenantPolicy('product_main'),
  ],
).enableRLS();

/** A sellable variant of a product. */
export const product = pgTable(
  'product',
  {
    product_id: integer('product_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    main_id: integer('main_id').notNull(),
    /** Variant name ('Merah', '500 ml'); null for the only variant of a product without variants. */
    varian: varchar('varian', { length: 100 }),
    varian_sku: varchar('varian_sku', { length: 50 }).notNull(),
    /** '--' when the item has no barcode (spec-2 §9). */
    product_barcode: varchar('product_barcode', { length: 50 }).notNull().default('--'),
    status: smallint('status').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Kept by triggers (migration 0021) from the product's name and alternative name and this
     * variant's varian, SKU and barcode: sort_name = lower(main_name || coalesce(' ' || varian, '')),
     * the list's default order; search_text = those five texts joined by U+001F, searched with ILIKE.
     */
    sort_name: text('sort_name').notNull().default(''),
    search_text: text('search_text').notNull().default(''),
  },
  (t) => [
    foreignKey({ columns: [t.main_id], foreignColumns: [productMain.main_id], name: 'product_main_fk' }).onDelete('cascade'),
    uniqueIndex('product_sku_uq').on(t.company_id, sql`lower(${t.varian_sku})`),
    uniqueIndex('product_barcode_uq').on(t.company_id, t.product_barcode).where(sql`${t.product_barcode} <> '--'`),
    index('product_main_idx').on(t.main_id),
    // Text search (ILIKE '%x%') through product_search: trigram indexes per searched column.
    index('product_varian_trgm').using('gin', t.varian.op('gin_trgm_ops')),
    index('product_varian_sku_trgm').using('gin', t.varian_sku.op('gin_trgm_ops')),
    index('product_barcode_trgm').using('gin', t.product_barcode.op('gin_trgm_ops')),
    // Product lists: the default order walks this index (and stops after a page); searches by search_text's trigrams.
    index('product_sort_name_idx').on(t.company_id, t.sort_name, t.product_id),
    index('product_search_text_trgm').using('gin', t.search_text.op('gin_trgm_ops')),
    tenantPolicy('product'),
  ],
).enableRLS();

/*
 * Search views of products and variants (as the master resources' views, db/schema/resource-table.ts):
 * ids and searched columns of the request's company's rows. ILIKE is not leakproof, so under the
 * tenant policy PostgreSQL would apply it row by row after the policy and never use the trigram
 * indexes; the views are owned by the migrating role (no policy), filter by the policy's own
 * condition, are read-only for the request role (client.ts), and the product lists ask them for
 * ids only (modules/product/queries.ts), reading the rows from the tables under the policy.
 */
export const productMainSearch = pgView('product_main_search', {
  main_id: integer('main_id'),
  main_name: varchar('main_name', { length: 200 }),
  alternative: varchar('alternative', { length: 500 }),
}).as(sql`select main_id, main_name, alternative from product_main where company_id = ${currentCompanyId}`);

export const productSearch = pgView('product_search', {
  product_id: integer('product_id'),
  main_id: integer('main_id'),
  varian: varchar('varian', { length: 100 }),
  varian_sku: varchar('varian_sku', { length: 50 }),
  product_barcode: varchar('product_barcode', { length: 50 }),
  sort_name: text('sort_name'),
  search_text: text('search_text'),
}).as(sql`select product_id, main_id, varian, varian_sku, product_barcode, sort_name, search_text from product where company_id = ${currentCompanyId}`);

/** The current sale price of a variant, for all warehouses (gudang_id 0) or one warehouse. */
export const productPrice = pgTable(
  'product_price',
  {
    product_price_id: integer('product_price_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    product_id: integer('product_id').notNull(),
    /** 0: every warehouse without a price of its own. */
    gudang_id: integer('gudang_id').notNull().default(0),
    product_price_sale: bigint('product_price_sale', { mode: 'number' }).notNull().default(0),
    updated_by: integer('updated_by').default(currentUserId),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.product_id], foreignColumns: [product.product_id], name: 'product_price_product_fk' }).onDelete('cascade'),
    uniqueIndex('product_price_uq').on(t.company_id, t.product_id, t.gudang_id),
    check('product_price_sale_positive', sql`${t.product_price_sale} >= 0`),
    tenantPolicy('product_price'),
  ],
).enableRLS();

/** Every change of a sale price: who, when, old and new. */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    history_id: bigint('history_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    product_id: integer('product_id').notNull(),
    gudang_id: integer('gudang_id').notNull().default(0),
    price_old: bigint('price_old', { mode: 'number' }),
    price_new: bigint('price_new', { mode: 'number' }).notNull(),
    user_id: integer('user_id').default(currentUserId),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.product_id], foreignColumns: [product.product_id], name: 'product_price_history_product_fk' }).onDelete('cascade'),
    index('product_price_history_product_idx').on(t.company_id, t.product_id, t.at),
    tenantPolicy('product_price_history'),
  ],
).enableRLS();

/** Wholesale tiers of a variant: from grosir_kuantitas small units, a discount in rupiah or percent. */
export const productGrosir = pgTable(
  'product_grosir',
  {
    grosir_id: integer('grosir_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    grosir_main_id: integer('grosir_main_id').notNull(),
    grosir_product_id: integer('grosir_product_id').notNull(),
    /** Minimum quantity (small units) from which the tier applies. */
    grosir_kuantitas: integer('grosir_kuantitas').notNull(),
    /** 1: grosir_harga_grosir is a rupiah discount per small unit; 0: a percentage. */
    grosir_is_rupiah: smallint('grosir_is_rupiah').notNull().default(1),
    grosir_harga_grosir: numeric('grosir_harga_grosir', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.grosir_product_id], foreignColumns: [product.product_id], name: 'product_grosir_product_fk' }).onDelete('cascade'),
    uniqueIndex('product_grosir_uq').on(t.company_id, t.grosir_product_id, t.grosir_kuantitas),
    check('product_grosir_qty_positive', sql`${t.grosir_kuantitas} > 0`),
    tenantPolicy('product_grosir'),
  ],
).enableRLS();

/** A package (bundle) sold as one item. */
export const productPackage = pgTable(
  'product_package',
  {
    package_id: integer('package_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    package_name: varchar('package_name', { length: 200 }).notNull(),
    /** Etalase (master_category). */
    package_category_id: integer('package_category_id'),
    package_note: text('package_note'),
    status: smallint('status').notNull().default(1),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_package_name_uq').on(t.company_id, sql`lower(${t.package_name})`), tenantPolicy('product_package')],
).enableRLS();

/** One variant of a package with its quantity in small units. */
export const productPackageLine = pgTable(
  'product_package_line',
  {
    line_id: integer('line_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    package_id: integer('package_id').notNull(),
    product_id: integer('product_id').notNull(),
    package_qty: integer('package_qty').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.package_id], foreignColumns: [productPackage.package_id], name: 'product_package_line_package_fk' }).onDelete('cascade'),
    // No cascade: a variant in a package cannot be deleted (the delete call says which package).
    foreignKey({ columns: [t.product_id], foreignColumns: [product.product_id], name: 'product_package_line_product_fk' }),
    uniqueIndex('product_package_line_uq').on(t.package_id, t.product_id),
    index('product_package_line_product_idx').on(t.company_id, t.product_id),
    check('product_package_line_qty_positive', sql`${t.package_qty} > 0`),
    tenantPolicy('product_package_line'),
  ],
).enableRLS();

/** Image bytes (bytea), read and written as Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Product images, kept in the database: isolated by the tenant policy like every company row,
 * in the backups, and the same on PGlite and PostgreSQL (no file storage exists yet).
 */
export const productImage = pgTable(
  'product_image',
  {
    image_id: integer('image_id').primaryKey().generatedAlwaysAsIdentity(),
    company_id: companyIdColumn(),
    main_id: integer('main_id').notNull(),
    mime: varchar('mime', { length: 30 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
    /** WEBP, at most 256 px (null for images stored before thumbnails). */
    thumb: bytea('thumb'),
    width: integer('width'),
    height: integer('height'),
    created_by: integer('created_by').default(currentUserId),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.main_id], foreignColumns: [productMain.main_id], name: 'product_image_main_fk' }).onDelete('cascade'),
    index('product_image_main_idx').on(t.company_id, t.main_id),
    tenantPolicy('product_image'),
  ],
).enableRLS();
