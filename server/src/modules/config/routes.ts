import { STOCK_REDUCTION_MOMENTS } from '@bo/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineCall, ok, type PermissionAccess } from '../../platform/call.js';
import { f } from '../../platform/fields.js';
import { storeConfigs } from './commands/store-configs.js';
import { storeGeneralConfig } from './commands/store-general-config.js';
import { storePaymentConfig } from './commands/store-payment-config.js';
import { MAP_PAGES, SIMPLE_CONFIG_KEYS, type SimpleConfigKey } from './defaults.js';
import { readConfig, readGeneralConfig, readPaymentConfig } from './queries.js';

const tags = ['Konfigurasi'];

/** config_stock_reduction: one of the moments of STOCK_REDUCTION_MOMENTS ('1' order, '2' picking, '0' shipment). */
const stockReductionValue = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
  z.enum(STOCK_REDUCTION_MOMENTS.map((m) => m.value) as [string, ...string[]], {
    error: `Pengurangan stok harus salah satu dari: ${STOCK_REDUCTION_MOMENTS.map((m) => `${m.value} (${m.label})`).join(', ')}`,
  }),
);

/**
 * Each simple config: its two calls (paths written out; the type ties them to the key), the
 * permission of the settings page that writes it, the form field and the rule of its value.
 */
type SimpleConfigDef<K extends SimpleConfigKey> = {
  getUrl: `/config/get_config_${K}`;
  storedUrl: `/config/stored_config_${K}`;
  permission: string;
  field: string;
  value: z.ZodType<string>;
  read?: PermissionAccess;
};
const SIMPLE: { [K in SimpleConfigKey]: SimpleConfigDef<K> } = {
  show_ppn: {
    getUrl: '/config/get_config_show_ppn',
    storedUrl: '/config/stored_config_show_ppn',
    permission: 'hargaTermasukPpn',
    field: 'config_show_ppn',
    value: f.flag('PPN'),
  },
  minus_stock: {
    getUrl: '/config/get_config_minus_stock',
    storedUrl: '/config/stored_config_minus_stock',
    permission: 'penguranganStok',
    field: 'config_minus_stock',
    value: f.flag('Stok minus'),
  },
  ppn: {
    getUrl: '/config/get_config_ppn',
    storedUrl: '/config/stored_config_ppn',
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
  note_payment: {
    getUrl: '/config/get_config_note_payment',
    storedUrl: '/config/stored_config_note_payment',
    permission: 'catatanTagihan',
    field: 'config_note_payment',
    value: z.string().max(5000, 'Catatan tagihan maksimal 5000 karakter'),
  },
  note_payment_lock: {
    getUrl: '/config/get_config_note_payment_lock',
    storedUrl: '/config/stored_config_note_payment_lock',
    permission: 'catatanTagihan',
    field: 'config_note_payment_lock',
    value: f.flag('Kunci catatan tagihan'),
  },
  stock_account: {
    getUrl: '/config/get_config_stock_account',
    storedUrl: '/config/stored_config_stock_account',
    permission: 'akuntansi',
    field: 'config_kledo_stock_account',
    value: z.string().trim().max(100, 'Akun persediaan maksimal 100 karakter'),
  },
  color: {
    getUrl: '/config/get_config_color',
    storedUrl: '/config/stored_config_color',
    permission: 'theme',
    field: 'config_color',
    value: z
      .string({ error: 'Warna wajib diisi' })
      .trim()
      .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Warna harus kode heksadesimal, mis. #828282'),
  },
  kasir_discount: {
    getUrl: '/config/get_config_kasir_discount',
    storedUrl: '/config/stored_config_kasir_discount',
    permission: 'pengaturanKasir',
    field: 'config_kasir_discount',
    value: f.flag('Diskon kasir'),
  },
  kasir_price_manual: {
    getUrl: '/config/get_config_kasir_price_manual',
    storedUrl: '/config/stored_config_kasir_price_manual',
    permission: 'pengaturanKasir',
    field: 'config_kasir_price_manual',
    value: f.flag('Harga manual kasir'),
  },
  kasir_add_customer: {
    getUrl: '/config/get_config_kasir_add_customer',
    storedUrl: '/config/stored_config_kasir_add_customer',
    permission: 'pengaturanKasir',
    field: 'config_kasir_add_customer',
    value: f.flag('Tambah pelanggan di kasir'),
  },
  // The largest sales discount (percent of a line, or of the subtotal for the order discount) given
  // without another user's approval; '0' or unset: no limit (order-rules.ts, discountApproval).
  approval_self_allowed: {
    getUrl: '/config/get_config_approval_self_allowed',
    storedUrl: '/config/stored_config_approval_self_allowed',
    // The page of the platform's SELF_APPROVAL_SETTINGS_PAGE (run-transition.ts).
    permission: 'penguranganStok',
    field: 'config_approval_self_allowed',
    value: f.flag('Persetujuan dokumen sendiri'),
  },
  sales_discount_limit: {
    getUrl: '/config/get_config_sales_discount_limit',
    storedUrl: '/config/stored_config_sales_discount_limit',
    permission: 'pengaturanKasir',
    field: 'config_sales_discount_limit',
    value: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : v),
      z
        .string({ error: 'Batas diskon wajib diisi' })
        .trim()
        .regex(/^(100|[0-9]{1,2})$/, 'Batas diskon harus berupa persen bulat antara 0 dan 100'),
    ),
  },
  google_map_apikey: {
    getUrl: '/config/get_config_google_map_apikey',
    storedUrl: '/config/stored_config_google_map_apikey',
    permission: 'pengaturanGoogleMaps',
    field: 'config_google_map_apikey',
    value: z.string().trim().max(200, 'API key maksimal 200 karakter'),
    // A secret: its settings page and the pages that show maps (the browser needs the key to draw them).
    read: { permission: 'pengaturanGoogleMaps', orPermissions: MAP_PAGES },
  },
};

export function registerConfigRoutes(app: FastifyInstance) {
  for (const key of SIMPLE_CONFIG_KEYS) {
    const def: SimpleConfigDef<SimpleConfigKey> = SIMPLE[key];
    defineCall(app, {
      method: 'GET',
      url: def.getUrl,
      access: def.read ?? 'authenticated',
      tags,
      summary: `Membaca konfigurasi ${key}`,
      handler: async ({ tx }) => ok(await readConfig(tx, key)),
    });
    defineCall(app, {
      method: 'POST',
      url: def.storedUrl,
      access: { permission: def.permission },
      tags,
      summary: `Menyimpan konfigurasi ${key} (field ${def.field})`,
      body: z.object({ [def.field]: def.value }),
      handler: async ({ tx, auth, body }) => {
        const value = String((body as Record<string, string>)[def.field] ?? '');
        await storeConfigs(tx, auth, { [key]: value });
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
    handler: async ({ tx }) => ok(await readGeneralConfig(tx)),
  });
  defineCall(app, {
    method: 'POST',
    url: '/config/stored_config_general',
    access: { permission: 'system' },
    tags,
    summary: 'Menyimpan konfigurasi sistem',
    body: z.object({
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
    }),
    handler: async ({ tx, auth, body }) => ok(await storeGeneralConfig(tx, auth, body), 'Konfigurasi sistem berhasil disimpan'),
  });
  defineCall(app, {
    method: 'GET',
    url: '/stock_reduction/get_config',
    access: 'authenticated',
    tags,
    summary: 'Membaca pengaturan pengurangan stok',
    handler: async ({ tx }) => ok(await readConfig(tx, 'stock_reduction')),
  });
  defineCall(app, {
    method: 'POST',
    url: '/stock_reduction/stored_config',
    access: { permission: 'penguranganStok' },
    tags,
    summary: `Menyimpan kapan stok penjualan dikurangi (config_stock_reduction): ${STOCK_REDUCTION_MOMENTS.map((m) => `${m.value} = ${m.label.toLowerCase()}`).join(', ')}`,
    body: z.object({ config_stock_reduction: stockReductionValue }),
    handler: async ({ tx, auth, body }) => {
      await storeConfigs(tx, auth, { stock_reduction: body.config_stock_reduction });
      return ok({ configuration_index: 'stock_reduction', configuration_value: body.config_stock_reduction }, 'Konfigurasi berhasil disimpan');
    },
  });
  defineCall(app, {
    method: 'GET',
    url: '/konfig_pos/payment/get',
    access: { permission: 'pengaturanMidtrans' },
    tags,
    summary: 'Pengaturan payment gateway; server key tidak pernah dikirim, hanya server_key_set',
    handler: async ({ tx }) => ok(await readPaymentConfig(tx)),
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
    handler: async ({ tx, auth, body }) => ok(await storePaymentConfig(tx, auth, body), 'Pengaturan payment gateway berhasil disimpan'),
  });
}
