ALTER TABLE "product_main" ADD COLUMN "kledo_is_purchase" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_purchase_account_id" integer;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_purchase_price" bigint;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_purchase_tax_id" integer;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_purchase_account_update_past" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_is_sell" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_sell_account_id" integer;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_sell_price" bigint;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_sell_tax_id" integer;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_sell_account_update_past" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_is_track" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_track_account_id" integer;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_track_account_update_past" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_main" ADD COLUMN "kledo_updated_at" timestamp with time zone;