CREATE TABLE "booking_comment_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_comment_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"comment_id" integer NOT NULL,
	"body" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"mention_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"service_id" integer,
	"kind" text NOT NULL,
	"actor_id" integer,
	"actor_kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"title" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"message_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_actor_check" CHECK ("booking_events"."actor_kind" in ('staff', 'supplier', 'system'))
);
--> statement-breakpoint
CREATE TABLE "booking_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_opened_at" timestamp with time zone,
	CONSTRAINT "booking_links_purpose_check" CHECK ("booking_links"."purpose" in ('supplier_answer', 'voucher'))
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"source" text NOT NULL,
	"source_line_id" integer NOT NULL,
	"category" text,
	"day_number" smallint,
	"first_date" date NOT NULL,
	"last_date" date NOT NULL,
	"nights" smallint DEFAULT 0 NOT NULL,
	"place_id" integer,
	"place_name" text,
	"label" text NOT NULL,
	"product_id" integer,
	"variant_id" integer,
	"variant_name" text,
	"supplier_id" integer,
	"supplier_name" text,
	"quantity" smallint NOT NULL,
	"travellers_text" text NOT NULL,
	"time" text,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"confirmation_number" text,
	"voucher_number" text,
	"requested_at" timestamp with time zone,
	"request_channel" text,
	"confirmed_at" timestamp with time zone,
	"currency" char(3) NOT NULL,
	"cost_paise" bigint NOT NULL,
	"sell_paise" bigint NOT NULL,
	"cost_at_booking_paise" bigint NOT NULL,
	"sell_at_booking_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_services_status_check" CHECK ("booking_services"."status" in ('pending', 'requested', 'confirmed', 'rejected', 'cancelled')),
	CONSTRAINT "booking_services_source_check" CHECK ("booking_services"."source" in ('item', 'transport')),
	CONSTRAINT "booking_services_confirmed_check" CHECK (("booking_services"."status" = 'confirmed') <= ("booking_services"."confirmation_number" is not null and "booking_services"."voucher_number" is not null)),
	CONSTRAINT "booking_services_dates_check" CHECK ("booking_services"."last_date" >= "booking_services"."first_date"),
	CONSTRAINT "booking_services_prices_check" CHECK ("booking_services"."cost_paise" >= 0 and "booking_services"."sell_paise" >= 0 and "booking_services"."cost_at_booking_paise" >= 0 and "booking_services"."sell_at_booking_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_travellers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_travellers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"age" smallint,
	"lead" boolean DEFAULT false NOT NULL,
	"id_document_type" text,
	"id_document_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_travellers_kind_check" CHECK ("booking_travellers"."kind" in ('adult', 'child', 'infant')),
	CONSTRAINT "booking_travellers_document_check" CHECK ("booking_travellers"."id_document_number" is null or "booking_travellers"."id_document_type" is not null)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"itinerary_id" integer NOT NULL,
	"final_itinerary_id" integer NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'confirming' NOT NULL,
	"customer_name" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_whatsapp" text DEFAULT '' NOT NULL,
	"customer_city" text DEFAULT '' NOT NULL,
	"trip_title" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"nights" smallint NOT NULL,
	"travellers_count" smallint DEFAULT 0 NOT NULL,
	"owner_id" integer NOT NULL,
	"assigned_to_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"total_paise" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"services_total" smallint DEFAULT 0 NOT NULL,
	"services_confirmed" smallint DEFAULT 0 NOT NULL,
	"services_open" smallint DEFAULT 0 NOT NULL,
	"services_rejected" smallint DEFAULT 0 NOT NULL,
	"services_cancelled" smallint DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirming', 'confirmed', 'travelling', 'completed', 'cancelled')),
	CONSTRAINT "bookings_cancelled_check" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null)),
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."end_date" >= "bookings"."start_date"),
	CONSTRAINT "bookings_counts_check" CHECK ("bookings"."services_confirmed" + "bookings"."services_open" + "bookings"."services_cancelled" = "bookings"."services_total" and "bookings"."services_rejected" <= "bookings"."services_open")
);
--> statement-breakpoint
ALTER TABLE "booking_comment_revisions" ADD CONSTRAINT "booking_comment_revisions_comment_id_booking_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."booking_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_comments" ADD CONSTRAINT "booking_comments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_comments" ADD CONSTRAINT "booking_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_service_id_booking_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_service_id_booking_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."booking_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_travellers" ADD CONSTRAINT "booking_travellers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_final_itinerary_id_final_itineraries_id_fk" FOREIGN KEY ("final_itinerary_id") REFERENCES "public"."final_itineraries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_comment_revisions_comment_idx" ON "booking_comment_revisions" USING btree ("comment_id","id");--> statement-breakpoint
CREATE INDEX "booking_comments_booking_idx" ON "booking_comments" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at","id");--> statement-breakpoint
CREATE INDEX "booking_links_service_idx" ON "booking_links" USING btree ("service_id","purpose");--> statement-breakpoint
CREATE INDEX "booking_services_booking_idx" ON "booking_services" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_services_supplier_idx" ON "booking_services" USING btree ("supplier_id","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_services_voucher_idx" ON "booking_services" USING btree ("voucher_number") WHERE "booking_services"."voucher_number" is not null;--> statement-breakpoint
CREATE INDEX "booking_travellers_booking_idx" ON "booking_travellers" USING btree ("booking_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_itinerary_idx" ON "bookings" USING btree ("itinerary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","start_date");--> statement-breakpoint
CREATE INDEX "bookings_owner_idx" ON "bookings" USING btree ("owner_id","start_date");--> statement-breakpoint
CREATE INDEX "bookings_assigned_idx" ON "bookings" USING btree ("assigned_to_id","start_date");--> statement-breakpoint
CREATE INDEX "bookings_updated_idx" ON "bookings" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "bookings_customer_trgm_idx" ON "bookings" USING gin ("customer_name" gin_trgm_ops);