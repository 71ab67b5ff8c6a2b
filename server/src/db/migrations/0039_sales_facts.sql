CREATE TABLE "sales_daily" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"day" date NOT NULL,
	"gudang_id" integer NOT NULL,
	"seller_id" integer DEFAULT 0 NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_total" bigint DEFAULT 0 NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"order_discount" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"ppn" bigint DEFAULT 0 NOT NULL,
	"shipping_cost" bigint DEFAULT 0 NOT NULL,
	"shipping_discount" bigint DEFAULT 0 NOT NULL,
	"cod_fee" bigint DEFAULT 0 NOT NULL,
	"grand_total" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"returned_value" bigint DEFAULT 0 NOT NULL,
	"returned_revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_costed" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_daily_pk" PRIMARY KEY("company_id","day","gudang_id","seller_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "sales_daily" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_fact_line" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"gudang_id" integer NOT NULL,
	"seller_id" integer DEFAULT 0 NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"qty" bigint DEFAULT 0 NOT NULL,
	"qty_returned" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"returned_revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_costed" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_fact_line_pk" PRIMARY KEY("order_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "sales_fact_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_fact_order" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"order_id" integer PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"gudang_id" integer NOT NULL,
	"seller_id" integer DEFAULT 0 NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"is_pos" smallint DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_total" bigint DEFAULT 0 NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"order_discount" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"ppn" bigint DEFAULT 0 NOT NULL,
	"shipping_cost" bigint DEFAULT 0 NOT NULL,
	"shipping_discount" bigint DEFAULT 0 NOT NULL,
	"cod_fee" bigint DEFAULT 0 NOT NULL,
	"grand_total" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"returned_value" bigint DEFAULT 0 NOT NULL,
	"returned_revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_costed" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(24, 4) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_fact_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_monthly" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"month" date NOT NULL,
	"gudang_id" integer NOT NULL,
	"seller_id" integer DEFAULT 0 NOT NULL,
	"member_id" integer DEFAULT 0 NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross_total" bigint DEFAULT 0 NOT NULL,
	"discount_total" bigint DEFAULT 0 NOT NULL,
	"order_discount" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"ppn" bigint DEFAULT 0 NOT NULL,
	"shipping_cost" bigint DEFAULT 0 NOT NULL,
	"shipping_discount" bigint DEFAULT 0 NOT NULL,
	"cod_fee" bigint DEFAULT 0 NOT NULL,
	"grand_total" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"returned_value" bigint DEFAULT 0 NOT NULL,
	"returned_revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_costed" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_monthly_pk" PRIMARY KEY("company_id","month","gudang_id","seller_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "sales_monthly" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_product_daily" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"day" date NOT NULL,
	"gudang_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"seller_id" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"qty" bigint DEFAULT 0 NOT NULL,
	"qty_returned" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"returned_revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_costed" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_product_daily_pk" PRIMARY KEY("company_id","day","gudang_id","product_id","seller_id")
);
--> statement-breakpoint
ALTER TABLE "sales_product_daily" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_product_monthly" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"month" date NOT NULL,
	"gudang_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"seller_id" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"qty" bigint DEFAULT 0 NOT NULL,
	"qty_returned" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"returned_revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_costed" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_product_monthly_pk" PRIMARY KEY("company_id","month","gudang_id","product_id","seller_id")
);
--> statement-breakpoint
ALTER TABLE "sales_product_monthly" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sales_fact_line_day_idx" ON "sales_fact_line" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "sales_fact_order_day_idx" ON "sales_fact_order" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "sales_product_daily_product_idx" ON "sales_product_daily" USING btree ("company_id","product_id","day");--> statement-breakpoint
CREATE INDEX "sales_product_monthly_product_idx" ON "sales_product_monthly" USING btree ("company_id","product_id","month");--> statement-breakpoint
CREATE POLICY "sales_daily_tenant" ON "sales_daily" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sales_fact_line_tenant" ON "sales_fact_line" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sales_fact_order_tenant" ON "sales_fact_order" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sales_monthly_tenant" ON "sales_monthly" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sales_product_daily_tenant" ON "sales_product_daily" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sales_product_monthly_tenant" ON "sales_product_monthly" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);