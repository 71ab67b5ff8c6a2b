CREATE TABLE "sales_order" (
	"order_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"invoice_number" varchar(60) NOT NULL,
	"is_ppn_jual" smallint DEFAULT 0 NOT NULL,
	"order_date" date NOT NULL,
	"due_date" date,
	"member_id" integer,
	"customer_name" varchar(150),
	"customer_phone" varchar(30),
	"gudang_id" integer NOT NULL,
	"mitra_user_id" integer,
	"lead_id" integer,
	"shift_id" integer,
	"source" varchar(40),
	"payment_method" varchar(40),
	"bank_id" integer,
	"is_pos" smallint DEFAULT 0 NOT NULL,
	"is_indent" smallint DEFAULT 0 NOT NULL,
	"status" varchar(20) DEFAULT 'baru' NOT NULL,
	"stock_reduction_at" varchar(10) DEFAULT 'order' NOT NULL,
	"stock_taken" smallint DEFAULT 0 NOT NULL,
	"is_ppn" smallint DEFAULT 0 NOT NULL,
	"ppn_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"ppn_included" smallint DEFAULT 0 NOT NULL,
	"gross_total" bigint DEFAULT 0 NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"order_discount" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"dpp" bigint DEFAULT 0 NOT NULL,
	"ppn" bigint DEFAULT 0 NOT NULL,
	"shipping_cost" bigint DEFAULT 0 NOT NULL,
	"shipping_discount" bigint DEFAULT 0 NOT NULL,
	"cod_fee" bigint DEFAULT 0 NOT NULL,
	"grand_total" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"cash_received" bigint DEFAULT 0 NOT NULL,
	"is_paid" smallint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" integer,
	"destination_name" varchar(150),
	"destination_phone" varchar(30),
	"destination_address" text,
	"destination_kecamatan_id" integer,
	"destination_district_name" varchar(100),
	"destination_city_name" varchar(100),
	"destination_state_name" varchar(100),
	"destination_zipcode" varchar(10),
	"shipping_provider" varchar(40) DEFAULT 'hubungiadmin' NOT NULL,
	"ekspedisi_id" integer,
	"kurir" varchar(60),
	"shipping_service" varchar(60),
	"no_resi" varchar(60),
	"public_token" varchar(48) NOT NULL,
	"note" text,
	"print_count" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"delete_reason" text,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_order_reduction_at" CHECK ("sales_order"."stock_reduction_at" in ('order', 'picking', 'shipment')),
	CONSTRAINT "sales_order_money" CHECK ("sales_order"."grand_total" >= 0 and "sales_order"."paid_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sales_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_order_line" (
	"line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_line_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"package_id" integer,
	"package_qty" integer,
	"unit" varchar(10) NOT NULL,
	"unit_isi" integer NOT NULL,
	"qty_input" bigint NOT NULL,
	"qty" bigint NOT NULL,
	"qty_returned" bigint DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"price_source" varchar(10) DEFAULT 'normal' NOT NULL,
	"discount_type" varchar(10) DEFAULT 'percent' NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"note" text,
	CONSTRAINT "sales_order_line_qty" CHECK ("sales_order_line"."qty" > 0 and "sales_order_line"."qty_returned" >= 0 and "sales_order_line"."qty_returned" <= "sales_order_line"."qty")
);
--> statement-breakpoint
ALTER TABLE "sales_order_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_reservation" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"order_id" integer NOT NULL,
	"gudang_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_reservation_pk" PRIMARY KEY("company_id","order_id","gudang_id","product_id"),
	CONSTRAINT "stock_reservation_qty" CHECK ("stock_reservation"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "stock_reservation" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_header_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservation" ADD CONSTRAINT "stock_reservation_order_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_number_key" ON "sales_order" USING btree ("company_id","invoice_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_public_token_key" ON "sales_order" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "sales_order_list_idx" ON "sales_order" USING btree ("company_id","order_date");--> statement-breakpoint
CREATE INDEX "sales_order_status_idx" ON "sales_order" USING btree ("company_id","status","order_date");--> statement-breakpoint
CREATE INDEX "sales_order_member_idx" ON "sales_order" USING btree ("company_id","member_id");--> statement-breakpoint
CREATE INDEX "sales_order_mitra_idx" ON "sales_order" USING btree ("company_id","mitra_user_id");--> statement-breakpoint
CREATE INDEX "sales_order_line_header_idx" ON "sales_order_line" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "sales_order_line_product_idx" ON "sales_order_line" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_reservation_item_idx" ON "stock_reservation" USING btree ("company_id","gudang_id","product_id");--> statement-breakpoint
CREATE POLICY "sales_order_tenant" ON "sales_order" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sales_order_line_tenant" ON "sales_order_line" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "stock_reservation_tenant" ON "stock_reservation" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);