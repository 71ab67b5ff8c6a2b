CREATE TABLE "cod_remittance" (
	"cod_remittance_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cod_remittance_cod_remittance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"shipment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"received_amount" bigint DEFAULT 0 NOT NULL,
	"courier_costs" bigint DEFAULT 0 NOT NULL,
	"settled_amount" bigint DEFAULT 0 NOT NULL,
	"remit_date" date NOT NULL,
	"reference" varchar(100),
	"note" text,
	"difference_note" text,
	"payment_id" integer,
	"bank_id" integer,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittance_money" CHECK ("cod_remittance"."received_amount" >= 0 and "cod_remittance"."courier_costs" >= 0 and "cod_remittance"."settled_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cod_remittance" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "cod_remittance_row_idx" ON "cod_remittance" USING btree ("company_id","shipment_id","order_id");--> statement-breakpoint
CREATE INDEX "cod_remittance_payment_idx" ON "cod_remittance" USING btree ("company_id","payment_id");--> statement-breakpoint
CREATE POLICY "cod_remittance_tenant" ON "cod_remittance" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);