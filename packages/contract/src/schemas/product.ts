import { z } from 'zod';
import { field, INT_MAX } from './fields.js';

/** Spec-2 §9: a product without a barcode shows '--'. */
export const NO_BARCODE = '--';

/** Golongan obat (Indonesian drug classes), the answer of /product/list_golongan. */
export const GOLONGAN_OBAT = [
  { product_golongan_obat_id: 1, product_golongan_obat_name: 'Obat Bebas' },
  { product_golongan_obat_id: 2, product_golongan_obat_name: 'Obat Bebas Terbatas' },
  { product_golongan_obat_id: 3, product_golongan_obat_name: 'Obat Keras' },
  { product_golongan_obat_id: 4, product_golongan_obat_name: 'Psikotropika' },
  { product_golongan_obat_id: 5, product_golongan_obat_name: 'Narkotika' },
  { product_golongan_obat_id: 6, product_golongan_obat_name: 'Jamu' },
  { product_golongan_obat_id: 7, product_golongan_obat_name: 'Obat Herbal Terstandar' },
  { product_golongan_obat_id: 8, product_golongan_obat_name: 'Fitofarmaka' },
] as const;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A '1'/'0' switch that may be left out (then the command's default applies). */
const optFlag = (label: string) => z.preprocess(blank, field.flag(label).optional());

/** One variant of the product form: a new one, or an existing one when product_id is given. */
export const productVarianInput = z.object({
  product_id: field.optInt('Id varian', 1),
  varian: field.text('Nama varian', 100),
  varian_sku: field.optText('SKU varian', 50),
  barcode: field.optText('Barcode varian', 50),
});

/** One wholesale tier: from grosir_kuantitas small units, a discount per small unit in rupiah (grosir_is_rupiah 1) or percent. */
export const grosirInput = z
  .object({
    grosir_kuantitas: field.int('Kuantitas grosir', 1),
    grosir_is_rupiah: z.preprocess((v) => blank(v) ?? '1', field.flag('Jenis potongan grosir')),
    grosir_harga_grosir: field.decimal('Potongan grosir', { min: 0, max: 999_999_999_999, decimals: 2 }),
  })
  .refine((g) => g.grosir_is_rupiah === '1' || g.grosir_harga_grosir <= 100, {
    message: 'Potongan grosir dalam persen maksimal 100',
    path: ['grosir_harga_grosir'],
  });
export type GrosirInput = z.output<typeof grosirInput>;

/** The fields of /product/validation_create, create_stored, validation_update and update_stored. */
export const productFields = {
  main_name: field.text('Nama produk', 200),
  main_category_id: field.optInt('Etalase', 1),
  merk_id: field.optInt('Kategori produk', 1),
  main_vendor_id: field.optInt('Vendor utama', 1),
  main_rack: field.optText('Rak', 50),
  main_min_stock: field.optInt('Stok minimal', 0),
  /** Barcode of a product without variants ('--' when none). */
  barcode: field.optText('Barcode', 50),
  /** SKU of a product without variants (generated when empty). */
  varian_sku: field.optText('SKU', 50),
  product_satuan_besar: field.id('Satuan besar'),
  product_isi: field.int('Isi satuan besar', 1, 1_000_000),
  product_satuan_kecil: field.id('Satuan kecil'),
  alternative: field.optText('Nama alternatif', 500),
  is_konsinyasi: optFlag('Konsinyasi'),
  is_product_expire: optFlag('Produk kedaluwarsa'),
  product_jenis: field.optText('Jenis produk', 50),
  product_jumlah_dosis: z.preprocess(blank, field.decimal('Jumlah dosis', { min: 0, max: 999_999_999, decimals: 3 }).optional()),
  product_satuan_dosis: field.optText('Satuan dosis', 20),
  product_jenis_obat: field.optText('Jenis obat', 50),
  product_golongan_obat_id: field.optInt('Golongan obat', 1),
  product_lokasi_pakai: field.optText('Lokasi pakai', 50),
  /** Variants; none for a product sold as one item. */
  varian: z.preprocess(blank, field.list(productVarianInput, 'Varian').optional()),
  /** First sale price of every variant (all warehouses), on create only. */
  product_price_sale: field.optMoney('Harga jual'),
  /** Wholesale tiers of every variant, on create only (then through /product_price/stored). */
  grosir: z.preprocess(blank, field.list(grosirInput, 'Grosir').optional()),
};
export const createProductBody = z.object(productFields);
export type CreateProductInput = z.input<typeof createProductBody>;
export const updateProductBody = z.object({ main_id: field.id('Produk'), ...productFields });
export type UpdateProductInput = z.input<typeof updateProductBody>;

export const productIdBody = z.object({ main_id: field.id('Produk') });
export const activateProductBody = z.object({ main_id: field.id('Produk'), status: field.flag('Status') });
export const findProductBody = z
  .object({ product_id: field.optInt('Produk', 1), main_id: field.optInt('Produk', 1) })
  .refine((b) => b.product_id !== undefined || b.main_id !== undefined, { message: 'Produk wajib diisi', path: ['product_id'] });

/** A row of /product/data/index: one sellable variant (spec-1 product row). */
export const productRow = z.object({
  product_id: z.number().int(),
  main_id: z.number().int(),
  product_name: z.string(),
  main_name: z.string(),
  varian: z.string().nullable(),
  product_sku: z.string(),
  product_code: z.string(),
  product_barcode: z.string(),
  product_main_category: z.string().nullable(),
  product_merk: z.string().nullable(),
  main_vendor_name: z.string().nullable(),
  product_price_sale: z.number(),
  product_qty: z.number(),
  product_min_stock: z.number().int(),
  product_satuan_besar_name: z.string().nullable(),
  product_satuan_kecil_name: z.string().nullable(),
  product_isi: z.number().int(),
  product_images: z.array(z.string()),
  product_grosir: z.number().int(),
  is_konsinyasi: z.number().int(),
  is_product_expire: z.number().int(),
  status: z.number().int(),
});
export type ProductRow = z.infer<typeof productRow>;

/** A row of /product/index_main: one product with its variant count. */
export const productMainRow = z.object({
  main_id: z.number().int(),
  main_name: z.string(),
  product_main_category: z.string().nullable(),
  product_merk: z.string().nullable(),
  main_vendor_name: z.string().nullable(),
  varian_count: z.number().int(),
  status: z.number().int(),
});

/** Body of /product_price/price_sale_stored: one sale price (gudang_id 0 or empty: every warehouse). */
export const priceSaleBody = z.object({
  product_id: field.id('Produk'),
  gudang_id: z.preprocess((v) => blank(v) ?? 0, field.int('Gudang', 0, INT_MAX)),
  product_price_sale: field.money('Harga jual'),
});
/** Body of /product_price/validation and /product_price/stored: the price and the wholesale tiers of a variant. */
export const productPriceBody = priceSaleBody.extend({
  grosir: z.preprocess((v) => blank(v) ?? [], field.list(grosirInput, 'Grosir')),
});
export const priceSaleQuery = z.object({
  product_id: field.optInt('Produk', 1),
  packages_id: field.optInt('Paket', 1),
  gudang_id: field.optInt('Gudang', 0),
});

/** As field.list, at least one item (documented as minItems 1). */
const nonEmptyList = <T extends z.ZodTypeAny>(item: T, label: string) =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === null || v === '') return [];
      if (typeof v === 'string') {
        try {
          return JSON.parse(v);
        } catch {
          return v;
        }
      }
      return v && typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v;
    },
    z
      .array(item, { error: `${label} harus berupa daftar` })
      .min(1, `${label} wajib diisi`)
      .max(1000, `${label} terlalu banyak`),
  );

/** One line of a package: a variant and its quantity in small units. */
export const packageLineInput = z.object({
  product_id: field.id('Produk'),
  package_qty: field.int('Jumlah', 1, 1_000_000),
});
export const packageFields = {
  package_name: field.text('Nama paket', 200),
  package_category_id: field.optInt('Etalase', 1),
  package_note: field.optText('Catatan', 1000),
  package_product: nonEmptyList(packageLineInput, 'Produk paket'),
};
export const createPackageBody = z.object(packageFields);
export const updatePackageBody = z.object({ package_id: field.id('Paket'), ...packageFields });
export const packageIdBody = z.object({ package_id: field.id('Paket') });
/** Body of /product_package/sale_product and sale_grosir_product: how many packages, for which warehouse. */
export const packageSaleBody = z.object({
  package_id: field.id('Paket'),
  qty: z.preprocess((v) => blank(v) ?? 1, field.int('Jumlah paket', 1, 1_000_000)),
  gudang_id: z.preprocess((v) => blank(v) ?? 0, field.int('Gudang', 0, INT_MAX)),
});

/** One side (purchase, sell, track) of the accounting-service fields: the account is required when the side is on. */
const kledoSides = [
  { flag: 'kledo_is_purchase', account: 'kledo_purchase_account_id', label: 'Akun pembelian' },
  { flag: 'kledo_is_sell', account: 'kledo_sell_account_id', label: 'Akun penjualan' },
  { flag: 'kledo_is_track', account: 'kledo_track_account_id', label: 'Akun persediaan' },
] as const;

/** The kledo_* fields of the product form (validation_update_kledo / update_stored_kledo). */
export const productKledoBody = z
  .object({
    main_id: field.id('Produk'),
    kledo_is_purchase: field.flag('Dibeli').optional(),
    kledo_purchase_account_id: field.optInt('Akun pembelian', 1),
    kledo_purchase_price: field.optMoney('Harga beli akuntansi'),
    kledo_purchase_tax_id: field.optInt('Pajak pembelian', 1),
    kledo_purchase_account_update_past: field.flag('Perbarui transaksi lalu (pembelian)').optional(),
    kledo_is_sell: field.flag('Dijual').optional(),
    kledo_sell_account_id: field.optInt('Akun penjualan', 1),
    kledo_sell_price: field.optMoney('Harga jual akuntansi'),
    kledo_sell_tax_id: field.optInt('Pajak penjualan', 1),
    kledo_sell_account_update_past: field.flag('Perbarui transaksi lalu (penjualan)').optional(),
    kledo_is_track: field.flag('Lacak persediaan').optional(),
    kledo_track_account_id: field.optInt('Akun persediaan', 1),
    kledo_track_account_update_past: field.flag('Perbarui transaksi lalu (persediaan)').optional(),
  })
  .superRefine((b, ctx) => {
    for (const side of kledoSides) {
      if (b[side.flag] === '1' && b[side.account] === undefined) ctx.addIssue({ code: 'custom', path: [side.account], message: `${side.label} wajib diisi` });
    }
  });
export type ProductKledoInput = z.infer<typeof productKledoBody>;
