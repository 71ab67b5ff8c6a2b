CREATE TABLE "product" (
	"product_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_product_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"main_id" integer NOT NULL,
	"varian" varchar(100),
	"varian_sku" varchar(50) NOT NULL,
	"product_barcode" varchar(50) DEFAULT '--' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_grosir" (
	"grosir_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_grosir_grosir_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"grosir_main_id" integer NOT NULL,
	"grosir_product_id" integer NOT NULL,
	"grosir_kuantitas" integer NOT NULL,
	"grosir_is_rupiah" smallint DEFAULT 1 NOT NULL,
	"grosir_harga_grosir" numeric(14, 2) NOT NULL,
	CONSTRAINT "product_grosir_qty_positive" CHECK ("product_grosir"."grosir_kuantitas" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_grosir" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_main" (
	"main_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_main_main_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"main_name" varchar(200) NOT NULL,
	"main_category_id" integer,
	"merk_id" integer,
	"main_vendor_id" integer,
	"main_rack" varchar(50),
	"main_min_stock" integer DEFAULT 0 NOT NULL,
	"alternative" varchar(500),
	"product_satuan_besar" integer NOT NULL,
	"product_isi" integer DEFAULT 1 NOT NULL,
	"product_satuan_kecil" integer NOT NULL,
	"product_jenis" varchar(50),
	"product_jumlah_dosis" numeric(12, 3),
	"product_satuan_dosis" varchar(20),
	"product_jenis_obat" varchar(50),
	"product_golongan_obat_id" integer,
	"product_lokasi_pakai" varchar(50),
	"is_konsinyasi" smallint DEFAULT 0 NOT NULL,
	"is_product_expire" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_main_isi_positive" CHECK ("product_main"."product_isi" > 0),
	CONSTRAINT "product_main_min_stock" CHECK ("product_main"."main_min_stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_main" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_package" (
	"package_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_package_package_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"package_name" varchar(200) NOT NULL,
	"package_category_id" integer,
	"package_note" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_package" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_package_line" (
	"line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_package_line_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"package_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"package_qty" integer NOT NULL,
	CONSTRAINT "product_package_line_qty_positive" CHECK ("product_package_line"."package_qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "product_package_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_price" (
	"product_price_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_price_product_price_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"product_id" integer NOT NULL,
	"gudang_id" integer DEFAULT 0 NOT NULL,
	"product_price_sale" bigint DEFAULT 0 NOT NULL,
	"updated_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_price_sale_positive" CHECK ("product_price"."product_price_sale" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_price" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "product_price_history" (
	"history_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_price_history_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"product_id" integer NOT NULL,
	"gudang_id" integer DEFAULT 0 NOT NULL,
	"price_old" bigint,
	"price_new" bigint NOT NULL,
	"user_id" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_price_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_main_fk" FOREIGN KEY ("main_id") REFERENCES "public"."product_main"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_grosir" ADD CONSTRAINT "product_grosir_product_fk" FOREIGN KEY ("grosir_product_id") REFERENCES "public"."product"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_package_line" ADD CONSTRAINT "product_package_line_package_fk" FOREIGN KEY ("package_id") REFERENCES "public"."product_package"("package_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_package_line" ADD CONSTRAINT "product_package_line_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price" ADD CONSTRAINT "product_price_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_price_history" ADD CONSTRAINT "product_price_history_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_sku_uq" ON "product" USING btree ("company_id",lower("varian_sku"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_barcode_uq" ON "product" USING btree ("company_id","product_barcode") WHERE "product"."product_barcode" <> '--';--> statement-breakpoint
CREATE INDEX "product_main_idx" ON "product" USING btree ("main_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_grosir_uq" ON "product_grosir" USING btree ("company_id","grosir_product_id","grosir_kuantitas");--> statement-breakpoint
CREATE UNIQUE INDEX "product_main_name_uq" ON "product_main" USING btree ("company_id",lower("main_name"));--> statement-breakpoint
CREATE INDEX "product_main_category_idx" ON "product_main" USING btree ("company_id","main_category_id");--> statement-breakpoint
CREATE INDEX "product_main_merk_idx" ON "product_main" USING btree ("company_id","merk_id");--> statement-breakpoint
CREATE INDEX "product_main_vendor_idx" ON "product_main" USING btree ("company_id","main_vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_package_name_uq" ON "product_package" USING btree ("company_id",lower("package_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_package_line_uq" ON "product_package_line" USING btree ("package_id","product_id");--> statement-breakpoint
CREATE INDEX "product_package_line_product_idx" ON "product_package_line" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_price_uq" ON "product_price" USING btree ("company_id","product_id","gudang_id");--> statement-breakpoint
CREATE INDEX "product_price_history_product_idx" ON "product_price_history" USING btree ("company_id","product_id","at");--> statement-breakpoint
CREATE POLICY "product_tenant" ON "product" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "product_grosir_tenant" ON "product_grosir" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "product_main_tenant" ON "product_main" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "product_package_tenant" ON "product_package" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "product_package_line_tenant" ON "product_package_line" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "product_price_tenant" ON "product_price" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "product_price_history_tenant" ON "product_price_history" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);