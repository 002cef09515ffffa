-- The trips' date index also holds each trip's billing party: a search for a common word walks this
-- index (common-search.ts) matching the trip's own text or the parties the word names, and with the
-- party in the index the walk reads no trip from the table (trips "chauhan", counting to 101: 1.4 ms
-- with a table read for each of the 2,061 trips looked at, 0.55 ms on the index alone).
DROP INDEX "trips_date_idx";--> statement-breakpoint
CREATE INDEX "trips_date_idx" ON "trips" USING btree ("trip_date","trip_number","id")
  INCLUDE ("status","freight_paise","party_total_paise","owner_payable_paise","estimated_profit_paise","search_text","billing_party_id");
