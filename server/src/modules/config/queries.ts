import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { GENERAL_CONFIG_FIELDS, PAYMENT_CONFIG_FIELDS } from './defaults.js';

/**
 * What a transaction has read of configs (key → stored value, undefined when none): a write path reads
 * several configs in its commands, and configs change only through storeConfigs, which forgets them.
 * Keyed by the transaction object, so a value never outlives its transaction or crosses companies.
 */
const readInTx = new WeakMap<Tx, Map<string, string | undefined>>();

/** Forgets what `tx` read of configs (after it wrote some). */
export const forgetConfigs = (tx: Tx) => readInTx.delete(tx);

/** Reads configs of the caller's company; a missing or empty value reads as '0' (spec-1 §3); free-text fields pass emptyAs ''. */
export async function readConfigs(tx: Tx, keys: readonly string[], emptyAs = '0'): Promise<Record<string, string>> {
  let known = readInTx.get(tx);
  if (!known) {
    known = new Map();
    readInTx.set(tx, known);
  }
  const missing = keys.filter((k) => !known.has(k));
  if (missing.length) {
    const r = await tx.execute(sql`select configuration_index, configuration_value from configs where configuration_index in ${missing}`);
    const found = new Map(
      (r.rows as { configuration_index: string; configuration_value: string }[]).map((x) => [x.configuration_index, x.configuration_value]),
    );
    for (const k of missing) known.set(k, found.get(k));
  }
  return Object.fromEntries(keys.map((k) => [k, known.get(k) || emptyAs]));
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

/**
 * The company header of the printed documents (invoice and payment PDFs): name, address with city
 * and province, phone and e-mail, from the configuration.
 */
export async function printedCompanyHeader(tx: Tx): Promise<{ name: string; lines: string[] }> {
  const c = await readConfigs(
    tx,
    ['config_company', 'config_name', 'config_address', 'config_city_name', 'config_province_name', 'config_phone', 'config_email'],
    '',
  );
  return {
    name: c.config_company || c.config_name,
    lines: [
      [c.config_address, c.config_city_name, c.config_province_name].filter(Boolean).join(', '),
      [c.config_phone, c.config_email].filter(Boolean).join(' · '),
    ],
  };
}
