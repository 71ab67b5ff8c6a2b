CREATE TABLE "purchase_order" (
	"order_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"order_number" varchar(60) NOT NULL,
	"order_date" date NOT NULL,
	"expected_date" date,
	"is_internal" smallint DEFAULT 0 NOT NULL,
	"is_automatic" smallint DEFAULT 0 NOT NULL,
	"vendor_id" integer,
	"gudang_id" integer NOT NULL,
	"gudang_source_id" integer,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"is_ppn" smallint DEFAULT 0 NOT NULL,
	"ppn_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"ppn_included" smallint DEFAULT 0 NOT NULL,
	"gross_total" bigint DEFAULT 0 NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"dpp" bigint DEFAULT 0 NOT NULL,
	"ppn" bigint DEFAULT 0 NOT NULL,
	"grand_total" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_kind" CHECK (("purchase_order"."is_internal" = 1 and "purchase_order"."gudang_source_id" is not null) or ("purchase_order"."is_internal" = 0 and "purchase_order"."vendor_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "purchase_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_order_image" (
	"image_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_image_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"order_id" integer NOT NULL,
	"mime" varchar(30) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_order_image" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_order_line" (
	"line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_line_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"unit" varchar(10) NOT NULL,
	"unit_isi" integer NOT NULL,
	"qty_input" bigint NOT NULL,
	"qty" bigint NOT NULL,
	"qty_received" bigint DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"unit_price_small" numeric(20, 4) DEFAULT '0' NOT NULL,
	"discount_type" varchar(10) DEFAULT 'percent' NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"note" text,
	CONSTRAINT "purchase_order_line_qty" CHECK ("purchase_order_line"."qty" > 0 and "purchase_order_line"."qty_received" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_order_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_order_image" ADD CONSTRAINT "purchase_order_image_header_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_line" ADD CONSTRAINT "purchase_order_line_header_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_order"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_order_number_key" ON "purchase_order" USING btree ("company_id","order_number");--> statement-breakpoint
CREATE INDEX "purchase_order_list_idx" ON "purchase_order" USING btree ("company_id","order_date");--> statement-breakpoint
CREATE INDEX "purchase_order_vendor_idx" ON "purchase_order" USING btree ("company_id","vendor_id","status");--> statement-breakpoint
CREATE INDEX "purchase_order_image_header_idx" ON "purchase_order_image" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "purchase_order_line_header_idx" ON "purchase_order_line" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "purchase_order_line_product_idx" ON "purchase_order_line" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE POLICY "purchase_order_tenant" ON "purchase_order" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "purchase_order_image_tenant" ON "purchase_order_image" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "purchase_order_line_tenant" ON "purchase_order_line" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);