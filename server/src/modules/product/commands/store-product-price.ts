import type { GrosirInput } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag, notFound } from '../../../platform/errors.js';
import { checkWarehouse } from '../../../platform/warehouse-scope.js';
import { mainIdOfProduct } from '../queries.js';

export interface PriceSaleInput {
  product_id: number;
  gudang_id: number;
  product_price_sale: number;
}
export interface ProductPriceInput extends PriceSaleInput {
  grosir: GrosirInput[];
}

/** The variant must exist, the warehouse too and be the user's (0: every warehouse), and tiers must not repeat a quantity. */
export async function checkPriceSale(tx: Tx, actor: Actor, input: PriceSaleInput & { grosir?: GrosirInput[] }) {
  const mainId = await mainIdOfProduct(tx, input.product_id);
  if (mainId === undefined) throw notFound('Produk tidak ditemukan');
  const bag = new ErrorBag();
  // A warehouse's own price only for a warehouse the user may use (group 6: its access_gudang); same answer as a missing one.
  if (input.gudang_id !== 0) await checkWarehouse(tx, actor, input.gudang_id).catch(() => bag.add('gudang_id', 'Gudang tidak ditemukan'));
  const seen = new Set<number>();
  (input.grosir ?? []).forEach((g, i) => {
    if (seen.has(g.grosir_kuantitas)) bag.add(`grosir.${i}.grosir_kuantitas`, 'Kuantitas grosir ganda');
    seen.add(g.grosir_kuantitas);
    if (g.grosir_is_rupiah === '1' && g.grosir_harga_grosir > input.product_price_sale)
      bag.add(`grosir.${i}.grosir_harga_grosir`, 'Potongan grosir melebihi harga jual');
  });
  bag.throwIfAny();
  return { mainId };
}

/** Sets the sale price of a variant for a warehouse (0: every warehouse), logging who changed it from what. */
export async function storePriceSale(tx: Tx, actor: Actor, input: PriceSaleInput) {
  await checkPriceSale(tx, actor, input);
  await writePrice(tx, input);
  return { product_id: input.product_id, gudang_id: input.gudang_id, product_price_sale: input.product_price_sale };
}

async function writePrice(tx: Tx, input: PriceSaleInput) {
  const old = await tx.execute(
    sql`select product_price_sale::float8 as p from product_price where product_id = ${input.product_id} and gudang_id = ${input.gudang_id} for update`,
  );
  const before = (old.rows[0] as { p: number } | undefined)?.p;
  if (before === input.product_price_sale) return;
  await tx.execute(sql`insert into product_price (product_id, gudang_id, product_price_sale) values (${input.product_id}, ${input.gudang_id}, ${input.product_price_sale})
    on conflict (company_id, product_id, gudang_id) do update set product_price_sale = excluded.product_price_sale, updated_at = now(), updated_by = excluded.updated_by`);
  await tx.execute(sql`insert into product_price_history (product_id, gudang_id, price_old, price_new)
    values (${input.product_id}, ${input.gudang_id}, ${before ?? null}, ${input.product_price_sale})`);
}

/** Sets the price as storePriceSale does and replaces the variant's wholesale tiers with the given ones. */
export async function storeProductPrice(tx: Tx, actor: Actor, input: ProductPriceInput) {
  const { mainId } = await checkPriceSale(tx, actor, input);
  await writePrice(tx, input);
  await tx.execute(sql`delete from product_grosir where grosir_product_id = ${input.product_id}`);
  for (const g of input.grosir)
    await tx.execute(sql`insert into product_grosir (grosir_main_id, grosir_product_id, grosir_kuantitas, grosir_is_rupiah, grosir_harga_grosir)
      values (${mainId}, ${input.product_id}, ${g.grosir_kuantitas}, ${Number(g.grosir_is_rupiah)}, ${g.grosir_harga_grosir})`);
  return { product_id: input.product_id, gudang_id: input.gudang_id, product_price_sale: input.product_price_sale, grosir: input.grosir.length };
}
