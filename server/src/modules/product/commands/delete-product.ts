import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag, notFound } from '../../../platform/errors.js';
import { VARIANT_DOCUMENTS, variantUsage } from '../product-rules.js';
import { packagesHolding, productMainById, variantsOf } from '../queries.js';
import { productHasStockHistory, productStockSmallUnits } from '../stock-hook.js';

/**
 * A product may go while nothing refers to it: no package holds a variant, no document names one
 * (`VARIANT_USAGE`: orders, receipts, returns, counts, adjustments, transfers), it has no stock and
 * never moved in stock.
 */
export async function checkDeleteProduct(tx: Tx, _actor: Actor, input: { main_id: number }) {
  if (!(await productMainById(tx, input.main_id, true))) throw notFound('Produk tidak ditemukan');
  const bag = new ErrorBag();
  const variants = await variantsOf(tx, input.main_id);
  const holding = await packagesHolding(
    tx,
    variants.map((v) => v.product_id),
  );
  if (holding.length) bag.add('main_id', `Produk masih dipakai di paket: ${holding.join(', ')}`);
  const ids = variants.map((v) => v.product_id);
  const used = await variantUsage(tx, 'Produk', ids, VARIANT_DOCUMENTS);
  if (used) bag.add('main_id', `${used}; nonaktifkan produk sebagai gantinya`);
  if ((await productStockSmallUnits(tx, input.main_id)) !== 0) bag.add('main_id', 'Produk masih memiliki stok');
  else if (await productHasStockHistory(tx, input.main_id)) bag.add('main_id', 'Produk sudah memiliki riwayat stok; nonaktifkan produk sebagai gantinya');
  bag.throwIfAny();
}

/** Deletes a product with its variants, prices, price history and wholesale tiers. */
export async function deleteProduct(tx: Tx, actor: Actor, input: { main_id: number }) {
  await checkDeleteProduct(tx, actor, input);
  await tx.execute(sql`delete from product_grosir where grosir_main_id = ${input.main_id}`);
  await tx.execute(sql`delete from product_main where main_id = ${input.main_id}`);
  return { main_id: input.main_id };
}
