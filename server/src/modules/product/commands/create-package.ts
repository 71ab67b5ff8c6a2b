import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { ErrorBag, notFound } from '../../../platform/errors.js';
import { missingIds, packageExists, packageNameTaken, unusableProducts } from '../queries.js';

export interface PackageInput {
  package_id?: number;
  package_name: string;
  package_category_id?: number;
  package_note?: string;
  package_product: { product_id: number; package_qty: number }[];
}

/** A package: a unique name, an existing etalase, and active variants, each once. */
export async function checkSavePackage(tx: Tx, _actor: Actor, input: PackageInput) {
  if (input.package_id !== undefined && !(await packageExists(tx, input.package_id))) throw notFound('Paket tidak ditemukan');
  const bag = new ErrorBag();
  if (await packageNameTaken(tx, input.package_name, input.package_id ?? 0)) bag.add('package_name', 'Nama paket sudah digunakan');
  if (input.package_category_id !== undefined && (await missingIds(tx, 'master_category', [input.package_category_id])).length)
    bag.add('package_category_id', 'Etalase tidak ditemukan');
  const ids = input.package_product.map((l) => l.product_id);
  const unusable = new Set(await unusableProducts(tx, ids));
  ids.forEach((id, i) => {
    if (unusable.has(id)) bag.add(`package_product.${i}.product_id`, 'Produk tidak ditemukan atau tidak aktif');
    if (ids.indexOf(id) !== i) bag.add(`package_product.${i}.product_id`, 'Produk ganda dalam paket');
  });
  bag.throwIfAny();
}

export async function writeLines(tx: Tx, packageId: number, lines: PackageInput['package_product']) {
  await tx.execute(sql`delete from product_package_line where package_id = ${packageId}`);
  for (const l of lines)
    await tx.execute(sql`insert into product_package_line (package_id, product_id, package_qty) values (${packageId}, ${l.product_id}, ${l.package_qty})`);
}

/** Adds a package with its lines. */
export async function createPackage(tx: Tx, actor: Actor, input: PackageInput) {
  await checkSavePackage(tx, actor, { ...input, package_id: undefined });
  const r = await tx.execute(sql`insert into product_package (package_name, package_category_id, package_note)
    values (${input.package_name}, ${input.package_category_id ?? null}, ${input.package_note ?? null}) returning package_id`);
  const packageId = (r.rows[0] as { package_id: number }).package_id;
  await writeLines(tx, packageId, input.package_product);
  return { package_id: packageId };
}
