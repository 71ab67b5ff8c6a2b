import { createProductBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag } from '../../../platform/errors.js';
import { checkProductForm, type PlannedVariant, type ProductInput } from '../product-rules.js';

export const createProductBodySchema = createProductBody;
export type CreateProductCommandInput = ProductInput;

/** The rules of a new product; /product/validation_create runs exactly these. */
export async function checkCreateProduct(tx: Tx, _actor: Actor, input: ProductInput) {
  const bag = new ErrorBag();
  const plan = await checkProductForm(tx, bag, input, 0, []);
  bag.throwIfAny();
  return plan;
}

/** Stores one variant; a variant without a SKU gets SKU<product_id>. */
export async function insertVariant(tx: Tx, mainId: number, v: PlannedVariant): Promise<number> {
  const r = await tx.execute(sql`insert into product (main_id, varian, varian_sku, product_barcode)
    values (${mainId}, ${v.varian}, ${v.varian_sku ?? `~${crypto.randomUUID()}`}, ${v.barcode}) returning product_id`);
  const id = (r.rows[0] as { product_id: number }).product_id;
  if (!v.varian_sku) await tx.execute(sql`update product set varian_sku = 'SKU' || lpad(product_id::text, 6, '0') where product_id = ${id}`);
  return id;
}

/** The columns of product_main the form writes, in one order for insert and update. */
export const mainValues = (input: ProductInput) => ({
  main_name: input.main_name,
  main_category_id: input.main_category_id ?? null,
  merk_id: input.merk_id ?? null,
  main_vendor_id: input.main_vendor_id ?? null,
  main_rack: input.main_rack ?? null,
  main_min_stock: input.main_min_stock ?? 0,
  alternative: input.alternative ?? null,
  product_satuan_besar: input.product_satuan_besar,
  product_isi: input.product_isi,
  product_satuan_kecil: input.product_satuan_kecil,
  product_jenis: input.product_jenis ?? null,
  product_jumlah_dosis: input.product_jumlah_dosis ?? null,
  product_satuan_dosis: input.product_satuan_dosis ?? null,
  product_jenis_obat: input.product_jenis_obat ?? null,
  product_golongan_obat_id: input.product_golongan_obat_id ?? null,
  product_lokasi_pakai: input.product_lokasi_pakai ?? null,
  is_konsinyasi: Number(input.is_konsinyasi ?? '0'),
  is_product_expire: Number(input.is_product_expire ?? '0'),
});

/**
 * Adds a product with its variants; with product_price_sale, each variant gets that price for
 * every warehouse (logged as a change from nothing), and with grosir, those wholesale tiers.
 */
export async function createProduct(tx: Tx, actor: Actor, input: ProductInput) {
  const { planned } = await checkCreateProduct(tx, actor, input);
  const v = mainValues(input);
  const cols = Object.keys(v);
  const r = await tx.execute(
    sql`insert into product_main (${sql.raw(cols.join(', '))}) values (${sql.join(
      Object.values(v).map((x) => sql`${x}`),
      sql`, `,
    )}) returning main_id`,
  );
  const mainId = (r.rows[0] as { main_id: number }).main_id;
  const productIds: number[] = [];
  for (const p of planned) productIds.push(await insertVariant(tx, mainId, p));
  for (const productId of productIds) {
    if (input.product_price_sale !== undefined) {
      await tx.execute(sql`insert into product_price (product_id, gudang_id, product_price_sale) values (${productId}, 0, ${input.product_price_sale})`);
      await tx.execute(
        sql`insert into product_price_history (product_id, gudang_id, price_old, price_new) values (${productId}, 0, null, ${input.product_price_sale})`,
      );
    }
    for (const g of input.grosir ?? [])
      await tx.execute(sql`insert into product_grosir (grosir_main_id, grosir_product_id, grosir_kuantitas, grosir_is_rupiah, grosir_harga_grosir)
        values (${mainId}, ${productId}, ${g.grosir_kuantitas}, ${Number(g.grosir_is_rupiah)}, ${g.grosir_harga_grosir})`);
  }
  return { main_id: mainId, product_id: productIds };
}
