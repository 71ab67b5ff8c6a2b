import type { CreateProductInput, GrosirInput, ProductRow } from '@bo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { productKeys } from '../../../lib/query-keys';

/** A wholesale tier as /product/find and /product_price/price_sale answer it (spec-1 wholesale row). */
export type GrosirRow = { [K in keyof GrosirInput]: K extends 'grosir_is_rupiah' ? number : GrosirInput[K] } & {
  grosir_id: number;
  grosir_main_id: number;
  grosir_product_id: number;
  grosir_product_satuan_besar: string | null;
  grosir_harga_jual_normal: number;
  grosir_harga_akhir: number;
};

/**
 * The answer of /product/find: the stored fields of the product form, the names of its references,
 * and every variant as a list row with its tiers. The contract has no answer schema for this call
 * yet, so the type is built from the contract's form input and row.
 */
export type ProductDetail = Omit<CreateProductInput, 'varian' | 'grosir' | 'is_konsinyasi' | 'is_product_expire'> & {
  main_id: number;
  main_name: string;
  product_isi: number;
  product_satuan_besar: number;
  product_satuan_kecil: number;
  is_konsinyasi: boolean | number;
  is_product_expire: boolean | number;
  status: number;
  barcode: string;
  product_stock: number;
  product_main_category: string | null;
  product_merk: string | null;
  main_vendor_name: string | null;
  product_satuan_besar_name: string | null;
  product_satuan_kecil_name: string | null;
  product_golongan_obat_name: string | null;
  varian: (ProductRow & { grosir: GrosirRow[] })[];
};

/** POST /product/find by the product (main_id) or by one of its variants (product_id). */
export const getProduct = (by: { main_id: number } | { product_id: number }) => post<ProductDetail>('/product/find', by, { silent: true });

const detailKey = (by: { main_id: number } | { product_id: number }) => ('main_id' in by ? by.main_id : `variant:${by.product_id}`);

export const productQueryOptions = (by: { main_id: number } | { product_id: number }) =>
  queryOptions({ queryKey: productKeys.detail(detailKey(by)), queryFn: () => getProduct(by) });

/** The product of main_id; the price page asks by a variant's product_id. */
export const useProduct = (by: { main_id: number } | { product_id: number }) =>
  useQuery({ ...productQueryOptions(by), enabled: ('main_id' in by ? by.main_id : by.product_id) > 0, retry: false });
