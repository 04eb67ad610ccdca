-- Trigram indexes serve typo tolerance (location and supplier names, and the catalogue's word list);
-- btree_gist lets one exclusion constraint refuse overlapping seasons of a variant (added at the end:
-- drizzle cannot declare one).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "catalogue_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_tag_links" (
	"location_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "location_tag_links_pkey" PRIMARY KEY("location_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "location_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "location_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" integer,
	"parent_level" smallint GENERATED ALWAYS AS (level - 1) STORED,
	"ancestors" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"path" integer[] GENERATED ALWAYS AS (ancestors || id) STORED NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_urls" text[] DEFAULT '{}'::text[] NOT NULL,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_id_level_key" UNIQUE("id","level"),
	CONSTRAINT "locations_level_check" CHECK ("locations"."level" between 1 and 4),
	CONSTRAINT "locations_parent_check" CHECK (("locations"."level" = 1) = ("locations"."parent_id" is null)),
	CONSTRAINT "locations_ancestors_check" CHECK (cardinality("locations"."ancestors") = "locations"."level" - 1 and ("locations"."level" = 1 or "locations"."ancestors"["locations"."level" - 1] = "locations"."parent_id")),
	CONSTRAINT "locations_coordinates_check" CHECK (("locations"."latitude" is null) = ("locations"."longitude" is null) and "locations"."latitude" between -90 and 90 and "locations"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type_name" text NOT NULL,
	"label" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"cost_price_paise" bigint NOT NULL,
	"sell_price_paise" bigint NOT NULL,
	"currency" char(3) DEFAULT 'INR' NOT NULL,
	"max_travellers" smallint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_prices_check" CHECK ("product_variants"."cost_price_paise" >= 0 and "product_variants"."sell_price_paise" >= 0),
	CONSTRAINT "product_variants_currency_check" CHECK ("product_variants"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "product_variants_travellers_check" CHECK ("product_variants"."max_travellers" > 0),
	CONSTRAINT "product_variants_season_check" CHECK ("product_variants"."valid_to" >= "product_variants"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', search_text), 'B') || setweight(to_tsvector('simple', description), 'D')) STORED NOT NULL,
	"price_from_paise" bigint,
	"price_to_paise" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price_range_check" CHECK ("products"."price_from_paise" <= "products"."price_to_paise")
);
--> statement-breakpoint
CREATE TABLE "supplier_locations" (
	"supplier_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "supplier_locations_pkey" PRIMARY KEY("supplier_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"display_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"type" text NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_terms_days" smallint DEFAULT 30 NOT NULL,
	"bank_details" jsonb,
	"rating" numeric(2, 1),
	"active" boolean DEFAULT true NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_type_check" CHECK ("suppliers"."type" in ('hotel', 'transporter', 'activity_operator', 'guide')),
	CONSTRAINT "suppliers_payment_terms_check" CHECK ("suppliers"."payment_terms_days" between 0 and 365),
	CONSTRAINT "suppliers_rating_check" CHECK ("suppliers"."rating" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "location_tag_links" ADD CONSTRAINT "location_tag_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_tag_links" ADD CONSTRAINT "location_tag_links_tag_id_location_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."location_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_fk" FOREIGN KEY ("parent_id","parent_level") REFERENCES "public"."locations"("id","level") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_locations" ADD CONSTRAINT "supplier_locations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_locations" ADD CONSTRAINT "supplier_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_search_words_trgm_idx" ON "catalogue_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "location_tag_links_tag_idx" ON "location_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_tags_slug_key" ON "location_tags" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "location_tags_name_key" ON "location_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "locations_slug_key" ON "locations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "locations_parent_idx" ON "locations" USING btree ("parent_id","name");--> statement-breakpoint
CREATE INDEX "locations_level_idx" ON "locations" USING btree ("level","name");--> statement-breakpoint
CREATE INDEX "locations_path_idx" ON "locations" USING gin ("path");--> statement-breakpoint
CREATE INDEX "locations_name_trgm_idx" ON "locations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_type_name_key" ON "product_categories" USING btree ("type_name");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","name","valid_from");--> statement-breakpoint
CREATE INDEX "product_variants_inr_price_idx" ON "product_variants" USING btree ("product_id","sell_price_paise") WHERE "product_variants"."active" and "product_variants"."currency" = 'INR';--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_location_idx" ON "products" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_from_paise","id");--> statement-breakpoint
CREATE INDEX "products_newest_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_attributes_idx" ON "products" USING gin ("attributes" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "supplier_locations_location_idx" ON "supplier_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "suppliers_display_name_idx" ON "suppliers" USING btree ("display_name","id");--> statement-breakpoint
CREATE INDEX "suppliers_type_idx" ON "suppliers" USING btree ("type","display_name");--> statement-breakpoint
CREATE INDEX "suppliers_display_name_trgm_idx" ON "suppliers" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_legal_name_trgm_idx" ON "suppliers" USING gin ("legal_name" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_seasons_excl" EXCLUDE USING gist ("product_id" WITH =, lower("name") WITH =, daterange("valid_from", "valid_to", '[]') WITH &&) WHERE ("active");--> statement-breakpoint
-- Reference data: the app needs the categories on a fresh production database too.
INSERT INTO "product_categories" ("type_name", "label", "sort_order") VALUES
	('accommodation', 'Accommodation', 1),
	('transport', 'Transport', 2),
	('activity', 'Activity', 3),
	('sightseeing', 'Sightseeing', 4),
	('meal', 'Meal', 5),
	('guide', 'Guide', 6),
	('package', 'Package', 7);
