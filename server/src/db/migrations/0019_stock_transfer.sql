CREATE TABLE "stock_transfer" (
	"transfer_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_transfer_transfer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"transfer_number" varchar(60) NOT NULL,
	"transfer_date" date NOT NULL,
	"gudang_from_id" integer NOT NULL,
	"gudang_to_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'waiting' NOT NULL,
	"note" text,
	"transfer_reject_reason" text,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"received_by" integer,
	"received_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_transfer" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "stock_transfer_line" (
	"line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_transfer_line_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"transfer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"batch_id" integer DEFAULT 0 NOT NULL,
	"qty" bigint NOT NULL,
	"unit_cost" numeric(20, 4),
	"out_log_id" bigint,
	"in_log_id" bigint
);
--> statement-breakpoint
ALTER TABLE "stock_transfer_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stock_transfer_line" ADD CONSTRAINT "stock_transfer_line_transfer_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfer"("transfer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfer_number_key" ON "stock_transfer" USING btree ("company_id","transfer_number");--> statement-breakpoint
CREATE INDEX "stock_transfer_list_idx" ON "stock_transfer" USING btree ("company_id","transfer_date");--> statement-breakpoint
CREATE INDEX "stock_transfer_status_idx" ON "stock_transfer" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "stock_transfer_line_transfer_idx" ON "stock_transfer_line" USING btree ("company_id","transfer_id");--> statement-breakpoint
CREATE POLICY "stock_transfer_tenant" ON "stock_transfer" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "stock_transfer_line_tenant" ON "stock_transfer_line" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);