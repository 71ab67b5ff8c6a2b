import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { GENERAL_CONFIG_FIELDS, PAYMENT_CONFIG_FIELDS } from './defaults.js';

/** Reads configs of the caller's company; a missing or empty value reads as '0' (spec-1 §3); free-text fields pass emptyAs ''. */
export async function readConfigs(tx: Tx, keys: readonly string[], emptyAs = '0'): Promise<Record<string, string>> {
  const r = await tx.execute(sql`select configuration_index, configuration_value from configs where configuration_index in ${keys}`);
  const found = new Map((r.rows as { configuration_index: string; configuration_value: string }[]).map((x) => [x.configuration_index, x.configuration_value]));
  return Object.fromEntries(keys.map((k) => [k, found.get(k) || emptyAs]));
}

/** One config as the get_config calls answer it. */
export const readConfig = async (tx: Tx, key: string) => ({ configuration_index: key, configuration_value: (await readConfigs(tx, [key]))[key] });

/** The general configuration (company name, logo, address, contact); blanks read as ''. */
export const readGeneralConfig = (tx: Tx) => readConfigs(tx, GENERAL_CONFIG_FIELDS, '');

/** The payment gateway settings as answered: the server key never leaves the server, only whether one is set. */
export async function readPaymentConfig(tx: Tx) {
  const { midtrans_server_key, ...rest } = await readConfigs(tx, PAYMENT_CONFIG_FIELDS);
  return { ...rest, server_key_set: midtrans_server_key !== '' && midtrans_server_key !== '0' };
}
