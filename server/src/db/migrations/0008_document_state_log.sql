CREATE TABLE "document_state_log" (
	"log_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_state_log_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"document" varchar(50) NOT NULL,
	"record_id" bigint NOT NULL,
	"from_state" varchar(30) NOT NULL,
	"to_state" varchar(30) NOT NULL,
	"action" varchar(30) NOT NULL,
	"user_id" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_state_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "document_state_log_record" ON "document_state_log" USING btree ("company_id","document","record_id");--> statement-breakpoint
CREATE POLICY "document_state_log_tenant" ON "document_state_log" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);