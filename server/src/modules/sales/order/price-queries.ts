import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { fieldError, notFound } from '../../../platform/errors.js';
import { grosirPrice } from '../../product/queries.js';
import { checkWarehouse } from '../../../platform/warehouse-scope.js';
import { manualPriceAllowed, memberDiscount, NO_MEMBER_DISCOUNT, packageParts, pricePackageParts, priceOfLine, variantPricing } from '../pricing.js';

const withWarehouse = (p: ReturnType<typeof priceOfLine>, gudangId: number, manual: boolean) => ({ ...p, gudang_id: gudangId, price_manual_allowed: manual });

/** The warehouse of a price question: 0 (every warehouse) or one the user may use. */
async function gudangOf(tx: Tx, actor: Actor, gudangId: number | undefined) {
  if (gudangId) await checkWarehouse(tx, actor, gudangId);
  return gudangId ?? 0;
}

/**
 * GET /purchase_order/komponen/price_by_customer: a variant's price for a customer (user = member id;
 * its member type's discount), a warehouse and a quantity in a unit (the wholesale tier it reaches).
 */
export async function priceByCustomer(
  tx: Tx,
  actor: Actor,
  q: { product_id: number; user?: number; gudang_id?: number; qty?: number; unit: 'besar' | 'kecil' },
) {
  const gudangId = await gudangOf(tx, actor, q.gudang_id);
  const v = (await variantPricing(tx, [q.product_id], gudangId)).get(q.product_id);
  if (!v) throw notFound('Produk tidak ditemukan');
  const member = await memberDiscount(tx, actor, q.user);
  if (q.user !== undefined && !member.found) throw notFound('Pelanggan tidak ditemukan');
  const qtySmall = (q.qty ?? 1) * (q.unit === 'besar' ? v.product_isi : 1);
  return withWarehouse(priceOfLine(v, { qtySmall, unit: q.unit }, member), gudangId, await manualPriceAllowed(tx));
}

/**
 * GET /purchase_order/komponen/price_all: for a variant (product_id) its price for the warehouse
 * and quantity, its wholesale tiers with their final prices and its price for every member type;
 * for a package (packages_id) its parts priced for `qty` packages.
 */
export async function priceAll(tx: Tx, actor: Actor, q: { product_id?: number; packages_id?: number; gudang_id?: number; qty?: number }) {
  const gudangId = await gudangOf(tx, actor, q.gudang_id);
  const manual = await manualPriceAllowed(tx);
  if (q.packages_id !== undefined) {
    const pkg = await packageParts(tx, q.packages_id);
    if (!pkg) throw notFound('Paket tidak ditemukan');
    const qty = q.qty ?? 1;
    const pricing = await variantPricing(
      tx,
      pkg.parts.map((p) => p.product_id),
      gudangId,
    );
    const names =
      await tx.execute(sql`select p.product_id, concat_ws(' ', m.main_name, p.varian) as name from product p join product_main m on m.main_id = p.main_id
      where p.product_id in (select product_id from product_package_line where package_id = ${pkg.package_id})`);
    const nameOf = new Map((names.rows as { product_id: number; name: string }[]).map((x) => [Number(x.product_id), x.name]));
    const lines = pricePackageParts(pkg.parts, qty, pricing).map((p) => ({
      product_id: p.product_id,
      product_name: nameOf.get(p.product_id) ?? '',
      qty: p.qty,
      price_small: p.price_small,
      subtotal: p.price * p.qty,
      price_source: p.price_source,
    }));
    return {
      product_id: null,
      package_id: pkg.package_id,
      gudang_id: gudangId,
      price: null,
      grosir: [],
      member_types: [],
      package: { package_id: pkg.package_id, package_name: pkg.package_name, qty, total: lines.reduce((a, l) => a + l.subtotal, 0), lines },
      price_manual_allowed: manual,
    };
  }
  if (q.product_id === undefined) throw fieldError('product_id', 'Produk atau paket wajib diisi');
  const v = (await variantPricing(tx, [q.product_id], gudangId)).get(q.product_id);
  if (!v) throw notFound('Produk tidak ditemukan');
  const types = await tx.execute(sql`select member_type_id, member_type_name, coalesce(member_type_discount, 0)::float8 as discount
    from master_member_type where status = 1 order by member_type_name`);
  return {
    product_id: q.product_id,
    package_id: null,
    gudang_id: gudangId,
    price: withWarehouse(priceOfLine(v, { qtySmall: q.qty ?? 1, unit: 'kecil' }, NO_MEMBER_DISCOUNT), gudangId, manual),
    grosir: v.tiers.map((t) => ({
      grosir_id: Number(t.grosir_id),
      grosir_kuantitas: Number(t.grosir_kuantitas),
      grosir_is_rupiah: Number(t.grosir_is_rupiah),
      grosir_harga_grosir: Number(t.grosir_harga_grosir),
      grosir_harga_akhir: grosirPrice(v.base_price, t.grosir_kuantitas, [t]).final,
    })),
    member_types: (types.rows as { member_type_id: number; member_type_name: string; discount: number }[]).map((t) => ({
      member_type_id: Number(t.member_type_id),
      member_type_name: t.member_type_name,
      member_type_discount: Number(t.discount),
      price: priceOfLine(
        v,
        { qtySmall: 1, unit: 'kecil' },
        {
          member_type_id: Number(t.member_type_id),
          member_type_name: t.member_type_name,
          member_type_discount: Number(t.discount),
        },
      ).price_small,
    })),
    package: null,
    price_manual_allowed: manual,
  };
}
