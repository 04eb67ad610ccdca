CREATE TABLE "agent_commissions" (
	"agent_id" integer NOT NULL,
	"category" text NOT NULL,
	"commission_bp" integer NOT NULL,
	CONSTRAINT "agent_commissions_pkey" PRIMARY KEY("agent_id","category"),
	CONSTRAINT "agent_commissions_bp_check" CHECK ("agent_commissions"."commission_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "agent_contacts" (
	"agent_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"email" text,
	"whatsapp" text,
	CONSTRAINT "agent_contacts_pkey" PRIMARY KEY("agent_id","position"),
	CONSTRAINT "agent_contacts_position_check" CHECK ("agent_contacts"."position" between 0 and 19),
	CONSTRAINT "agent_contacts_reachable_check" CHECK ("agent_contacts"."phone" is not null or "agent_contacts"."email" is not null or "agent_contacts"."whatsapp" is not null)
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"agency_name" text NOT NULL,
	"city" text NOT NULL,
	"gstin" text,
	"pan" text,
	"commission_bp" integer DEFAULT 0 NOT NULL,
	"credit_limit_paise" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text DEFAULT '' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"account_manager_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_status_check" CHECK ("agents"."status" in ('active', 'on_hold', 'closed')),
	CONSTRAINT "agents_commission_check" CHECK ("agents"."commission_bp" between 0 and 10000),
	CONSTRAINT "agents_credit_limit_check" CHECK ("agents"."credit_limit_paise" >= 0),
	CONSTRAINT "agents_gstin_check" CHECK ("agents"."gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
	CONSTRAINT "agents_pan_check" CHECK ("agents"."pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'),
	CONSTRAINT "agents_gstin_pan_check" CHECK ("agents"."gstin" is null or "agents"."pan" is null or substr("agents"."gstin", 3, 10) = "agents"."pan")
);
--> statement-breakpoint
ALTER TABLE "agent_commissions" ADD CONSTRAINT "agent_commissions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_commissions" ADD CONSTRAINT "agent_commissions_category_fk" FOREIGN KEY ("category") REFERENCES "public"."product_categories"("type_name") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contacts" ADD CONSTRAINT "agent_contacts_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contacts_name_trgm_idx" ON "agent_contacts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "agents_agency_name_lower_key" ON "agents" USING btree (lower("agency_name"));--> statement-breakpoint
CREATE INDEX "agents_name_idx" ON "agents" USING btree ("agency_name","id");--> statement-breakpoint
CREATE INDEX "agents_status_idx" ON "agents" USING btree ("status","agency_name");--> statement-breakpoint
CREATE INDEX "agents_city_idx" ON "agents" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "agents_account_manager_idx" ON "agents" USING btree ("account_manager_id");--> statement-breakpoint
CREATE INDEX "agents_newest_idx" ON "agents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "agents_agency_name_trgm_idx" ON "agents" USING gin ("agency_name" gin_trgm_ops);