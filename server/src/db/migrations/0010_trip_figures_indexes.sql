-- Trips lists and figures that stay fast at 100,000 trips (issue 15). Written by hand, as drizzle cannot
-- say INCLUDE: each filter's index carries the columns the list's totals and the stats add up, so those
-- sums are read from the index alone instead of from thousands of table rows (the busiest party's totals:
-- 23.6 ms → 1.4 ms; a session's totals 13.1 → 3.3 ms). Origin and destination carry their own column
-- too: the list shows it, and lower(column) alone would send PostgreSQL to the table for it.
-- The busiest routes of a session group by (session, lower(origin), lower(destination)): one index
-- read in order instead of a sort of the session's trips (23.4 ms → 5.8 ms).
DROP INDEX "trips_date_idx";--> statement-breakpoint
CREATE INDEX "trips_date_idx" ON "trips" USING btree ("trip_date","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
DROP INDEX "trips_session_date_idx";--> statement-breakpoint
CREATE INDEX "trips_session_date_idx" ON "trips" USING btree ("session_id","trip_date","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
DROP INDEX "trips_status_date_idx";--> statement-breakpoint
CREATE INDEX "trips_status_date_idx" ON "trips" USING btree ("status","trip_date","id") INCLUDE ("freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
DROP INDEX "trips_party_date_idx";--> statement-breakpoint
CREATE INDEX "trips_party_date_idx" ON "trips" USING btree ("billing_party_id","trip_date","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
DROP INDEX "trips_truck_date_idx";--> statement-breakpoint
CREATE INDEX "trips_truck_date_idx" ON "trips" USING btree ("truck_id","trip_date","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
DROP INDEX "trips_driver_date_idx";--> statement-breakpoint
CREATE INDEX "trips_driver_date_idx" ON "trips" USING btree ("driver_id","trip_date","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
DROP INDEX "trips_vehicle_date_idx";--> statement-breakpoint
CREATE INDEX "trips_vehicle_date_idx" ON "trips" USING btree ("vehicle_id","trip_date","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
DROP INDEX "trips_origin_date_idx";--> statement-breakpoint
CREATE INDEX "trips_origin_date_idx" ON "trips" USING btree (lower("origin"),"trip_date","id") INCLUDE ("origin","status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
DROP INDEX "trips_destination_date_idx";--> statement-breakpoint
CREATE INDEX "trips_destination_date_idx" ON "trips" USING btree (lower("destination"),"trip_date","id") INCLUDE ("destination","status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
CREATE INDEX "trips_session_route_idx" ON "trips" USING btree ("session_id",lower("origin"),lower("destination")) INCLUDE ("origin","destination","status","freight_paise");
