-- A party's open bills (GET /billing-parties/{id}/open-bills) read every column they show from the
-- open bills' party index once it carries the bill number too: an index-only walk in their order
-- instead of a visit to each bill's row (the bench's busiest party, 460 open bills: 3.3 → 1.6 ms).
DROP INDEX IF EXISTS "freight_bills_open_party_idx";--> statement-breakpoint
CREATE INDEX "freight_bills_open_party_idx" ON "freight_bills" USING btree ("billing_party_id","bill_date","number","id") INCLUDE ("due_date","total_paise","received_paise","bill_no") WHERE "freight_bills"."total_paise" > "freight_bills"."received_paise" and not "freight_bills"."cancelled";
