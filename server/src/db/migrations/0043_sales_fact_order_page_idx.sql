DROP INDEX "sales_fact_order_day_idx";--> statement-breakpoint
CREATE INDEX "sales_fact_order_day_idx" ON "sales_fact_order" USING btree ("company_id","day","order_id");