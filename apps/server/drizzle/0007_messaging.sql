CREATE TABLE "dev_caught_mails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_caught_mails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" text,
	"from_address" text NOT NULL,
	"to_addresses" text[] NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"html" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dev_whatsapp_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dev_whatsapp_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"direction" text NOT NULL,
	"wamid" text NOT NULL,
	"payload" jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_status_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"error_code" text,
	"error_message" text,
	"event_key" text
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"record_type" text,
	"record_id" integer,
	"party" text,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text,
	"template" text,
	"template_language" text,
	"parameters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"body_html" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_id" text,
	"idempotency_key" text,
	"sent_by" integer,
	"error_code" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" in ('email', 'whatsapp')),
	CONSTRAINT "messages_direction_check" CHECK ("messages"."direction" in ('out', 'in')),
	CONSTRAINT "messages_status_check" CHECK ("messages"."status" in ('queued', 'sent', 'delivered', 'read', 'failed', 'received')),
	CONSTRAINT "messages_record_check" CHECK (("messages"."record_type" is null) = ("messages"."record_id" is null))
);
--> statement-breakpoint
ALTER TABLE "message_status_events" ADD CONSTRAINT "message_status_events_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dev_caught_mails_received_idx" ON "dev_caught_mails" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "dev_whatsapp_messages_phone_idx" ON "dev_whatsapp_messages" USING btree ("phone","id");--> statement-breakpoint
CREATE UNIQUE INDEX "dev_whatsapp_messages_wamid_idx" ON "dev_whatsapp_messages" USING btree ("wamid");--> statement-breakpoint
CREATE INDEX "message_status_events_message_idx" ON "message_status_events" USING btree ("message_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "message_status_events_key_idx" ON "message_status_events" USING btree ("message_id","event_key") WHERE "message_status_events"."event_key" is not null;--> statement-breakpoint
CREATE INDEX "messages_record_idx" ON "messages" USING btree ("record_type","record_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_idx" ON "messages" USING btree ("channel","provider_id") WHERE "messages"."provider_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_idempotency_idx" ON "messages" USING btree ("idempotency_key") WHERE "messages"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "messages_inbound_idx" ON "messages" USING btree ("channel","from_address","created_at") WHERE "messages"."direction" = 'in';