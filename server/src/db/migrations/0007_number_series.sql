CREATE TABLE "number_series" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"series" varchar(50) NOT NULL,
	"last_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "number_series_company_id_series_pk" PRIMARY KEY("company_id","series")
);
--> statement-breakpoint
ALTER TABLE "number_series" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "number_series_tenant" ON "number_series" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);