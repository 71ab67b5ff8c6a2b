import { GROUP_TYPE, PERMISSION_NAMES } from '@bo/contract';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/**
 * A permission added by a newer version of the product is granted once to every superuser-type
 * group, so superusers see new areas; a privilege an administrator removed later stays removed.
 */
/** Answers the names granted now (none on the first start, when the catalogue is only recorded). */
export async function grantNewPermissions(database: Database): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(424244)`);
    const known = new Set((await tx.execute(sql`select name from permission_catalog`)).rows.map((r) => String((r as { name: string }).name)));
    const fresh = PERMISSION_NAMES.filter((p) => !known.has(p));
    if (fresh.length === 0) return [];
    // On the very first start the seeded superuser groups already hold every name.
    if (known.size > 0) {
      await tx.execute(sql`
        update groups set privileges = (
          select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(privileges || ${JSON.stringify(fresh)}::jsonb) p
        ) where group_type = ${GROUP_TYPE.superuser} and jsonb_array_length(privileges) > 0`);
    }
    for (const name of fresh) await tx.execute(sql`insert into permission_catalog (name) values (${name}) on conflict do nothing`);
    return known.size > 0 ? fresh : [];
  });
}
