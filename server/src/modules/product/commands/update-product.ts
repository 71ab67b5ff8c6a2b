import type { updateProductBody } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag, notFound } from '../../../platform/errors.js';
import { checkProductForm } from '../product-rules.js';
import { intArray, productMainById, variantsOf } from '../queries.js';
import { productStockSmallUnits } from '../stock-hook.js';
import { insertVariant, mainValues } from './create-product.js';

export type UpdateProductCommandInput = z.output<typeof updateProductBody>;

export const ISI_LOCKED_BY_STOCK = 'Isi satuan besar tidak dapat diubah karena produk masih memiliki stok';

/** The rules of a product change; /product/validation_update runs exactly these. */
export async function checkUpdateProduct(tx: Tx, _actor: Actor, input: UpdateProductCommandInput) {
  const main = await productMainById(tx, input.main_id, true);
  if (!main) throw notFound('Produk tidak ditemukan');
  const bag = new ErrorBag();
  const existing = await variantsOf(tx, input.main_id);
  const plan = await checkProductForm(tx, bag, input, input.main_id, existing);
  // Stock is counted in small units: a new content would change what every stored quantity means.
  if (main.product_isi !== input.product_isi && (await productStockSmallUnits(tx, input.main_id)) !== 0) bag.add('product_isi', ISI_LOCKED_BY_STOCK);
  bag.throwIfAny();
  return plan;
}

/**
 * Changes a product and its variants: listed variants are updated (product_id) or added, the
 * others removed (refused above while a package holds them). Prices and tiers are changed through
 * /product_price, not here.
 */
export async function updateProduct(tx: Tx, actor: Actor, input: UpdateProductCommandInput) {
  const { planned, removed } = await checkUpdateProduct(tx, actor, input);
  const v = mainValues(input);
  await tx.execute(
    sql`update product_main set ${sql.join(
      Object.entries(v).map(([k, x]) => sql`${sql.identifier(k)} = ${x}`),
      sql`, `,
    )}, updated_at = now() where main_id = ${input.main_id}`,
  );
  if (removed.length) await tx.execute(sql`delete from product where product_id = any(${intArray(removed.map((r) => r.product_id))})`);
  const ids: number[] = [];
  for (const p of planned) {
    if (p.product_id === undefined) ids.push(await insertVariant(tx, input.main_id, p));
    else {
      await tx.execute(sql`update product set varian = ${p.varian}, product_barcode = ${p.barcode},
        varian_sku = coalesce(${p.varian_sku ?? null}, varian_sku) where product_id = ${p.product_id}`);
      ids.push(p.product_id);
    }
  }
  return { main_id: input.main_id, product_id: ids };
}
