CREATE TABLE "export_files" (
	"job_id" bigint PRIMARY KEY NOT NULL,
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"user_id" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"rows" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "export_files" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_job_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("job_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "export_files_tenant" ON "export_files" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);