import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';

/** Reads configs of the caller's company; a missing or empty value reads as '0' (spec-1 §3); free-text fields pass emptyAs ''. */
export async function readConfigs(tx: Tx, keys: readonly string[], emptyAs = '0'): Promise<Record<string, string>> {
  const r = await tx.execute(sql`select configuration_index, configuration_value from configs where configuration_index in ${keys}`);
  const found = new Map((r.rows as { configuration_index: string; configuration_value: string }[]).map((x) => [x.configuration_index, x.configuration_value]));
  return Object.fromEntries(keys.map((k) => [k, found.get(k) || emptyAs]));
}

export async function writeConfigs(tx: Tx, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    await tx.execute(sql`
      insert into configs (configuration_index, configuration_value) values (${key}, ${value})
      on conflict (company_id, configuration_index) do update set configuration_value = excluded.configuration_value, updated_at = now()`);
  }
}
