import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { GENERAL_CONFIG_FIELDS, type GeneralConfigField } from '../defaults.js';
import { readGeneralConfig } from '../queries.js';
import { storeConfigs } from './store-configs.js';

/** Stores the whole general configuration form (a field left out is stored empty) and answers it as read back. */
export async function storeGeneralConfig(tx: Tx, actor: Actor, input: Partial<Record<GeneralConfigField, string>>) {
  await storeConfigs(tx, actor, Object.fromEntries(GENERAL_CONFIG_FIELDS.map((k) => [k, input[k] ?? ''])));
  return readGeneralConfig(tx);
}
