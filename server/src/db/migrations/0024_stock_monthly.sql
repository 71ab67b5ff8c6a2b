CREATE TABLE "stock_monthly" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"gudang_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"month" date NOT NULL,
	"qty_in" bigint DEFAULT 0 NOT NULL,
	"qty_out" bigint DEFAULT 0 NOT NULL,
	"value_in" numeric(24, 4) DEFAULT '0' NOT NULL,
	"value_out" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "stock_monthly_pk" PRIMARY KEY("company_id","gudang_id","product_id","month")
);
--> statement-breakpoint
ALTER TABLE "stock_monthly" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "stock_monthly_month_idx" ON "stock_monthly" USING btree ("company_id","month");--> statement-breakpoint
CREATE POLICY "stock_monthly_tenant" ON "stock_monthly" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
INSERT INTO "stock_monthly" ("company_id", "gudang_id", "product_id", "month", "qty_in", "qty_out", "value_in", "value_out")
SELECT "company_id", "gudang_id", "product_id", date_trunc('month', "day")::date, sum("qty_in"), sum("qty_out"), sum("value_in"), sum("value_out")
FROM "stock_daily" GROUP BY 1, 2, 3, 4;
