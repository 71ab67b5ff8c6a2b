CREATE TABLE "stock_adjustment" (
	"adjustment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_adjustment_adjustment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"adjustment_number" varchar(60) NOT NULL,
	"gudang_id" integer NOT NULL,
	"adjustment_date" date NOT NULL,
	"note" text,
	"status" varchar(20) DEFAULT 'posted' NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_adjustment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_adjustment_line" (
	"line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_adjustment_line_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"adjustment_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"batch_id" integer DEFAULT 0 NOT NULL,
	"qty_change" bigint NOT NULL,
	"unit_cost" numeric(20, 4) DEFAULT '0' NOT NULL,
	"reason" text NOT NULL,
	"stock_log_id" bigint
);
--> statement-breakpoint
ALTER TABLE "stock_adjustment_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_batch_change" (
	"change_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_batch_change_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"batch_id" integer NOT NULL,
	"old_batch_no" varchar(60) NOT NULL,
	"new_batch_no" varchar(60) NOT NULL,
	"old_expired_date" date,
	"new_expired_date" date,
	"note" text,
	"user_id" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_batch_change" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stock_adjustment_line" ADD CONSTRAINT "stock_adjustment_line_adjustment_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."stock_adjustment"("adjustment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_adjustment_number_key" ON "stock_adjustment" USING btree ("company_id","adjustment_number");--> statement-breakpoint
CREATE INDEX "stock_adjustment_list_idx" ON "stock_adjustment" USING btree ("company_id","adjustment_date");--> statement-breakpoint
CREATE INDEX "stock_adjustment_line_adjustment_idx" ON "stock_adjustment_line" USING btree ("company_id","adjustment_id");--> statement-breakpoint
CREATE INDEX "stock_batch_change_batch_idx" ON "stock_batch_change" USING btree ("company_id","batch_id");--> statement-breakpoint
CREATE POLICY "stock_adjustment_tenant" ON "stock_adjustment" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "stock_adjustment_line_tenant" ON "stock_adjustment_line" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "stock_batch_change_tenant" ON "stock_batch_change" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);