import type { Executor } from '../../../db/client.js';
import { configs } from '../../../db/schema/index.js';
import { defaultConfigs } from '../defaults.js';

/**
 * Stores the values a new company starts with. Company creation runs it on the owner connection
 * (the company does not exist yet, so no tenant scope covers it), hence the explicit company id.
 */
export async function storeDefaultConfigs(db: Executor, input: { companyId: number; companyName: string }): Promise<void> {
  await db.insert(configs).values(Object.entries(defaultConfigs(input.companyName)).map(([key, value]) => ({ companyId: input.companyId, key, value })));
}
