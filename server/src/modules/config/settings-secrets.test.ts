import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestServer, userWithGroup } from '../../test/harness.js';

/**
 * Secrets (Google Maps key, payment gateway ids and keys) reach only holders of their settings page,
 * and the Maps key also holders of a page that shows maps. The server key reaches nobody.
 */
const ctx = useTestServer();
const SECRETS = {
  maps: 'AIzaSySecretMapsKey9876',
  merchant: 'G-MERCHANT-5521',
  client: 'SB-Mid-client-QWERTY77',
  server: 'SB-Mid-server-zxcv4321',
};
let partner: Client;
let staff: Client;
let mapStaff: { client: Client };

/** Every answer a client can get from the GET calls and the profile, as text. */
async function everythingReadable(c: Client) {
  const texts: string[] = [];
  const gets = ctx.server.app.registeredCalls.filter((call) => call.method === 'GET' && !call.url.includes(':') && call.url !== '/account/logout');
  for (const call of gets) {
    const res = await fetch(ctx.server.url + call.url, { headers: { authorization: `Bearer ${c.token}`, accept: 'application/json' } });
    texts.push(`${call.url} ${res.status} ${await res.text()}`);
  }
  return { count: gets.length, text: texts.join('\n') };
}

beforeAll(async () => {
  await ctx.admin.post('/config/stored_config_google_map_apikey', { config_google_map_apikey: SECRETS.maps });
  const stored = await ctx.admin.post('/konfig_pos/payment/update', {
    midtrans_merchant_id: SECRETS.merchant,
    midtrans_client_key: SECRETS.client,
    midtrans_server_key: SECRETS.server,
    midtrans_is_production: '0',
    midtrans_is_active: '1',
  });
  expect(stored.status).toBe(200);
  partner = (await userWithGroup(ctx.admin, 10, 'mitra_rahasia')).client;
  staff = (await userWithGroup(ctx.admin, 5, 'staf_rahasia')).client;
  // Group 4 (SPV WHS) gets a map page, nothing else of the settings.
  await ctx.admin.post('/group/update_privilege', { group_id: 4, privileges: ['mySchedule'] }, { json: true });
  mapStaff = await userWithGroup(ctx.admin, 4, 'staf_peta');
});

describe('settings: public values for everyone, secrets only with their settings page', () => {
  for (const who of ['partner (mitra, Sales)', 'staff without settings permissions'] as const) {
    it(`${who}: no secret in any answer`, async () => {
      const c = who.startsWith('partner') ? partner : staff;
      expect((await c.get('/config/get_config_google_map_apikey')).http).toBe(403);
      expect((await c.get('/konfig_pos/payment/get')).http).toBe(403);
      // Public settings still answer.
      expect((await c.get('/config/get_config_general')).http).toBe(200);
      expect((await c.get('/config/get_config_color')).http).toBe(200);
      expect((await c.get('/config/get_config_show_ppn')).http).toBe(200);
      const { count, text } = await everythingReadable(c);
      expect(count).toBeGreaterThan(15);
      for (const secret of Object.values(SECRETS)) {
        expect(text).not.toContain(secret);
        expect(text).not.toContain(secret.slice(-4));
      }
    });
  }

  it('a page that shows maps reads the Maps key, not the payment gateway', async () => {
    const r = await mapStaff.client.get('/config/get_config_google_map_apikey');
    expect(r.http).toBe(200);
    expect(r.data.configuration_value).toBe(SECRETS.maps);
    expect((await mapStaff.client.get('/konfig_pos/payment/get')).http).toBe(403);
  });

  it('the payment gateway settings page gets ids and keys, never any part of the server key', async () => {
    const r = await ctx.admin.get('/konfig_pos/payment/get');
    expect(r.data).toMatchObject({ midtrans_merchant_id: SECRETS.merchant, midtrans_client_key: SECRETS.client, server_key_set: true });
    const { text } = await everythingReadable(ctx.admin);
    expect(text).not.toContain(SECRETS.server.slice(-4));
    expect(text).not.toContain(SECRETS.server);
  });
});
