CREATE TABLE "number_series_pattern" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"series" varchar(50) NOT NULL,
	"prefix" varchar(20) NOT NULL,
	"date_part" varchar(8),
	"digits" smallint NOT NULL,
	"reset" varchar(8),
	"separator" varchar(1) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_series_pattern_company_id_series_pk" PRIMARY KEY("company_id","series")
);
--> statement-breakpoint
ALTER TABLE "number_series_pattern" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "number_series" ADD COLUMN "period" varchar(8) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "number_series" DROP CONSTRAINT "number_series_company_id_series_pk";--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_company_id_series_period_pk" PRIMARY KEY("company_id","series","period");--> statement-breakpoint
CREATE POLICY "number_series_pattern_tenant" ON "number_series_pattern" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);