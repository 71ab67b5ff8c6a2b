import type { Tx } from '../../../db/client.js';
import type { Actor } from '../../../platform/command.js';
import { readPaymentConfig } from '../queries.js';
import { storeConfigs } from './store-configs.js';

export interface PaymentConfigInput {
  midtrans_merchant_id?: string;
  midtrans_client_key?: string;
  midtrans_server_key?: string;
  midtrans_is_production: '0' | '1';
  midtrans_is_active: '0' | '1';
  midtrans_server_key_clear?: '0' | '1';
}

/**
 * Stores the payment gateway settings. The server key is a secret that is never read back, so an
 * empty key keeps the stored one and only `midtrans_server_key_clear = '1'` removes it.
 */
export async function storePaymentConfig(tx: Tx, actor: Actor, input: PaymentConfigInput) {
  const values: Record<string, string> = {
    midtrans_merchant_id: input.midtrans_merchant_id ?? '',
    midtrans_client_key: input.midtrans_client_key ?? '',
    midtrans_is_production: input.midtrans_is_production,
    midtrans_is_active: input.midtrans_is_active,
  };
  if (input.midtrans_server_key_clear === '1') values.midtrans_server_key = '';
  else if (input.midtrans_server_key) values.midtrans_server_key = input.midtrans_server_key;
  await storeConfigs(tx, actor, values);
  return readPaymentConfig(tx);
}
