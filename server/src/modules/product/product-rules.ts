import { type CreateProductInput, type createProductBody, GOLONGAN_OBAT, NO_BARCODE, type UsageDef } from '@bo/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { ErrorBag } from '../../platform/errors.js';
import { usageRefusal } from '../../platform/resource/resource-store.js';
import { barcodesTaken, missingIds, packagesHolding, productNameTaken, skusTaken, type VariantRow } from './queries.js';

export type ProductInput = z.output<typeof createProductBody>;

/**
 * The documents that name a variant (as master areas declare theirs, `usedBy`): a variant on any of
 * them, or with stock movements, is not deleted (the product is deactivated instead), so no
 * document loses its product.
 */
export const VARIANT_DOCUMENTS: readonly UsageDef[] = [
  { table: 'sales_order_line', columns: ['product_id'], distinct: 'order_id', label: 'tagihan penjualan' },
  { table: 'purchase_order_line', columns: ['product_id'], distinct: 'order_id', label: 'pesanan pembelian' },
  { table: 'goods_receipt_line', columns: ['product_id'], distinct: 'penerimaan_id', label: 'penerimaan barang' },
  { table: 'retur_konsumen_line', columns: ['product_id'], distinct: 'retur_konsumen_id', label: 'retur konsumen' },
  { table: 'retur_supplier_line', columns: ['product_id'], distinct: 'retur_supplier_id', label: 'retur supplier' },
  { table: 'stock_opname_line', columns: ['product_id'], distinct: 'opname_id', label: 'stok opname' },
  { table: 'stock_adjustment_line', columns: ['product_id'], distinct: 'adjustment_id', label: 'penyesuaian stok' },
  { table: 'stock_transfer_line', columns: ['product_id'], distinct: 'transfer_id', label: 'transfer stok' },
];

/** The documents and the stock movements. */
export const VARIANT_USAGE: readonly UsageDef[] = [...VARIANT_DOCUMENTS, { table: 'stock_log', columns: ['product_id'], label: 'mutasi stok' }];

/** Why these variants may not be deleted ('Produk masih dipakai oleh 2 tagihan penjualan'), or undefined. */
export const variantUsage = (tx: Tx, title: string, productIds: readonly number[], usages: readonly UsageDef[] = VARIANT_USAGE) =>
  usageRefusal(tx, title, usages, productIds);
export type { CreateProductInput };

/** A variant as it will be stored: existing (product_id) or new. */
export interface PlannedVariant {
  product_id?: number;
  varian: string | null;
  varian_sku?: string;
  barcode: string;
  /** Where its errors go: `varian.<i>` or the top-level fields of a product without variants. */
  at: { sku: string; barcode: string; varian: string };
}

/** The variants the form asks for: its varian list, or one variant without a name. */
export function plannedVariants(input: ProductInput, existing: VariantRow[]): PlannedVariant[] {
  if (input.varian?.length) {
    return input.varian.map((v, i) => ({
      product_id: v.product_id,
      varian: v.varian,
      varian_sku: v.varian_sku,
      barcode: v.barcode ?? NO_BARCODE,
      at: { sku: `varian.${i}.varian_sku`, barcode: `varian.${i}.barcode`, varian: `varian.${i}.varian` },
    }));
  }
  // A product without variants keeps its first variant (its prices and package lines stay).
  const keep = existing[0];
  return [
    {
      product_id: keep?.product_id,
      varian: null,
      varian_sku: input.varian_sku ?? keep?.varian_sku,
      barcode: input.barcode ?? keep?.product_barcode ?? NO_BARCODE,
      at: { sku: 'varian_sku', barcode: 'barcode', varian: 'varian' },
    },
  ];
}

/**
 * The rules of the product form, shared by create and update: a unique name, references that
 * exist in the company, coherent units, and variants whose names, SKUs and barcodes are unique.
 * Answers the variants to store and the existing variants to remove.
 */
export async function checkProductForm(tx: Tx, bag: ErrorBag, input: ProductInput, mainId: number, existing: VariantRow[]) {
  if (await productNameTaken(tx, input.main_name, mainId)) bag.add('main_name', 'Nama produk sudah digunakan');
  const refs: [keyof ProductInput, Parameters<typeof missingIds>[1], string][] = [
    ['main_category_id', 'master_category', 'Etalase tidak ditemukan'],
    ['merk_id', 'master_merk', 'Kategori produk tidak ditemukan'],
    ['main_vendor_id', 'master_vendor', 'Vendor utama tidak ditemukan'],
    ['product_satuan_besar', 'master_kemasan', 'Satuan besar tidak ditemukan'],
    ['product_satuan_kecil', 'master_kemasan', 'Satuan kecil tidak ditemukan'],
  ];
  for (const [name, table, message] of refs) {
    const id = input[name] as number | undefined;
    if (id !== undefined && (await missingIds(tx, table, [id])).length) bag.add(name, message);
  }
  if (input.product_golongan_obat_id !== undefined && !GOLONGAN_OBAT.some((g) => g.product_golongan_obat_id === input.product_golongan_obat_id))
    bag.add('product_golongan_obat_id', 'Golongan obat tidak ditemukan');
  if (input.product_satuan_besar === input.product_satuan_kecil && input.product_isi !== 1)
    bag.add('product_isi', 'Satuan kecil sama dengan satuan besar: isi satuan besar harus 1');

  const planned = plannedVariants(input, existing);
  const own = new Set(existing.map((v) => v.product_id));
  const seen = { varian: new Map<string, number>(), sku: new Map<string, number>(), barcode: new Map<string, number>() };
  planned.forEach((v, i) => {
    if (v.product_id !== undefined && !own.has(v.product_id)) bag.add(`varian.${i}.product_id`, 'Varian ini bukan milik produk ini');
    const dup = (kind: keyof typeof seen, key: string | undefined, field: string, msg: string) => {
      if (key === undefined) return;
      const k = key.toLowerCase();
      if (seen[kind].has(k)) bag.add(field, msg);
      else seen[kind].set(k, i);
    };
    dup('varian', v.varian ?? undefined, v.at.varian, 'Nama varian ganda');
    dup('sku', v.varian_sku, v.at.sku, 'SKU ganda dalam formulir');
    dup('barcode', v.barcode === NO_BARCODE ? undefined : v.barcode, v.at.barcode, 'Barcode ganda dalam formulir');
  });
  const ownIds = [...own];
  const skus = await skusTaken(
    tx,
    planned.flatMap((v) => (v.varian_sku ? [v.varian_sku] : [])),
    ownIds,
  );
  const codes = await barcodesTaken(
    tx,
    planned.flatMap((v) => (v.barcode !== NO_BARCODE ? [v.barcode] : [])),
    ownIds,
  );
  for (const v of planned) {
    if (v.varian_sku && skus.has(v.varian_sku.toLowerCase())) bag.add(v.at.sku, 'SKU sudah digunakan');
    if (codes.has(v.barcode)) bag.add(v.at.barcode, 'Barcode sudah digunakan');
  }

  const kept = new Set(planned.flatMap((v) => (v.product_id !== undefined ? [v.product_id] : [])));
  const removed = existing.filter((v) => !kept.has(v.product_id));
  const holding = await packagesHolding(
    tx,
    removed.map((v) => v.product_id),
  );
  if (holding.length) bag.add('varian', `Varian yang dihapus masih dipakai di paket: ${holding.join(', ')}`);
  const used = await variantUsage(
    tx,
    'Varian yang dihapus',
    removed.map((v) => v.product_id),
  );
  if (used) bag.add('varian', used);
  return { planned, removed };
}
