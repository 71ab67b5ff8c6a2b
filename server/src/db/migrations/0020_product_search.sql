CREATE INDEX "product_varian_trgm" ON "product" USING gin ("varian" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_varian_sku_trgm" ON "product" USING gin ("varian_sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_barcode_trgm" ON "product" USING gin ("product_barcode" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_main_main_name_trgm" ON "product_main" USING gin ("main_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_main_alternative_trgm" ON "product_main" USING gin ("alternative" gin_trgm_ops);--> statement-breakpoint
CREATE VIEW "public"."product_main_search" AS (select main_id, main_name, alternative from product_main where company_id = nullif(current_setting('app.company_id', true), '')::int);--> statement-breakpoint
CREATE VIEW "public"."product_search" AS (select product_id, main_id, varian, varian_sku, product_barcode from product where company_id = nullif(current_setting('app.company_id', true), '')::int);