ALTER TABLE "master_vendor" ADD COLUMN "payment_term_days" integer DEFAULT 0;--> statement-breakpoint
ALTER TABLE "retur_supplier" ADD COLUMN "penerimaan_id" integer;--> statement-breakpoint
CREATE INDEX "retur_supplier_receipt_idx" ON "retur_supplier" USING btree ("company_id","penerimaan_id");