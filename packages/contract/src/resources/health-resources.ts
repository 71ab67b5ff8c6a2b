import { standardCalls } from './resource-calls.js';
import { CHECKUP_FORMS, CHECKUP_REPORT_TYPES, GENDER_OPTIONS, ICD_VERSIONS, NOTA_TYPES, RS_TYPES } from './resource-options.js';
import { code, name, note, perms } from './resource-fields.js';
import type { ResourceDef } from './resource-types.js';

export const dokter: ResourceDef = {
  key: 'dokter',
  title: 'Dokter',
  table: 'master_dokter',
  idField: 'dokter_id',
  nameField: 'dokter_name',
  naturalKey: 'dokter_code',
  permission: perms('dokter'),
  calls: standardCalls('/custom/master/dokter'),
  route: '/configure/dokter',
  fields: [
    code('dokter', 'Kode Dokter'),
    name('dokter', 'Nama Dokter'),
    { name: 'dokter_specialist', label: 'Spesialis', type: 'text', max: 100, filter: 'contains', sort: true },
    { name: 'dokter_sip', label: 'Nomor SIP', type: 'text', max: 50 },
    { name: 'dokter_phone', label: 'Telepon', type: 'phone' },
    { name: 'dokter_email', label: 'Email', type: 'email' },
    { name: 'hospital_id', label: 'Rumah Sakit', type: 'ref', ref: { resource: 'hospital' }, filter: 'eq' },
  ],
};

export const golonganDarah: ResourceDef = {
  key: 'golongan_darah',
  title: 'Golongan Darah',
  table: 'master_golongan_darah',
  idField: 'golongan_darah_id',
  nameField: 'golongan_darah_name',
  naturalKey: 'golongan_darah_name',
  permission: perms('golonganDarah'),
  calls: standardCalls('/custom/master/golongan_darah', { import: false }),
  route: '/configure/golongan-darah',
  fields: [name('golongan_darah', 'Golongan Darah', 10, true), note('golongan_darah')],
};

export const checkupCategory: ResourceDef = {
  key: 'checkup_category',
  title: 'Kategori Pemeriksaan',
  table: 'master_checkup_category',
  idField: 'checkup_category_id',
  nameField: 'checkup_category_name',
  naturalKey: 'checkup_category_code',
  permission: perms('checkupCategory'),
  calls: standardCalls('/custom/master/checkup_category', { import: false }),
  route: '/configure/checkup-category',
  fields: [code('checkup_category', 'Kode Kategori'), name('checkup_category', 'Nama Kategori', 100), note('checkup_category')],
};

export const checkup: ResourceDef = {
  key: 'checkup',
  title: 'Pemeriksaan',
  table: 'master_checkup',
  idField: 'checkup_id',
  nameField: 'checkup_name',
  naturalKey: 'checkup_code',
  permission: perms('checkup'),
  calls: standardCalls('/custom/master/checkup'),
  route: '/configure/checkup',
  fields: [
    code('checkup', 'Kode Pemeriksaan'),
    name('checkup', 'Nama Pemeriksaan'),
    { name: 'checkup_category_id', label: 'Kategori', type: 'ref', ref: { resource: 'checkup_category' }, required: true, filter: 'eq' },
    { name: 'checkup_report_type', label: 'Jenis Laporan', type: 'select', options: CHECKUP_REPORT_TYPES, required: true, filter: 'eq' },
    { name: 'checkup_nota_type', label: 'Jenis Nota', type: 'select', options: NOTA_TYPES, filter: 'eq' },
    { name: 'checkup_form', label: 'Formulir', type: 'select', options: CHECKUP_FORMS, filter: 'eq' },
    { name: 'checkup_duration_days', label: 'Estimasi Hari', type: 'int', min: 0, max: 365 },
  ],
};

export const formatNota: ResourceDef = {
  key: 'format',
  title: 'Format Nota',
  table: 'master_format',
  idField: 'format_id',
  nameField: 'format_name',
  naturalKey: 'format_code',
  permission: perms('formatNota'),
  calls: standardCalls('/custom/master/format'),
  route: '/configure/format',
  fields: [
    code('format', 'Kode Format'),
    name('format', 'Nama Format', 100),
    { name: 'jenis_nota', label: 'Jenis Nota', type: 'select', options: NOTA_TYPES, required: true, filter: 'eq' },
    { name: 'format_prefix', label: 'Awalan Nomor', type: 'text', max: 20 },
    { name: 'format_digits', label: 'Jumlah Digit', type: 'int', min: 1, max: 10, default: '4' },
    note('format'),
  ],
};

export const icd: ResourceDef = {
  key: 'icd',
  title: 'ICD',
  table: 'master_icd',
  idField: 'icd_id',
  nameField: 'icd_name',
  naturalKey: 'icd_code',
  permission: perms('icd'),
  calls: standardCalls('/custom/master/icd', { import: false }),
  route: '/configure/icd',
  fields: [
    code('icd', 'Kode ICD', 10),
    name('icd', 'Nama Diagnosis', 255),
    { name: 'icd_version', label: 'Versi', type: 'select', options: ICD_VERSIONS, required: true, filter: 'eq', default: 'ICD-10' },
  ],
};

export const swamedikasi: ResourceDef = {
  key: 'swamedikasi',
  title: 'Swamedikasi',
  table: 'master_swamedikasi',
  idField: 'swamedikasi_id',
  nameField: 'swamedikasi_name',
  naturalKey: 'swamedikasi_name',
  permission: perms('swamedikasi'),
  calls: standardCalls('/swamedikasi', { list: 'list_data' }),
  route: '/configure/swamedikasi',
  fields: [
    name('swamedikasi', 'Nama Swamedikasi', 150, true),
    { name: 'swamedikasi_keluhan', label: 'Keluhan', type: 'textarea', required: true, max: 1000, search: true },
    { name: 'swamedikasi_rekomendasi', label: 'Rekomendasi', type: 'textarea', max: 2000 },
  ],
};

export const asuransi: ResourceDef = {
  key: 'asuransi',
  title: 'Asuransi',
  table: 'master_asuransi',
  idField: 'asuransi_id',
  nameField: 'asuransi_name',
  naturalKey: 'asuransi_code',
  permission: perms('asuransi'),
  calls: standardCalls('/asuransi'),
  route: '/configure/asuransi',
  fields: [
    code('asuransi', 'Kode Asuransi'),
    name('asuransi', 'Nama Asuransi'),
    { name: 'asuransi_phone', label: 'Telepon', type: 'phone' },
    { name: 'asuransi_email', label: 'Email', type: 'email' },
    { name: 'asuransi_discount', label: 'Diskon (%)', type: 'int', min: 0, max: 100, default: '0' },
    { name: 'asuransi_address', label: 'Alamat', type: 'textarea', max: 500 },
  ],
};

export const hospital: ResourceDef = {
  key: 'hospital',
  title: 'Rumah Sakit',
  table: 'master_hospital',
  idField: 'hospital_id',
  nameField: 'hospital_name',
  naturalKey: 'hospital_code',
  permission: perms('hospital'),
  calls: standardCalls('/custom/master/hospital'),
  route: '/configure/hospital',
  fields: [
    code('hospital', 'Kode Rumah Sakit'),
    name('hospital', 'Nama Rumah Sakit'),
    { name: 'hospital_phone', label: 'Telepon', type: 'phone' },
    { name: 'hospital_email', label: 'Email', type: 'email' },
    { name: 'kecamatan_id', label: 'Kecamatan', type: 'district' },
    { name: 'hospital_address', label: 'Alamat', type: 'textarea', max: 500 },
  ],
};

export const rs: ResourceDef = {
  key: 'rs',
  title: 'RS Pengirim',
  table: 'master_rs',
  idField: 'rs_id',
  nameField: 'rs_name',
  naturalKey: 'rs_code',
  permission: perms('rs'),
  calls: standardCalls('/custom/master/rs'),
  route: '/configure/rs',
  fields: [
    code('rs', 'Kode RS'),
    name('rs', 'Nama RS'),
    { name: 'rs_type', label: 'Jenis', type: 'select', options: RS_TYPES, required: true, filter: 'eq' },
    { name: 'rs_pic', label: 'Penanggung Jawab', type: 'text', max: 100 },
    { name: 'rs_phone', label: 'Telepon', type: 'phone' },
    { name: 'rs_address', label: 'Alamat', type: 'textarea', max: 500 },
  ],
};

export const checkupPrice: ResourceDef = {
  key: 'checkup_price',
  title: 'Harga Pemeriksaan',
  table: 'master_checkup_price',
  idField: 'checkup_price_id',
  nameField: 'checkup_price_code',
  naturalKey: 'checkup_price_code',
  permission: perms('checkupPrice'),
  calls: standardCalls('/custom/master/checkup_price', { delete: false }),
  route: '/configure/checkup-price',
  fields: [
    code('checkup_price', 'Kode Harga'),
    { name: 'checkup_id', label: 'Pemeriksaan', type: 'ref', ref: { resource: 'checkup' }, required: true, filter: 'eq' },
    { name: 'rs_id', label: 'RS Pengirim', type: 'ref', ref: { resource: 'rs' }, filter: 'eq' },
    { name: 'checkup_price_amount', label: 'Harga', type: 'money', required: true, min: 0, sort: true, filter: 'range' },
  ],
};

export const pasien: ResourceDef = {
  key: 'pasien',
  title: 'Pasien',
  table: 'master_pasien',
  idField: 'pasien_id',
  nameField: 'pasien_name',
  naturalKey: 'pasien_code',
  permission: perms('pasien'),
  calls: standardCalls('/custom/master/pasien'),
  route: '/configure/pasien',
  fields: [
    { ...code('pasien', 'No. Rekam Medis'), max: 30 },
    name('pasien', 'Nama Pasien'),
    { name: 'pasien_nik', label: 'NIK', type: 'nik', filter: 'contains' },
    { name: 'pasien_gender', label: 'Jenis Kelamin', type: 'select', options: GENDER_OPTIONS, required: true, filter: 'eq' },
    { name: 'pasien_birth_date', label: 'Tanggal Lahir', type: 'date', filter: 'range', sort: true },
    { name: 'golongan_darah_id', label: 'Golongan Darah', type: 'ref', ref: { resource: 'golongan_darah' }, filter: 'eq' },
    { name: 'asuransi_id', label: 'Asuransi', type: 'ref', ref: { resource: 'asuransi' }, filter: 'eq' },
    { name: 'pasien_phone', label: 'Telepon', type: 'phone', search: true },
    { name: 'pasien_address', label: 'Alamat', type: 'textarea', max: 500 },
  ],
};

export const gastritis: ResourceDef = {
  key: 'gastritis',
  title: 'Gastritis',
  table: 'master_gastritis',
  idField: 'gastritis_id',
  nameField: 'gastritis_name',
  naturalKey: 'gastritis_code',
  permission: perms('gastritis'),
  calls: standardCalls('/custom/master/gastritis', { import: false }),
  route: '/configure/gastritis',
  fields: [code('gastritis', 'Kode Gastritis'), name('gastritis', 'Nama Gastritis'), note('gastritis')],
};

export const HEALTH_RESOURCES: readonly ResourceDef[] = [
  hospital,
  dokter,
  golonganDarah,
  checkupCategory,
  checkup,
  formatNota,
  icd,
  swamedikasi,
  asuransi,
  rs,
  checkupPrice,
  pasien,
  gastritis,
];
