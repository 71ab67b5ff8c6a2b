CREATE TABLE "stock_opname" (
	"opname_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_opname_opname_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"opname_code" varchar(60) NOT NULL,
	"gudang_id" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"note" text,
	"status" varchar(20) DEFAULT 'posted' NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_opname" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_opname_line" (
	"line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_opname_line_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"opname_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"batch_id" integer DEFAULT 0 NOT NULL,
	"system_qty" bigint NOT NULL,
	"counted_qty" bigint NOT NULL,
	"diff_qty" bigint NOT NULL,
	"unit_cost" numeric(20, 4) DEFAULT '0' NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "stock_opname_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stock_opname_line" ADD CONSTRAINT "stock_opname_line_opname_fk" FOREIGN KEY ("opname_id") REFERENCES "public"."stock_opname"("opname_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_opname_code_key" ON "stock_opname" USING btree ("company_id","opname_code");--> statement-breakpoint
CREATE INDEX "stock_opname_list_idx" ON "stock_opname" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_opname_line_opname_idx" ON "stock_opname_line" USING btree ("company_id","opname_id");--> statement-breakpoint
CREATE POLICY "stock_opname_tenant" ON "stock_opname" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "stock_opname_line_tenant" ON "stock_opname_line" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);