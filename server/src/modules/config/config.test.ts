import { DEFAULT_THEME_COLOR } from '@bo/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableSnapshot } from '../../test/db-state.js';
import { type Client, useTestServer, userWithGroup } from '../../test/harness.js';
import { SIMPLE_CONFIG_KEYS } from './defaults.js';

const ctx = useTestServer();
const SECRET_KEYS = new Set(['google_map_apikey']);
let staff: Client;

/** A valid value and an invalid one per simple config, with the form field the client sends. */
const CASES: Record<string, { field: string; good: string; bad?: string; initial: string }> = {
  show_ppn: { field: 'config_show_ppn', good: '1', bad: 'ya', initial: '0' },
  minus_stock: { field: 'config_minus_stock', good: '1', bad: '2', initial: '0' },
  ppn: { field: 'config_ppn', good: '12,5', bad: '150', initial: '11' },
  note_payment: { field: 'config_note_payment', good: 'Transfer ke BCA 123', bad: 'x'.repeat(5001), initial: '0' },
  note_payment_lock: { field: 'config_note_payment_lock', good: '1', bad: 'true', initial: '0' },
  stock_account: { field: 'config_kledo_stock_account', good: '1-10200', bad: 'x'.repeat(101), initial: '0' },
  color: { field: 'config_color', good: '#1890ff', bad: 'merah', initial: DEFAULT_THEME_COLOR },
  kasir_discount: { field: 'config_kasir_discount', good: '1', bad: '-1', initial: '0' },
  kasir_price_manual: { field: 'config_kasir_price_manual', good: '1', bad: 'on', initial: '0' },
  kasir_add_customer: { field: 'config_kasir_add_customer', good: '1', bad: '01', initial: '0' },
  google_map_apikey: { field: 'config_google_map_apikey', good: 'AIzaSyTest', bad: 'k'.repeat(201), initial: '0' },
  sales_discount_limit: { field: 'config_sales_discount_limit', good: '15', bad: '101', initial: '0' },
  approval_self_allowed: { field: 'config_approval_self_allowed', good: '1', bad: '2', initial: '0' },
};

beforeAll(async () => {
  staff = (await userWithGroup(ctx.admin, 2, 'spv_konfig')).client;
});

describe('simple configs: GET get_config_{key} and POST stored_config_{key}', () => {
  it('has a case for every config', () => {
    expect(Object.keys(CASES).sort()).toEqual([...SIMPLE_CONFIG_KEYS].sort());
  });

  for (const key of SIMPLE_CONFIG_KEYS) {
    it(key, async () => {
      const c = CASES[key];
      // Secrets are read by holders of their settings page only (see settings-secrets.test.ts).
      const reader = SECRET_KEYS.has(key) ? ctx.admin : staff;
      const initial = await reader.get(`/config/get_config_${key}`);
      expect(initial.data).toEqual({ configuration_index: key, configuration_value: c.initial });
      if (c.bad !== undefined) {
        const before = await tableSnapshot(ctx.server.database);
        const bad = await ctx.admin.post(`/config/stored_config_${key}`, { [c.field]: c.bad });
        expect(bad.http).toBe(422);
        expect(bad.errors?.[c.field]).toBeDefined();
        expect(await tableSnapshot(ctx.server.database)).toEqual(before);
      }
      const stored = await ctx.admin.post(`/config/stored_config_${key}`, { [c.field]: c.good });
      expect(stored.data).toEqual({ configuration_index: key, configuration_value: c.good });
      expect((await reader.get(`/config/get_config_${key}`)).data.configuration_value).toBe(c.good);
      expect((await staff.post(`/config/stored_config_${key}`, { [c.field]: c.good })).http).toBe(403);
    });
  }

  it('an empty free-text value reads back as 0', async () => {
    await ctx.admin.post('/config/stored_config_note_payment', { config_note_payment: '' });
    expect((await ctx.admin.get('/config/get_config_note_payment')).data.configuration_value).toBe('0');
  });
});

describe('general configuration', () => {
  it('reads the seeded values and stores the whole form', async () => {
    const r = await ctx.admin.get('/config/get_config_general');
    expect(r.data).toMatchObject({ config_company: 'PT Demo Niaga Sejahtera', config_name: 'INVENTORY', config_country_name: 'Indonesia', config_address: '' });
    const body = {
      config_company: 'PT Demo Baru',
      config_name: 'TOKO DEMO',
      config_address: 'Jl. Merdeka 1',
      config_city_name: 'Bandung',
      config_phone: '022-1234567',
      config_email: 'info@demo.test',
    };
    const s = await ctx.admin.post('/config/stored_config_general', body);
    expect(s.status).toBe(200);
    expect(s.data).toMatchObject({ ...body, config_country_name: '' });
    expect((await staff.get('/config/get_config_general')).data).toMatchObject(body);
  });

  it('refuses missing required fields and a bad e-mail', async () => {
    const r = await ctx.admin.post('/config/stored_config_general', { config_email: 'bukan-email' });
    expect(r.http).toBe(422);
    expect(Object.keys(r.errors ?? {}).sort()).toEqual(['config_company', 'config_email', 'config_name']);
  });
});

describe('stock reduction and payment gateway', () => {
  it('GET/POST /stock_reduction', async () => {
    expect((await staff.get('/stock_reduction/get_config')).data.configuration_value).toBe('0');
    expect((await ctx.admin.post('/stock_reduction/stored_config', { config_stock_reduction: '1' })).status).toBe(200);
    expect((await staff.get('/stock_reduction/get_config')).data).toEqual({ configuration_index: 'stock_reduction', configuration_value: '1' });
    expect((await ctx.admin.post('/stock_reduction/stored_config', {})).http).toBe(422);
  });

  it('GET/POST /konfig_pos/payment never answers the server key, keeps it when sent empty, clears it on request', async () => {
    const body = {
      midtrans_merchant_id: 'G123',
      midtrans_client_key: 'SB-client',
      midtrans_server_key: 'SB-Mid-server-abcd1234',
      midtrans_is_production: '0',
      midtrans_is_active: '1',
    };
    const { midtrans_server_key: _, ...shown } = body;
    const r = await ctx.admin.post('/konfig_pos/payment/update', body);
    expect(r.data).toEqual({ ...shown, server_key_set: true });
    const read = await ctx.admin.get('/konfig_pos/payment/get');
    expect(read.data).toEqual({ ...shown, server_key_set: true });
    expect(JSON.stringify(read)).not.toContain('1234');
    await ctx.admin.post('/konfig_pos/payment/update', { ...body, midtrans_server_key: '', midtrans_is_active: '0' });
    const stored = async () =>
      (await ctx.server.database.db.execute(sql`select configuration_value from configs where company_id = 1 and configuration_index = 'midtrans_server_key'`))
        .rows[0].configuration_value;
    expect(await stored()).toBe('SB-Mid-server-abcd1234');
    const cleared = await ctx.admin.post('/konfig_pos/payment/update', { ...body, midtrans_server_key: '', midtrans_server_key_clear: '1' });
    expect(cleared.data.server_key_set).toBe(false);
    expect(await stored()).toBe('');
    expect((await ctx.admin.post('/konfig_pos/payment/update', { midtrans_is_active: '1' })).errors?.midtrans_is_production).toBeDefined();
  });
});
