CREATE TABLE "payment" (
	"payment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"payment_number" varchar(60) NOT NULL,
	"payment_for" varchar(10) NOT NULL,
	"is_multiple" smallint DEFAULT 0 NOT NULL,
	"order_vendor_id" integer,
	"payment_date" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"credit_amount" bigint DEFAULT 0 NOT NULL,
	"credit_used" bigint DEFAULT 0 NOT NULL,
	"payment_method" varchar(40),
	"bank_id" integer,
	"note" text,
	"status" varchar(24) DEFAULT 'menunggu_verifikasi' NOT NULL,
	"status_reason" text,
	"gudang_id" integer,
	"source" varchar(20) DEFAULT 'manual' NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_by" integer,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_for_check" CHECK ("payment"."payment_for" in ('customer', 'supplier')),
	CONSTRAINT "payment_money" CHECK ("payment"."amount" >= 0 and "payment"."credit_amount" >= 0 and "payment"."credit_used" >= 0),
	CONSTRAINT "payment_is_multiple" CHECK ("payment"."is_multiple" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "payment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_attachment" (
	"attachment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attachment_attachment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"payment_id" integer,
	"file_name" varchar(200) NOT NULL,
	"mime" varchar(40) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attachment_size" CHECK ("payment_attachment"."size" > 0 and "payment_attachment"."size" <= 5242880)
);
--> statement-breakpoint
ALTER TABLE "payment_attachment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_detail" (
	"payment_detail_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_detail_payment_detail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" integer,
	"penerimaan_id" integer,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_detail_amount" CHECK ("payment_detail"."amount" > 0),
	CONSTRAINT "payment_detail_target" CHECK (("payment_detail"."order_id" is null) <> ("payment_detail"."penerimaan_id" is null))
);
--> statement-breakpoint
ALTER TABLE "payment_detail" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_attachment" ADD CONSTRAINT "payment_attachment_header_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("payment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_detail" ADD CONSTRAINT "payment_detail_header_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("payment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_number_key" ON "payment" USING btree ("company_id","payment_number");--> statement-breakpoint
CREATE INDEX "payment_list_idx" ON "payment" USING btree ("company_id","payment_for","payment_date");--> statement-breakpoint
CREATE INDEX "payment_party_idx" ON "payment" USING btree ("company_id","payment_for","order_vendor_id","status");--> statement-breakpoint
CREATE INDEX "payment_attachment_header_idx" ON "payment_attachment" USING btree ("company_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_detail_order_key" ON "payment_detail" USING btree ("payment_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_detail_receipt_key" ON "payment_detail" USING btree ("payment_id","penerimaan_id");--> statement-breakpoint
CREATE INDEX "payment_detail_order_idx" ON "payment_detail" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "payment_detail_receipt_idx" ON "payment_detail" USING btree ("company_id","penerimaan_id");--> statement-breakpoint
CREATE POLICY "payment_tenant" ON "payment" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "payment_attachment_tenant" ON "payment_attachment" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "payment_detail_tenant" ON "payment_detail" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);