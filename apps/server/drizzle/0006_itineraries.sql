CREATE TABLE "final_itineraries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "final_itineraries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"itinerary_id" integer NOT NULL,
	"version" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"total_paise" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"frozen_by" integer NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	CONSTRAINT "final_itineraries_version_unique" UNIQUE("itinerary_id","version"),
	CONSTRAINT "final_itineraries_version_check" CHECK ("final_itineraries"."version" > 0),
	CONSTRAINT "final_itineraries_accepted_check" CHECK (("final_itineraries"."accepted_at" is null) = ("final_itineraries"."accepted_by" is null))
);
--> statement-breakpoint
CREATE TABLE "itineraries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itineraries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"lost_reason" text,
	"lost_note" text DEFAULT '' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_whatsapp" text DEFAULT '' NOT NULL,
	"customer_city" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"nights" smallint NOT NULL,
	"adults" smallint NOT NULL,
	"children_ages" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"infants" smallint DEFAULT 0 NOT NULL,
	"rooms" smallint DEFAULT 1 NOT NULL,
	"starting_city_id" integer,
	"currency" char(3) DEFAULT 'INR' NOT NULL,
	"owner_id" integer NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"markup_mode" text DEFAULT 'sell_prices' NOT NULL,
	"markup_bp" integer DEFAULT 0 NOT NULL,
	"discount_paise" bigint DEFAULT 0 NOT NULL,
	"gst_mode" text DEFAULT 'package_5' NOT NULL,
	"gst_supply" text DEFAULT 'intra_state' NOT NULL,
	"overseas" boolean DEFAULT false NOT NULL,
	"quoted_total_paise" bigint DEFAULT 0 NOT NULL,
	"latest_version" integer,
	"accepted_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itineraries_status_check" CHECK ("itineraries"."status" in ('draft', 'sent', 'accepted', 'booked', 'lost')),
	CONSTRAINT "itineraries_lost_reason_check" CHECK (("itineraries"."status" = 'lost') = ("itineraries"."lost_reason" is not null)),
	CONSTRAINT "itineraries_nights_check" CHECK ("itineraries"."nights" between 0 and 60),
	CONSTRAINT "itineraries_travellers_check" CHECK ("itineraries"."adults" between 1 and 99 and "itineraries"."infants" between 0 and 99 and "itineraries"."rooms" between 0 and 99),
	CONSTRAINT "itineraries_currency_check" CHECK ("itineraries"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "itineraries_markup_check" CHECK ("itineraries"."markup_mode" in ('sell_prices', 'percent_on_cost') and "itineraries"."markup_bp" between 0 and 100000),
	CONSTRAINT "itineraries_discount_check" CHECK ("itineraries"."discount_paise" >= 0),
	CONSTRAINT "itineraries_gst_check" CHECK ("itineraries"."gst_mode" in ('package_5', 'service_fee_18') and "itineraries"."gst_supply" in ('intra_state', 'inter_state'))
);
--> statement-breakpoint
CREATE TABLE "itinerary_customer_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerary_customer_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"final_itinerary_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerary_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"itinerary_id" integer NOT NULL,
	"day_number" smallint NOT NULL,
	"place_id" integer,
	"title" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_days_number_unique" UNIQUE("itinerary_id","day_number"),
	CONSTRAINT "itinerary_days_number_check" CHECK ("itinerary_days"."day_number" <> 0)
);
--> statement-breakpoint
CREATE TABLE "itinerary_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerary_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"itinerary_id" integer NOT NULL,
	"day_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"category" text,
	"quantity" smallint DEFAULT 1 NOT NULL,
	"nights" smallint DEFAULT 1 NOT NULL,
	"time" text,
	"variant_id" integer,
	"product_id" integer,
	"label" text NOT NULL,
	"variant_name" text,
	"supplier_id" integer,
	"supplier_name" text,
	"notes" text DEFAULT '' NOT NULL,
	"price_source" text NOT NULL,
	"season_from" date,
	"season_to" date,
	"unit_cost_paise" bigint NOT NULL,
	"unit_sell_paise" bigint NOT NULL,
	"line_cost_paise" bigint NOT NULL,
	"line_sell_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_items_quantity_check" CHECK ("itinerary_items"."quantity" between 1 and 999 and "itinerary_items"."nights" between 1 and 60),
	CONSTRAINT "itinerary_items_time_check" CHECK ("itinerary_items"."time" is null or "itinerary_items"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "itinerary_items_price_source_check" CHECK ("itinerary_items"."price_source" in ('season', 'manual', 'no_season')),
	CONSTRAINT "itinerary_items_prices_check" CHECK ("itinerary_items"."unit_cost_paise" >= 0 and "itinerary_items"."unit_sell_paise" >= 0 and "itinerary_items"."line_cost_paise" >= 0 and "itinerary_items"."line_sell_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "itinerary_places" (
	"itinerary_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "itinerary_places_itinerary_id_location_id_pk" PRIMARY KEY("itinerary_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "itinerary_transport_charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerary_transport_charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"itinerary_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"from_place_id" integer,
	"to_place_id" integer,
	"basis" text DEFAULT 'trip' NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"vehicles" smallint DEFAULT 1 NOT NULL,
	"variant_id" integer,
	"product_id" integer,
	"label" text NOT NULL,
	"variant_name" text,
	"supplier_id" integer,
	"supplier_name" text,
	"notes" text DEFAULT '' NOT NULL,
	"price_source" text NOT NULL,
	"season_from" date,
	"season_to" date,
	"unit_cost_paise" bigint NOT NULL,
	"unit_sell_paise" bigint NOT NULL,
	"line_cost_paise" bigint NOT NULL,
	"line_sell_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_transport_basis_check" CHECK ("itinerary_transport_charges"."basis" in ('trip', 'days', 'km')),
	CONSTRAINT "itinerary_transport_units_check" CHECK ("itinerary_transport_charges"."units" between 1 and 100000 and "itinerary_transport_charges"."vehicles" between 1 and 999),
	CONSTRAINT "itinerary_transport_price_source_check" CHECK ("itinerary_transport_charges"."price_source" in ('season', 'manual', 'no_season')),
	CONSTRAINT "itinerary_transport_prices_check" CHECK ("itinerary_transport_charges"."unit_cost_paise" >= 0 and "itinerary_transport_charges"."unit_sell_paise" >= 0 and "itinerary_transport_charges"."line_cost_paise" >= 0 and "itinerary_transport_charges"."line_sell_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "final_itineraries" ADD CONSTRAINT "final_itineraries_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_itineraries" ADD CONSTRAINT "final_itineraries_frozen_by_users_id_fk" FOREIGN KEY ("frozen_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_itineraries" ADD CONSTRAINT "final_itineraries_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_starting_city_id_locations_id_fk" FOREIGN KEY ("starting_city_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_customer_links" ADD CONSTRAINT "itinerary_customer_links_final_itinerary_id_final_itineraries_id_fk" FOREIGN KEY ("final_itinerary_id") REFERENCES "public"."final_itineraries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_customer_links" ADD CONSTRAINT "itinerary_customer_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_customer_links" ADD CONSTRAINT "itinerary_customer_links_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_days" ADD CONSTRAINT "itinerary_days_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_days" ADD CONSTRAINT "itinerary_days_place_id_locations_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_day_id_itinerary_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."itinerary_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_places" ADD CONSTRAINT "itinerary_places_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_places" ADD CONSTRAINT "itinerary_places_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_transport_charges" ADD CONSTRAINT "itinerary_transport_charges_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_transport_charges" ADD CONSTRAINT "itinerary_transport_charges_from_place_id_locations_id_fk" FOREIGN KEY ("from_place_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_transport_charges" ADD CONSTRAINT "itinerary_transport_charges_to_place_id_locations_id_fk" FOREIGN KEY ("to_place_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_transport_charges" ADD CONSTRAINT "itinerary_transport_charges_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_transport_charges" ADD CONSTRAINT "itinerary_transport_charges_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_transport_charges" ADD CONSTRAINT "itinerary_transport_charges_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "final_itineraries_one_accepted_idx" ON "final_itineraries" USING btree ("itinerary_id") WHERE "final_itineraries"."accepted_at" is not null;--> statement-breakpoint
CREATE INDEX "itineraries_updated_idx" ON "itineraries" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "itineraries_start_idx" ON "itineraries" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "itineraries_owner_idx" ON "itineraries" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "itineraries_status_idx" ON "itineraries" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "itineraries_customer_trgm_idx" ON "itineraries" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "itineraries_title_trgm_idx" ON "itineraries" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_customer_links_token_idx" ON "itinerary_customer_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "itinerary_customer_links_version_idx" ON "itinerary_customer_links" USING btree ("final_itinerary_id");--> statement-breakpoint
CREATE INDEX "itinerary_days_place_idx" ON "itinerary_days" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "itinerary_items_day_idx" ON "itinerary_items" USING btree ("day_id","position");--> statement-breakpoint
CREATE INDEX "itinerary_items_itinerary_idx" ON "itinerary_items" USING btree ("itinerary_id");--> statement-breakpoint
CREATE INDEX "itinerary_items_variant_idx" ON "itinerary_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "itinerary_places_location_idx" ON "itinerary_places" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "itinerary_transport_itinerary_idx" ON "itinerary_transport_charges" USING btree ("itinerary_id","position");