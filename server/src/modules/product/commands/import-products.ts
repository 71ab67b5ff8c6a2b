import { randomUUID } from 'node:crypto';
import { createProductBody, NO_BARCODE } from '@bo/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { readSheet, SheetReadError } from '../../../platform/excel/sheet-reader.js';
import { AppError, validationError } from '../../../platform/errors.js';
import { chunks, insertChunks, intList, textList, type ValueColumn, valuesTable } from '../import/sql-chunks.js';
import { productStockSmallUnits } from '../stock-hook.js';
import { ISI_LOCKED_BY_STOCK } from './update-product.js';

/** Import columns (header → field), matched ignoring case; the master-data export's columns import back. */
const COLUMNS: Record<string, string> = {
  'nama produk': 'main_name',
  varian: 'varian',
  sku: 'varian_sku',
  barcode: 'barcode',
  etalase: 'category_name',
  'kategori produk': 'merk_name',
  'vendor utama': 'vendor_name',
  rak: 'main_rack',
  'stok minimal': 'main_min_stock',
  'satuan besar': 'satuan_besar_name',
  isi: 'product_isi',
  'satuan kecil': 'satuan_kecil_name',
  'harga jual': 'product_price_sale',
  konsinyasi: 'is_konsinyasi',
};
const REQUIRED = ['Nama Produk', 'Satuan Besar', 'Isi', 'Satuan Kecil'];
const NUMERIC = new Set(['main_min_stock', 'product_isi', 'product_price_sale']);

type Row = { row: number; v: Record<string, unknown> };
type ProductInput = ReturnType<typeof createProductBody.parse>;
interface StoredVariant {
  product_id: number;
  main_id: number;
  varian: string | null;
  varian_sku: string;
  product_barcode: string;
}
/** The rows of one product: an existing one (main_id) or a new one (by name). */
interface Group {
  key: string;
  mainId?: number;
  rows: Row[];
}
/** A variant as it will be written: an existing one (matched by SKU) or a new one. */
interface PlannedRow {
  r: Row;
  matched?: StoredVariant;
  varian: string | null;
  sku: string;
  /** undefined: the file has no Barcode column, the stored barcode stays. */
  barcode?: string;
  price?: number;
}
interface PlannedGroup {
  g: Group;
  input: ProductInput;
  variants: PlannedRow[];
}

const text = (r: Row, field: string) => String(r.v[field] ?? '').trim();
const lower = (s: string) => s.toLowerCase();

/** name (lower-cased) → id of a master table, for the names the file uses (one query). */
async function lookup(tx: Tx, table: string, idCol: string, nameCol: string, names: unknown[]) {
  const wanted = [...new Set(names.filter((n) => typeof n === 'string' && n.trim() !== '').map((n) => String(n).trim().toLowerCase()))];
  const map = new Map<string, number>();
  if (!wanted.length) return map;
  const r = await tx.execute(
    sql`select ${sql.identifier(idCol)} as id, lower(${sql.identifier(nameCol)}) as n from ${sql.identifier(table)}
      where lower(${sql.identifier(nameCol)}) = any(${textList(wanted)}) order by ${sql.identifier(idCol)}`,
  );
  for (const x of r.rows as { id: number; n: string }[]) if (!map.has(x.n)) map.set(x.n, Number(x.id));
  return map;
}

/**
 * Imports products from .xlsx/.csv, one row per variant, creating new products and updating
 * existing ones:
 * - a row whose SKU is a variant of the company (ignoring case) updates that variant and its
 *   product: name, etalase, kategori, vendor, rack, minimum stock, units, konsinyasi, barcode and
 *   sale price (all warehouses, logged in the price history when it changes). A column the file
 *   lacks keeps the stored value; an empty Varian keeps the variant's name;
 * - other rows of one Nama Produk form a new product with variants, or add variants to the
 *   existing product of that name when they have a Varian and that product has named variants; a
 *   variant without SKU gets SKU<product_id>.
 * Every row is checked first (the rules of the product form, references, names, SKUs and barcodes
 * across the file and the stored data) and nothing is written unless all pass: the 422 names each
 * bad row ('baris N'). The writes are set-based: a few lookups with `= any(...)`, then multi-row
 * INSERT / UPDATE … FROM (VALUES …) of 500 rows, all in the caller's transaction.
 */
export async function importProducts(tx: Tx, _actor: Actor, file: unknown) {
  if (!Buffer.isBuffer(file)) throw validationError({ file: ['Berkas wajib diunggah (field file, .xlsx atau .csv)'] }, 'Berkas wajib diunggah');
  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    sheet = await readSheet(file);
  } catch (err) {
    if (err instanceof SheetReadError) throw new AppError(err.httpStatus, false, err.message, { file: [err.message] });
    throw err;
  }
  const keys = sheet.headers.map(
    (h) =>
      COLUMNS[
        String(h ?? '')
          .trim()
          .toLowerCase()
      ],
  );
  const missing = REQUIRED.filter((label) => !keys.includes(COLUMNS[label.toLowerCase()]));
  if (missing.length) throw validationError({ file: [`Kolom wajib tidak ada: ${missing.join(', ')}`] }, `Kolom wajib tidak ada: ${missing.join(', ')}`);
  if (!sheet.rows.length) throw validationError({ file: ['Berkas tidak berisi data'] }, 'Berkas tidak berisi data');
  const has = new Set(keys.filter((k): k is string => k !== undefined));

  const rows: Row[] = sheet.rows.map((r) => {
    const v: Record<string, unknown> = {};
    keys.forEach((k, i) => {
      if (!k) return;
      const cell = r.cells[i] ?? '';
      v[k] = (r.numeric ?? []).includes(i) && NUMERIC.has(k) ? Number(cell) : cell.trim();
    });
    return { row: r.row, v };
  });
  const problems = new Map<number, string[]>();
  const problem = (row: number, msg: string) => {
    const list = problems.get(row);
    if (list) list.push(msg);
    else problems.set(row, [msg]);
  };

  // Master data and stored products the file refers to: one query each.
  const refs = {
    category: await lookup(
      tx,
      'master_category',
      'category_id',
      'category_name',
      rows.map((r) => r.v.category_name),
    ),
    merk: await lookup(
      tx,
      'master_merk',
      'merk_id',
      'merk_name',
      rows.map((r) => r.v.merk_name),
    ),
    vendor: await lookup(
      tx,
      'master_vendor',
      'vendor_id',
      'vendor_name',
      rows.map((r) => r.v.vendor_name),
    ),
    kemasan: await lookup(tx, 'master_kemasan', 'kemasan_id', 'kemasan_name', [
      ...rows.map((r) => r.v.satuan_besar_name),
      ...rows.map((r) => r.v.satuan_kecil_name),
    ]),
  };
  const fileSkus = [...new Set(rows.map((r) => lower(text(r, 'varian_sku'))).filter((s) => s !== ''))];
  const bySku = new Map<string, StoredVariant>();
  if (fileSkus.length) {
    const r = await tx.execute(sql`select product_id, main_id, varian, varian_sku, product_barcode from product
      where lower(varian_sku) = any(${textList(fileSkus)}) for update`);
    for (const x of r.rows as unknown as StoredVariant[]) bySku.set(lower(x.varian_sku), x);
  }
  const fileNames = [...new Set(rows.map((r) => lower(text(r, 'main_name'))).filter((s) => s !== ''))];
  const mainByName = new Map<string, number>();
  if (fileNames.length) {
    const r = await tx.execute(sql`select main_id, lower(main_name) as n from product_main where lower(main_name) = any(${textList(fileNames)})`);
    for (const x of r.rows as { main_id: number; n: string }[]) mainByName.set(x.n, Number(x.main_id));
  }

  // Each row to its product: by SKU to the stored variant's product, else by name.
  const skuRow = new Map<string, number>();
  const groups = new Map<string, Group>();
  const matchedOf = new Map<Row, StoredVariant>();
  const join = (key: string, mainId: number | undefined, r: Row) => {
    const g = groups.get(key);
    if (g) g.rows.push(r);
    else groups.set(key, { key, mainId, rows: [r] });
  };
  const named: Row[] = [];
  for (const r of rows) {
    const sku = text(r, 'varian_sku');
    if (sku) {
      const seen = skuRow.get(lower(sku));
      if (seen !== undefined) problem(r.row, `SKU '${sku}' ganda dengan baris ${seen}`);
      else skuRow.set(lower(sku), r.row);
    }
    if (!text(r, 'main_name')) {
      problem(r.row, 'Nama produk wajib diisi');
      continue;
    }
    const matched = sku ? bySku.get(lower(sku)) : undefined;
    if (matched) {
      matchedOf.set(r, matched);
      join(`m${matched.main_id}`, matched.main_id, r);
    } else named.push(r);
  }
  // A product updated by SKU takes the name its first row gives it.
  const nameOwner = new Map<string, string>();
  for (const g of groups.values()) {
    const n = lower(text(g.rows[0], 'main_name'));
    if (!nameOwner.has(n)) nameOwner.set(n, g.key);
  }
  for (const r of named) {
    const n = lower(text(r, 'main_name'));
    const owner = nameOwner.get(n);
    if (owner) join(owner, groups.get(owner)?.mainId, r);
    else if (mainByName.has(n)) join(`m${mainByName.get(n)}`, mainByName.get(n), r);
    else join(`n${n}`, undefined, r);
  }

  // The stored state of the products the file touches.
  const mainIds = [...groups.values()].flatMap((g) => (g.mainId !== undefined ? [g.mainId] : []));
  const mains = new Map<number, { main_name: string; product_isi: number }>();
  const variantsOfMain = new Map<number, StoredVariant[]>();
  if (mainIds.length) {
    const m = await tx.execute(sql`select main_id, main_name, product_isi from product_main where main_id = any(${intList(mainIds)}) for update`);
    for (const x of m.rows as { main_id: number; main_name: string; product_isi: number }[]) mains.set(Number(x.main_id), x);
    const v = await tx.execute(
      sql`select product_id, main_id, varian, varian_sku, product_barcode from product where main_id = any(${intList(mainIds)}) order by product_id`,
    );
    for (const x of v.rows as unknown as StoredVariant[]) {
      const list = variantsOfMain.get(Number(x.main_id));
      if (list) list.push(x);
      else variantsOfMain.set(Number(x.main_id), [x]);
    }
  }
  const fileBarcodes = has.has('barcode') ? [...new Set(rows.map((r) => text(r, 'barcode')).filter((b) => b !== '' && b !== NO_BARCODE))] : [];
  const barcodeHolder = new Map<string, number>();
  if (fileBarcodes.length) {
    // A join on the list (not `= any`): the planner probes the unique barcode index per code rather
    // than the trigram index, whose equality search is slow for thousands of codes.
    const r = await tx.execute(
      sql`select p.product_id, p.product_barcode from unnest(${textList(fileBarcodes)}) b(code) join product p on p.product_barcode = b.code where p.product_barcode <> '--'`,
    );
    for (const x of r.rows as { product_id: number; product_barcode: string }[]) barcodeHolder.set(x.product_barcode, Number(x.product_id));
  }

  const ref = (r: Row, field: string, map: Map<string, number>, label: string) => {
    const name = text(r, field);
    if (!name) return undefined;
    const id = map.get(name.toLowerCase());
    if (id === undefined) problem(r.row, `${label} '${name}' tidak ditemukan`);
    return id;
  };
  const priceField = createProductBody.shape.product_price_sale;
  const barcodeRow = new Map<string, number>();
  const nameRow = new Map<string, number>();
  const planned: PlannedGroup[] = [];
  const isiChanged: { mainId: number; row: number }[] = [];

  for (const g of groups.values()) {
    const first = g.rows[0];
    const name = text(first, 'main_name');
    const stored = g.mainId !== undefined ? (variantsOfMain.get(g.mainId) ?? []) : [];
    let ok = true;
    const bad = (row: number, msg: string) => {
      problem(row, msg);
      ok = false;
    };
    for (const r of g.rows.slice(1))
      if (lower(text(r, 'main_name')) !== lower(name))
        bad(r.row, `Nama produk '${text(r, 'main_name')}' berbeda dengan baris ${first.row} ('${name}'), padahal SKU-nya varian produk yang sama`);
    // The name stays unique: not another stored product's, not another product's of this file.
    const owner = mainByName.get(lower(name));
    if (owner !== undefined && owner !== g.mainId) bad(first.row, 'Nama produk sudah digunakan');
    const earlier = nameRow.get(lower(name));
    if (earlier !== undefined) bad(first.row, `Nama produk '${name}' ganda dengan baris ${earlier} untuk produk lain`);
    else nameRow.set(lower(name), first.row);

    const news = g.rows.filter((r) => !matchedOf.has(r));
    const effVarian = (r: Row) => text(r, 'varian') || matchedOf.get(r)?.varian || '';
    if (g.mainId !== undefined) {
      // New variants of a stored product need a variant name, and the product must have named variants.
      for (const r of news) {
        if (!text(r, 'varian')) bad(r.row, 'Nama produk sudah digunakan');
        else if (stored.some((v) => !v.varian))
          bad(r.row, `Produk '${name}' sudah ada tanpa varian: ubah lewat SKU-nya (${stored[0]?.varian_sku}) atau pakai nama produk lain`);
      }
    } else if (g.rows.length > 1 && !g.rows.some((r) => text(r, 'varian') !== '')) {
      for (const r of g.rows.slice(1)) bad(r.row, `Nama produk '${name}' ganda dengan baris ${first.row}; isi kolom Varian untuk produk bervarian`);
    }
    if (!ok) continue;
    const withVarian = g.rows.some((r) => effVarian(r) !== '') || stored.some((v) => v.varian);
    const barcodeOf = (r: Row) => (has.has('barcode') ? (text(r, 'barcode') === NO_BARCODE ? '' : text(r, 'barcode')) : undefined);
    const body = {
      main_name: name,
      main_category_id: ref(first, 'category_name', refs.category, 'Etalase'),
      merk_id: ref(first, 'merk_name', refs.merk, 'Kategori produk'),
      main_vendor_id: ref(first, 'vendor_name', refs.vendor, 'Vendor utama'),
      main_rack: first.v.main_rack,
      main_min_stock: first.v.main_min_stock,
      product_satuan_besar: ref(first, 'satuan_besar_name', refs.kemasan, 'Satuan besar'),
      product_isi: first.v.product_isi,
      product_satuan_kecil: ref(first, 'satuan_kecil_name', refs.kemasan, 'Satuan kecil'),
      is_konsinyasi: first.v.is_konsinyasi,
      ...(withVarian
        ? { varian: g.rows.map((r) => ({ varian: effVarian(r), varian_sku: r.v.varian_sku, barcode: barcodeOf(r) })) }
        : { varian_sku: first.v.varian_sku, barcode: barcodeOf(first) }),
    };
    const parsed = createProductBody.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const at = issue.path[0] === 'varian' && typeof issue.path[1] === 'number' ? g.rows[issue.path[1]] : first;
        // A missing reference already has its own problem ('... tidak ditemukan').
        if (
          ['product_satuan_besar', 'product_satuan_kecil'].includes(String(issue.path[0])) &&
          text(first, issue.path[0] === 'product_satuan_besar' ? 'satuan_besar_name' : 'satuan_kecil_name') !== ''
        )
          continue;
        problem(at.row, issue.message);
      }
      continue;
    }
    const input = parsed.data;
    if (input.product_satuan_besar === input.product_satuan_kecil && input.product_isi !== 1)
      problem(first.row, 'Satuan kecil sama dengan satuan besar: isi satuan besar harus 1');
    const main = g.mainId !== undefined ? mains.get(g.mainId) : undefined;
    if (g.mainId !== undefined && main && Number(main.product_isi) !== input.product_isi) isiChanged.push({ mainId: g.mainId, row: first.row });

    // Variant names unique within the product, stored variants the file leaves out included.
    const inFile = new Set(g.rows.flatMap((r) => (matchedOf.has(r) ? [matchedOf.get(r)?.product_id] : [])));
    const varianRow = new Map<string, number>();
    for (const v of stored) if (!inFile.has(v.product_id) && v.varian) varianRow.set(lower(v.varian), 0);
    const variants: PlannedRow[] = [];
    for (const r of g.rows) {
      const matched = matchedOf.get(r);
      const varian = withVarian ? effVarian(r) : null;
      if (varian) {
        const seen = varianRow.get(lower(varian));
        if (seen !== undefined)
          problem(r.row, seen ? `Nama varian '${varian}' ganda dengan baris ${seen}` : `Nama varian '${varian}' sudah ada pada produk '${name}'`);
        else varianRow.set(lower(varian), r.row);
      }
      const barcode = barcodeOf(r);
      if (barcode) {
        const seen = barcodeRow.get(barcode);
        if (seen !== undefined) problem(r.row, `Barcode '${barcode}' ganda dengan baris ${seen}`);
        else barcodeRow.set(barcode, r.row);
        const holder = barcodeHolder.get(barcode);
        if (holder !== undefined && holder !== matched?.product_id) problem(r.row, 'Barcode sudah digunakan');
      }
      let price: number | undefined;
      if (has.has('product_price_sale')) {
        const p = priceField.safeParse(r.v.product_price_sale);
        if (p.success) price = p.data;
        else for (const issue of p.error.issues) problem(r.row, issue.message);
      }
      variants.push({ r, matched, varian, sku: text(r, 'varian_sku'), barcode: barcode === undefined ? undefined : barcode || NO_BARCODE, price });
    }
    planned.push({ g, input, variants });
  }
  // Stock is counted in small units: a product with stock keeps its content (only products whose Isi changes are read).
  for (const { mainId, row } of isiChanged) if ((await productStockSmallUnits(tx, mainId)) !== 0) problem(row, ISI_LOCKED_BY_STOCK);

  if (problems.size) {
    const list = [...problems.entries()].sort((a, b) => a[0] - b[0]);
    throw new AppError(
      422,
      false,
      `Impor dibatalkan: ${list.length} baris tidak valid, tidak ada data yang disimpan`,
      Object.fromEntries(list.map(([row, errs]) => [`baris ${row}`, errs])),
      { total_rows: rows.length, invalid_rows: list.length },
    );
  }
  return writeImport(tx, has, planned, rows.length);
}

/** Writes a checked import: products and variants updated, then created, then prices; 500 rows per statement. */
async function writeImport(tx: Tx, has: Set<string>, planned: PlannedGroup[], totalRows: number) {
  type Col = ValueColumn<PlannedGroup>;
  const mainCols: Col[] = [
    { name: 'main_name', type: 'varchar', value: (p) => p.input.main_name },
    ...(has.has('category_name') ? [{ name: 'main_category_id', type: 'int', value: (p: PlannedGroup) => p.input.main_category_id ?? null }] : []),
    ...(has.has('merk_name') ? [{ name: 'merk_id', type: 'int', value: (p: PlannedGroup) => p.input.merk_id ?? null }] : []),
    ...(has.has('vendor_name') ? [{ name: 'main_vendor_id', type: 'int', value: (p: PlannedGroup) => p.input.main_vendor_id ?? null }] : []),
    ...(has.has('main_rack') ? [{ name: 'main_rack', type: 'varchar', value: (p: PlannedGroup) => p.input.main_rack ?? null }] : []),
    ...(has.has('main_min_stock') ? [{ name: 'main_min_stock', type: 'int', value: (p: PlannedGroup) => p.input.main_min_stock ?? 0 }] : []),
    { name: 'product_satuan_besar', type: 'int', value: (p) => p.input.product_satuan_besar },
    { name: 'product_isi', type: 'int', value: (p) => p.input.product_isi },
    { name: 'product_satuan_kecil', type: 'int', value: (p) => p.input.product_satuan_kecil },
    ...(has.has('is_konsinyasi') ? [{ name: 'is_konsinyasi', type: 'smallint', value: (p: PlannedGroup) => Number(p.input.is_konsinyasi ?? '0') }] : []),
  ];
  const updatedMains = planned.filter((p) => p.g.mainId !== undefined);
  const createdMains = planned.filter((p) => p.g.mainId === undefined);

  // Stored products and variants; rows the file leaves as they are are not rewritten.
  for (const part of chunks(updatedMains)) {
    await tx.execute(sql`update product_main m set ${sql.raw(mainCols.map((c) => `${c.name} = v.${c.name}`).join(', '))}, updated_at = now()
      from ${valuesTable(part, [{ name: 'main_id', type: 'int', value: (p) => p.g.mainId }, ...mainCols])}
      where m.main_id = v.main_id and (${sql.raw(mainCols.map((c) => `m.${c.name}`).join(', '))}) is distinct from (${sql.raw(
        mainCols.map((c) => `v.${c.name}`).join(', '),
      )})`);
  }
  const updatedVariants = planned.flatMap((p) => p.variants.filter((v) => v.matched));
  const variantCols: ValueColumn<PlannedRow>[] = [
    { name: 'product_id', type: 'int', value: (v) => v.matched?.product_id },
    { name: 'varian', type: 'varchar', value: (v) => v.varian },
    { name: 'varian_sku', type: 'varchar', value: (v) => v.sku },
    ...(has.has('barcode') ? [{ name: 'product_barcode', type: 'varchar', value: (v: PlannedRow) => v.barcode }] : []),
  ];
  for (const part of chunks(updatedVariants)) {
    await tx.execute(sql`update product p set ${sql.raw(
      variantCols
        .slice(1)
        .map((c) => `${c.name} = v.${c.name}`)
        .join(', '),
    )}
      from ${valuesTable(part, variantCols)} where p.product_id = v.product_id
        and (${sql.raw(
          variantCols
            .slice(1)
            .map((c) => `p.${c.name}`)
            .join(', '),
        )}) is distinct from (${sql.raw(
          variantCols
            .slice(1)
            .map((c) => `v.${c.name}`)
            .join(', '),
        )})`);
  }

  // New products, then their variants (and new variants of stored products).
  const allMainCols: Col[] = [
    { name: 'main_name', type: 'varchar', value: (p) => p.input.main_name },
    { name: 'main_category_id', type: 'int', value: (p) => p.input.main_category_id ?? null },
    { name: 'merk_id', type: 'int', value: (p) => p.input.merk_id ?? null },
    { name: 'main_vendor_id', type: 'int', value: (p) => p.input.main_vendor_id ?? null },
    { name: 'main_rack', type: 'varchar', value: (p) => p.input.main_rack ?? null },
    { name: 'main_min_stock', type: 'int', value: (p) => p.input.main_min_stock ?? 0 },
    { name: 'product_satuan_besar', type: 'int', value: (p) => p.input.product_satuan_besar },
    { name: 'product_isi', type: 'int', value: (p) => p.input.product_isi },
    { name: 'product_satuan_kecil', type: 'int', value: (p) => p.input.product_satuan_kecil },
    { name: 'is_konsinyasi', type: 'smallint', value: (p) => Number(p.input.is_konsinyasi ?? '0') },
  ];
  const created = await insertChunks(tx, 'product_main', createdMains, allMainCols, 'returning main_id, lower(main_name) as n');
  const newMainId = new Map(created.map((x) => [String(x.n), Number(x.main_id)]));
  const mainIdOf = (p: PlannedGroup) => p.g.mainId ?? (newMainId.get(lower(p.input.main_name)) as number);

  type NewVariant = PlannedRow & { main_id: number; key: string };
  const newVariants: NewVariant[] = planned.flatMap((p) =>
    p.variants.filter((v) => !v.matched).map((v) => ({ ...v, main_id: mainIdOf(p), key: v.sku || `~${randomUUID()}` })),
  );
  const inserted = await insertChunks(
    tx,
    'product',
    newVariants,
    [
      { name: 'main_id', type: 'int', value: (v) => v.main_id },
      { name: 'varian', type: 'varchar', value: (v) => v.varian },
      { name: 'varian_sku', type: 'varchar', value: (v) => v.key },
      { name: 'product_barcode', type: 'varchar', value: (v) => v.barcode ?? NO_BARCODE },
    ],
    'returning product_id, lower(varian_sku) as s',
  );
  const newProductId = new Map(inserted.map((x) => [String(x.s), Number(x.product_id)]));
  // A variant without SKU gets SKU<product_id>, as in the form.
  const unnamed = newVariants.filter((v) => !v.sku).map((v) => newProductId.get(lower(v.key)) as number);
  for (const part of chunks(unnamed, 5000))
    await tx.execute(sql`update product set varian_sku = 'SKU' || lpad(product_id::text, 6, '0') where product_id = any(${intList(part)})`);

  // Sale prices for every warehouse; a change is logged with the old price.
  const priced = [
    ...updatedVariants.flatMap((v) => (v.price !== undefined && v.matched ? [{ product_id: v.matched.product_id, price: v.price }] : [])),
    ...newVariants.flatMap((v) => (v.price !== undefined ? [{ product_id: newProductId.get(lower(v.key)) as number, price: v.price }] : [])),
  ];
  const old = new Map<number, number>();
  const matchedIds = updatedVariants.flatMap((v) => (v.matched ? [v.matched.product_id] : []));
  for (const part of chunks(matchedIds, 5000)) {
    const r = await tx.execute(sql`select product_id, product_price_sale::float8 as p from product_price
      where gudang_id = 0 and product_id = any(${intList(part)}) for update`);
    for (const x of r.rows as { product_id: number; p: number }[]) old.set(Number(x.product_id), Number(x.p));
  }
  const changes = priced.filter((x) => old.get(x.product_id) !== x.price);
  await insertChunks(
    tx,
    'product_price',
    changes,
    [
      { name: 'product_id', type: 'int', value: (x) => x.product_id },
      { name: 'gudang_id', type: 'int', value: () => 0 },
      { name: 'product_price_sale', type: 'bigint', value: (x) => x.price },
    ],
    'on conflict (company_id, product_id, gudang_id) do update set product_price_sale = excluded.product_price_sale, updated_at = now(), updated_by = excluded.updated_by',
  );
  await insertChunks(tx, 'product_price_history', changes, [
    { name: 'product_id', type: 'int', value: (x) => x.product_id },
    { name: 'gudang_id', type: 'int', value: () => 0 },
    { name: 'price_old', type: 'bigint', value: (x) => old.get(x.product_id) ?? null },
    { name: 'price_new', type: 'bigint', value: (x) => x.price },
  ]);

  return {
    products: createdMains.length,
    variants: newVariants.length,
    updated_products: updatedMains.length,
    updated_variants: updatedVariants.length,
    total_rows: totalRows,
  };
}

/** The import template: the import columns (required ones marked *) and one example row. */
export function productTemplate() {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Produk');
  const headers = [
    'Nama Produk',
    'Varian',
    'SKU',
    'Barcode',
    'Etalase',
    'Kategori Produk',
    'Vendor Utama',
    'Rak',
    'Stok Minimal',
    'Satuan Besar',
    'Isi',
    'Satuan Kecil',
    'Harga Jual',
    'Konsinyasi',
  ];
  ws.columns = headers.map((h) => ({
    header: h,
    key: h,
    width: Math.max(12, h.length + 4),
    ...(['SKU', 'Barcode'].includes(h) ? { style: { numFmt: '@' } } : {}),
  }));
  ws.getRow(1).font = { bold: true };
  ws.addRow(['Paracetamol 500 mg', '', 'PCT500', '', '', '', '', 'A-1', 10, 'Box', 10, 'Strip', 2500, 0]);
  ws.addRow(['Kaos Polos', 'Merah', 'KAOS-M', '', '', '', '', '', 0, 'Pcs', 1, 'Pcs', 45000, 0]);
  ws.addRow(['Kaos Polos', 'Biru', 'KAOS-B', '', '', '', '', '', 0, 'Pcs', 1, 'Pcs', 45000, 0]);
  ws.getCell('O1').value =
    `Wajib: ${REQUIRED.join(', ')}. Satu baris per varian; baris dengan Nama Produk sama menjadi varian satu produk. Satuan, Etalase, Kategori Produk dan Vendor Utama ditulis dengan namanya.`;
  return wb;
}
