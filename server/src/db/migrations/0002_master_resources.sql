CREATE TABLE "master_area" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"area_id" serial NOT NULL,
	"area_code" varchar(30) NOT NULL,
	"area_name" varchar(100) NOT NULL,
	"area_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_area_pk" PRIMARY KEY("company_id","area_id")
);
--> statement-breakpoint
ALTER TABLE "master_area" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_asuransi" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"asuransi_id" serial NOT NULL,
	"asuransi_code" varchar(30) NOT NULL,
	"asuransi_name" varchar(150) NOT NULL,
	"asuransi_phone" varchar(30),
	"asuransi_email" varchar(150),
	"asuransi_discount" integer DEFAULT 0,
	"asuransi_address" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_asuransi_pk" PRIMARY KEY("company_id","asuransi_id")
);
--> statement-breakpoint
ALTER TABLE "master_asuransi" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_category" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"category_id" serial NOT NULL,
	"category_name" varchar(100) NOT NULL,
	"category_sort" integer DEFAULT 0,
	"category_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_category_pk" PRIMARY KEY("company_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "master_category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_checkup" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"checkup_id" serial NOT NULL,
	"checkup_code" varchar(30) NOT NULL,
	"checkup_name" varchar(150) NOT NULL,
	"checkup_category_id" integer NOT NULL,
	"checkup_report_type" varchar(50) NOT NULL,
	"checkup_nota_type" varchar(50),
	"checkup_form" varchar(50),
	"checkup_duration_days" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_checkup_pk" PRIMARY KEY("company_id","checkup_id")
);
--> statement-breakpoint
ALTER TABLE "master_checkup" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_checkup_category" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"checkup_category_id" serial NOT NULL,
	"checkup_category_code" varchar(30) NOT NULL,
	"checkup_category_name" varchar(100) NOT NULL,
	"checkup_category_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_checkup_category_pk" PRIMARY KEY("company_id","checkup_category_id")
);
--> statement-breakpoint
ALTER TABLE "master_checkup_category" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_checkup_price" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"checkup_price_id" serial NOT NULL,
	"checkup_price_code" varchar(30) NOT NULL,
	"checkup_id" integer NOT NULL,
	"rs_id" integer,
	"checkup_price_amount" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_checkup_price_pk" PRIMARY KEY("company_id","checkup_price_id")
);
--> statement-breakpoint
ALTER TABLE "master_checkup_price" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_divisi" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"divisi_id" serial NOT NULL,
	"divisi_name" varchar(100) NOT NULL,
	"divisi_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_divisi_pk" PRIMARY KEY("company_id","divisi_id")
);
--> statement-breakpoint
ALTER TABLE "master_divisi" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_dokter" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"dokter_id" serial NOT NULL,
	"dokter_code" varchar(30) NOT NULL,
	"dokter_name" varchar(150) NOT NULL,
	"dokter_specialist" varchar(100),
	"dokter_sip" varchar(50),
	"dokter_phone" varchar(30),
	"dokter_email" varchar(150),
	"hospital_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_dokter_pk" PRIMARY KEY("company_id","dokter_id")
);
--> statement-breakpoint
ALTER TABLE "master_dokter" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_ekspedisi" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"ekspedisi_id" serial NOT NULL,
	"ekspedisi_code" varchar(20) NOT NULL,
	"ekspedisi_name" varchar(100) NOT NULL,
	"ekspedisi_phone" varchar(30),
	"ekspedisi_note" text,
	"ekspedisi_discount_ongkir" bigint DEFAULT 0,
	"ekspedisi_cod" smallint DEFAULT 0,
	"ekspedisi_logo" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_ekspedisi_pk" PRIMARY KEY("company_id","ekspedisi_id")
);
--> statement-breakpoint
ALTER TABLE "master_ekspedisi" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_format" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"format_id" serial NOT NULL,
	"format_code" varchar(30) NOT NULL,
	"format_name" varchar(100) NOT NULL,
	"jenis_nota" varchar(50) NOT NULL,
	"format_prefix" varchar(20),
	"format_digits" integer DEFAULT 4,
	"format_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_format_pk" PRIMARY KEY("company_id","format_id")
);
--> statement-breakpoint
ALTER TABLE "master_format" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_gastritis" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"gastritis_id" serial NOT NULL,
	"gastritis_code" varchar(30) NOT NULL,
	"gastritis_name" varchar(150) NOT NULL,
	"gastritis_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_gastritis_pk" PRIMARY KEY("company_id","gastritis_id")
);
--> statement-breakpoint
ALTER TABLE "master_gastritis" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_golongan_darah" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"golongan_darah_id" serial NOT NULL,
	"golongan_darah_name" varchar(10) NOT NULL,
	"golongan_darah_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_golongan_darah_pk" PRIMARY KEY("company_id","golongan_darah_id")
);
--> statement-breakpoint
ALTER TABLE "master_golongan_darah" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_hospital" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"hospital_id" serial NOT NULL,
	"hospital_code" varchar(30) NOT NULL,
	"hospital_name" varchar(150) NOT NULL,
	"hospital_phone" varchar(30),
	"hospital_email" varchar(150),
	"kecamatan_id" integer,
	"hospital_address" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_hospital_pk" PRIMARY KEY("company_id","hospital_id")
);
--> statement-breakpoint
ALTER TABLE "master_hospital" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_icd" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"icd_id" serial NOT NULL,
	"icd_code" varchar(10) NOT NULL,
	"icd_name" varchar(255) NOT NULL,
	"icd_version" varchar(50) DEFAULT 'ICD-10' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_icd_pk" PRIMARY KEY("company_id","icd_id")
);
--> statement-breakpoint
ALTER TABLE "master_icd" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_jabatan" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"jabatan_id" serial NOT NULL,
	"jabatan_name" varchar(100) NOT NULL,
	"jabatan_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_jabatan_pk" PRIMARY KEY("company_id","jabatan_id")
);
--> statement-breakpoint
ALTER TABLE "master_jabatan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_karyawan" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"karyawan_id" serial NOT NULL,
	"karyawan_nik" varchar(30) NOT NULL,
	"karyawan_name" varchar(150) NOT NULL,
	"karyawan_gender" varchar(50),
	"divisi_id" integer NOT NULL,
	"jabatan_id" integer NOT NULL,
	"karyawan_phone" varchar(30),
	"karyawan_email" varchar(150),
	"karyawan_join_date" date,
	"karyawan_address" text,
	"admin_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_karyawan_pk" PRIMARY KEY("company_id","karyawan_id")
);
--> statement-breakpoint
ALTER TABLE "master_karyawan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_kasbank" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"kasbank_id" serial NOT NULL,
	"kasbank_code" varchar(20) NOT NULL,
	"kasbank_name" varchar(100) NOT NULL,
	"kasbank_type" varchar(50) NOT NULL,
	"kasbank_bank_name" varchar(100),
	"kasbank_account_number" varchar(40),
	"kasbank_account_holder" varchar(100),
	"kasbank_opening_balance" bigint DEFAULT 0,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_kasbank_pk" PRIMARY KEY("company_id","kasbank_id")
);
--> statement-breakpoint
ALTER TABLE "master_kasbank" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_kemasan" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"kemasan_id" serial NOT NULL,
	"kemasan_name" varchar(50) NOT NULL,
	"kemasan_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_kemasan_pk" PRIMARY KEY("company_id","kemasan_id")
);
--> statement-breakpoint
ALTER TABLE "master_kemasan" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_member" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"member_id" serial NOT NULL,
	"member_code" varchar(30),
	"member_name" varchar(150) NOT NULL,
	"member_phone" varchar(30) NOT NULL,
	"member_email" varchar(150),
	"member_gender" varchar(50),
	"member_birth_date" date,
	"member_type_id" integer,
	"kecamatan_id" integer,
	"member_address" text,
	"member_zipcode" varchar(10),
	"member_npwp" varchar(16),
	"member_approval" varchar(50) DEFAULT 'approved',
	"member_reject_reason" varchar(500),
	"is_synchronized" smallint DEFAULT 0,
	"member_username" varchar(50),
	"member_password_hash" varchar(200),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_member_pk" PRIMARY KEY("company_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "master_member" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_member_type" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"member_type_id" serial NOT NULL,
	"member_type_name" varchar(50) NOT NULL,
	"member_type_discount" integer DEFAULT 0,
	"member_type_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_member_type_pk" PRIMARY KEY("company_id","member_type_id")
);
--> statement-breakpoint
ALTER TABLE "master_member_type" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_merk" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"merk_id" serial NOT NULL,
	"merk_name" varchar(100) NOT NULL,
	"merk_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_merk_pk" PRIMARY KEY("company_id","merk_id")
);
--> statement-breakpoint
ALTER TABLE "master_merk" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_npwp" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"npwp_id" serial NOT NULL,
	"npwp_number" varchar(16) NOT NULL,
	"npwp_name" varchar(150) NOT NULL,
	"npwp_address" text,
	"npwp_is_default" smallint DEFAULT 0,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_npwp_pk" PRIMARY KEY("company_id","npwp_id")
);
--> statement-breakpoint
ALTER TABLE "master_npwp" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_pasien" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"pasien_id" serial NOT NULL,
	"pasien_code" varchar(30) NOT NULL,
	"pasien_name" varchar(150) NOT NULL,
	"pasien_nik" varchar(16),
	"pasien_gender" varchar(50) NOT NULL,
	"pasien_birth_date" date,
	"golongan_darah_id" integer,
	"asuransi_id" integer,
	"pasien_phone" varchar(30),
	"pasien_address" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_pasien_pk" PRIMARY KEY("company_id","pasien_id")
);
--> statement-breakpoint
ALTER TABLE "master_pasien" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_rs" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"rs_id" serial NOT NULL,
	"rs_code" varchar(30) NOT NULL,
	"rs_name" varchar(150) NOT NULL,
	"rs_type" varchar(50) NOT NULL,
	"rs_pic" varchar(100),
	"rs_phone" varchar(30),
	"rs_address" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_rs_pk" PRIMARY KEY("company_id","rs_id")
);
--> statement-breakpoint
ALTER TABLE "master_rs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_shift" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"shift_id" serial NOT NULL,
	"shift_name" varchar(50) NOT NULL,
	"shift_start" varchar(5) NOT NULL,
	"shift_end" varchar(5) NOT NULL,
	"shift_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_shift_pk" PRIMARY KEY("company_id","shift_id")
);
--> statement-breakpoint
ALTER TABLE "master_shift" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_swamedikasi" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"swamedikasi_id" serial NOT NULL,
	"swamedikasi_name" varchar(150) NOT NULL,
	"swamedikasi_keluhan" text NOT NULL,
	"swamedikasi_rekomendasi" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_swamedikasi_pk" PRIMARY KEY("company_id","swamedikasi_id")
);
--> statement-breakpoint
ALTER TABLE "master_swamedikasi" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_tag" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"tag_id" serial NOT NULL,
	"tag_name" varchar(50) NOT NULL,
	"tag_color" varchar(7),
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_tag_pk" PRIMARY KEY("company_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "master_tag" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_vendor" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"vendor_id" serial NOT NULL,
	"vendor_code" varchar(30) NOT NULL,
	"vendor_name" varchar(150) NOT NULL,
	"vendor_contact_person" varchar(100),
	"vendor_phone" varchar(30),
	"vendor_email" varchar(150),
	"vendor_npwp" varchar(16),
	"kecamatan_id" integer,
	"vendor_address" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_vendor_pk" PRIMARY KEY("company_id","vendor_id")
);
--> statement-breakpoint
ALTER TABLE "master_vendor" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_sync_state" (
	"company_id" integer PRIMARY KEY DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"is_synchronizing" smallint DEFAULT 0 NOT NULL,
	"synchronized_by" varchar(150) DEFAULT '' NOT NULL,
	"session_value" varchar(30) DEFAULT '' NOT NULL,
	"synced_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "member_sync_state" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "region_city" (
	"city_id" integer PRIMARY KEY NOT NULL,
	"province_id" integer NOT NULL,
	"city_name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_district" (
	"district_id" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"district_name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_province" (
	"province_id" integer PRIMARY KEY NOT NULL,
	"province_name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "master_area_area_code_uq" ON "master_area" USING btree ("company_id",lower("area_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_asuransi_asuransi_code_uq" ON "master_asuransi" USING btree ("company_id",lower("asuransi_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_category_category_name_uq" ON "master_category" USING btree ("company_id",lower("category_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_checkup_checkup_code_uq" ON "master_checkup" USING btree ("company_id",lower("checkup_code"));--> statement-breakpoint
CREATE INDEX "master_checkup_checkup_category_id_idx" ON "master_checkup" USING btree ("company_id","checkup_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_checkup_category_checkup_category_code_uq" ON "master_checkup_category" USING btree ("company_id",lower("checkup_category_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_checkup_price_checkup_price_code_uq" ON "master_checkup_price" USING btree ("company_id",lower("checkup_price_code"));--> statement-breakpoint
CREATE INDEX "master_checkup_price_checkup_id_idx" ON "master_checkup_price" USING btree ("company_id","checkup_id");--> statement-breakpoint
CREATE INDEX "master_checkup_price_rs_id_idx" ON "master_checkup_price" USING btree ("company_id","rs_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_divisi_divisi_name_uq" ON "master_divisi" USING btree ("company_id",lower("divisi_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_dokter_dokter_code_uq" ON "master_dokter" USING btree ("company_id",lower("dokter_code"));--> statement-breakpoint
CREATE INDEX "master_dokter_hospital_id_idx" ON "master_dokter" USING btree ("company_id","hospital_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_ekspedisi_ekspedisi_code_uq" ON "master_ekspedisi" USING btree ("company_id",lower("ekspedisi_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_format_format_code_uq" ON "master_format" USING btree ("company_id",lower("format_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_gastritis_gastritis_code_uq" ON "master_gastritis" USING btree ("company_id",lower("gastritis_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_golongan_darah_golongan_darah_name_uq" ON "master_golongan_darah" USING btree ("company_id",lower("golongan_darah_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_hospital_hospital_code_uq" ON "master_hospital" USING btree ("company_id",lower("hospital_code"));--> statement-breakpoint
CREATE INDEX "master_hospital_kecamatan_id_idx" ON "master_hospital" USING btree ("company_id","kecamatan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_icd_icd_code_uq" ON "master_icd" USING btree ("company_id",lower("icd_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_jabatan_jabatan_name_uq" ON "master_jabatan" USING btree ("company_id",lower("jabatan_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_karyawan_karyawan_nik_uq" ON "master_karyawan" USING btree ("company_id",lower("karyawan_nik"));--> statement-breakpoint
CREATE INDEX "master_karyawan_divisi_id_idx" ON "master_karyawan" USING btree ("company_id","divisi_id");--> statement-breakpoint
CREATE INDEX "master_karyawan_jabatan_id_idx" ON "master_karyawan" USING btree ("company_id","jabatan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_kasbank_kasbank_code_uq" ON "master_kasbank" USING btree ("company_id",lower("kasbank_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_kemasan_kemasan_name_uq" ON "master_kemasan" USING btree ("company_id",lower("kemasan_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_member_member_code_uq" ON "master_member" USING btree ("company_id",lower("member_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_member_member_phone_uq" ON "master_member" USING btree ("company_id","member_phone");--> statement-breakpoint
CREATE INDEX "master_member_member_type_id_idx" ON "master_member" USING btree ("company_id","member_type_id");--> statement-breakpoint
CREATE INDEX "master_member_kecamatan_id_idx" ON "master_member" USING btree ("company_id","kecamatan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_member_type_member_type_name_uq" ON "master_member_type" USING btree ("company_id",lower("member_type_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_merk_merk_name_uq" ON "master_merk" USING btree ("company_id",lower("merk_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_npwp_npwp_number_uq" ON "master_npwp" USING btree ("company_id","npwp_number");--> statement-breakpoint
CREATE UNIQUE INDEX "master_pasien_pasien_code_uq" ON "master_pasien" USING btree ("company_id",lower("pasien_code"));--> statement-breakpoint
CREATE INDEX "master_pasien_golongan_darah_id_idx" ON "master_pasien" USING btree ("company_id","golongan_darah_id");--> statement-breakpoint
CREATE INDEX "master_pasien_asuransi_id_idx" ON "master_pasien" USING btree ("company_id","asuransi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_rs_rs_code_uq" ON "master_rs" USING btree ("company_id",lower("rs_code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_shift_shift_name_uq" ON "master_shift" USING btree ("company_id",lower("shift_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_swamedikasi_swamedikasi_name_uq" ON "master_swamedikasi" USING btree ("company_id",lower("swamedikasi_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_tag_tag_name_uq" ON "master_tag" USING btree ("company_id",lower("tag_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_vendor_vendor_code_uq" ON "master_vendor" USING btree ("company_id",lower("vendor_code"));--> statement-breakpoint
CREATE INDEX "master_vendor_kecamatan_id_idx" ON "master_vendor" USING btree ("company_id","kecamatan_id");--> statement-breakpoint
CREATE INDEX "region_city_province_idx" ON "region_city" USING btree ("province_id");--> statement-breakpoint
CREATE INDEX "region_district_city_idx" ON "region_district" USING btree ("city_id");--> statement-breakpoint
CREATE POLICY "master_area_tenant" ON "master_area" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_asuransi_tenant" ON "master_asuransi" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_category_tenant" ON "master_category" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_checkup_tenant" ON "master_checkup" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_checkup_category_tenant" ON "master_checkup_category" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_checkup_price_tenant" ON "master_checkup_price" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_divisi_tenant" ON "master_divisi" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_dokter_tenant" ON "master_dokter" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_ekspedisi_tenant" ON "master_ekspedisi" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_format_tenant" ON "master_format" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_gastritis_tenant" ON "master_gastritis" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_golongan_darah_tenant" ON "master_golongan_darah" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_hospital_tenant" ON "master_hospital" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_icd_tenant" ON "master_icd" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_jabatan_tenant" ON "master_jabatan" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_karyawan_tenant" ON "master_karyawan" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_kasbank_tenant" ON "master_kasbank" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_kemasan_tenant" ON "master_kemasan" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_member_tenant" ON "master_member" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_member_type_tenant" ON "master_member_type" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_merk_tenant" ON "master_merk" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_npwp_tenant" ON "master_npwp" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_pasien_tenant" ON "master_pasien" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_rs_tenant" ON "master_rs" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_shift_tenant" ON "master_shift" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_swamedikasi_tenant" ON "master_swamedikasi" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_tag_tenant" ON "master_tag" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "master_vendor_tenant" ON "master_vendor" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "member_sync_state_tenant" ON "member_sync_state" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);