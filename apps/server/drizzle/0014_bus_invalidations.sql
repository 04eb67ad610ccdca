-- The database tells every instance, on commit, what changed under the caches they keep: the signed-in
-- accounts (an account, its access levels, a level's labels, a signed-out token) and each person's
-- notifications. An event is the bus's own message on its channel ('ua_events'); whoever writes (the
-- app, a job, a person at psql) cannot forget to send it.
CREATE FUNCTION "bus_accounts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One event per transaction however many statements fire it: NOTIFY folds equal messages.
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    PERFORM pg_notify('ua_events', '{"c":"auth.accounts","p":null}');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bus_accounts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ua_events', '{"c":"auth.accounts","p":null}');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_bus_inserted" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "users_bus_updated" AFTER UPDATE ON "users" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "users_bus_deleted" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "users_bus_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_truncated"();--> statement-breakpoint
CREATE TRIGGER "access_levels_bus_inserted" AFTER INSERT ON "access_levels" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "access_levels_bus_updated" AFTER UPDATE ON "access_levels" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "access_levels_bus_deleted" AFTER DELETE ON "access_levels" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "access_levels_bus_truncated" AFTER TRUNCATE ON "access_levels" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_truncated"();--> statement-breakpoint
CREATE TRIGGER "user_access_levels_bus_inserted" AFTER INSERT ON "user_access_levels" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "user_access_levels_bus_updated" AFTER UPDATE ON "user_access_levels" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "user_access_levels_bus_deleted" AFTER DELETE ON "user_access_levels" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "user_access_levels_bus_truncated" AFTER TRUNCATE ON "user_access_levels" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_truncated"();--> statement-breakpoint
CREATE TRIGGER "revoked_access_tokens_bus_inserted" AFTER INSERT ON "revoked_access_tokens" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "revoked_access_tokens_bus_updated" AFTER UPDATE ON "revoked_access_tokens" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "revoked_access_tokens_bus_deleted" AFTER DELETE ON "revoked_access_tokens" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_changed"();--> statement-breakpoint
CREATE TRIGGER "revoked_access_tokens_bus_truncated" AFTER TRUNCATE ON "revoked_access_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "bus_accounts_truncated"();--> statement-breakpoint
CREATE FUNCTION "bus_notifications_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  people integer[];
BEGIN
  SELECT array_agg(DISTINCT "user_id" ORDER BY "user_id") INTO people FROM "changed_rows";
  IF people IS NULL THEN
    RETURN NULL;
  END IF;
  -- An event carries at most 8000 bytes: past a few hundred people, everyone's bell is looked at again.
  IF cardinality(people) > 500 THEN
    PERFORM pg_notify('ua_events', '{"c":"bell.changed","p":null}');
  ELSE
    PERFORM pg_notify('ua_events', json_build_object('c', 'bell.changed', 'p', json_build_object('user_ids', people))::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "bus_notifications_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('ua_events', '{"c":"bell.changed","p":null}');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_bus_inserted" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_notifications_changed"();--> statement-breakpoint
CREATE TRIGGER "notifications_bus_updated" AFTER UPDATE ON "notifications" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_notifications_changed"();--> statement-breakpoint
CREATE TRIGGER "notifications_bus_deleted" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "bus_notifications_changed"();--> statement-breakpoint
CREATE TRIGGER "notifications_bus_truncated" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "bus_notifications_truncated"();
