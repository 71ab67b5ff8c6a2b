DROP VIEW "public"."product_search";--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE FUNCTION "product_sort_name"(main_name text, varian text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(main_name || coalesce(' ' || varian, ''))
$$;--> statement-breakpoint
CREATE FUNCTION "product_search_text"(main_name text, alternative text, varian text, varian_sku text, product_barcode text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(E'\x1f', main_name, alternative, varian, varian_sku, product_barcode)
$$;--> statement-breakpoint
UPDATE "product" p SET "sort_name" = product_sort_name(m.main_name, p.varian),
  "search_text" = product_search_text(m.main_name, m.alternative, p.varian, p.varian_sku, p.product_barcode)
  FROM "product_main" m WHERE m.main_id = p.main_id;--> statement-breakpoint
CREATE FUNCTION "product_fill_search"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE m record;
BEGIN
  SELECT main_name, alternative INTO m FROM product_main WHERE main_id = NEW.main_id;
  NEW.sort_name := coalesce(product_sort_name(m.main_name, NEW.varian), '');
  NEW.search_text := product_search_text(m.main_name, m.alternative, NEW.varian, NEW.varian_sku, NEW.product_barcode);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_search_fields" BEFORE INSERT OR UPDATE OF main_id, varian, varian_sku, product_barcode, sort_name, search_text ON "product"
  FOR EACH ROW EXECUTE FUNCTION "product_fill_search"();--> statement-breakpoint
CREATE FUNCTION "product_main_refill_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product SET sort_name = product_sort_name(NEW.main_name, varian),
    search_text = product_search_text(NEW.main_name, NEW.alternative, varian, varian_sku, product_barcode)
    WHERE main_id = NEW.main_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_main_search_fields" AFTER UPDATE OF main_name, alternative ON "product_main"
  FOR EACH ROW WHEN (OLD.main_name IS DISTINCT FROM NEW.main_name OR OLD.alternative IS DISTINCT FROM NEW.alternative)
  EXECUTE FUNCTION "product_main_refill_search"();--> statement-breakpoint
CREATE INDEX "product_sort_name_idx" ON "product" USING btree ("company_id","sort_name","product_id");--> statement-breakpoint
CREATE INDEX "product_search_text_trgm" ON "product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE VIEW "public"."product_search" AS (select product_id, main_id, varian, varian_sku, product_barcode, sort_name, search_text from product where company_id = nullif(current_setting('app.company_id', true), '')::int);