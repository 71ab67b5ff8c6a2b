import {
  type EnteredQty,
  enteredQtyRefusal,
  formatUnits,
  GOLONGAN_OBAT,
  type productOptionsBody,
  ppnPercent,
  resourceByKey,
  splitPpn,
  unitsOfRow,
} from '@bo/contract';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import { type ErrorBag, notFound } from '../../platform/errors.js';
import { readConfigs } from '../config/queries.js';
import { buildList, escapeLike, type ListQueryInput, type ListSpec, runList, whereOf } from '../../platform/list.js';
import { warehouseScope } from '../../platform/warehouse-scope.js';

/*
 * Reads of products and packages. Prices are rupiah per small unit (product_satuan_kecil);
 * quantities are small units. Bigint amounts are read as float8 so that answers hold numbers.
 */

/** A parameter list as a PostgreSQL array (drizzle expands a JS array into `($1, $2)`, not an array). */
export const intArray = (xs: number[]) =>
  xs.length
    ? sql`array[${sql.join(
        xs.map((x) => sql`${x}`),
        sql`, `,
      )}]::int[]`
    : sql`'{}'::int[]`;
export const textArray = (xs: string[]) =>
  xs.length
    ? sql`array[${sql.join(
        xs.map((x) => sql`${x}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/** The sale price of a variant for a warehouse: its own price there, else the price for every warehouse, else 0. */
export const priceOf = (productId: SQL, gudangId: SQL | number = 0) => sql`coalesce(
  (select pp.product_price_sale from product_price pp where pp.product_id = ${productId} and pp.gudang_id = ${gudangId} and ${gudangId} <> 0),
  (select pp.product_price_sale from product_price pp where pp.product_id = ${productId} and pp.gudang_id = 0), 0)::float8`;

/**
 * A variant's columns in the product lists. product_qty is its stock in the warehouses the user may
 * see (group 6: only those granted to it, warehouseScope), so a list never shows stock held elsewhere.
 */
const productColumns = (actor: Actor) => sql`p.product_id, p.main_id,
  m.main_name || coalesce(' ' || p.varian, '') as product_name, m.main_name, p.varian,
  p.varian_sku as product_sku, 'PRD' || lpad(p.product_id::text, 6, '0') as product_code, p.product_barcode,
  c.category_name as product_main_category, mk.merk_name as product_merk, v.vendor_name as main_vendor_name,
  ${priceOf(sql`p.product_id`)} as product_price_sale,
  coalesce((select sum(sb.qty) from stock_balance sb where sb.product_id = p.product_id and ${warehouseScope(actor, sql`sb.gudang_id`)}), 0)::float8 as product_qty,
  m.main_min_stock as product_min_stock,
  kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name, m.product_isi,
  coalesce((select json_agg('/product/image?image_id=' || i.image_id order by i.image_id) from product_image i where i.main_id = m.main_id), '[]'::json) as product_images,
  (select count(*)::int from product_grosir g where g.grosir_product_id = p.product_id) as product_grosir,
  m.is_konsinyasi::int as is_konsinyasi, m.is_product_expire::int as is_product_expire, (m.status * p.status)::int as status`;

const mainJoins = sql`
  left join master_category c on c.category_id = m.main_category_id
  left join master_merk mk on mk.merk_id = m.merk_id
  left join master_vendor v on v.vendor_id = m.main_vendor_id
  left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar
  left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil`;
/*
 * Variants are read through their search view (alias s: the company's rows, past row-level
 * security) joined to the table under the policy: the default order (s.sort_name, the stored
 * lower(main_name || ' ' || varian)) and the search (s.search_text) are then one table's columns,
 * so PostgreSQL walks product_sort_name_idx and stops after a page for a broad search, or takes a
 * narrow one's few ids from the trigram index. The policy on p and m still decides what is seen.
 */
const productFrom = sql`product_search s join product p on p.product_id = s.product_id join product_main m on m.main_id = p.main_id ${mainJoins}`;

const mainFilters: ListSpec['filters'] = {
  main_category_id: { column: sql`m.main_category_id`, op: 'eq' },
  merk_id: { column: sql`m.merk_id`, op: 'eq' },
  main_vendor_id: { column: sql`m.main_vendor_id`, op: 'eq' },
  product_golongan_obat_id: { column: sql`m.product_golongan_obat_id`, op: 'eq' },
  status: { column: sql`m.status`, op: 'eq' },
  is_konsinyasi: { column: sql`m.is_konsinyasi`, op: 'eq' },
  is_product_expire: { column: sql`m.is_product_expire`, op: 'eq' },
  main_name: { column: sql`m.main_name`, op: 'contains' },
};

/*
 * Text search through the search views of product_main and product (db/schema/product.ts): each
 * view answers ids of the company's rows from its trigram indexes (row-level security alone keeps
 * them from serving ILIKE, see ARCHITECTURE "Search indexes"); the list then reads its rows from
 * the tables under the policy by primary key or main_id, so a view can narrow a list, never widen it.
 */
const mainIdsMatching = (where: SQL) => sql`array(select s.main_id from product_main_search s where ${where})`;
const productIdsMatching = (where: SQL) => sql`array(select s.product_id from product_search s where ${where})`;
/** Name or alternative name of the product, or varian, SKU or barcode of the variant (no coalesce: the index serves the column). */
const productSearchByColumn = (pattern: string) =>
  sql`(s.product_id = any(${productIdsMatching(sql`s.varian ilike ${pattern} or s.varian_sku ilike ${pattern} or s.product_barcode ilike ${pattern}`)})
    or s.main_id = any(${mainIdsMatching(sql`s.main_name ilike ${pattern} or s.alternative ilike ${pattern}`)}))`;
/** The separator of search_text's parts (migration 0021): a pattern holding it could match across two parts. */
const SEARCH_TEXT_SEPARATOR = '\x1f';
/**
 * The same match on s.search_text (the five texts joined, kept by triggers): a pattern is `%x%` with
 * x free of unescaped wildcards, so it matches the joined text exactly when it matches one part.
 */
const productSearch = (pattern: string) => (pattern.includes(SEARCH_TEXT_SEPARATOR) ? productSearchByColumn(pattern) : sql`s.search_text ilike ${pattern}`);

const productSpec: ListSpec = {
  filters: {
    ...mainFilters,
    main_name: { column: sql`s.main_name`, op: 'contains', matched: true },
    product_barcode: { column: sql`p.product_barcode`, op: 'eq' },
    main_id: { column: sql`p.main_id`, op: 'eq' },
  },
  searchWhere: productSearch,
  matchIn: (where) => sql`p.main_id = any(${mainIdsMatching(where)})`,
  sort: {
    product_id: sql`p.product_id`,
    // = lower(m.main_name || coalesce(' ' || p.varian, '')), stored and indexed (migration 0021).
    product_name: sql`s.sort_name`,
    main_name: sql`lower(m.main_name)`,
    product_sku: sql`lower(p.varian_sku)`,
    product_min_stock: sql`m.main_min_stock`,
  },
  defaultSort: { field: 'product_name', type: 'asc' },
};

/** The list filters a client may also send at the top level of the body (beside columnFilters). */
export const PRODUCT_LIST_FILTERS = ['search', ...Object.keys(productSpec.filters)] as const;

/** Moves filters sent at the top level of the body into columnFilters (columnFilters wins). */
export function withTopLevelFilters(body: ListQueryInput & Record<string, unknown>): ListQueryInput {
  const top = Object.fromEntries(PRODUCT_LIST_FILTERS.filter((k) => body[k] !== undefined && body[k] !== '').map((k) => [k, body[k]]));
  return { ...body, columnFilters: { ...top, ...(body.columnFilters ?? {}) } };
}

/** Above `walkAbove` matches a search walks the sort index (matches are then at least one in ten of 100,000 rows); tests lower it. */
export const productSearchPlan = { walkAbove: 10_000 };

/*
 * The plan of a search depends on how many variants match, which the planner guesses badly for
 * `%x%` (and matches of a name cluster in the sort order): a bounded count on the search view
 * (the trigram index for few matches, a scan stopping after walkAbove + 1 for many) decides. Many
 * matches: the list walks product_sort_name_idx filtering on search_text and stops after a page.
 * Few: the list takes the matching ids from the trigram index (an array planned on its own) and
 * sorts only those; searched alone in the default order, only the ids up to the page's last, and
 * the count is known. Every condition selects the same rows.
 */
async function productSearchFor(tx: Tx, query: ListQueryInput, where?: SQL): Promise<{ spec: ListSpec; total?: number }> {
  const raw = query.columnFilters?.search;
  if (raw === undefined || raw === null || raw === '') return { spec: productSpec };
  const pattern = `%${escapeLike(typeof raw === 'object' ? JSON.stringify(raw) : String(raw))}%`;
  if (pattern.includes(SEARCH_TEXT_SEPARATOR)) return { spec: productSpec };
  const above = productSearchPlan.walkAbove;
  const r = await tx.execute(sql`select count(*)::int as n from (select 1 from product_search s where s.search_text ilike ${pattern} limit ${above + 1}) c`);
  const matches = Number((r.rows[0] as { n: number }).n);
  if (matches > above) return { spec: productSpec };
  const sortField = query.sort?.field && productSpec.sort[query.sort.field] ? query.sort.field : undefined;
  const defaultOrder = !sortField || (sortField === 'product_name' && (query.sort?.type ?? 'asc') === 'asc');
  if (!where && defaultOrder && onlyFilter(query, 'search')) {
    // A materialized set, so that the trigram index answers it rather than a walk of the sort index.
    const upTo = Math.max(1, query.page ?? 1) * (query.perPage ?? 20);
    const searchWhere = (p: string) => sql`s.product_id = any(array(
      with hits as materialized (select t.product_id, t.sort_name from product_search t where t.search_text ilike ${p})
      select product_id from hits order by sort_name, product_id limit ${upTo}))`;
    return { spec: { ...productSpec, searchWhere }, total: matches };
  }
  return {
    spec: { ...productSpec, searchWhere: (p) => sql`s.product_id = any(array(select t.product_id from product_search t where t.search_text ilike ${p}))` },
  };
}

/** Whether the list query's only filter with a value is `key`. */
const onlyFilter = (query: ListQueryInput, key: string) =>
  Object.entries(query.columnFilters ?? {}).every(([k, v]) => k === key || v === undefined || v === null || v === '');

/** One page of sellable variants (/product/data/index); products grow large, so the count is estimated. */
export async function listProducts(tx: Tx, actor: Actor, query: ListQueryInput, where?: SQL) {
  const { spec, total } = await productSearchFor(tx, query, where);
  return runList(tx, {
    spec,
    query,
    select: productColumns(actor),
    from: productFrom,
    where,
    tiebreak: sql`p.product_id`,
    count: 'estimated',
    total,
    // A search by text alone is counted on the search view: each of its rows is one variant of the
    // company under the policy, whose product (same company) and left-joined masters never drop or
    // repeat it, and counting 10,001 matches without the joins costs a third.
    countFrom: !where && onlyFilter(query, 'search') ? sql`product_search s` : undefined,
  });
}

/** Every variant matching a list query, in the list's order, for the Excel exports (read through a cursor). */
export function productExportQuery(actor: Actor, query: ListQueryInput): SQL {
  const l = buildList(productSpec, query);
  return sql`select ${productColumns(actor)}, m.main_rack, m.main_vendor_id from ${productFrom} ${whereOf(l.where)} order by ${l.orderBy}, p.product_id`;
}

/** Active variants for the package picker (/product_package/product): no count. */
export const listProductsForPackage = async (tx: Tx, actor: Actor, query: ListQueryInput) =>
  runList(tx, {
    spec: (await productSearchFor(tx, query, sql`m.status = 1 and p.status = 1`)).spec,
    query,
    select: productColumns(actor),
    from: productFrom,
    where: sql`m.status = 1 and p.status = 1`,
    tiebreak: sql`p.product_id`,
    count: 'none',
  });

const mainSpec: ListSpec = {
  filters: { ...mainFilters, main_name: { column: sql`s.main_name`, op: 'contains', matched: true } },
  // Answered by product_main_search (alias s), as the master resources' lists.
  search: [sql`s.main_name`, sql`s.alternative`],
  matchIn: (where) => sql`m.main_id = any(${mainIdsMatching(where)})`,
  sort: { main_id: sql`m.main_id`, main_name: sql`lower(m.main_name)` },
  defaultSort: { field: 'main_name', type: 'asc' },
};

/** One page of products, one row per product with its variant count (/product/index_main). */
export const listProductMains = (tx: Tx, _actor: Actor, query: ListQueryInput) =>
  runList(tx, {
    spec: mainSpec,
    query,
    select: sql`m.main_id, m.main_name, c.category_name as product_main_category, mk.merk_name as product_merk, v.vendor_name as main_vendor_name,
      (select count(*)::int from product p where p.main_id = m.main_id) as varian_count, m.status::int as status`,
    from: sql`product_main m ${mainJoins}`,
    tiebreak: sql`m.main_id`,
    count: 'estimated',
  });

export interface ProductMain {
  main_id: number;
  main_name: string;
  product_isi: number;
  product_satuan_besar: number;
  product_satuan_kecil: number;
  status: number;
  [k: string]: unknown;
}

/** A product with every field, or undefined. */
export async function productMainById(tx: Tx, mainId: number, forUpdate = false): Promise<ProductMain | undefined> {
  const r = await tx.execute(
    // numeric and bigint columns as JSON numbers on both drivers (node-postgres answers them as text)
    sql`select m.*, m.product_jumlah_dosis::float8 as product_jumlah_dosis, m.kledo_purchase_price::float8 as kledo_purchase_price,
        m.kledo_sell_price::float8 as kledo_sell_price from product_main m where m.main_id = ${mainId} ${forUpdate ? sql`for update` : sql``}`,
  );
  return r.rows[0] as ProductMain | undefined;
}

export interface VariantRow {
  product_id: number;
  varian: string | null;
  varian_sku: string;
  product_barcode: string;
  status: number;
}
export async function variantsOf(tx: Tx, mainId: number): Promise<VariantRow[]> {
  const r = await tx.execute(sql`select product_id, varian, varian_sku, product_barcode, status from product where main_id = ${mainId} order by product_id`);
  return r.rows as unknown as VariantRow[];
}

/** The product of a variant id. */
export async function mainIdOfProduct(tx: Tx, productId: number): Promise<number | undefined> {
  const r = await tx.execute(sql`select main_id from product where product_id = ${productId}`);
  return (r.rows[0] as { main_id: number } | undefined)?.main_id;
}

export interface GrosirRow {
  grosir_id: number;
  grosir_main_id: number;
  grosir_product_id: number;
  grosir_kuantitas: number;
  grosir_is_rupiah: number;
  grosir_harga_grosir: number;
}
export async function grosirOf(tx: Tx, productIds: number[]): Promise<GrosirRow[]> {
  if (productIds.length === 0) return [];
  const r = await tx.execute(sql`select grosir_id, grosir_main_id, grosir_product_id, grosir_kuantitas, grosir_is_rupiah::int as grosir_is_rupiah,
      grosir_harga_grosir::float8 as grosir_harga_grosir
    from product_grosir where grosir_product_id = any(${intArray(productIds)}) order by grosir_product_id, grosir_kuantitas`);
  return r.rows as unknown as GrosirRow[];
}

/**
 * What a wholesale tier makes of a price: the tier with the highest grosir_kuantitas not above qty
 * applies; a rupiah tier takes its amount off each small unit, a percent tier its share (rounded
 * to whole rupiah); a price never goes below 0.
 */
export function grosirPrice<T extends Pick<GrosirRow, 'grosir_kuantitas' | 'grosir_is_rupiah' | 'grosir_harga_grosir'>>(
  normal: number,
  qty: number,
  tiers: T[],
) {
  const tier = tiers.filter((t) => t.grosir_kuantitas <= qty).sort((a, b) => b.grosir_kuantitas - a.grosir_kuantitas)[0];
  if (!tier) return { tier: undefined, discount: 0, final: normal };
  const discount = Number(tier.grosir_is_rupiah) === 1 ? Number(tier.grosir_harga_grosir) : Math.round((normal * Number(tier.grosir_harga_grosir)) / 100);
  return { tier, discount: Math.min(discount, normal), final: Math.max(0, normal - discount) };
}

/** The wholesale rows of a variant as spec-1 shows them, with the normal, discount and final prices. */
export function grosirRows(rows: GrosirRow[], normal: number, satuanBesarName: string | null) {
  return rows.map((g) => {
    const p = grosirPrice(normal, g.grosir_kuantitas, [g]);
    return { ...g, grosir_product_satuan_besar: satuanBesarName, grosir_harga_jual_normal: normal, grosir_harga_akhir: p.final };
  });
}

/** The detail of /product/find: the product, its unit names and every variant with its prices and tiers. */
export async function findProduct(tx: Tx, actor: Actor, by: { product_id?: number; main_id?: number }) {
  const mainId = by.main_id ?? (by.product_id !== undefined ? await mainIdOfProduct(tx, by.product_id) : undefined);
  const main = mainId === undefined ? undefined : await productMainById(tx, mainId);
  if (!main) throw notFound('Produk tidak ditemukan');
  const names = await tx.execute(sql`select c.category_name as product_main_category, mk.merk_name as product_merk, v.vendor_name as main_vendor_name,
      kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name
    from product_main m ${mainJoins} where m.main_id = ${main.main_id}`);
  const variants = await tx.execute(sql`select ${productColumns(actor)} from ${productFrom} where p.main_id = ${main.main_id} order by p.product_id`);
  const rows = variants.rows as unknown as {
    product_id: number;
    product_price_sale: number;
    product_satuan_besar_name: string | null;
    product_qty: number;
  }[];
  const tiers = await grosirOf(
    tx,
    rows.map((v) => v.product_id),
  );
  const golongan = GOLONGAN_OBAT.find((g) => g.product_golongan_obat_id === main.product_golongan_obat_id);
  const { created_by: _c, company_id: _co, ...fields } = main;
  return {
    ...fields,
    ...(names.rows[0] as Record<string, unknown>),
    barcode: (await variantsOf(tx, main.main_id))[0]?.product_barcode ?? '--',
    product_golongan_obat_name: golongan?.product_golongan_obat_name ?? null,
    // The variants' product_qty summed: the stock in the warehouses the user may see (group 6: its own).
    product_stock: rows.reduce((a, v) => a + Number((v as { product_qty?: number }).product_qty ?? 0), 0),
    varian: rows.map((v) => ({
      ...v,
      grosir: grosirRows(
        tiers.filter((t) => t.grosir_product_id === v.product_id),
        v.product_price_sale,
        v.product_satuan_besar_name,
      ),
    })),
  };
}

/** Units of a product for /product/get_kemasan_by_id: names, content, and how 1 big unit reads. */
export async function productUnits(tx: Tx, _actor: Actor, by: { product_id?: number; main_id?: number }) {
  const mainId = by.main_id ?? (by.product_id !== undefined ? await mainIdOfProduct(tx, by.product_id) : undefined);
  const r =
    mainId === undefined
      ? { rows: [] }
      : await tx.execute(sql`select m.main_id, m.product_satuan_besar, kb.kemasan_name as product_satuan_besar_name, m.product_isi,
            m.product_satuan_kecil, kk.kemasan_name as product_satuan_kecil_name
          from product_main m ${mainJoins} where m.main_id = ${mainId}`);
  const u = r.rows[0] as { product_isi: number; product_satuan_besar_name: string | null; product_satuan_kecil_name: string | null } | undefined;
  if (!u) throw notFound('Produk tidak ditemukan');
  return {
    ...u,
    product_isi_text: formatUnits(u.product_isi, { isi: u.product_isi, besar: u.product_satuan_besar_name ?? '', kecil: u.product_satuan_kecil_name ?? '' }),
  };
}

/**
 * The guard of `qty_entered` (issue 20): a document line that carries the parts its page's quantity
 * input showed is checked against the quantity it sends (in small units), with the product's stored
 * units (`enteredQtyRefusal`); a disagreement is refused at the line's quantity field. One query for
 * every line; lines without `qty_entered` or with an unknown product are left to the command.
 */
export async function checkEnteredQuantities(
  tx: Tx,
  bag: ErrorBag,
  lines: { field: string; product_id: number; qty: number; entered?: EnteredQty }[],
): Promise<void> {
  const sent = lines.filter((l) => l.entered);
  if (!sent.length) return;
  const r = await tx.execute(sql`select p.product_id, m.product_isi, kb.kemasan_name as product_satuan_besar_name, kk.kemasan_name as product_satuan_kecil_name
    from product p join product_main m on m.main_id = p.main_id
    left join master_kemasan kb on kb.kemasan_id = m.product_satuan_besar left join master_kemasan kk on kk.kemasan_id = m.product_satuan_kecil
    where p.product_id = any(${intArray([...new Set(sent.map((l) => l.product_id))])})`);
  const units = new Map((r.rows as Record<string, unknown>[]).map((x) => [Number(x.product_id), unitsOfRow(x)]));
  for (const l of sent) {
    const u = units.get(l.product_id);
    const refusal = u && enteredQtyRefusal(l.qty, l.entered, u);
    if (refusal) bag.add(l.field, refusal);
  }
}

/** Whether another product of the company has this name (case-insensitive). */
export const productNameTaken = async (tx: Tx, name: string, exceptMainId = 0) =>
  (await tx.execute(sql`select 1 from product_main where lower(main_name) = lower(${name}) and main_id <> ${exceptMainId}`)).rows.length > 0;

/** The ids among `ids` that are not rows of `table` in the caller's company. */
export async function missingIds(tx: Tx, table: 'master_category' | 'master_merk' | 'master_vendor' | 'master_kemasan' | 'master_gudang', ids: number[]) {
  const idColumn = {
    master_category: 'category_id',
    master_merk: 'merk_id',
    master_vendor: 'vendor_id',
    master_kemasan: 'kemasan_id',
    master_gudang: 'master_gudang_id',
  }[table];
  if (ids.length === 0) return [];
  const r = await tx.execute(
    sql`select ${sql.identifier(idColumn)} as id from ${sql.identifier(table)} where ${sql.identifier(idColumn)} = any(${intArray(ids)})`,
  );
  const found = new Set(r.rows.map((x) => Number((x as { id: number }).id)));
  return ids.filter((id) => !found.has(id));
}

/** Variants of other products (or other variants) holding these SKUs, lower-cased. */
export async function skusTaken(tx: Tx, skus: string[], exceptProductIds: number[]) {
  if (skus.length === 0) return new Set<string>();
  const r = await tx.execute(sql`select lower(varian_sku) as s from product
    where lower(varian_sku) = any(${textArray(skus.map((s) => s.toLowerCase()))}) and not (product_id = any(${intArray(exceptProductIds)}))`);
  return new Set(r.rows.map((x) => String((x as { s: string }).s)));
}

/** Barcodes held by other variants. */
export async function barcodesTaken(tx: Tx, codes: string[], exceptProductIds: number[]) {
  if (codes.length === 0) return new Set<string>();
  // A join on the list, so that the unique barcode index answers (see import-products.ts).
  const r = await tx.execute(sql`select p.product_barcode as b from unnest(${textArray(codes)}) c(code) join product p on p.product_barcode = c.code
    where p.product_barcode <> '--' and not (p.product_id = any(${intArray(exceptProductIds)}))`);
  return new Set(r.rows.map((x) => String((x as { b: string }).b)));
}

/** Names of the packages holding any of these variants (for refusals that say which). */
export async function packagesHolding(tx: Tx, productIds: number[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  const r = await tx.execute(sql`select distinct k.package_name from product_package_line l join product_package k on k.package_id = l.package_id
    where l.product_id = any(${intArray(productIds)}) order by k.package_name`);
  return r.rows.map((x) => String((x as { package_name: string }).package_name));
}

/** Variant names in use (/product/data/varian), for the form's suggestions. */
export async function varianNames(tx: Tx, _actor: Actor, search = '') {
  const r =
    await tx.execute(sql`select distinct varian from product where varian is not null and varian ilike ${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}
    order by varian limit 300`);
  return r.rows.map((x) => String((x as { varian: string }).varian));
}

/** A SKU for a new variant: the given one when free, else the first free `<base>-<n>`. */
export async function suggestSku(tx: Tx, _actor: Actor, input: { varian_sku?: string; main_name?: string; product_id?: number }) {
  const except = input.product_id ? [input.product_id] : [];
  if (input.varian_sku) {
    const taken = await skusTaken(tx, [input.varian_sku], except);
    if (!taken.has(input.varian_sku.toLowerCase())) return { varian_sku: input.varian_sku, available: true };
  }
  const base =
    (input.varian_sku ?? input.main_name ?? 'SKU')
      .toUpperCase()
      .replace(/[^A-Z0-9-]+/g, '')
      .slice(0, 20) || 'SKU';
  const r = await tx.execute(sql`select lower(varian_sku) as s from product where lower(varian_sku) like ${`${base.toLowerCase()}-%`}`);
  const used = new Set(r.rows.map((x) => String((x as { s: string }).s)));
  let n = 1;
  while (used.has(`${base.toLowerCase()}-${n}`)) n++;
  return { varian_sku: `${base}-${n}`, available: input.varian_sku === undefined };
}

/** Whether a product (medicine) of this name exists (/product/data/cek_obat_is_exist). */
export async function productNameExists(tx: Tx, _actor: Actor, input: { main_name: string; main_id?: number }) {
  const r = await tx.execute(
    sql`select main_id from product_main where lower(main_name) = lower(${input.main_name}) and main_id <> ${input.main_id ?? 0} limit 1`,
  );
  const row = r.rows[0] as { main_id: number } | undefined;
  return { is_exist: row !== undefined, main_id: row?.main_id ?? null };
}

/** EAN-13 check digit of 12 digits. */
export function ean13CheckDigit(digits12: string) {
  const sum = [...digits12].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

/** A free EAN-13 barcode in the in-store range (prefix 2), for /product/data/generate_barcode. */
export async function generateBarcode(tx: Tx, _actor: Actor) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const body = `2${String(Math.floor(Math.random() * 1e11)).padStart(11, '0')}`;
    const code = body + ean13CheckDigit(body);
    if ((await barcodesTaken(tx, [code], [])).size === 0) return { barcode: code };
  }
  throw new Error('generateBarcode: no free barcode after 20 attempts');
}

/** Current prices of a variant (every warehouse and per warehouse), the price for gudang_id, and the latest 100 changes. */
export async function priceSale(tx: Tx, _actor: Actor, input: { product_id: number; gudang_id?: number }) {
  if ((await mainIdOfProduct(tx, input.product_id)) === undefined) throw notFound('Produk tidak ditemukan');
  const gudang = input.gudang_id ?? 0;
  const current = await tx.execute(sql`select pp.gudang_id, g.master_gudang_name, pp.product_price_sale::float8 as product_price_sale, pp.updated_at
    from product_price pp left join master_gudang g on g.master_gudang_id = pp.gudang_id
    where pp.product_id = ${input.product_id} order by pp.gudang_id`);
  const effective = await tx.execute(sql`select ${priceOf(sql`${input.product_id}::int`, sql`${gudang}::int`)} as price`);
  const history = await tx.execute(sql`select h.history_id::float8 as history_id, h.gudang_id,
      h.price_old::float8 as price_old, h.price_new::float8 as price_new, h.user_id, u.name as user_name, h.at
    from product_price_history h left join users u on u.id = h.user_id
    where h.product_id = ${input.product_id} order by h.at desc, h.history_id desc limit 100`);
  const tiers = await grosirOf(tx, [input.product_id]);
  const price = Number((effective.rows[0] as { price: number }).price);
  const config = await readConfigs(tx, ['show_ppn', 'ppn']);
  return {
    product_id: input.product_id,
    gudang_id: gudang,
    product_price_sale: price,
    ppn: splitPpn(price, ppnPercent(config.ppn), config.show_ppn === '1'),
    prices: current.rows,
    history: history.rows,
    grosir: grosirRows(tiers, price, null),
  };
}

// ---------------------------------------------------------------- packages

const packageSpec: ListSpec = {
  filters: {
    package_category_id: { column: sql`k.package_category_id`, op: 'eq' },
    status: { column: sql`k.status`, op: 'eq' },
    package_name: { column: sql`k.package_name`, op: 'contains' },
  },
  search: [sql`k.package_name`],
  sort: { package_id: sql`k.package_id`, package_name: sql`lower(k.package_name)` },
  defaultSort: { field: 'package_name', type: 'asc' },
};

/** One page of packages with their etalase, line count and price (sum of the lines at the prices for every warehouse). */
export const listPackages = (tx: Tx, _actor: Actor, query: ListQueryInput) =>
  runList(tx, {
    spec: packageSpec,
    query,
    select: sql`k.package_id, k.package_name, k.package_category_id, c.category_name, k.package_note, k.status::int as status,
      (select count(*)::int from product_package_line l where l.package_id = k.package_id) as product_count,
      (select coalesce(sum(l.package_qty * ${priceOf(sql`l.product_id`)}), 0)::float8 from product_package_line l where l.package_id = k.package_id) as package_price`,
    from: sql`product_package k left join master_category c on c.category_id = k.package_category_id`,
    tiebreak: sql`k.package_id`,
  });

export const packageExists = async (tx: Tx, id: number) => (await tx.execute(sql`select 1 from product_package where package_id = ${id}`)).rows.length > 0;

export const packageNameTaken = async (tx: Tx, name: string, exceptId = 0) =>
  (await tx.execute(sql`select 1 from product_package where lower(package_name) = lower(${name}) and package_id <> ${exceptId}`)).rows.length > 0;

/** The variant ids among `ids` that do not exist in the company, or are inactive. */
export async function unusableProducts(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  const r = await tx.execute(sql`select p.product_id from product p join product_main m on m.main_id = p.main_id
    where p.product_id = any(${intArray(ids)}) and p.status = 1 and m.status = 1`);
  const found = new Set(r.rows.map((x) => Number((x as { product_id: number }).product_id)));
  return ids.filter((id) => !found.has(id));
}

/**
 * What selling `qty` packages contains and costs: each line's variant, its quantity (small units,
 * with the "2 Box + 3 Strip" text), the normal price for the warehouse, and with `grosir` the
 * wholesale tier the line's whole quantity reaches.
 */
export async function packageSale(tx: Tx, _actor: Actor, input: { package_id: number; qty: number; gudang_id: number }, grosir: boolean) {
  const head = await tx.execute(sql`select package_id, package_name, status::int as status from product_package where package_id = ${input.package_id}`);
  const pkg = head.rows[0] as { package_id: number; package_name: string; status: number } | undefined;
  if (!pkg) throw notFound('Paket tidak ditemukan');
  const r =
    await tx.execute(sql`select l.product_id, l.package_qty, m.main_id, m.main_name || coalesce(' ' || p.varian, '') as product_name, p.varian_sku as product_sku,
      m.product_isi, kb.kemasan_name as besar, kk.kemasan_name as kecil,
      ${priceOf(sql`l.product_id`, sql`${input.gudang_id}::int`)} as price
    from product_package_line l join product p on p.product_id = l.product_id join product_main m on m.main_id = p.main_id ${mainJoins}
    where l.package_id = ${input.package_id} order by l.line_id`);
  const lines = r.rows as unknown as {
    product_id: number;
    package_qty: number;
    main_id: number;
    product_name: string;
    product_sku: string;
    product_isi: number;
    besar: string | null;
    kecil: string | null;
    price: number;
  }[];
  const tiers = grosir
    ? await grosirOf(
        tx,
        lines.map((l) => l.product_id),
      )
    : [];
  const out = lines.map((l) => {
    const qty = l.package_qty * input.qty;
    const units = { isi: l.product_isi, besar: l.besar ?? '', kecil: l.kecil ?? '' };
    const normal = Number(l.price);
    const g = grosirPrice(
      normal,
      qty,
      tiers.filter((t) => t.grosir_product_id === l.product_id),
    );
    return {
      product_id: l.product_id,
      product_name: l.product_name,
      product_sku: l.product_sku,
      package_qty: l.package_qty,
      qty,
      qty_text: formatUnits(qty, units),
      product_price_sale: normal,
      ...(grosir
        ? {
            grosir_id: g.tier?.grosir_id ?? null,
            grosir_harga_jual_normal: normal,
            grosir_harga_grosir: g.discount,
            grosir_harga_akhir: g.final,
            subtotal: g.final * qty,
          }
        : { subtotal: normal * qty }),
    };
  });
  return { ...pkg, qty: input.qty, gudang_id: input.gudang_id, lines: out, total: out.reduce((s, l) => s + l.subtotal, 0) };
}

/** One product image: its type and bytes, or undefined (another company's image is not found). */
export async function productImageById(tx: Tx, imageId: number, size: 'full' | 'thumb' = 'full') {
  const r = await tx.execute(
    size === 'thumb'
      ? sql`select case when thumb is null then mime else 'image/webp' end as mime, coalesce(thumb, bytes) as bytes from product_image where image_id = ${imageId}`
      : sql`select mime, bytes from product_image where image_id = ${imageId}`,
  );
  const row = r.rows[0] as { mime: string; bytes: Uint8Array | string } | undefined;
  if (!row) return undefined;
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  return { mime: row.mime, bytes: typeof row.bytes === 'string' ? Buffer.from(row.bytes.replace(/^\\x/, ''), 'hex') : Buffer.from(row.bytes) };
}

/** Most options one answer gives; the select asks again with the typed text. */
const OPTIONS_LIMIT = 200;

export const optionRow = z.object({ value: z.number().int(), label: z.string() });

/**
 * Id and name of the master rows the product pages choose from (Etalase, Kategori, Kemasan, Vendor).
 * Holders of a product page may not hold the master pages themselves, and need no more than these two
 * columns, so the product pages read them here instead of the master list calls. Row-level security keeps
 * them to the company.
 */
export async function productOptions(tx: Tx, input: z.infer<typeof productOptionsBody>) {
  const def = resourceByKey(input.lookup);
  const id = sql.identifier(def.idField);
  const name = sql.identifier(def.nameField);
  const pattern = input.search ? `%${escapeLike(input.search)}%` : null;
  const ids = input.ids ?? [];
  const rows = await tx.execute<{ value: number; label: string | null }>(sql`
    (select ${id} as value, ${name} as label from ${sql.identifier(def.table)}
      where ${pattern === null ? sql`true` : sql`${name} ilike ${pattern}`}
      order by ${name} asc, ${id} asc limit ${OPTIONS_LIMIT})
    union
    select ${id}, ${name} from ${sql.identifier(def.table)} where ${id} = any(${sql.param(ids)}::int[])`);
  return rows.rows.map((r) => ({ value: Number(r.value), label: r.label ?? String(r.value) })).sort((a, b) => a.label.localeCompare(b.label, 'id'));
}
