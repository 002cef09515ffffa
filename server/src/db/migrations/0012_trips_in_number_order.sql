-- Trips of one day (one amount, one moment) in trip-number order, as a person reads them, instead of the
-- order of their random ids (issue 27): the trip number joins each sort's index before the id. Written by
-- hand past drizzle's output for the INCLUDE columns of migration 0010, which the totals read.
DROP INDEX "trips_date_idx";--> statement-breakpoint
DROP INDEX "trips_session_date_idx";--> statement-breakpoint
DROP INDEX "trips_status_date_idx";--> statement-breakpoint
DROP INDEX "trips_party_date_idx";--> statement-breakpoint
DROP INDEX "trips_truck_date_idx";--> statement-breakpoint
DROP INDEX "trips_driver_date_idx";--> statement-breakpoint
DROP INDEX "trips_vehicle_date_idx";--> statement-breakpoint
DROP INDEX "trips_origin_date_idx";--> statement-breakpoint
DROP INDEX "trips_destination_date_idx";--> statement-breakpoint
DROP INDEX "trips_freight_idx";--> statement-breakpoint
DROP INDEX "trips_created_idx";--> statement-breakpoint
CREATE INDEX "trips_date_idx" ON "trips" USING btree ("trip_date","trip_number","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
CREATE INDEX "trips_session_date_idx" ON "trips" USING btree ("session_id","trip_date","trip_number","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
CREATE INDEX "trips_status_date_idx" ON "trips" USING btree ("status","trip_date","trip_number","id") INCLUDE ("freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
CREATE INDEX "trips_party_date_idx" ON "trips" USING btree ("billing_party_id","trip_date","trip_number","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
CREATE INDEX "trips_truck_date_idx" ON "trips" USING btree ("truck_id","trip_date","trip_number","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
CREATE INDEX "trips_driver_date_idx" ON "trips" USING btree ("driver_id","trip_date","trip_number","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
CREATE INDEX "trips_vehicle_date_idx" ON "trips" USING btree ("vehicle_id","trip_date","trip_number","id") INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
CREATE INDEX "trips_origin_date_idx" ON "trips" USING btree (lower("origin"),"trip_date","trip_number","id") INCLUDE ("origin","status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
CREATE INDEX "trips_destination_date_idx" ON "trips" USING btree (lower("destination"),"trip_date","trip_number","id") INCLUDE ("destination","status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise");--> statement-breakpoint
CREATE INDEX "trips_freight_idx" ON "trips" USING btree ("freight_paise","trip_number","id");--> statement-breakpoint
CREATE INDEX "trips_created_idx" ON "trips" USING btree ("created_at","trip_number","id");