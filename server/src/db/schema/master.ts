import { RESOURCES } from '@bo/contract';
import { resourceSearchView, resourceTable } from './resource-table.js';

/** One table per master resource, built from its definition (packages/contract/src/resources). */
export const masterTables = Object.fromEntries(RESOURCES.map((r) => [r.key, resourceTable(r)]));
/** The search view of each resource (ids of the company's rows, text-match columns): see resourceSearchView. */
export const masterSearchViews = Object.fromEntries(RESOURCES.map((r) => [r.key, resourceSearchView(r)]));

// Named exports so that drizzle-kit sees each table and search view; a new area adds its lines here.
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
export * from './number-series.js';
export * from './regions.js';

export const master_area_search = masterSearchViews.area;
export const master_shift_search = masterSearchViews.shift;
export const master_merk_search = masterSearchViews.merk;
export const master_tag_search = masterSearchViews.tag;
export const master_kasbank_search = masterSearchViews.kasbank;
export const master_npwp_search = masterSearchViews.npwp;
export const master_category_search = masterSearchViews.package_category;
export const master_kemasan_search = masterSearchViews.kemasan;
export const master_member_type_search = masterSearchViews.member_type;
export const master_dokter_search = masterSearchViews.dokter;
export const master_golongan_darah_search = masterSearchViews.golongan_darah;
export const master_checkup_category_search = masterSearchViews.checkup_category;
export const master_checkup_search = masterSearchViews.checkup;
export const master_format_search = masterSearchViews.format;
export const master_icd_search = masterSearchViews.icd;
export const master_swamedikasi_search = masterSearchViews.swamedikasi;
export const master_asuransi_search = masterSearchViews.asuransi;
export const master_hospital_search = masterSearchViews.hospital;
export const master_rs_search = masterSearchViews.rs;
export const master_checkup_price_search = masterSearchViews.checkup_price;
export const master_pasien_search = masterSearchViews.pasien;
export const master_gastritis_search = masterSearchViews.gastritis;
export const master_divisi_search = masterSearchViews.divisi;
export const master_jabatan_search = masterSearchViews.jabatan;
export const master_karyawan_search = masterSearchViews.karyawan;
export const master_vendor_search = masterSearchViews.vendor;
export const master_ekspedisi_search = masterSearchViews.ekspedisi;
export const master_member_search = masterSearchViews.member;
