CREATE TABLE "notification_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"notification_type" text NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	CONSTRAINT "notification_deliveries_channel_check" CHECK ("notification_deliveries"."channel" in ('mail', 'whatsapp')),
	CONSTRAINT "notification_deliveries_status_check" CHECK ("notification_deliveries"."status" in ('pending', 'queued', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer NOT NULL,
	"notification_type" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_notification_type_channel_pk" PRIMARY KEY("user_id","notification_type","channel"),
	CONSTRAINT "notification_preferences_channel_check" CHECK ("notification_preferences"."channel" in ('bell', 'mail', 'whatsapp'))
);
--> statement-breakpoint
CREATE TABLE "notification_raises" (
	"raise_key" text NOT NULL,
	"user_id" integer NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_raises_raise_key_user_id_pk" PRIMARY KEY("raise_key","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_number" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "snooze_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_raises" ADD CONSTRAINT "notification_raises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_pending_idx" ON "notification_deliveries" USING btree ("id") WHERE "notification_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_snoozed_until_idx" ON "notifications" USING btree ("snoozed_until") WHERE "notifications"."snoozed_until" is not null;--> statement-breakpoint
CREATE INDEX "messages_inbound_recent_idx" ON "messages" USING btree ("channel","created_at") WHERE "messages"."direction" = 'in';--> statement-breakpoint
CREATE INDEX "messages_outbound_to_idx" ON "messages" USING btree ("channel","to_address","created_at") WHERE "messages"."direction" = 'out';--> statement-breakpoint
CREATE INDEX "payment_links_lapsed_idx" ON "payment_links" USING btree ("due_id","id") WHERE "payment_links"."status" = 'expired' and "payment_links"."replaced_by_id" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_whatsapp_number_check" CHECK ("users"."whatsapp_number" ~ '^[+][1-9][0-9]{7,14}$');