CREATE TABLE "sales_seller_daily" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"day" date NOT NULL,
	"gudang_id" integer NOT NULL,
	"seller_id" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "sales_seller_daily_pk" PRIMARY KEY("company_id","day","gudang_id","seller_id")
);
--> statement-breakpoint
ALTER TABLE "sales_seller_daily" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_seller_monthly" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"month" date NOT NULL,
	"gudang_id" integer NOT NULL,
	"seller_id" integer DEFAULT 0 NOT NULL,
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
	CONSTRAINT "sales_seller_monthly_pk" PRIMARY KEY("company_id","month","gudang_id","seller_id")
);
--> statement-breakpoint
ALTER TABLE "sales_seller_monthly" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sales_variant_monthly" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"month" date NOT NULL,
	"gudang_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"qty" bigint DEFAULT 0 NOT NULL,
	"qty_returned" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"returned_revenue" bigint DEFAULT 0 NOT NULL,
	"revenue_costed" bigint DEFAULT 0 NOT NULL,
	"cost" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "sales_variant_monthly_pk" PRIMARY KEY("company_id","month","gudang_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "sales_variant_monthly" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "sales_variant_monthly_product_idx" ON "sales_variant_monthly" USING btree ("company_id","product_id","month");--> statement-breakpoint
CREATE POLICY "sales_seller_daily_tenant" ON "sales_seller_daily" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sales_seller_monthly_tenant" ON "sales_seller_monthly" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sales_variant_monthly_tenant" ON "sales_variant_monthly" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
-- A database that has sales facts already: the rollups are the sums of the tables they roll up.
INSERT INTO "sales_seller_daily" (company_id, day, gudang_id, seller_id, orders, gross_total, discount_total, order_discount, revenue, ppn, shipping_cost, shipping_discount, cod_fee, grand_total, paid_amount, returned_value, returned_revenue, revenue_costed, cost) SELECT company_id, day, gudang_id, seller_id, sum(orders), sum(gross_total), sum(discount_total), sum(order_discount), sum(revenue), sum(ppn), sum(shipping_cost), sum(shipping_discount), sum(cod_fee), sum(grand_total), sum(paid_amount), sum(returned_value), sum(returned_revenue), sum(revenue_costed), sum(cost) FROM "sales_daily" GROUP BY company_id, day, gudang_id, seller_id;--> statement-breakpoint
INSERT INTO "sales_seller_monthly" (company_id, month, gudang_id, seller_id, orders, gross_total, discount_total, order_discount, revenue, ppn, shipping_cost, shipping_discount, cod_fee, grand_total, paid_amount, returned_value, returned_revenue, revenue_costed, cost) SELECT company_id, month, gudang_id, seller_id, sum(orders), sum(gross_total), sum(discount_total), sum(order_discount), sum(revenue), sum(ppn), sum(shipping_cost), sum(shipping_discount), sum(cod_fee), sum(grand_total), sum(paid_amount), sum(returned_value), sum(returned_revenue), sum(revenue_costed), sum(cost) FROM "sales_monthly" GROUP BY company_id, month, gudang_id, seller_id;--> statement-breakpoint
INSERT INTO "sales_variant_monthly" (company_id, month, gudang_id, product_id, lines, qty, qty_returned, revenue, returned_revenue, revenue_costed, cost) SELECT company_id, month, gudang_id, product_id, sum(lines), sum(qty), sum(qty_returned), sum(revenue), sum(returned_revenue), sum(revenue_costed), sum(cost) FROM "sales_product_monthly" GROUP BY company_id, month, gudang_id, product_id;
