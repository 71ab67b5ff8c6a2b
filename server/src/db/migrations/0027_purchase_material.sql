CREATE TABLE "purchase_material" (
	"material_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_material_material_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"material_number" varchar(60) NOT NULL,
	"material_date" date NOT NULL,
	"vendor_id" integer,
	"gudang_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"grand_total" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_material" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_material_image" (
	"image_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_material_image_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"material_id" integer NOT NULL,
	"mime" varchar(30) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_material_image" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "purchase_material_line" (
	"line_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_material_line_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"material_id" integer NOT NULL,
	"material_name" varchar(255) NOT NULL,
	"qty" bigint NOT NULL,
	"unit" varchar(50) NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"note" text,
	CONSTRAINT "purchase_material_line_qty" CHECK ("purchase_material_line"."qty" > 0 and "purchase_material_line"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_material_line" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "purchase_material_image" ADD CONSTRAINT "purchase_material_image_header_fk" FOREIGN KEY ("material_id") REFERENCES "public"."purchase_material"("material_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_material_line" ADD CONSTRAINT "purchase_material_line_header_fk" FOREIGN KEY ("material_id") REFERENCES "public"."purchase_material"("material_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_material_number_key" ON "purchase_material" USING btree ("company_id","material_number");--> statement-breakpoint
CREATE INDEX "purchase_material_list_idx" ON "purchase_material" USING btree ("company_id","material_date");--> statement-breakpoint
CREATE INDEX "purchase_material_status_idx" ON "purchase_material" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "purchase_material_image_header_idx" ON "purchase_material_image" USING btree ("company_id","material_id");--> statement-breakpoint
CREATE INDEX "purchase_material_line_header_idx" ON "purchase_material_line" USING btree ("company_id","material_id");--> statement-breakpoint
CREATE POLICY "purchase_material_tenant" ON "purchase_material" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "purchase_material_image_tenant" ON "purchase_material_image" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE POLICY "purchase_material_line_tenant" ON "purchase_material_line" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);