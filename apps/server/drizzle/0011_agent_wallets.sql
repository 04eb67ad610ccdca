CREATE TABLE "wallet_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"booking_id" integer,
	"payment_id" integer,
	"top_up_id" integer,
	"reverses_entry_id" integer,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_entries_type_check" CHECK ("wallet_entries"."type" in ('top_up', 'booking_payment', 'commission', 'refund', 'adjustment', 'reversal')),
	CONSTRAINT "wallet_entries_sign_check" CHECK ("wallet_entries"."amount_paise" <> 0 and ("wallet_entries"."type" in ('adjustment', 'reversal') or ("wallet_entries"."type" = 'booking_payment') = ("wallet_entries"."amount_paise" < 0))),
	CONSTRAINT "wallet_entries_reversal_check" CHECK (("wallet_entries"."type" = 'reversal') = ("wallet_entries"."reverses_entry_id" is not null)),
	CONSTRAINT "wallet_entries_top_up_check" CHECK (("wallet_entries"."type" = 'top_up') = ("wallet_entries"."top_up_id" is not null)),
	CONSTRAINT "wallet_entries_booking_check" CHECK ("wallet_entries"."type" not in ('booking_payment', 'commission', 'refund') or "wallet_entries"."booking_id" is not null),
	CONSTRAINT "wallet_entries_payment_check" CHECK ("wallet_entries"."type" not in ('booking_payment', 'refund') or "wallet_entries"."payment_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "wallet_top_ups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_top_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agent_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"bank_reference" text NOT NULL,
	"received_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	CONSTRAINT "wallet_top_ups_status_check" CHECK ("wallet_top_ups"."status" in ('pending', 'approved', 'rejected', 'expired')),
	CONSTRAINT "wallet_top_ups_amount_check" CHECK ("wallet_top_ups"."amount_paise" > 0),
	CONSTRAINT "wallet_top_ups_decided_check" CHECK (("wallet_top_ups"."status" = 'pending') = ("wallet_top_ups"."decided_at" is null)),
	CONSTRAINT "wallet_top_ups_four_eyes_check" CHECK ("wallet_top_ups"."status" <> 'approved' or ("wallet_top_ups"."decided_by" is not null and "wallet_top_ups"."decided_by" <> "wallet_top_ups"."requested_by"))
);
--> statement-breakpoint
ALTER TABLE "itineraries" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "itineraries" ADD COLUMN "agency_branding" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "wallet_balance_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "low_balance_alert_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "low_balance_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_top_up_id_wallet_top_ups_id_fk" FOREIGN KEY ("top_up_id") REFERENCES "public"."wallet_top_ups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_reverses_entry_id_wallet_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."wallet_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_entries" ADD CONSTRAINT "wallet_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_top_ups" ADD CONSTRAINT "wallet_top_ups_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_idempotency_idx" ON "wallet_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_reverses_idx" ON "wallet_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_entries_top_up_idx" ON "wallet_entries" USING btree ("top_up_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_agent_idx" ON "wallet_entries" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "wallet_entries_agent_time_idx" ON "wallet_entries" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "wallet_entries_booking_idx" ON "wallet_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "wallet_entries_payment_idx" ON "wallet_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_top_ups_idempotency_idx" ON "wallet_top_ups" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "wallet_top_ups_agent_idx" ON "wallet_top_ups" USING btree ("agent_id","id");--> statement-breakpoint
CREATE INDEX "wallet_top_ups_status_idx" ON "wallet_top_ups" USING btree ("status","expires_at");--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itineraries_agent_idx" ON "itineraries" USING btree ("agent_id","start_date");--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_agency_branding_check" CHECK (not "itineraries"."agency_branding" or "itineraries"."agent_id" is not null);--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_wallet_floor_check" CHECK ("agents"."wallet_balance_paise" >= -"agents"."credit_limit_paise");--> statement-breakpoint
CREATE FUNCTION "wallet_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_entries is append-only: correct an entry with a reversing entry' USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_entries_append_only" BEFORE UPDATE OR DELETE ON "wallet_entries" FOR EACH ROW EXECUTE FUNCTION "wallet_entries_append_only"();--> statement-breakpoint
CREATE FUNCTION "wallet_entries_keep_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "agents" SET "wallet_balance_paise" = "wallet_balance_paise" + NEW."amount_paise" WHERE "id" = NEW."agent_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_entries_keep_balance" AFTER INSERT ON "wallet_entries" FOR EACH ROW EXECUTE FUNCTION "wallet_entries_keep_balance"();
