CREATE TABLE "product_image" (
	"image_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_image_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer DEFAULT nullif(current_setting('app.company_id', true), '')::int NOT NULL,
	"main_id" integer NOT NULL,
	"mime" varchar(30) NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_by" integer DEFAULT nullif(current_setting('app.user_id', true), '')::int,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_image" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "product_image" ADD CONSTRAINT "product_image_main_fk" FOREIGN KEY ("main_id") REFERENCES "public"."product_main"("main_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_image_main_idx" ON "product_image" USING btree ("company_id","main_id");--> statement-breakpoint
CREATE POLICY "product_image_tenant" ON "product_image" AS PERMISSIVE FOR ALL TO "bo_app" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);