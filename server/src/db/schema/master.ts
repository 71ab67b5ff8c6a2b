import { RESOURCES } from '@bo/contract';
import { resourceTable } from './resource-table.js';

/** One table per master resource, built from its definition (packages/contract/src/resources). */
export const masterTables = Object.fromEntries(RESOURCES.map((r) => [r.key, resourceTable(r)]));

// Named exports so that drizzle-kit sees each table; a new area adds its line here.
export const master_area = masterTables.area;
export const master_shift = masterTables.shift;
export const master_merk = masterTables.merk;
export const master_tag = masterTables.tag;
export const master_kasbank = masterTables.kasbank;
export const master_npwp = masterTables.npwp;
export const master_category = masterTables.package_category;
export const master_kemasan = masterTables.kemasan;
export const master_member_type = masterTables.member_type;
export const master_dokter = masterTables.dokter;
export const master_golongan_darah = masterTables.golongan_darah;
export const master_checkup_category = masterTables.checkup_category;
export const master_checkup = masterTables.checkup;
export const master_format = masterTables.format;
export const master_icd = masterTables.icd;
export const master_swamedikasi = masterTables.swamedikasi;
export const master_asuransi = masterTables.asuransi;
export const master_hospital = masterTables.hospital;
export const master_rs = masterTables.rs;
export const master_checkup_price = masterTables.checkup_price;
export const master_pasien = masterTables.pasien;
export const master_gastritis = masterTables.gastritis;
export const master_divisi = masterTables.divisi;
export const master_jabatan = masterTables.jabatan;
export const master_karyawan = masterTables.karyawan;
export const master_vendor = masterTables.vendor;
export const master_ekspedisi = masterTables.ekspedisi;
export const master_member = masterTables.member;
export * from './member-sync.js';
export * from './regions.js';
