CREATE TABLE "revoked_access_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "revoked_access_tokens" ADD CONSTRAINT "revoked_access_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revoked_access_tokens_expires_idx" ON "revoked_access_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Self-registered accounts were never proven to belong to whoever registered them (anyone could claim a
-- future colleague's address). Until the address's owner signs in with Google, which drops the password,
-- they cannot sign in, and no token or refresh token of theirs works.
UPDATE "users" SET "email_verified_at" = NULL
WHERE "password_hash" IS NOT NULL
  AND "id"::text IN (SELECT "entity_id" FROM "audit_log" WHERE "entity_type" = 'user' AND "action" = 'create' AND "after"->>'source' = 'registration');--> statement-breakpoint
UPDATE "refresh_tokens" SET "revoked_at" = now()
WHERE "revoked_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "email_verified_at" IS NULL);
