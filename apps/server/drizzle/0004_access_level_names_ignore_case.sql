DROP INDEX "access_levels_name_key";--> statement-breakpoint
CREATE UNIQUE INDEX "access_levels_name_lower_key" ON "access_levels" USING btree (lower("name"));