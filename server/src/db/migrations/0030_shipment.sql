CREATE TABLE "packing_item" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"qty_packed" bigint DEFAULT 0 NOT NULL,
	"updated_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packing_item_pk" PRIMARY KEY("company_id","order_id","line_id"),
	CONSTRAINT "packing_item_qty" CHECK ("packing_item"."qty_packed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "packing_item" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shipment" (
	"shipment_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_shipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"shipment_number" varchar(40) NOT NULL,
	"shipment_date" date NOT NULL,
	"ekspedisi_id" integer,
	"kurir" varchar(60),
	"shipping_service" varchar(60),
	"no_resi" varchar(60),
	"shipping_cost" bigint DEFAULT 0 NOT NULL,
	"shipping_provider" varchar(40) DEFAULT 'hubungiadmin' NOT NULL,
	"aggregator_booking_id" varchar(80),
	"aggregator_tracking" text,
	"status" varchar(20) DEFAULT 'dikirim' NOT NULL,
	"status_note" text,
	"note" text,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_cost" CHECK ("shipment"."shipping_cost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shipment" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "shipment_order" (
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"shipment_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	CONSTRAINT "shipment_order_pk" PRIMARY KEY("company_id","shipment_id","order_id")
);
--> statement-breakpoint
ALTER TABLE "shipment_order" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "shipment_order" ADD CONSTRAINT "shipment_order_shipment_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment"("shipment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_list_idx" ON "shipment" USING btree ("company_id","shipment_date");--> statement-breakpoint
CREATE INDEX "shipment_status_idx" ON "shipment" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "shipment_order_order_idx" ON "shipment_order" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE POLICY "packing_item_tenant" ON "packing_item" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "shipment_tenant" ON "shipment" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "shipment_order_tenant" ON "shipment_order" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);