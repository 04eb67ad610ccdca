CREATE TABLE "gateway_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gateway" text DEFAULT 'razorpay' NOT NULL,
	"event_id" text NOT NULL,
	"event" text NOT NULL,
	"gateway_link_id" text,
	"payload" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"payment_id" integer NOT NULL,
	"due_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "payment_allocations_payment_id_due_id_pk" PRIMARY KEY("payment_id","due_id"),
	CONSTRAINT "payment_allocations_amount_check" CHECK ("payment_allocations"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_dues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_dues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"paid_paise" bigint DEFAULT 0 NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"waived_reason" text,
	"waived_at" timestamp with time zone,
	"waived_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_dues_kind_check" CHECK ("payment_dues"."kind" in ('advance', 'balance', 'instalment')),
	CONSTRAINT "payment_dues_status_check" CHECK ("payment_dues"."status" in ('due', 'partly_paid', 'paid', 'overdue', 'waived')),
	CONSTRAINT "payment_dues_amounts_check" CHECK ("payment_dues"."amount_paise" > 0 and "payment_dues"."paid_paise" >= 0 and "payment_dues"."paid_paise" <= "payment_dues"."amount_paise"),
	CONSTRAINT "payment_dues_waived_check" CHECK (("payment_dues"."status" = 'waived') = ("payment_dues"."waived_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"due_id" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"amount_paid_paise" bigint DEFAULT 0 NOT NULL,
	"currency" char(3) NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"gateway" text DEFAULT 'razorpay' NOT NULL,
	"gateway_link_id" text,
	"reference_id" text NOT NULL,
	"short_url" text,
	"expire_by" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"error" text,
	"replaced_by_id" integer,
	"created_by" integer,
	"cancelled_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_status_check" CHECK ("payment_links"."status" in ('creating', 'created', 'partially_paid', 'paid', 'expired', 'cancelled', 'failed')),
	CONSTRAINT "payment_links_amounts_check" CHECK ("payment_links"."amount_paise" > 0 and "payment_links"."amount_paid_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"advance_bp" integer,
	"advance_paise" bigint,
	"balance_days_before" smallint,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_kind_check" CHECK ("payment_plans"."kind" in ('advance_balance', 'instalments'))
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"due_id" integer NOT NULL,
	"offset_days" smallint NOT NULL,
	"sent_on" date NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_due_id_offset_days_pk" PRIMARY KEY("due_id","offset_days")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"received_on" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"receipt_number" text NOT NULL,
	"refund_of_id" integer,
	"link_id" integer,
	"gateway_payment_id" text,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"tcs_paise" bigint DEFAULT 0 NOT NULL,
	"tcs_rule" text,
	"tcs_rate_bp" integer DEFAULT 0 NOT NULL,
	"reversed_at" timestamp with time zone,
	"reversed_by" integer,
	"reversal_reason" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('payment', 'refund')),
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" in ('upi', 'bank_transfer', 'card', 'cash', 'cheque', 'gateway', 'wallet')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_paise" > 0 and "payments"."tcs_paise" >= 0),
	CONSTRAINT "payments_refund_check" CHECK (("payments"."kind" = 'refund') = ("payments"."refund_of_id" is not null)),
	CONSTRAINT "payments_reversed_check" CHECK (("payments"."reversed_at" is null) = ("payments"."reversal_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "receipt_series" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_series_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_due_id_payment_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."payment_dues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_dues" ADD CONSTRAINT "payment_dues_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_dues" ADD CONSTRAINT "payment_dues_waived_by_users_id_fk" FOREIGN KEY ("waived_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_due_id_payment_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."payment_dues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_replaced_by_id_payment_links_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."payment_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_due_id_payment_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."payment_dues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_id_payments_id_fk" FOREIGN KEY ("refund_of_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_events_event_idx" ON "gateway_events" USING btree ("gateway","event_id");--> statement-breakpoint
CREATE INDEX "gateway_events_link_idx" ON "gateway_events" USING btree ("gateway_link_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_due_idx" ON "payment_allocations" USING btree ("due_id");--> statement-breakpoint
CREATE INDEX "payment_dues_booking_idx" ON "payment_dues" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "payment_dues_open_idx" ON "payment_dues" USING btree ("due_date","id") WHERE "payment_dues"."status" in ('due', 'partly_paid', 'overdue');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_reference_idx" ON "payment_links" USING btree ("reference_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_gateway_idx" ON "payment_links" USING btree ("gateway","gateway_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_idempotency_idx" ON "payment_links" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_links_booking_idx" ON "payment_links" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "payment_links_due_idx" ON "payment_links" USING btree ("due_id","id");--> statement-breakpoint
CREATE INDEX "payment_links_live_idx" ON "payment_links" USING btree ("expire_by") WHERE "payment_links"."status" in ('creating', 'created', 'partially_paid');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_idx" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_idx" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of_id");