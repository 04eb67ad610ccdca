ALTER TABLE "products" ADD COLUMN "location_path" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "active_variant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Products laid before this migration take their values now; the services keep them from here.
UPDATE "products" SET "location_path" = "locations"."path" FROM "locations" WHERE "locations"."id" = "products"."location_id";--> statement-breakpoint
UPDATE "products" SET "active_variant_count" = (SELECT count(*) FROM "product_variants" WHERE "product_variants"."product_id" = "products"."id" AND "product_variants"."active");--> statement-breakpoint
CREATE INDEX "products_location_path_idx" ON "products" USING gin ("location_path");
