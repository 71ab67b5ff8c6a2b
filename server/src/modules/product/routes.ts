import {
  activateProductBody,
  createPackageBody,
  createProductBody,
  findProductBody,
  GOLONGAN_OBAT,
  generatedBarcodeAnswer,
  golonganObatRow,
  packageGrosirSaleAnswer,
  packageIdAnswer,
  packageRow,
  packageSaleAnswer,
  packageIdBody,
  packageSaleBody,
  priceSaleAnswer,
  priceSaleBody,
  priceSaleQuery,
  priceSaleStoredAnswer,
  productActivatedAnswer,
  productDeletedAnswer,
  productDetail,
  productIdBody,
  productImageUploadAnswer,
  productImportAnswer,
  productKledoAnswer,
  productKledoBody,
  productMainRow,
  productNameExistsAnswer,
  productPriceBody,
  productPriceStoredAnswer,
  productRow,
  productSavedAnswer,
  productUnitsAnswer,
  updatePackageBody,
  updateProductBody,
  varianSkuAnswer,
} from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import { defineExcelExport, EXPORT_ANSWER, EXPORT_NOTE } from '../../platform/excel/export-job.js';
import { sendWorkbook } from '../../platform/excel/xlsx-stream.js';
import { fieldError } from '../../platform/errors.js';
import { f } from '../../platform/fields.js';
import { listQuerySchema } from '../../platform/list.js';
import { listAnswer } from '../../platform/openapi.js';
import { definePair } from '../../platform/pair.js';
import { productsByStockSheet, productsMasterDataSheet } from './export.js';
import { activateProduct, checkActivateProduct } from './commands/activate-product.js';
import { checkCreateProduct, createProduct } from './commands/create-product.js';
import { importProducts, productTemplate } from './commands/import-products.js';
import { uploadProductImage } from './commands/upload-product-image.js';
import { checkDeleteProduct, deleteProduct } from './commands/delete-product.js';
import { checkSavePackage, createPackage } from './commands/create-package.js';
import { checkDeletePackage, deletePackage } from './commands/delete-package.js';
import { updatePackage } from './commands/update-package.js';
import { checkPriceSale, storePriceSale, storeProductPrice } from './commands/store-product-price.js';
import { checkUpdateProduct, updateProduct } from './commands/update-product.js';
import { checkUpdateProductKledo, updateProductKledo } from './commands/update-product-kledo.js';
import {
  findProduct,
  generateBarcode,
  listPackages,
  listProductMains,
  listProducts,
  listProductsForPackage,
  packageSale,
  priceSale,
  productNameExists,
  productUnits,
  suggestSku,
  varianNames,
  withTopLevelFilters,
} from './queries.js';

const tags = ['Produk'];
const packageTags = ['Paket Produk'];
const READ = { permission: 'product' } as const;
/**
 * The shared product search of document lines (web/src/components/product-search) reads
 * /product_package/product: the holders of a page with such lines may search active variants
 * without holding the product page (Admin Purchasing and SPV Finance do not), and so may the sales
 * pages' holders (admin, partners).
 */
/** Pages whose forms add sold products or packages as lines (orders, the cashier, the partner's order page). */
const SALES_LINE_PAGES = ['orderList', 'createOrder', 'editOrder', 'indexSales', 'cashier'] as const;
const PRODUCT_PICKER = {
  permission: 'product',
  orPermissions: [
    'stockOpname',
    'stockAdjustment',
    'stockTransfer',
    'returPabrik',
    'purchaseOrder',
    'purchaseOrderInternal',
    'purchaseAcceptance',
    'purchaseAcceptanceInternal',
    ...SALES_LINE_PAGES,
    'returSale',
  ],
} as const;
/** Packages are sold as order lines: the order pages search them too. */
const PACKAGE_PICKER = { permission: 'product', orPermissions: SALES_LINE_PAGES } as const;

/** The list body: the list contract, plus its filters at the top level as the product page sends them. */
const productListBody = listQuerySchema.catchall(z.unknown()).optional();

export function registerProductRoutes(app: FastifyInstance) {
  // ------------------------------------------------------------ reads
  defineCall(app, {
    method: 'POST',
    url: '/product/data/index',
    access: READ,
    tags,
    summary: 'Daftar produk (per varian) dengan filter',
    body: productListBody,
    data: listAnswer(productRow),
    handler: async ({ tx, auth, body }) => ok(await listProducts(tx, auth, withTopLevelFilters(body ?? {}))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product/index_main',
    access: READ,
    tags,
    summary: 'Daftar produk induk (satu baris per produk)',
    body: productListBody,
    data: listAnswer(productMainRow),
    handler: async ({ tx, auth, body }) => ok(await listProductMains(tx, auth, withTopLevelFilters(body ?? {}))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product/find',
    access: READ,
    tags,
    summary: 'Detail produk dengan varian, harga dan grosir',
    data: productDetail,
    body: findProductBody,
    handler: async ({ tx, auth, body }) => ok(await findProduct(tx, auth, body)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product/get_kemasan_by_id',
    access: READ,
    tags,
    summary: 'Satuan besar, isi dan satuan kecil produk',
    data: productUnitsAnswer,
    body: findProductBody,
    handler: async ({ tx, auth, body }) => ok(await productUnits(tx, auth, body)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product/list_golongan',
    access: READ,
    tags,
    summary: 'Daftar golongan obat',
    data: z.array(golonganObatRow),
    handler: async () => ok(GOLONGAN_OBAT),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product/data/varian',
    access: READ,
    tags,
    summary: 'Nama varian yang sudah dipakai (saran formulir)',
    data: z.array(z.string()),
    body: z.object({ search: f.optText('Cari', 100) }),
    handler: async ({ tx, auth, body }) => ok(await varianNames(tx, auth, body.search)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product/data/varian_sku',
    access: READ,
    tags,
    summary: 'Memeriksa SKU varian dan menyarankan SKU yang bebas',
    data: varianSkuAnswer,
    body: z.object({ varian_sku: f.optText('SKU', 50), main_name: f.optText('Nama produk', 200), product_id: f.optInt('Produk', 1) }),
    handler: async ({ tx, auth, body }) => ok(await suggestSku(tx, auth, body)),
  });
  defineCall(app, {
    method: 'GET',
    url: '/product/data/cek_obat_is_exist',
    access: READ,
    tags,
    summary: 'Apakah produk/obat dengan nama ini sudah ada',
    data: productNameExistsAnswer,
    query: z.object({ main_name: f.text('Nama produk', 200), main_id: f.optInt('Produk', 1) }),
    handler: async ({ tx, auth, query }) => ok(await productNameExists(tx, auth, query)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product/data/generate_barcode',
    access: { permission: 'product', orPermissions: ['productCreate', 'productUpdate'] },
    tags,
    summary: 'Barcode EAN-13 baru yang belum dipakai',
    data: generatedBarcodeAnswer,
    handler: async ({ tx, auth }) => ok(await generateBarcode(tx, auth)),
  });

  // ------------------------------------------------------------ writes
  definePair(app, {
    validationUrl: '/product/validation_create',
    storedUrl: '/product/create_stored',
    access: { permission: 'productCreate' },
    body: createProductBody,
    tags,
    summary: 'Menambah produk',
    data: productSavedAnswer,
    check: ({ tx, auth, body }) => checkCreateProduct(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await createProduct(tx, auth, body), 'Produk berhasil ditambahkan'),
  });
  definePair(app, {
    validationUrl: '/product/validation_update',
    storedUrl: '/product/update_stored',
    access: { permission: 'productUpdate' },
    body: updateProductBody,
    tags,
    summary: 'Mengubah produk',
    data: productSavedAnswer,
    check: ({ tx, auth, body }) => checkUpdateProduct(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await updateProduct(tx, auth, body), 'Produk berhasil diperbarui'),
  });
  definePair(app, {
    validationUrl: '/product/validation_delete',
    storedUrl: '/product/delete_stored',
    access: { permission: 'productDelete' },
    body: productIdBody,
    tags,
    summary: 'Menghapus produk',
    data: productDeletedAnswer,
    check: ({ tx, auth, body }) => checkDeleteProduct(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await deleteProduct(tx, auth, body), 'Produk berhasil dihapus'),
  });
  definePair(app, {
    validationUrl: '/product/validation_activated',
    storedUrl: '/product/stored_activated',
    access: { permission: 'productUpdate' },
    body: activateProductBody,
    tags,
    summary: 'Mengaktifkan atau menonaktifkan produk',
    data: productActivatedAnswer,
    check: ({ tx, auth, body }) => checkActivateProduct(tx, auth, body),
    store: async ({ tx, auth, body }) =>
      ok(await activateProduct(tx, auth, body), body.status === '1' ? 'Produk berhasil diaktifkan' : 'Produk berhasil dinonaktifkan'),
  });

  // ------------------------------------------------------------ prices
  defineCall(app, {
    method: 'GET',
    url: '/product_price/price_sale',
    access: READ,
    tags,
    summary: 'Harga jual produk saat ini, riwayat perubahan dan grosir; atau isi dan harga paket',
    data: priceSaleAnswer,
    query: priceSaleQuery,
    handler: async ({ tx, auth, query }) => {
      if (query.product_id !== undefined) return ok(await priceSale(tx, auth, { product_id: query.product_id, gudang_id: query.gudang_id }));
      if (query.packages_id !== undefined)
        return ok(await packageSale(tx, auth, { package_id: query.packages_id, qty: 1, gudang_id: query.gudang_id ?? 0 }, false));
      throw fieldError('product_id', 'Produk wajib diisi');
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/product_price/price_sale_stored',
    access: { permission: 'productPriceUpdatePrice' },
    tags,
    summary: 'Mengubah harga jual satu produk (gudang_id 0: semua gudang)',
    data: priceSaleStoredAnswer,
    body: priceSaleBody,
    handler: async ({ tx, auth, body }) => ok(await storePriceSale(tx, auth, body), 'Harga jual berhasil diperbarui'),
  });
  definePair(app, {
    validationUrl: '/product_price/validation',
    storedUrl: '/product_price/stored',
    access: { permission: 'productPriceUpdatePrice' },
    body: productPriceBody,
    tags,
    summary: 'Mengubah harga jual dan grosir produk',
    data: productPriceStoredAnswer,
    check: ({ tx, auth, body }) => checkPriceSale(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await storeProductPrice(tx, auth, body), 'Harga produk berhasil diperbarui'),
  });

  // ------------------------------------------------------------ packages
  defineCall(app, {
    method: 'POST',
    url: '/product_package/index',
    access: PACKAGE_PICKER,
    tags: packageTags,
    summary: 'Daftar paket produk',
    data: listAnswer(packageRow),
    body: listQuerySchema.optional(),
    handler: async ({ tx, auth, body }) => ok(await listPackages(tx, auth, body ?? {})),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product_package/product',
    access: PRODUCT_PICKER,
    tags: packageTags,
    summary: 'Produk aktif yang dapat dimasukkan ke paket atau ke baris dokumen (pencarian produk bersama: opname, penyesuaian, transfer, retur, pembelian)',
    body: productListBody,
    data: listAnswer(productRow),
    handler: async ({ tx, auth, body }) => ok(await listProductsForPackage(tx, auth, withTopLevelFilters(body ?? {}))),
  });
  definePair(app, {
    validationUrl: '/product_package/validation_create',
    storedUrl: '/product_package/create_stored',
    access: { permission: 'productCreate' },
    body: createPackageBody,
    tags: packageTags,
    summary: 'Menambah paket produk',
    data: packageIdAnswer,
    check: ({ tx, auth, body }) => checkSavePackage(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await createPackage(tx, auth, body), 'Paket berhasil ditambahkan'),
  });
  definePair(app, {
    validationUrl: '/product_package/validation_update',
    storedUrl: '/product_package/update_stored',
    access: { permission: 'productUpdate' },
    body: updatePackageBody,
    tags: packageTags,
    summary: 'Mengubah paket produk',
    data: packageIdAnswer,
    check: ({ tx, auth, body }) => checkSavePackage(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await updatePackage(tx, auth, body), 'Paket berhasil diperbarui'),
  });
  definePair(app, {
    validationUrl: '/product_package/validation_delete',
    storedUrl: '/product_package/delete',
    access: { permission: 'productDelete' },
    body: packageIdBody,
    tags: packageTags,
    summary: 'Menghapus paket produk',
    data: packageIdAnswer,
    check: ({ tx, auth, body }) => checkDeletePackage(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await deletePackage(tx, auth, body), 'Paket berhasil dihapus'),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product_package/sale_product',
    access: READ,
    tags: packageTags,
    summary: 'Isi dan harga penjualan paket (harga normal)',
    data: packageSaleAnswer,
    body: packageSaleBody,
    handler: async ({ tx, auth, body }) => ok(await packageSale(tx, auth, body, false)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product_package/sale_grosir_product',
    access: READ,
    tags: packageTags,
    summary: 'Isi dan harga penjualan paket dengan harga grosir',
    data: packageGrosirSaleAnswer,
    body: packageSaleBody,
    handler: async ({ tx, auth, body }) => ok(await packageSale(tx, auth, body, true)),
  });

  // ------------------------------------------------------------ Excel and images
  const byStock = defineExcelExport(app, 'produk_stok', productsByStockSheet);
  const masterData = defineExcelExport(app, 'produk_master', productsMasterDataSheet);
  // The accounting (Kledo) sync of products belongs to the accounting integration; only its fields are stored here.
  defineCall(app, {
    method: 'POST',
    url: '/product/data/export_excel_stored_by_stock',
    access: READ,
    tags,
    summary: `Ekspor stok produk (.xlsx, filter seperti daftar). ${EXPORT_NOTE}`,
    body: productListBody,
    ...EXPORT_ANSWER,
    handler: (call) => byStock.answer(call, withTopLevelFilters(call.body ?? {})),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product/data/export_excel_stored_by_master_data',
    access: READ,
    tags,
    summary: `Ekspor data master produk (.xlsx, filter seperti daftar). ${EXPORT_NOTE}`,
    body: productListBody,
    ...EXPORT_ANSWER,
    handler: (call) => masterData.answer(call, withTopLevelFilters(call.body ?? {})),
  });
  defineCall(app, {
    method: 'POST',
    url: '/product/import_excel_stored',
    access: { permission: 'productCreate' },
    tags,
    summary: 'Impor produk dari .xlsx atau .csv (multipart, field file; satu baris per varian; SKU yang sudah ada memperbarui produknya)',
    data: productImportAnswer,
    files: ['file'],
    bodyLimit: 10 * 1024 * 1024,
    gate: 'import',
    handler: async ({ tx, auth, req }) => {
      const r = await importProducts(tx, auth, ((req.body ?? {}) as Record<string, unknown>).file);
      return ok(
        r,
        r.updated_variants
          ? `Impor produk berhasil: ${r.products} produk baru, ${r.variants} varian baru, ${r.updated_variants} varian diperbarui`
          : `Impor produk berhasil: ${r.products} produk, ${r.variants} varian`,
      );
    },
  });
  defineCall(app, {
    method: 'POST',
    url: '/product/upload_product_image',
    access: { permission: 'productUpdate', orPermissions: ['productCreate'] },
    tags,
    summary: 'Unggah gambar produk (multipart: main_id atau product_id, berkas product_image; PNG/JPEG/WEBP, maks. 2 MB, 5 gambar)',
    data: productImageUploadAnswer,
    files: ['product_image'],
    bodyLimit: 3 * 1024 * 1024,
    // Loose: the validated body keeps the file part (multipart keyValues puts it there as a Buffer).
    body: z.looseObject({ main_id: f.optInt('Produk', 1), product_id: f.optInt('Produk', 1) }),
    handler: async ({ tx, auth, body }) =>
      ok(
        await uploadProductImage(tx, auth, { main_id: body.main_id, product_id: body.product_id, file: body.product_image }),
        'Gambar produk berhasil diunggah',
      ),
  });
  defineCall(app, {
    method: 'GET',
    url: '/product/template',
    access: { permission: 'productCreate' },
    tags,
    summary: 'Templat impor produk (.xlsx)',
    handler: async ({ reply }) => {
      await sendWorkbook(reply, 'templat-produk.xlsx', productTemplate());
      return undefined;
    },
  });
  definePair(app, {
    validationUrl: '/product/validation_update_kledo',
    storedUrl: '/product/update_stored_kledo',
    access: { permission: 'productUpdate' },
    body: productKledoBody,
    tags,
    summary: 'Menyimpan isian akuntansi produk (akun, pajak, harga untuk layanan akuntansi)',
    data: productKledoAnswer,
    check: ({ tx, auth, body }) => checkUpdateProductKledo(tx, auth, body),
    store: async ({ tx, auth, body }) => ok(await updateProductKledo(tx, auth, body), 'Isian akuntansi produk berhasil disimpan'),
  });
}
