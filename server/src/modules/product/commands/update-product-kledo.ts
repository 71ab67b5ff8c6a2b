import type { ProductKledoInput } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { notFound } from '../../../platform/errors.js';
import { productMainById } from '../queries.js';

/** The product must exist in the caller's company. */
export async function checkUpdateProductKledo(tx: Tx, _actor: Actor, input: ProductKledoInput) {
  if (!(await productMainById(tx, input.main_id, true))) throw notFound('Produk tidak ditemukan');
}

const flag = (v: '0' | '1' | undefined) => (v === '1' ? 1 : 0);

/**
 * Stores the accounting-service fields of a product. A side switched off keeps no account, price
 * or tax; sending them to the accounting service is the accounting integration's job.
 */
export async function updateProductKledo(tx: Tx, actor: Actor, input: ProductKledoInput) {
  await checkUpdateProductKledo(tx, actor, input);
  const purchase = input.kledo_is_purchase === '1';
  const sell = input.kledo_is_sell === '1';
  const track = input.kledo_is_track === '1';
  await tx.execute(sql`
    update product_main set
      kledo_is_purchase = ${flag(input.kledo_is_purchase)},
      kledo_purchase_account_id = ${purchase ? (input.kledo_purchase_account_id ?? null) : null},
      kledo_purchase_price = ${purchase ? (input.kledo_purchase_price ?? null) : null},
      kledo_purchase_tax_id = ${purchase ? (input.kledo_purchase_tax_id ?? null) : null},
      kledo_purchase_account_update_past = ${purchase ? flag(input.kledo_purchase_account_update_past) : 0},
      kledo_is_sell = ${flag(input.kledo_is_sell)},
      kledo_sell_account_id = ${sell ? (input.kledo_sell_account_id ?? null) : null},
      kledo_sell_price = ${sell ? (input.kledo_sell_price ?? null) : null},
      kledo_sell_tax_id = ${sell ? (input.kledo_sell_tax_id ?? null) : null},
      kledo_sell_account_update_past = ${sell ? flag(input.kledo_sell_account_update_past) : 0},
      kledo_is_track = ${flag(input.kledo_is_track)},
      kledo_track_account_id = ${track ? (input.kledo_track_account_id ?? null) : null},
      kledo_track_account_update_past = ${track ? flag(input.kledo_track_account_update_past) : 0},
      kledo_updated_at = now(), updated_at = now()
    where main_id = ${input.main_id}`);
  const r = await tx.execute(sql`
    select main_id, kledo_is_purchase, kledo_purchase_account_id, kledo_purchase_price::float8 as kledo_purchase_price, kledo_purchase_tax_id,
           kledo_purchase_account_update_past, kledo_is_sell, kledo_sell_account_id, kledo_sell_price::float8 as kledo_sell_price, kledo_sell_tax_id,
           kledo_sell_account_update_past, kledo_is_track, kledo_track_account_id, kledo_track_account_update_past, kledo_updated_at
      from product_main where main_id = ${input.main_id}`);
  return r.rows[0];
}
