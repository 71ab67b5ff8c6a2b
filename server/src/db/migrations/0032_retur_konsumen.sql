CREATE TABLE "retur_konsumen" (
	"retur_konsumen_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retur_konsumen_retur_konsumen_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"retur_konsumen_number" varchar(60) NOT NULL,
	"retur_date" date NOT NULL,
	"order_id" integer NOT NULL,
	"gudang_id" integer NOT NULL,
	"destination" varchar(12) DEFAULT 'baik' NOT NULL,
	"note" text,
	"status" varchar(20) DEFAULT 'diajukan' NOT NULL,
	"lines_total" bigint DEFAULT 0 NOT NULL,
	"refund_total" bigint DEFAULT 0 NOT NULL,
	"refund_manual" smallint DEFAULT 0 NOT NULL,
	"status_reason" text,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retur_konsumen_destination" CHECK ("retur_konsumen"."destination" in ('baik', 'karantina')),
	CONSTRAINT "retur_konsumen_money" CHECK ("retur_konsumen"."refund_total" >= 0 and "retur_konsumen"."lines_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "retur_konsumen" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "retur_konsumen_line" (
	"line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retur_konsumen_line_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"retur_konsumen_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"unit" varchar(10) NOT NULL,
	"unit_isi" integer NOT NULL,
	"qty_input" bigint NOT NULL,
	"qty" bigint NOT NULL,
	"reason" text NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "retur_konsumen_line_qty" CHECK ("retur_konsumen_line"."qty" > 0)
);
--> statement-breakpoint
ALTER TABLE "retur_konsumen_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "retur_konsumen_line" ADD CONSTRAINT "retur_konsumen_line_header_fk" FOREIGN KEY ("retur_konsumen_id") REFERENCES "public"."retur_konsumen"("retur_konsumen_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retur_konsumen_number_key" ON "retur_konsumen" USING btree ("company_id","retur_konsumen_number");--> statement-breakpoint
CREATE INDEX "retur_konsumen_list_idx" ON "retur_konsumen" USING btree ("company_id","retur_date");--> statement-breakpoint
CREATE INDEX "retur_konsumen_order_idx" ON "retur_konsumen" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "retur_konsumen_line_header_idx" ON "retur_konsumen_line" USING btree ("company_id","retur_konsumen_id");--> statement-breakpoint
CREATE INDEX "retur_konsumen_line_order_line_idx" ON "retur_konsumen_line" USING btree ("company_id","order_line_id");--> statement-breakpoint
CREATE POLICY "retur_konsumen_tenant" ON "retur_konsumen" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "retur_konsumen_line_tenant" ON "retur_konsumen_line" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);