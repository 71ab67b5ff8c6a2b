CREATE INDEX "master_area_area_code_trgm" ON "master_area" USING gin ("area_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_area_area_name_trgm" ON "master_area" USING gin ("area_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_asuransi_asuransi_code_trgm" ON "master_asuransi" USING gin ("asuransi_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_asuransi_asuransi_name_trgm" ON "master_asuransi" USING gin ("asuransi_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_category_category_name_trgm" ON "master_category" USING gin ("category_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_checkup_checkup_code_trgm" ON "master_checkup" USING gin ("checkup_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_checkup_checkup_name_trgm" ON "master_checkup" USING gin ("checkup_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_checkup_category_checkup_category_code_trgm" ON "master_checkup_category" USING gin ("checkup_category_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_checkup_category_checkup_category_name_trgm" ON "master_checkup_category" USING gin ("checkup_category_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_checkup_price_checkup_price_code_trgm" ON "master_checkup_price" USING gin ("checkup_price_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_divisi_divisi_name_trgm" ON "master_divisi" USING gin ("divisi_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_dokter_dokter_code_trgm" ON "master_dokter" USING gin ("dokter_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_dokter_dokter_name_trgm" ON "master_dokter" USING gin ("dokter_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_dokter_dokter_specialist_trgm" ON "master_dokter" USING gin ("dokter_specialist" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_ekspedisi_ekspedisi_code_trgm" ON "master_ekspedisi" USING gin ("ekspedisi_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_ekspedisi_ekspedisi_name_trgm" ON "master_ekspedisi" USING gin ("ekspedisi_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_format_format_code_trgm" ON "master_format" USING gin ("format_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_format_format_name_trgm" ON "master_format" USING gin ("format_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_gastritis_gastritis_code_trgm" ON "master_gastritis" USING gin ("gastritis_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_gastritis_gastritis_name_trgm" ON "master_gastritis" USING gin ("gastritis_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_golongan_darah_golongan_darah_name_trgm" ON "master_golongan_darah" USING gin ("golongan_darah_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_hospital_hospital_code_trgm" ON "master_hospital" USING gin ("hospital_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_hospital_hospital_name_trgm" ON "master_hospital" USING gin ("hospital_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_icd_icd_code_trgm" ON "master_icd" USING gin ("icd_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_icd_icd_name_trgm" ON "master_icd" USING gin ("icd_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_jabatan_jabatan_name_trgm" ON "master_jabatan" USING gin ("jabatan_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_karyawan_karyawan_nik_trgm" ON "master_karyawan" USING gin ("karyawan_nik" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_karyawan_karyawan_name_trgm" ON "master_karyawan" USING gin ("karyawan_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_karyawan_karyawan_phone_trgm" ON "master_karyawan" USING gin ("karyawan_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_kasbank_kasbank_code_trgm" ON "master_kasbank" USING gin ("kasbank_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_kasbank_kasbank_name_trgm" ON "master_kasbank" USING gin ("kasbank_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_kemasan_kemasan_name_trgm" ON "master_kemasan" USING gin ("kemasan_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_member_member_code_trgm" ON "master_member" USING gin ("member_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_member_member_name_trgm" ON "master_member" USING gin ("member_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_member_member_phone_trgm" ON "master_member" USING gin ("member_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_member_member_email_trgm" ON "master_member" USING gin ("member_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_member_type_member_type_name_trgm" ON "master_member_type" USING gin ("member_type_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_merk_merk_name_trgm" ON "master_merk" USING gin ("merk_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_npwp_npwp_number_trgm" ON "master_npwp" USING gin ("npwp_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_npwp_npwp_name_trgm" ON "master_npwp" USING gin ("npwp_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_pasien_pasien_code_trgm" ON "master_pasien" USING gin ("pasien_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_pasien_pasien_name_trgm" ON "master_pasien" USING gin ("pasien_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_pasien_pasien_nik_trgm" ON "master_pasien" USING gin ("pasien_nik" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_pasien_pasien_phone_trgm" ON "master_pasien" USING gin ("pasien_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_rs_rs_code_trgm" ON "master_rs" USING gin ("rs_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_rs_rs_name_trgm" ON "master_rs" USING gin ("rs_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_shift_shift_name_trgm" ON "master_shift" USING gin ("shift_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_swamedikasi_swamedikasi_name_trgm" ON "master_swamedikasi" USING gin ("swamedikasi_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_swamedikasi_swamedikasi_keluhan_trgm" ON "master_swamedikasi" USING gin ("swamedikasi_keluhan" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_tag_tag_name_trgm" ON "master_tag" USING gin ("tag_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_vendor_vendor_code_trgm" ON "master_vendor" USING gin ("vendor_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_vendor_vendor_name_trgm" ON "master_vendor" USING gin ("vendor_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "master_vendor_vendor_phone_trgm" ON "master_vendor" USING gin ("vendor_phone" gin_trgm_ops);--> statement-breakpoint
CREATE VIEW "public"."master_area_search" AS (select "area_id", "area_code", "area_name" from "master_area" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_asuransi_search" AS (select "asuransi_id", "asuransi_code", "asuransi_name" from "master_asuransi" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_category_search" AS (select "category_id", "category_name" from "master_category" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_checkup_category_search" AS (select "checkup_category_id", "checkup_category_code", "checkup_category_name" from "master_checkup_category" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_checkup_price_search" AS (select "checkup_price_id", "checkup_price_code" from "master_checkup_price" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_checkup_search" AS (select "checkup_id", "checkup_code", "checkup_name" from "master_checkup" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_divisi_search" AS (select "divisi_id", "divisi_name" from "master_divisi" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_dokter_search" AS (select "dokter_id", "dokter_code", "dokter_name", "dokter_specialist" from "master_dokter" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_ekspedisi_search" AS (select "ekspedisi_id", "ekspedisi_code", "ekspedisi_name" from "master_ekspedisi" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_format_search" AS (select "format_id", "format_code", "format_name" from "master_format" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_gastritis_search" AS (select "gastritis_id", "gastritis_code", "gastritis_name" from "master_gastritis" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_golongan_darah_search" AS (select "golongan_darah_id", "golongan_darah_name" from "master_golongan_darah" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_hospital_search" AS (select "hospital_id", "hospital_code", "hospital_name" from "master_hospital" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_icd_search" AS (select "icd_id", "icd_code", "icd_name" from "master_icd" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_jabatan_search" AS (select "jabatan_id", "jabatan_name" from "master_jabatan" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_karyawan_search" AS (select "karyawan_id", "karyawan_nik", "karyawan_name", "karyawan_phone" from "master_karyawan" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_kasbank_search" AS (select "kasbank_id", "kasbank_code", "kasbank_name" from "master_kasbank" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_kemasan_search" AS (select "kemasan_id", "kemasan_name" from "master_kemasan" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_member_search" AS (select "member_id", "member_code", "member_name", "member_phone", "member_email" from "master_member" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_member_type_search" AS (select "member_type_id", "member_type_name" from "master_member_type" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_merk_search" AS (select "merk_id", "merk_name" from "master_merk" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_npwp_search" AS (select "npwp_id", "npwp_number", "npwp_name" from "master_npwp" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_pasien_search" AS (select "pasien_id", "pasien_code", "pasien_name", "pasien_nik", "pasien_phone" from "master_pasien" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_rs_search" AS (select "rs_id", "rs_code", "rs_name" from "master_rs" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_shift_search" AS (select "shift_id", "shift_name" from "master_shift" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_swamedikasi_search" AS (select "swamedikasi_id", "swamedikasi_name", "swamedikasi_keluhan" from "master_swamedikasi" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_tag_search" AS (select "tag_id", "tag_name" from "master_tag" where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."master_vendor_search" AS (select "vendor_id", "vendor_code", "vendor_name", "vendor_phone" from "master_vendor" where company_id = nullif(current_setting('app.company_id', true), '')::int);