import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { Actor } from '../../platform/command.js';
import { readConfigs } from '../config/queries.js';
import { usableMemberScope } from '../master/member/queries.js';
import { type GrosirRow, grosirOf, grosirPrice, intArray, priceOf } from '../product/queries.js';

/*
 * The one pricing rule of a sale (the order command, /purchase_order/komponen/price_all and
 * price_by_customer use it):
 *
 * - base price per small unit: the variant's sale price for the warehouse (product_price with that
 *   gudang_id), else its price for every warehouse (gudang_id 0), else 0 — as /product_price/price_sale
 *   reads it;
 * - wholesale: the tier of product_grosir with the highest grosir_kuantitas not above the line's
 *   quantity in small units (grosir_is_rupiah 1: rupiah off each small unit, else percent; grosirPrice
 *   of the product module);
 * - member type: the customer's member type discount, percent off the base price (rounded to the rupiah);
 * - the customer pays the lowest of these (no stacking); a big unit costs the small price × isi;
 * - a manual price (per the ordered unit) replaces all of it, only where configuration
 *   kasir_price_manual = '1'.
 */

export type PriceSource = 'normal' | 'grosir' | 'member' | 'manual';

export interface MemberDiscount {
  member_type_id: number | null;
  member_type_name: string | null;
  member_type_discount: number;
}

export const NO_MEMBER_DISCOUNT: MemberDiscount = { member_type_id: null, member_type_name: null, member_type_discount: 0 };

export interface VariantPricing {
  product_id: number;
  base_price: number;
  product_isi: number;
  tiers: GrosirRow[];
}

export interface LinePrice {
  product_id: number;
  base_price: number;
  qty: number;
  grosir_id: number | null;
  grosir_price: number | null;
  member_type_id: number | null;
  member_type_name: string | null;
  member_type_discount: number;
  member_price: number | null;
  price_small: number;
  price: number;
  unit: 'besar' | 'kecil';
  product_isi: number;
  price_source: PriceSource;
}

/** Base prices (per small unit, for the warehouse or all warehouses), isi and wholesale tiers of variants of the company. */
export async function variantPricing(tx: Tx, productIds: number[], gudangId: number): Promise<Map<number, VariantPricing>> {
  const ids = [...new Set(productIds)];
  if (!ids.length) return new Map();
  const r = await tx.execute(sql`select p.product_id, m.product_isi::int as isi,
      ${priceOf(sql`p.product_id`, sql`${gudangId}::int`)} as price
    from product p join product_main m on m.main_id = p.main_id where p.product_id = any(${intArray(ids)})`);
  const tiers = await grosirOf(tx, ids);
  const out = new Map<number, VariantPricing>();
  for (const row of r.rows as { product_id: number; isi: number; price: number }[]) {
    const id = Number(row.product_id);
    out.set(id, {
      product_id: id,
      base_price: Number(row.price),
      product_isi: Math.max(1, Number(row.isi)),
      tiers: tiers.filter((t) => Number(t.grosir_product_id) === id),
    });
  }
  return out;
}

/**
 * The member type discount of a customer the actor may use (`usableMemberScope`: approved, a
 * partner's own); `found` false for a walk-in customer and alike for a contact that does not exist,
 * is pending or is not the partner's (no existence oracle). None for a member without a type.
 */
export async function memberDiscount(tx: Tx, actor: Actor, memberId: number | null | undefined): Promise<MemberDiscount & { found: boolean }> {
  if (!memberId) return { ...NO_MEMBER_DISCOUNT, found: false };
  const r = await tx.execute(sql`select mm.member_id, t.member_type_id, t.member_type_name, coalesce(t.member_type_discount, 0)::float8 as discount
    from master_member mm left join master_member_type t on t.member_type_id = mm.member_type_id and t.status = 1
    where mm.member_id = ${memberId} and ${usableMemberScope(actor)}`);
  const row = r.rows[0] as { member_type_id: number | null; member_type_name: string | null; discount: number } | undefined;
  if (!row) return { ...NO_MEMBER_DISCOUNT, found: false };
  return {
    found: true,
    member_type_id: row.member_type_id === null ? null : Number(row.member_type_id),
    member_type_name: row.member_type_name,
    member_type_discount: row.member_type_id === null ? 0 : Number(row.discount),
  };
}

/** Whether a price may be typed by hand (configuration kasir_price_manual = '1'). */
export async function manualPriceAllowed(tx: Tx): Promise<boolean> {
  return (await readConfigs(tx, ['kasir_price_manual'])).kasir_price_manual === '1';
}

/**
 * The price of a variant line: `qtySmall` small units ordered in `unit`; a manual price per that
 * unit when given (the caller checks it is allowed). Pure: the reads come from variantPricing and memberDiscount.
 */
export function priceOfLine(
  v: VariantPricing,
  input: { qtySmall: number; unit: 'besar' | 'kecil'; manualPrice?: number },
  member: MemberDiscount = NO_MEMBER_DISCOUNT,
): LinePrice {
  const unitIsi = input.unit === 'besar' ? v.product_isi : 1;
  const g = grosirPrice(v.base_price, input.qtySmall, v.tiers);
  const memberPrice = member.member_type_discount > 0 ? Math.max(0, v.base_price - Math.round((v.base_price * member.member_type_discount) / 100)) : null;
  let small = v.base_price;
  let source: PriceSource = 'normal';
  if (g.tier && g.final < small) {
    small = g.final;
    source = 'grosir';
  }
  if (memberPrice !== null && memberPrice < small) {
    small = memberPrice;
    source = 'member';
  }
  let price = small * unitIsi;
  if (input.manualPrice !== undefined) {
    price = input.manualPrice;
    small = unitIsi === 1 ? price : Math.round((price / unitIsi) * 10_000) / 10_000;
    source = 'manual';
  }
  return {
    product_id: v.product_id,
    base_price: v.base_price,
    qty: input.qtySmall,
    grosir_id: g.tier ? Number(g.tier.grosir_id) : null,
    grosir_price: g.tier ? g.final : null,
    member_type_id: member.member_type_id,
    member_type_name: member.member_type_name,
    member_type_discount: member.member_type_discount,
    member_price: memberPrice,
    price_small: small,
    price,
    unit: input.unit,
    product_isi: v.product_isi,
    price_source: source,
  };
}

/** One variant's price for a warehouse, customer and quantity (404-free: undefined when the variant is not the company's). */
export async function priceFor(
  tx: Tx,
  actor: Actor,
  input: { product_id: number; gudang_id: number; member_id?: number | null; qty?: number; unit?: 'besar' | 'kecil' },
): Promise<LinePrice | undefined> {
  const v = (await variantPricing(tx, [input.product_id], input.gudang_id)).get(input.product_id);
  if (!v) return undefined;
  const unit = input.unit ?? 'kecil';
  const qtySmall = (input.qty ?? 1) * (unit === 'besar' ? v.product_isi : 1);
  return priceOfLine(v, { qtySmall, unit }, await memberDiscount(tx, actor, input.member_id));
}

export interface PackagePart {
  product_id: number;
  package_qty: number;
}

/** The parts of a package of the company (small units per package), or undefined when there is none. */
export async function packageParts(tx: Tx, packageId: number) {
  const h = await tx.execute(sql`select package_id, package_name, status::int as status from product_package where package_id = ${packageId}`);
  const head = h.rows[0] as { package_id: number; package_name: string; status: number } | undefined;
  if (!head) return undefined;
  const r = await tx.execute(sql`select product_id, package_qty from product_package_line where package_id = ${packageId} order by line_id`);
  return {
    package_id: Number(head.package_id),
    package_name: head.package_name,
    status: Number(head.status),
    parts: (r.rows as { product_id: number; package_qty: number }[]).map((x) => ({ product_id: Number(x.product_id), package_qty: Number(x.package_qty) })),
  };
}

/**
 * The price of `qty` packages, per part: each part's quantity in small units (package_qty × qty)
 * priced as /product_package/sale_grosir_product prices it (sale price for the warehouse, the
 * wholesale tier the part's whole quantity reaches; no member discount on packages).
 */
export function pricePackageParts(parts: readonly PackagePart[], qty: number, pricing: Map<number, VariantPricing>) {
  return parts.map((p) => {
    const v = pricing.get(p.product_id);
    if (!v) throw new Error(`package part ${p.product_id} has no pricing`);
    return priceOfLine(v, { qtySmall: p.package_qty * qty, unit: 'kecil' });
  });
}
