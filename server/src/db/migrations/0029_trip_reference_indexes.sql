CREATE INDEX "trips_trip_no_idx" ON "trips" USING btree ("trip_no");--> statement-breakpoint
CREATE INDEX "trips_lr_no_idx" ON "trips" USING btree ("lr_no");--> statement-breakpoint
CREATE INDEX "trips_tracking_number_idx" ON "trips" USING btree ("tracking_number");