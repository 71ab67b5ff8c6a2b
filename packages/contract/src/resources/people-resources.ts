import { code, name, note, perms } from './resource-fields.js';
import { GENDER_OPTIONS, MEMBER_APPROVAL } from './resource-options.js';
import type { ResourceDef } from './resource-types.js';

export const divisi: ResourceDef = {
  key: 'divisi',
  title: 'Divisi',
  table: 'master_divisi',
  idField: 'divisi_id',
  nameField: 'divisi_name',
  naturalKey: 'divisi_name',
  permission: perms('divisi'),
  calls: {
    list: '/karyawan/list_division',
    excel: '/karyawan/divisi/excel',
    template: '/karyawan/divisi/template',
    createStored: '/karyawan/divisi/create',
    updateStored: '/karyawan/divisi/update',
    deleteStored: '/karyawan/divisi/delete',
  },
  route: '/configure/divisi',
  fields: [name('divisi', 'Nama Divisi', 100, true), note('divisi')],
};

export const jabatan: ResourceDef = {
  key: 'jabatan',
  title: 'Jabatan',
  table: 'master_jabatan',
  idField: 'jabatan_id',
  nameField: 'jabatan_name',
  naturalKey: 'jabatan_name',
  permission: perms('jabatanData'),
  calls: {
    list: '/karyawan/list_jabatan',
    excel: '/karyawan/jabatan/excel',
    template: '/karyawan/jabatan/template',
    createStored: '/karyawan/jabatan/create',
    updateStored: '/karyawan/jabatan/update',
    deleteStored: '/karyawan/jabatan/delete',
  },
  route: '/configure/jabatanData',
  fields: [name('jabatan', 'Nama Jabatan', 100, true), note('jabatan')],
};

export const karyawan: ResourceDef = {
  key: 'karyawan',
  title: 'Karyawan',
  table: 'master_karyawan',
  idField: 'karyawan_id',
  nameField: 'karyawan_name',
  naturalKey: 'karyawan_nik',
  permission: perms('karyawan'),
  calls: {
    list: '/karyawan/list_karyawan',
    excel: '/karyawan/excel',
    template: '/karyawan/template',
    createValidation: '/karyawan/validation_add',
    createStored: '/karyawan/add_stored',
    updateValidation: '/karyawan/validation_update',
    updateStored: '/karyawan/update_stored',
    deleteValidation: '/karyawan/validation_delete',
    deleteStored: '/karyawan/delete_stored',
    import: '/karyawan/stored_import',
    detail: '/karyawan/detail',
  },
  route: '/configure/karyawan',
  fields: [
    { name: 'karyawan_nik', label: 'NIK Karyawan', type: 'code', required: true, max: 30, unique: true, filter: 'contains', search: true, sort: true },
    name('karyawan', 'Nama Karyawan'),
    { name: 'karyawan_gender', label: 'Jenis Kelamin', type: 'select', options: GENDER_OPTIONS, filter: 'eq' },
    { name: 'divisi_id', label: 'Divisi', type: 'ref', ref: { resource: 'divisi' }, required: true, filter: 'eq' },
    { name: 'jabatan_id', label: 'Jabatan', type: 'ref', ref: { resource: 'jabatan' }, required: true, filter: 'eq' },
    { name: 'karyawan_phone', label: 'Telepon', type: 'phone', search: true },
    { name: 'karyawan_email', label: 'Email', type: 'email' },
    { name: 'karyawan_join_date', label: 'Tanggal Masuk', type: 'date', filter: 'range', sort: true },
    { name: 'karyawan_address', label: 'Alamat', type: 'textarea', max: 500 },
    { name: 'admin_id', label: 'Akun Login', type: 'int', system: true },
  ],
};

export const vendor: ResourceDef = {
  key: 'vendor',
  title: 'Supplier',
  table: 'master_vendor',
  idField: 'vendor_id',
  nameField: 'vendor_name',
  naturalKey: 'vendor_code',
  permission: perms('supplierData'),
  calls: {
    list: '/vendor/index',
    excel: '/vendor/excel',
    template: '/vendor/template',
    createValidation: '/vendor/validation_create',
    createStored: '/vendor/create_stored',
    updateValidation: '/vendor/validation_update',
    updateStored: '/vendor/update_stored',
    deleteValidation: '/vendor/validation_delete',
    deleteStored: '/vendor/delete_stored',
    import: '/vendor/stored_import',
  },
  route: '/configure/supplier-data',
  usedBy: [
    { table: 'goods_receipt', columns: ['vendor_id'], label: 'penerimaan yang belum lunas', where: 'is_paid = 0' },
    { table: 'goods_receipt', columns: ['vendor_id'], label: 'penerimaan yang sudah lunas', where: 'is_paid = 1' },
    { table: 'purchase_order', columns: ['vendor_id'], label: 'pesanan pembelian' },
    { table: 'purchase_material', columns: ['vendor_id'], label: 'pembelian bahan' },
    { table: 'retur_supplier', columns: ['vendor_id'], label: 'retur supplier' },
    { table: 'product_main', columns: ['main_vendor_id'], label: 'produk' },
  ],
  fields: [
    code('vendor', 'Kode Supplier'),
    name('vendor', 'Nama Supplier'),
    { name: 'vendor_contact_person', label: 'Kontak Person', type: 'text', max: 100 },
    { name: 'vendor_phone', label: 'Telepon', type: 'phone', search: true },
    { name: 'vendor_email', label: 'Email', type: 'email' },
    { name: 'vendor_npwp', label: 'NPWP', type: 'npwp' },
    { name: 'kecamatan_id', label: 'Kecamatan', type: 'district' },
    { name: 'vendor_address', label: 'Alamat', type: 'textarea', max: 500 },
    /** Days after a receipt's date its invoice falls due when the receipt names no due date (issue 22). */
    { name: 'payment_term_days', label: 'Termin Pembayaran (hari)', type: 'int', min: 0, max: 365, default: '0', sort: true },
  ],
};

export const ekspedisi: ResourceDef = {
  key: 'ekspedisi',
  title: 'Ekspedisi',
  table: 'master_ekspedisi',
  idField: 'ekspedisi_id',
  nameField: 'ekspedisi_name',
  naturalKey: 'ekspedisi_code',
  permission: perms('ekspedisiData'),
  calls: {
    list: '/ekspedisi/index',
    excel: '/ekspedisi/excel',
    template: '/ekspedisi/template',
    createValidation: '/ekspedisi/validation_create',
    createStored: '/ekspedisi/create_stored',
    updateValidation: '/ekspedisi/validation_update',
    updateStored: '/ekspedisi/update_stored',
    deleteValidation: '/ekspedisi/validation_delete',
    deleteStored: '/ekspedisi/delete_stored',
    import: '/ekspedisi/stored_import',
  },
  route: '/configure/ekspedisi-data',
  usedBy: [
    { table: 'sales_order', columns: ['ekspedisi_id'], label: 'tagihan penjualan' },
    { table: 'shipment', columns: ['ekspedisi_id'], label: 'pengiriman' },
  ],
  fields: [
    code('ekspedisi', 'Kode Ekspedisi', 20),
    name('ekspedisi', 'Nama Ekspedisi', 100),
    { name: 'ekspedisi_phone', label: 'Telepon', type: 'phone' },
    note('ekspedisi'),
    { name: 'ekspedisi_discount_ongkir', label: 'Diskon Ongkir', type: 'money', system: true, default: '0' },
    { name: 'ekspedisi_cod', label: 'Melayani COD', type: 'flag', system: true, default: '0' },
    { name: 'ekspedisi_logo', label: 'Logo', type: 'textarea', system: true, list: false },
  ],
};

export const member: ResourceDef = {
  key: 'member',
  title: 'Kontak',
  table: 'master_member',
  idField: 'member_id',
  nameField: 'member_name',
  naturalKey: 'member_phone',
  // The order pages and the cashier choose the customer; partners (indexSales) do not browse the contacts.
  permission: { ...perms('kontak'), pick: ['orderList', 'createOrder', 'editOrder', 'cashier', 'returSale'] },
  calls: {
    list: '/member/index',
    excel: '/member/excel',
    template: '/member/template',
    createValidation: '/member/create_validation',
    createStored: '/member/create_stored',
    updateValidation: '/member/update_validation',
    updateStored: '/member/update_stored',
    deleteValidation: '/member/delete_validation',
    deleteStored: '/member/delete_stored',
    import: '/member/stored_import',
  },
  route: '/kontak',
  usedBy: [
    { table: 'sales_order', columns: ['member_id'], label: 'tagihan penjualan' },
    { table: 'lead', columns: ['member_id'], label: 'lead' },
  ],
  defaultSort: { field: 'member_id', type: 'desc' },
  fields: [
    { ...code('member', 'Kode Member', 30), required: false },
    name('member', 'Nama Member'),
    { name: 'member_phone', label: 'Telepon', type: 'phone', required: true, unique: true, filter: 'contains', search: true, sort: true },
    { name: 'member_email', label: 'Email', type: 'email', filter: 'contains', search: true },
    { name: 'member_gender', label: 'Jenis Kelamin', type: 'select', options: GENDER_OPTIONS, filter: 'eq' },
    { name: 'member_birth_date', label: 'Tanggal Lahir', type: 'date', filter: 'range' },
    { name: 'member_type_id', label: 'Tipe Member', type: 'ref', ref: { resource: 'member_type' }, filter: 'eq' },
    { name: 'kecamatan_id', label: 'Kecamatan', type: 'district', filter: 'eq' },
    { name: 'member_address', label: 'Alamat', type: 'textarea', max: 500 },
    { name: 'member_zipcode', label: 'Kode Pos', type: 'text', max: 10 },
    { name: 'member_npwp', label: 'NPWP', type: 'npwp', list: false },
    { name: 'member_approval', label: 'Status Persetujuan', type: 'select', options: MEMBER_APPROVAL, system: true, filter: 'eq', default: 'approved' },
    { name: 'member_reject_reason', label: 'Alasan Penolakan', type: 'text', max: 500, system: true },
    { name: 'is_synchronized', label: 'Tersinkron', type: 'flag', system: true, default: '0', filter: 'eq' },
    { name: 'member_username', label: 'Username Login', type: 'text', max: 50, system: true },
    { name: 'member_password_hash', label: 'Password', type: 'text', max: 200, system: true, hidden: true },
  ],
};

/**
 * Contacts waiting for approval (Verifikasi Kontak): the member definition answered by the
 * verification list and the _temp calls. Not in the registry: it shares the member table.
 */
export const memberTemp: ResourceDef = {
  ...member,
  title: 'Verifikasi Kontak',
  permission: { list: 'verifikasi', create: 'kontakCreate', update: 'kontakUpdate', delete: 'kontakDelete' },
  calls: {
    list: '/member/index_verifikasi',
    excel: '/member/excel_verifikasi',
    createValidation: '/member/create_validation_temp',
    createStored: '/member/create_stored_temp',
    updateValidation: '/member/update_validation_temp',
    updateStored: '/member/update_stored_temp',
    deleteValidation: '/member/delete_validation_temp',
    deleteStored: '/member/delete_stored_temp',
  },
};

export const PEOPLE_RESOURCES: readonly ResourceDef[] = [divisi, jabatan, karyawan, vendor, ekspedisi, member];
