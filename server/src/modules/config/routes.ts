import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok, type PermissionAccess } from '../../platform/call.js';
import { f } from '../../platform/fields.js';
import { GENERAL_CONFIG_FIELDS, MAP_PAGES, PAYMENT_CONFIG_FIELDS, SIMPLE_CONFIG_KEYS, type SimpleConfigKey } from './defaults.js';
import { readConfigs, writeConfigs } from './service.js';

const tags = ['Konfigurasi'];

/** Each config: the permission of the settings page that writes it, and the rule of its value. */
const SIMPLE: Record<SimpleConfigKey, { permission: string; field: string; value: z.ZodType<string>; read?: PermissionAccess }> = {
  show_ppn: { permission: 'hargaTermasukPpn', field: 'config_show_ppn', value: f.flag('PPN') },
  minus_stock: { permission: 'penguranganStok', field: 'config_minus_stock', value: f.flag('Stok minus') },
  ppn: {
    permission: 'ppnJual',
    field: 'config_ppn',
    value: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: 'PPN wajib diisi' })
        .trim()
        .regex(/^(100|[0-9]{1,2})([.,][0-9]{1,2})?$/, 'PPN harus berupa persen antara 0 dan 100'),
    ) as z.ZodType<string>,
  },
  note_payment: { permission: 'catatanTagihan', field: 'config_note_payment', value: z.string().max(5000, 'Catatan tagihan maksimal 5000 karakter') },
  note_payment_lock: { permission: 'catatanTagihan', field: 'config_note_payment_lock', value: f.flag('Kunci catatan tagihan') },
  stock_account: { permission: 'akuntansi', field: 'config_kledo_stock_account', value: z.string().trim().max(100, 'Akun persediaan maksimal 100 karakter') },
  color: {
    permission: 'theme',
    field: 'config_color',
    value: z
      .string({ error: 'Warna wajib diisi' })
      .trim()
      .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Warna harus kode heksadesimal, mis. #828282'),
  },
  kasir_discount: { permission: 'pengaturanKasir', field: 'config_kasir_discount', value: f.flag('Diskon kasir') },
  kasir_price_manual: { permission: 'pengaturanKasir', field: 'config_kasir_price_manual', value: f.flag('Harga manual kasir') },
  kasir_add_customer: { permission: 'pengaturanKasir', field: 'config_kasir_add_customer', value: f.flag('Tambah pelanggan di kasir') },
  google_map_apikey: {
    permission: 'pengaturanGoogleMaps',
    field: 'config_google_map_apikey',
    value: z.string().trim().max(200, 'API key maksimal 200 karakter'),
    // A secret: its settings page and the pages that show maps (the browser needs the key to draw them).
    read: { permission: 'pengaturanGoogleMaps', orPermissions: MAP_PAGES },
  },
};

/** The payment gateway settings as answered: the server key never leaves the server, only whether one is set. */
function paymentAnswer(v: Record<string, string>) {
  const { midtrans_server_key, ...rest } = v;
  return { ...rest, server_key_set: midtrans_server_key !== '' && midtrans_server_key !== '0' };
}

export function registerConfigRoutes(app: FastifyInstance) {
  for (const key of SIMPLE_CONFIG_KEYS) {
    const def = SIMPLE[key];
    defineCall(app, {
      method: 'GET',
      url: `/config/get_config_${key}`,
      access: def.read ?? 'authenticated',
      tags,
      summary: `Membaca konfigurasi ${key}`,
      handler: async ({ tx }) => ok({ configuration_index: key, configuration_value: (await readConfigs(tx, [key]))[key] }),
    });
    defineCall(app, {
      method: 'POST',
      url: `/config/stored_config_${key}`,
      access: { permission: def.permission },
      tags,
      summary: `Menyimpan konfigurasi ${key} (field ${def.field})`,
      body: z.object({ [def.field]: def.value }),
      handler: async ({ tx, body }) => {
        const value = String((body as Record<string, string>)[def.field] ?? '');
        await writeConfigs(tx, { [key]: value });
        return ok({ configuration_index: key, configuration_value: value || '0' }, 'Konfigurasi berhasil disimpan');
      },
    });
  }

  defineCall(app, {
    method: 'GET',
    url: '/config/get_config_general',
    access: 'authenticated',
    tags,
    summary: 'Konfigurasi sistem (nama, logo, alamat, kontak perusahaan)',
    handler: async ({ tx }) => ok(await readConfigs(tx, GENERAL_CONFIG_FIELDS, '')),
  });

  const generalBody = z.object({
    config_address: f.optText('Alamat', 500),
    config_city_name: f.optText('Kota', 100),
    config_company: f.text('Nama perusahaan', 150),
    config_country_name: f.optText('Negara', 100),
    config_district_name: f.optText('Kecamatan', 100),
    config_favicon: f.optText('Favicon', 500),
    config_logo: f.optText('Logo', 500),
    config_name: f.text('Nama aplikasi', 100),
    config_phone: f.optPhone('Telepon'),
    config_email: f.optEmail(),
    config_province_name: f.optText('Provinsi', 100),
  });
  defineCall(app, {
    method: 'POST',
    url: '/config/stored_config_general',
    access: { permission: 'system' },
    tags,
    summary: 'Menyimpan konfigurasi sistem',
    body: generalBody,
    handler: async ({ tx, body }) => {
      const values = Object.fromEntries(GENERAL_CONFIG_FIELDS.map((k) => [k, (body as Record<string, string | undefined>)[k] ?? '']));
      await writeConfigs(tx, values);
      return ok(await readConfigs(tx, GENERAL_CONFIG_FIELDS, ''), 'Konfigurasi sistem berhasil disimpan');
    },
  });

  defineCall(app, {
    method: 'GET',
    url: '/stock_reduction/get_config',
    access: 'authenticated',
    tags,
    summary: 'Membaca pengaturan pengurangan stok',
    handler: async ({ tx }) =>
      ok({ configuration_index: 'stock_reduction', configuration_value: (await readConfigs(tx, ['stock_reduction'])).stock_reduction }),
  });
  defineCall(app, {
    method: 'POST',
    url: '/stock_reduction/stored_config',
    access: { permission: 'penguranganStok' },
    tags,
    summary: 'Menyimpan pengaturan pengurangan stok (config_stock_reduction 1/0)',
    body: z.object({ config_stock_reduction: f.flag('Pengurangan stok') }),
    handler: async ({ tx, body }) => {
      await writeConfigs(tx, { stock_reduction: body.config_stock_reduction });
      return ok({ configuration_index: 'stock_reduction', configuration_value: body.config_stock_reduction }, 'Konfigurasi berhasil disimpan');
    },
  });

  defineCall(app, {
    method: 'GET',
    url: '/konfig_pos/payment/get',
    access: { permission: 'pengaturanMidtrans' },
    tags,
    summary: 'Pengaturan payment gateway; server key tidak pernah dikirim, hanya server_key_set',
    handler: async ({ tx }) => ok(paymentAnswer(await readConfigs(tx, PAYMENT_CONFIG_FIELDS))),
  });
  defineCall(app, {
    method: 'POST',
    url: '/konfig_pos/payment/update',
    access: { permission: 'pengaturanMidtrans' },
    tags,
    summary: 'Menyimpan pengaturan payment gateway; server key kosong = kunci lama dipertahankan, midtrans_server_key_clear=1 menghapusnya',
    body: z.object({
      midtrans_merchant_id: f.optText('Merchant ID', 100),
      midtrans_client_key: f.optText('Client key', 200),
      midtrans_server_key: f.optText('Server key', 200),
      midtrans_is_production: f.flag('Mode produksi'),
      midtrans_is_active: f.flag('Status payment gateway'),
      midtrans_server_key_clear: f.flag('Hapus server key').optional(),
    }),
    handler: async ({ tx, body }) => {
      const values: Record<string, string> = {
        midtrans_merchant_id: body.midtrans_merchant_id ?? '',
        midtrans_client_key: body.midtrans_client_key ?? '',
        midtrans_is_production: body.midtrans_is_production,
        midtrans_is_active: body.midtrans_is_active,
      };
      if (body.midtrans_server_key_clear === '1') values.midtrans_server_key = '';
      else if (body.midtrans_server_key) values.midtrans_server_key = body.midtrans_server_key;
      await writeConfigs(tx, values);
      return ok(paymentAnswer(await readConfigs(tx, PAYMENT_CONFIG_FIELDS)), 'Pengaturan payment gateway berhasil disimpan');
    },
  });
}
