import { code, name, note, perms } from './resource-fields.js';
import { KASBANK_TYPES } from './resource-options.js';
import type { ResourceDef } from './resource-types.js';

export const area: ResourceDef = {
  key: 'area',
  title: 'Area',
  table: 'master_area',
  idField: 'area_id',
  nameField: 'area_name',
  naturalKey: 'area_code',
  permission: perms('masterArea'),
  calls: {
    list: '/custom/master/area/list',
    excel: '/custom/master/area/excel',
    template: '/custom/master/area/template',
    createValidation: '/custom/master/area/create_validation',
    createStored: '/custom/master/area/create_stored',
    updateValidation: '/custom/master/area/update_validation',
    updateStored: '/custom/master/area/update_stored',
    deleteValidation: '/custom/master/area/delete_validation',
    deleteStored: '/custom/master/area/delete_stored',
    import: '/custom/master/area/stored_import',
  },
  route: '/configure/area',
  fields: [code('area', 'Kode Area'), name('area', 'Nama Area', 100), note('area')],
};

export const shift: ResourceDef = {
  key: 'shift',
  title: 'Shift Kasir',
  table: 'master_shift',
  idField: 'shift_id',
  nameField: 'shift_name',
  naturalKey: 'shift_name',
  permission: perms('shiftData'),
  calls: {
    list: '/shift_config/list_data',
    excel: '/shift_config/excel',
    template: '/shift_config/template',
    createValidation: '/shift_config/create_validation',
    createStored: '/shift_config/create_stored',
    updateValidation: '/shift_config/update_validation',
    updateStored: '/shift_config/update_stored',
    deleteValidation: '/shift_config/delete_validation',
    deleteStored: '/shift_config/delete_stored',
    import: '/shift_config/stored_import',
  },
  route: '/configure/shift-data',
  fields: [
    name('shift', 'Nama Shift', 50, true),
    { name: 'shift_start', label: 'Jam Mulai', type: 'time', required: true, sort: true },
    { name: 'shift_end', label: 'Jam Selesai', type: 'time', required: true },
    note('shift'),
  ],
};

export const merk: ResourceDef = {
  key: 'merk',
  title: 'Kategori Produk',
  table: 'master_merk',
  idField: 'merk_id',
  nameField: 'merk_name',
  naturalKey: 'merk_name',
  permission: perms('masterBrand'),
  calls: {
    list: '/master/merk/list',
    excel: '/master/merk/excel',
    template: '/master/merk/template',
    createValidation: '/master/merk/validation_add',
    createStored: '/master/merk/add_stored',
    updateValidation: '/master/merk/validation_update',
    updateStored: '/master/merk/update_stored',
    deleteValidation: '/master/merk/validation_delete',
    deleteStored: '/master/merk/delete_stored',
    import: '/master/merk/stored_import',
    find: '/master/merk/find',
  },
  route: '/configure/master-brand',
  fields: [name('merk', 'Nama Kategori', 100, true), note('merk')],
};

export const tag: ResourceDef = {
  key: 'tag',
  title: 'Tag',
  table: 'master_tag',
  idField: 'tag_id',
  nameField: 'tag_name',
  naturalKey: 'tag_name',
  permission: perms('masterTag'),
  calls: {
    list: '/master/tag/list',
    excel: '/master/tag/excel',
    template: '/master/tag/template',
    createStored: '/master/tag/create',
    updateStored: '/master/tag/update',
    deleteStored: '/master/tag/delete',
  },
  route: '/configure/tag',
  fields: [name('tag', 'Nama Tag', 50, true), { name: 'tag_color', label: 'Warna', type: 'text', max: 7, placeholder: '#1890ff' }],
};

export const kasbank: ResourceDef = {
  key: 'kasbank',
  title: 'Kas & Bank',
  table: 'master_kasbank',
  idField: 'kasbank_id',
  nameField: 'kasbank_name',
  naturalKey: 'kasbank_code',
  permission: perms('bank'),
  calls: {
    list: '/master/kasbank/list',
    excel: '/master/kasbank/excel',
    template: '/master/kasbank/template',
    createStored: '/master/kasbank/create',
    updateStored: '/master/kasbank/update',
    deleteStored: '/master/kasbank/delete',
    import: '/master/kasbank/stored_import',
  },
  route: '/bank',
  fields: [
    code('kasbank', 'Kode Akun', 20),
    name('kasbank', 'Nama Akun', 100),
    { name: 'kasbank_type', label: 'Jenis', type: 'select', options: KASBANK_TYPES, required: true, filter: 'eq' },
    { name: 'kasbank_bank_name', label: 'Nama Bank', type: 'text', max: 100 },
    { name: 'kasbank_account_number', label: 'Nomor Rekening', type: 'text', max: 40, textCell: true },
    { name: 'kasbank_account_holder', label: 'Atas Nama', type: 'text', max: 100 },
    { name: 'kasbank_opening_balance', label: 'Saldo Awal', type: 'money', min: 0, default: '0' },
  ],
};

export const npwp: ResourceDef = {
  key: 'npwp',
  title: 'NPWP',
  table: 'master_npwp',
  idField: 'npwp_id',
  nameField: 'npwp_name',
  naturalKey: 'npwp_number',
  permission: perms('npwpData'),
  calls: {
    list: '/master/npwp/list',
    excel: '/master/npwp/excel',
    template: '/master/npwp/template',
    createStored: '/master/npwp/create',
    updateStored: '/master/npwp/update',
    deleteStored: '/master/npwp/delete',
  },
  route: '/configure/npwp-data',
  fields: [
    { name: 'npwp_number', label: 'Nomor NPWP', type: 'npwp', required: true, unique: true, filter: 'contains', search: true, sort: true },
    name('npwp', 'Nama Wajib Pajak'),
    { name: 'npwp_address', label: 'Alamat NPWP', type: 'textarea', max: 500 },
    { name: 'npwp_is_default', label: 'Utama', type: 'flag', default: '0' },
  ],
};

export const packageCategory: ResourceDef = {
  key: 'package_category',
  title: 'Etalase',
  table: 'master_category',
  idField: 'category_id',
  nameField: 'category_name',
  naturalKey: 'category_name',
  permission: perms('categoryData'),
  calls: {
    list: '/product_package/category/index',
    excel: '/product_package/category/excel',
    template: '/product_package/category/template',
    createValidation: '/product_package/category/validation_create',
    createStored: '/product_package/category/create_stored',
    updateValidation: '/product_package/category/validation_update',
    updateStored: '/product_package/category/update_stored',
    deleteValidation: '/product_package/category/validation_delete',
    deleteStored: '/product_package/category/delete_stored',
    import: '/product_package/category/stored_import',
  },
  route: '/configure/category-data',
  fields: [
    { ...name('category', 'Nama Etalase', 100, true) },
    { name: 'category_sort', label: 'Urutan', type: 'int', min: 0, max: 9999, default: '0', sort: true },
    note('category'),
  ],
};

export const kemasan: ResourceDef = {
  key: 'kemasan',
  title: 'Kemasan',
  table: 'master_kemasan',
  idField: 'kemasan_id',
  nameField: 'kemasan_name',
  naturalKey: 'kemasan_name',
  permission: perms('masterKemasan'),
  calls: {
    list: '/kemasan/list',
    excel: '/kemasan/excel',
    template: '/kemasan/template',
    createStored: '/kemasan/stored',
    updateStored: '/kemasan/update_stored',
    deleteValidation: '/kemasan/delete_validation',
    deleteStored: '/kemasan/delete_stored',
    import: '/kemasan/stored_import',
  },
  route: '/configure/master-kemasan',
  fields: [name('kemasan', 'Nama Kemasan', 50, true), note('kemasan')],
};

export const memberType: ResourceDef = {
  key: 'member_type',
  title: 'Tipe Member',
  table: 'master_member_type',
  idField: 'member_type_id',
  nameField: 'member_type_name',
  naturalKey: 'member_type_name',
  permission: perms('masterMemberType'),
  calls: {
    list: '/member_type/list',
    excel: '/member_type/excel',
    template: '/member_type/template',
    createStored: '/member_type/stored',
    updateStored: '/member_type/update_stored',
    deleteValidation: '/member_type/delete_validation',
    deleteStored: '/member_type/delete_stored',
  },
  route: '/configure/master-member-type',
  fields: [
    name('member_type', 'Nama Tipe Member', 50, true),
    { name: 'member_type_discount', label: 'Diskon (%)', type: 'int', min: 0, max: 100, default: '0' },
    note('member_type'),
  ],
};

export const CATALOG_RESOURCES: readonly ResourceDef[] = [area, shift, merk, tag, kasbank, npwp, packageCategory, kemasan, memberType];
