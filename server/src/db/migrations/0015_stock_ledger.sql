CREATE TABLE "stock_balance" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"gudang_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"batch_id" integer DEFAULT 0 NOT NULL,
	"qty" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_balance_pk" PRIMARY KEY("company_id","gudang_id","product_id","batch_id")
);
--> statement-breakpoint
ALTER TABLE "stock_balance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_batch" (
	"batch_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_batch_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"product_id" integer NOT NULL,
	"batch_no" varchar(60) NOT NULL,
	"expired_date" date,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_batch" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_cost" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"gudang_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"qty" bigint DEFAULT 0 NOT NULL,
	"avg_cost" numeric(20, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "stock_cost_pk" PRIMARY KEY("company_id","gudang_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "stock_cost" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_daily" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"gudang_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"day" date NOT NULL,
	"qty_in" bigint DEFAULT 0 NOT NULL,
	"qty_out" bigint DEFAULT 0 NOT NULL,
	"value_in" numeric(24, 4) DEFAULT '0' NOT NULL,
	"value_out" numeric(24, 4) DEFAULT '0' NOT NULL,
	CONSTRAINT "stock_daily_pk" PRIMARY KEY("company_id","gudang_id","product_id","day")
);
--> statement-breakpoint
ALTER TABLE "stock_daily" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_log" (
	"stock_log_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_log_stock_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"gudang_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"batch_id" integer DEFAULT 0 NOT NULL,
	"qty" bigint NOT NULL,
	"qty_after" bigint NOT NULL,
	"unit_cost" numeric(20, 4) NOT NULL,
	"avg_cost" numeric(20, 4) NOT NULL,
	"doc_type" varchar(40) NOT NULL,
	"doc_id" integer,
	"doc_number" varchar(60),
	"note" text,
	"user_id" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stock_batch" ADD CONSTRAINT "stock_batch_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("product_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_balance_product_idx" ON "stock_balance" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_batch_key" ON "stock_batch" USING btree ("company_id","product_id","batch_no",coalesce("expired_date", '0001-01-01'::date));--> statement-breakpoint
CREATE INDEX "stock_cost_product_idx" ON "stock_cost" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_daily_day_idx" ON "stock_daily" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "stock_log_card_idx" ON "stock_log" USING btree ("company_id","product_id","gudang_id","stock_log_id");--> statement-breakpoint
CREATE INDEX "stock_log_time_idx" ON "stock_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_log_doc_idx" ON "stock_log" USING btree ("company_id","doc_type","doc_id");--> statement-breakpoint
CREATE POLICY "stock_balance_tenant" ON "stock_balance" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "stock_batch_tenant" ON "stock_batch" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "stock_cost_tenant" ON "stock_cost" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "stock_daily_tenant" ON "stock_daily" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "stock_log_tenant" ON "stock_log" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE FUNCTION "stock_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock_log is append-only: a correction is a new movement' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stock_log_no_change" BEFORE UPDATE OR DELETE ON "stock_log" FOR EACH ROW EXECUTE FUNCTION "stock_log_append_only"();
