CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_name" varchar(64) NOT NULL,
	"company_name" varchar(150) NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "company_users" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"gudang_id_active" integer DEFAULT 0 NOT NULL,
	"mitra_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_users_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "company_users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "configs" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"configuration_index" varchar(100) NOT NULL,
	"configuration_value" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configs_company_id_configuration_index_pk" PRIMARY KEY("company_id","configuration_index")
);
--> statement-breakpoint
ALTER TABLE "configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "groups" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"group_id" integer NOT NULL,
	"group_name" varchar(100) NOT NULL,
	"group_type" varchar(20) DEFAULT 'staff' NOT NULL,
	"privileges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_company_id_group_id_pk" PRIMARY KEY("company_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "login_failures" (
	"address" varchar(64) PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_failures" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_address" varchar(150) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "print_logs" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"id" bigserial NOT NULL,
	"print_type" varchar(60) NOT NULL,
	"reference_id" varchar(60) DEFAULT '' NOT NULL,
	"user_id" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_logs_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "print_logs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" varchar(30)
);
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "user_gudang_access" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"user_id" integer NOT NULL,
	"gudang_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_gudang_access_company_id_user_id_gudang_id_pk" PRIMARY KEY("company_id","user_id","gudang_id")
);
--> statement-breakpoint
ALTER TABLE "user_gudang_access" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(150) NOT NULL,
	"email" varchar(150),
	"phone" varchar(30),
	"avatar" text,
	"introduction" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"latitude" varchar(30),
	"longitude" varchar(30),
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "master_gudang" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"master_gudang_id" serial NOT NULL,
	"master_gudang_name" varchar(100) NOT NULL,
	"origin_id" integer,
	"origin_text" varchar(255),
	"origin_phone" varchar(30),
	"origin_title" varchar(100),
	"origin_address" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_gudang_company_id_master_gudang_id_pk" PRIMARY KEY("company_id","master_gudang_id")
);
--> statement-breakpoint
ALTER TABLE "master_gudang" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_app_name_uq" ON "companies" USING btree ("app_name");--> statement-breakpoint
CREATE INDEX "company_users_user_idx" ON "company_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_uq" ON "groups" USING btree ("company_id",lower("group_name"));--> statement-breakpoint
CREATE INDEX "print_logs_ref_idx" ON "print_logs" USING btree ("company_id","print_type","reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_uq" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_uq" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_gudang_id_uq" ON "master_gudang" USING btree ("master_gudang_id");--> statement-breakpoint
CREATE UNIQUE INDEX "master_gudang_name_uq" ON "master_gudang" USING btree ("company_id",lower("master_gudang_name"));--> statement-breakpoint
CREATE POLICY "companies_own" ON "companies" AS PERMISSIVE FOR SELECT TO "bo_app" USING (id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "company_users_tenant" ON "company_users" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "configs_tenant" ON "configs" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "groups_tenant" ON "groups" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "print_logs_tenant" ON "print_logs" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "sessions_own" ON "sessions" AS PERMISSIVE FOR ALL TO "bo_app" USING (user_id = nullif(current_setting('app.user_id', true), '')::int and company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (user_id = nullif(current_setting('app.user_id', true), '')::int and company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "user_gudang_access_tenant" ON "user_gudang_access" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "users_member_read" ON "users" AS PERMISSIVE FOR SELECT TO "bo_app" USING (id = nullif(current_setting('app.user_id', true), '')::int or exists (select 1 from company_users m where m.user_id = users.id and m.company_id = nullif(current_setting('app.company_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "users_member_update" ON "users" AS PERMISSIVE FOR UPDATE TO "bo_app" USING (id = nullif(current_setting('app.user_id', true), '')::int or exists (select 1 from company_users m where m.user_id = users.id and m.company_id = nullif(current_setting('app.company_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "users_insert" ON "users" AS PERMISSIVE FOR INSERT TO "bo_app" WITH CHECK (true);--> statement-breakpoint
CREATE POLICY "master_gudang_tenant" ON "master_gudang" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);