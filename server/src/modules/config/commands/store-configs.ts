import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { forgetConfigs } from '../queries.js';

/**
 * Stores config values of the actor's company, each replacing the one before. The calls check
 * who may write which config (the permission of its settings page) before they get here.
 */
export async function storeConfigs(tx: Tx, _actor: Actor, values: Record<string, string>): Promise<void> {
  forgetConfigs(tx);
  for (const [key, value] of Object.entries(values)) {
    await tx.execute(sql`
      insert into configs (configuration_index, configuration_value) values (${key}, ${value})
      on conflict (company_id, configuration_index) do update set configuration_value = excluded.configuration_value, updated_at = now()`);
  }
}
