ALTER TABLE "freight_bills" ADD COLUMN "received_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "freight_bills" ADD COLUMN "cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "owner_owed_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand: the kept figures of the existing rows from their definitions
-- (server/src/modules/ledger/kept-balances.ts KEEP_ALL_BALANCES_SQL), and INCLUDE on the queues' indexes
-- (drizzle-kit cannot say it) so the queues' counts sum the amount from the index alone. The enums are
-- compared as text: on a new database every migration runs in one transaction, and PostgreSQL refuses a
-- literal of an enum value added earlier in it ('owner-payment').
UPDATE freight_bills b SET received_paise = s.received
  FROM (SELECT a.bill_id, sum(a.amount_paise) AS received FROM receipt_allocations a
    JOIN money_entries m ON m.id = a.receipt_id WHERE m.reversed_at IS NULL GROUP BY a.bill_id) s
  WHERE s.bill_id = b.id AND b.received_paise <> s.received;--> statement-breakpoint
UPDATE freight_bills b SET cancelled = true WHERE NOT b.cancelled AND EXISTS (SELECT 1 FROM credit_notes c WHERE c.bill_id = b.id);--> statement-breakpoint
UPDATE trips t SET owner_owed_paise = s.owed
  FROM (SELECT trip_id, -sum(amount) AS owed FROM (
      SELECT l.source_id AS trip_id, l.amount_paise AS amount FROM ledger_lines l WHERE l.source = 'trip' AND l.account_kind = 'owner'
      UNION ALL
      SELECT m.trip_id, m.amount_paise + m.tds_paise FROM money_entries m
        WHERE m.kind::text = 'owner-payment' AND m.reversed_at IS NULL AND m.trip_id IS NOT NULL) x
    GROUP BY trip_id) s
  WHERE s.trip_id = t.id AND t.owner_owed_paise <> s.owed;
--> statement-breakpoint
CREATE INDEX "freight_bills_open_date_idx" ON "freight_bills" USING btree ("bill_date","number","id") INCLUDE ("due_date","total_paise","received_paise") WHERE "freight_bills"."total_paise" > "freight_bills"."received_paise" and not "freight_bills"."cancelled";--> statement-breakpoint
CREATE INDEX "freight_bills_open_party_idx" ON "freight_bills" USING btree ("billing_party_id","bill_date","number","id") INCLUDE ("due_date","total_paise","received_paise") WHERE "freight_bills"."total_paise" > "freight_bills"."received_paise" and not "freight_bills"."cancelled";--> statement-breakpoint
CREATE INDEX "trips_pod_pending_idx" ON "trips" USING btree ((("delivered_at" at time zone 'Asia/Kolkata')::date),"trip_number","id") INCLUDE ("party_total_paise") WHERE "trips"."status" = 'delivered';--> statement-breakpoint
CREATE INDEX "trips_unbilled_idx" ON "trips" USING btree ((("pod_received_at" at time zone 'Asia/Kolkata')::date),"trip_number","id") INCLUDE ("party_total_paise") WHERE "trips"."status" = 'pod_received';--> statement-breakpoint
CREATE INDEX "trips_owner_due_idx" ON "trips" USING btree ((("pod_received_at" at time zone 'Asia/Kolkata')::date),"trip_number","id") INCLUDE ("owner_owed_paise") WHERE "trips"."fleet" = 'market' and "trips"."status" in ('pod_received', 'billed') and "trips"."owner_owed_paise" > 0;