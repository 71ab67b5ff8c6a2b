CREATE TABLE "retur_supplier" (
	"retur_supplier_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retur_supplier_retur_supplier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"retur_supplier_number" varchar(60) NOT NULL,
	"retur_supplier_date" date NOT NULL,
	"gudang_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"note" text,
	"status" varchar(20) DEFAULT 'draft' NOT NULL,
	"cancel_reason" text,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retur_supplier" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "retur_supplier_line" (
	"line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retur_supplier_line_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"retur_supplier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"batch_id" integer DEFAULT 0 NOT NULL,
	"qty" bigint NOT NULL,
	"reason" text NOT NULL,
	"unit_cost" numeric(20, 4),
	"stock_log_id" bigint
);
--> statement-breakpoint
ALTER TABLE "retur_supplier_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "retur_supplier_line" ADD CONSTRAINT "retur_supplier_line_header_fk" FOREIGN KEY ("retur_supplier_id") REFERENCES "public"."retur_supplier"("retur_supplier_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retur_supplier_number_key" ON "retur_supplier" USING btree ("company_id","retur_supplier_number");--> statement-breakpoint
CREATE INDEX "retur_supplier_list_idx" ON "retur_supplier" USING btree ("company_id","retur_supplier_date");--> statement-breakpoint
CREATE INDEX "retur_supplier_line_header_idx" ON "retur_supplier_line" USING btree ("company_id","retur_supplier_id");--> statement-breakpoint
CREATE POLICY "retur_supplier_tenant" ON "retur_supplier" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "retur_supplier_line_tenant" ON "retur_supplier_line" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);