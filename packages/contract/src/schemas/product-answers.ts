import { z } from 'zod';
import { productRow } from './product.js';

/*
 * What the product calls answer in `data` (server/src/modules/product/queries.ts and commands/):
 * declared on the calls (`data:`) so that /docs/json documents them exactly, and used by the web
 * client as their types. Amounts are numbers (the queries read bigint and numeric as float8),
 * flags 0/1 integers, timestamps ISO strings; nullable where SQL can answer null.
 */

const int = () => z.number().int();
const timestamp = () => z.iso.datetime({ offset: true });

/** One golongan obat of /product/list_golongan. */
export const golonganObatRow = z.object({ product_golongan_obat_id: int(), product_golongan_obat_name: z.string() });

/** A wholesale tier as /product/find and /product_price/price_sale answer it (spec-1 wholesale row). */
export const grosirRow = z.object({
  grosir_id: int(),
  grosir_main_id: int(),
  grosir_product_id: int(),
  /** Minimum quantity in small units. */
  grosir_kuantitas: int(),
  /** 1: grosir_harga_grosir is rupiah off each small unit; 0: percent. */
  grosir_is_rupiah: int(),
  grosir_harga_grosir: z.number(),
  /** Big unit name of the variant (null in /product_price/price_sale). */
  grosir_product_satuan_besar: z.string().nullable(),
  grosir_harga_jual_normal: z.number(),
  grosir_harga_akhir: z.number(),
});
export type GrosirRow = z.infer<typeof grosirRow>;

/** The accounting-service (kledo_*) fields of a product, as /product/find and /product/update_stored_kledo answer them. */
export const productKledoFields = z.object({
  kledo_is_purchase: int(),
  kledo_purchase_account_id: int().nullable(),
  kledo_purchase_price: z.number().nullable(),
  kledo_purchase_tax_id: int().nullable(),
  kledo_purchase_account_update_past: int(),
  kledo_is_sell: int(),
  kledo_sell_account_id: int().nullable(),
  kledo_sell_price: z.number().nullable(),
  kledo_sell_tax_id: int().nullable(),
  kledo_sell_account_update_past: int(),
  kledo_is_track: int(),
  kledo_track_account_id: int().nullable(),
  kledo_track_account_update_past: int(),
  kledo_updated_at: timestamp().nullable(),
});
/** The answer of /product/update_stored_kledo: what was kept. */
export const productKledoAnswer = productKledoFields.extend({ main_id: int() });

/** The answer of /product/find: the stored product, the names of its references and every variant with its tiers. */
export const productDetail = productKledoFields.extend({
  main_id: int(),
  main_name: z.string(),
  main_category_id: int().nullable(),
  merk_id: int().nullable(),
  main_vendor_id: int().nullable(),
  main_rack: z.string().nullable(),
  main_min_stock: int(),
  alternative: z.string().nullable(),
  product_satuan_besar: int(),
  product_isi: int(),
  product_satuan_kecil: int(),
  product_jenis: z.string().nullable(),
  product_jumlah_dosis: z.number().nullable(),
  product_satuan_dosis: z.string().nullable(),
  product_jenis_obat: z.string().nullable(),
  product_golongan_obat_id: int().nullable(),
  product_lokasi_pakai: z.string().nullable(),
  is_konsinyasi: int(),
  is_product_expire: int(),
  status: int(),
  created_at: timestamp(),
  updated_at: timestamp(),
  product_main_category: z.string().nullable(),
  product_merk: z.string().nullable(),
  main_vendor_name: z.string().nullable(),
  product_satuan_besar_name: z.string().nullable(),
  product_satuan_kecil_name: z.string().nullable(),
  /** Barcode of the first variant ('--' when none). */
  barcode: z.string(),
  product_golongan_obat_name: z.string().nullable(),
  /** Stock of every variant in every warehouse, small units. */
  product_stock: z.number(),
  varian: z.array(productRow.extend({ grosir: z.array(grosirRow) })),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** The answer of /product/get_kemasan_by_id. */
export const productUnitsAnswer = z.object({
  main_id: int(),
  product_satuan_besar: int(),
  product_satuan_besar_name: z.string().nullable(),
  product_isi: int(),
  product_satuan_kecil: int(),
  product_satuan_kecil_name: z.string().nullable(),
  /** How one big unit reads ("1 Box" / "10 Strip"…). */
  product_isi_text: z.string(),
});

/** The answer of /product/data/varian_sku: the SKU to use, and whether the one asked for is free. */
export const varianSkuAnswer = z.object({ varian_sku: z.string(), available: z.boolean() });
/** The answer of /product/data/cek_obat_is_exist. */
export const productNameExistsAnswer = z.object({ is_exist: z.boolean(), main_id: int().nullable() });
/** The answer of /product/data/generate_barcode: a free EAN-13. */
export const generatedBarcodeAnswer = z.object({ barcode: z.string().regex(/^\d{13}$/) });

/** A price split into DPP and PPN (contract ppn.ts PpnSplit). */
export const ppnSplit = z.object({ percent: z.number(), included: z.boolean(), dpp: z.number(), ppn: z.number(), total: z.number() });

/** The answer of GET /product_price/price_sale?product_id=: the prices of a variant, its changes and tiers. */
export const productPriceAnswer = z.object({
  product_id: int(),
  gudang_id: int(),
  /** The price that applies for gudang_id (its own, else the one for every warehouse, else 0). */
  product_price_sale: z.number(),
  /** That price split into DPP and PPN (configuration show_ppn: included or added on top; rate: configuration ppn). */
  ppn: ppnSplit,
  /** Current prices: gudang_id 0 is every warehouse. */
  prices: z.array(z.object({ gudang_id: int(), master_gudang_name: z.string().nullable(), product_price_sale: z.number(), updated_at: timestamp() })),
  /** The latest 100 changes, newest first. */
  history: z.array(
    z.object({
      history_id: int(),
      gudang_id: int(),
      price_old: z.number().nullable(),
      price_new: z.number(),
      user_id: int().nullable(),
      user_name: z.string().nullable(),
      at: timestamp(),
    }),
  ),
  grosir: z.array(grosirRow),
});
export type ProductPrice = z.infer<typeof productPriceAnswer>;

/** One line of a package sale: the variant, its quantity (small units) for the packages asked, and its price. */
export const packageSaleLine = z.object({
  product_id: int(),
  product_name: z.string(),
  product_sku: z.string(),
  /** Small units in one package. */
  package_qty: int(),
  /** Small units for the packages asked. */
  qty: int(),
  qty_text: z.string(),
  product_price_sale: z.number(),
  subtotal: z.number(),
});
const packageSaleHead = {
  package_id: int(),
  package_name: z.string(),
  status: int(),
  qty: int(),
  gudang_id: int(),
  total: z.number(),
};
/** The answer of /product_package/sale_product (and GET /product_price/price_sale?packages_id=). */
export const packageSaleAnswer = z.object({ ...packageSaleHead, lines: z.array(packageSaleLine) });
export type PackageSale = z.infer<typeof packageSaleAnswer>;
/** The answer of /product_package/sale_grosir_product: each line with the wholesale tier its quantity reaches. */
export const packageGrosirSaleAnswer = z.object({
  ...packageSaleHead,
  lines: z.array(
    packageSaleLine.extend({
      grosir_id: int().nullable(),
      grosir_harga_jual_normal: z.number(),
      /** Discount per small unit. */
      grosir_harga_grosir: z.number(),
      grosir_harga_akhir: z.number(),
    }),
  ),
});
/** GET /product_price/price_sale: a variant's prices (product_id) or a package's content and price (packages_id). */
export const priceSaleAnswer = z.union([productPriceAnswer, packageSaleAnswer]);

/** A row of /product_package/index. */
export const packageRow = z.object({
  package_id: int(),
  package_name: z.string(),
  package_category_id: int().nullable(),
  category_name: z.string().nullable(),
  package_note: z.string().nullable(),
  status: int(),
  product_count: int(),
  /** Sum of the lines at the prices for every warehouse. */
  package_price: z.number(),
});
export type PackageRow = z.infer<typeof packageRow>;

// ---------------------------------------------------------------- stored calls
/** /product/create_stored and update_stored: the product and its variant ids. */
export const productSavedAnswer = z.object({ main_id: int(), product_id: z.array(int()) });
/** /product/delete_stored. */
export const productDeletedAnswer = z.object({ main_id: int() });
/** /product/stored_activated. */
export const productActivatedAnswer = z.object({ main_id: int(), status: int() });
/** /product_price/price_sale_stored. */
export const priceSaleStoredAnswer = z.object({ product_id: int(), gudang_id: int(), product_price_sale: z.number() });
/** /product_price/stored: the price and how many wholesale tiers were kept. */
export const productPriceStoredAnswer = priceSaleStoredAnswer.extend({ grosir: int() });
/** /product_package/create_stored, update_stored and delete. */
export const packageIdAnswer = z.object({ package_id: int() });
/** /product/upload_product_image: the stored image and where to read it. */
export const productImageUploadAnswer = z.object({ main_id: int(), image_id: int(), url: z.string(), thumb_url: z.string() });
/** /product/import_excel_stored: new products and variants, and the stored ones matched by SKU and updated. */
export const productImportAnswer = z.object({
  products: int(),
  variants: int(),
  updated_products: int(),
  updated_variants: int(),
  total_rows: int(),
});
