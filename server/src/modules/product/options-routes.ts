import { productOptionsBody, resourceByKey } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok } from '../../platform/call.js';
import type { Tx } from '../../db/client.js';

/** Most options one answer gives; the select asks again with the typed text. */
const OPTIONS_LIMIT = 200;

const optionRow = z.object({ value: z.number().int(), label: z.string() });

/**
 * Id and name of the master rows the product pages choose from (Etalase, Kategori, Kemasan, Vendor).
 * Holders of a product page may not hold the master pages themselves, and need no more than these two
 * columns, so the product pages read them here instead of the master list calls. Row-level security keeps
 * them to the company.
 */
export async function productOptions(tx: Tx, input: z.infer<typeof productOptionsBody>) {
  const def = resourceByKey(input.lookup);
  const id = sql.identifier(def.idField);
  const name = sql.identifier(def.nameField);
  const pattern = input.search ? `%${input.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const ids = input.ids ?? [];
  const rows = await tx.execute<{ value: number; label: string | null }>(sql`
    (select ${id} as value, ${name} as label from ${sql.identifier(def.table)}
      where ${pattern === null ? sql`true` : sql`${name} ilike ${pattern}`}
      order by ${name} asc, ${id} asc limit ${OPTIONS_LIMIT})
    union
    select ${id}, ${name} from ${sql.identifier(def.table)} where ${id} = any(${sql.param(ids)}::int[])`);
  return rows.rows.map((r) => ({ value: Number(r.value), label: r.label ?? String(r.value) })).sort((a, b) => a.label.localeCompare(b.label, 'id'));
}

export function registerProductOptionRoutes(app: FastifyInstance) {
  defineCall(app, {
    method: 'POST',
    url: '/product/options',
    access: { permission: 'product', orPermissions: ['productCreate', 'productUpdate'] },
    tags: ['Produk'],
    summary: 'Pilihan etalase, kategori, kemasan atau vendor untuk halaman produk (id dan nama)',
    body: productOptionsBody,
    data: z.array(optionRow),
    handler: async ({ tx, body }) => ok(await productOptions(tx, body)),
  });
}
