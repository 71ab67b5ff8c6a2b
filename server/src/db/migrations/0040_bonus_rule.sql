CREATE TABLE "bonus_rule" (
	"bonus_rule_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_rule_bonus_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"scope" varchar(20) NOT NULL,
	"ref_id" integer DEFAULT 0 NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"min_target" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"updated_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_rule_scope" CHECK ("bonus_rule"."scope" in ('seller', 'member_type', 'default') and ("bonus_rule"."scope" <> 'default' or "bonus_rule"."ref_id" = 0)),
	CONSTRAINT "bonus_rule_values" CHECK ("bonus_rule"."percent" >= 0 and "bonus_rule"."percent" <= 100 and "bonus_rule"."min_target" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_rule" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_rule_key" ON "bonus_rule" USING btree ("company_id","scope","ref_id");--> statement-breakpoint
CREATE POLICY "bonus_rule_tenant" ON "bonus_rule" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);