ALTER TABLE "product_image" ADD COLUMN "thumb" "bytea";--> statement-breakpoint
ALTER TABLE "product_image" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "product_image" ADD COLUMN "height" integer;