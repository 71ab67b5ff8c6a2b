CREATE TABLE "goods_receipt" (
	"penerimaan_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_receipt_penerimaan_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"penerimaan_number" varchar(60) NOT NULL,
	"penerimaan_date" date NOT NULL,
	"order_id" integer NOT NULL,
	"is_internal" smallint DEFAULT 0 NOT NULL,
	"vendor_id" integer,
	"gudang_id" integer NOT NULL,
	"gudang_source_id" integer,
	"status" varchar(20) DEFAULT 'waiting' NOT NULL,
	"invoice_number" varchar(60),
	"is_ppn" smallint DEFAULT 0 NOT NULL,
	"ppn_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"ppn_included" smallint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"dpp" bigint DEFAULT 0 NOT NULL,
	"ppn" bigint DEFAULT 0 NOT NULL,
	"grand_total" bigint DEFAULT 0 NOT NULL,
	"due_date" date,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"is_paid" smallint DEFAULT 0 NOT NULL,
	"note" text,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_receipt_paid" CHECK ("goods_receipt"."paid_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "goods_receipt" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "goods_receipt_line" (
	"line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_receipt_line_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"penerimaan_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"unit" varchar(10) NOT NULL,
	"unit_isi" integer NOT NULL,
	"qty_input" bigint NOT NULL,
	"qty" bigint NOT NULL,
	"batch_no" varchar(60),
	"expired_date" date,
	"unit_price_small" numeric(20, 4) DEFAULT '0' NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"note" text,
	CONSTRAINT "goods_receipt_line_qty" CHECK ("goods_receipt_line"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "goods_receipt_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "goods_receipt_line" ADD CONSTRAINT "goods_receipt_line_header_fk" FOREIGN KEY ("penerimaan_id") REFERENCES "public"."goods_receipt"("penerimaan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipt_number_key" ON "goods_receipt" USING btree ("company_id","penerimaan_number");--> statement-breakpoint
CREATE INDEX "goods_receipt_list_idx" ON "goods_receipt" USING btree ("company_id","penerimaan_date");--> statement-breakpoint
CREATE INDEX "goods_receipt_order_idx" ON "goods_receipt" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "goods_receipt_vendor_idx" ON "goods_receipt" USING btree ("company_id","vendor_id","status","is_paid");--> statement-breakpoint
CREATE INDEX "goods_receipt_line_header_idx" ON "goods_receipt_line" USING btree ("company_id","penerimaan_id");--> statement-breakpoint
CREATE INDEX "goods_receipt_line_order_line_idx" ON "goods_receipt_line" USING btree ("company_id","order_line_id");--> statement-breakpoint
CREATE POLICY "goods_receipt_tenant" ON "goods_receipt" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "goods_receipt_line_tenant" ON "goods_receipt_line" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);