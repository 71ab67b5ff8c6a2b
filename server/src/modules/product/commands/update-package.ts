import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { checkSavePackage, type PackageInput, writeLines } from './create-package.js';

/** Changes a package and replaces its lines. */
export async function updatePackage(tx: Tx, actor: Actor, input: PackageInput & { package_id: number }) {
  await checkSavePackage(tx, actor, input);
  await tx.execute(sql`update product_package set package_name = ${input.package_name}, package_category_id = ${input.package_category_id ?? null},
    package_note = ${input.package_note ?? null} where package_id = ${input.package_id}`);
  await writeLines(tx, input.package_id, input.package_product);
  return { package_id: input.package_id };
}
