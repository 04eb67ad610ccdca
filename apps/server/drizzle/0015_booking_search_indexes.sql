DROP INDEX "bookings_start_idx";--> statement-breakpoint
DROP INDEX "bookings_status_idx";--> statement-breakpoint
CREATE INDEX "booking_services_requested_idx" ON "booking_services" USING btree ("booking_id") WHERE "booking_services"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "booking_services_requested_at_idx" ON "booking_services" USING btree ("requested_at","id") WHERE "booking_services"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "bookings_travel_idx" ON "bookings" USING btree ("start_date","id","end_date");--> statement-breakpoint
CREATE INDEX "bookings_status_travel_idx" ON "bookings" USING btree ("status","start_date","end_date");--> statement-breakpoint
CREATE INDEX "bookings_unconfirmed_idx" ON "bookings" USING btree ("start_date","id","end_date") WHERE "bookings"."services_open" > 0;--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "bookings_trip_title_trgm_idx" ON "bookings" USING gin ("trip_title" gin_trgm_ops);