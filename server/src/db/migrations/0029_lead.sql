CREATE TABLE "lead" (
	"lead_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_lead_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"lead_code" varchar(60) NOT NULL,
	"lead_date" date NOT NULL,
	"lead_name" varchar(150) NOT NULL,
	"lead_phone" varchar(30),
	"source" varchar(20) NOT NULL,
	"admin_id" integer NOT NULL,
	"product_interest" varchar(255),
	"note" text,
	"member_id" integer,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_source_check" CHECK ("lead"."source" in ('whatsapp', 'instagram', 'facebook', 'tiktok', 'shopee', 'tokopedia', 'website', 'offline', 'lainnya'))
);
--> statement-breakpoint
ALTER TABLE "lead" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_code_key" ON "lead" USING btree ("company_id","lead_code");--> statement-breakpoint
CREATE INDEX "lead_date_idx" ON "lead" USING btree ("company_id","lead_date");--> statement-breakpoint
CREATE INDEX "lead_admin_idx" ON "lead" USING btree ("company_id","admin_id","lead_date");--> statement-breakpoint
CREATE POLICY "lead_tenant" ON "lead" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);