CREATE TABLE "cashier_shift" (
	"shift_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashier_shift_shift_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"master_shift_id" integer NOT NULL,
	"shift_name" varchar(100) NOT NULL,
	"gudang_id" integer NOT NULL,
	"user_id" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"opening_cash" bigint DEFAULT 0 NOT NULL,
	"opening_note" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closing_cash" bigint,
	"expected_cash" bigint,
	"cash_difference" bigint,
	"sale_count" integer,
	"sales_total" bigint,
	"cash_sales_total" bigint,
	"cash_received_total" bigint,
	"change_total" bigint,
	"closing_note" text,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	CONSTRAINT "cashier_shift_status" CHECK ("cashier_shift"."status" in ('open', 'closed')),
	CONSTRAINT "cashier_shift_cash" CHECK ("cashier_shift"."opening_cash" >= 0 and ("cashier_shift"."closing_cash" is null or "cashier_shift"."closing_cash" >= 0))
);
--> statement-breakpoint
ALTER TABLE "cashier_shift" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE UNIQUE INDEX "cashier_shift_one_open_key" ON "cashier_shift" USING btree ("company_id","user_id") WHERE "cashier_shift"."status" = 'open';--> statement-breakpoint
CREATE INDEX "cashier_shift_user_idx" ON "cashier_shift" USING btree ("company_id","user_id","opened_at");--> statement-breakpoint
CREATE INDEX "cashier_shift_opened_idx" ON "cashier_shift" USING btree ("company_id","opened_at");--> statement-breakpoint
CREATE POLICY "cashier_shift_tenant" ON "cashier_shift" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);