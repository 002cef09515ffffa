CREATE TYPE "public"."gst_regime" AS ENUM('reverse-charge', 'forward-5', 'forward-itc');--> statement-breakpoint
CREATE TYPE "public"."owner_payment_stage" AS ENUM('advance', 'balance');--> statement-breakpoint
CREATE TYPE "public"."settlement_direction" AS ENUM('to-driver', 'from-driver');--> statement-breakpoint
ALTER TYPE "public"."money_entry_kind" ADD VALUE 'receipt';--> statement-breakpoint
ALTER TYPE "public"."money_entry_kind" ADD VALUE 'owner-payment';--> statement-breakpoint
ALTER TYPE "public"."money_entry_kind" ADD VALUE 'driver-settlement';--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"note_no" text NOT NULL,
	"note_date" date NOT NULL,
	"bill_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_note_no_length" CHECK (char_length("credit_notes"."note_no") <= 16)
);
--> statement-breakpoint
CREATE TABLE "freight_bill_trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bill_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"freight_paise" bigint NOT NULL,
	"charges_paise" bigint NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freight_bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"bill_no" text NOT NULL,
	"bill_date" date NOT NULL,
	"due_date" date NOT NULL,
	"billing_party_id" uuid NOT NULL,
	"party_name" text NOT NULL,
	"party_address" text,
	"party_gstin" text,
	"place_of_supply" text NOT NULL,
	"regime" "gst_regime" NOT NULL,
	"reverse_charge" boolean NOT NULL,
	"inter_state" boolean NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"notes" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(bill_no, '') || ' ' || coalesce(party_name, '') || ' ' || coalesce(party_gstin, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freight_bills_bill_no_length" CHECK (char_length("freight_bills"."bill_no") <= 16),
	CONSTRAINT "freight_bills_total" CHECK ("freight_bills"."total_paise" = "freight_bills"."taxable_paise" + "freight_bills"."cgst_paise" + "freight_bills"."sgst_paise" + "freight_bills"."igst_paise"),
	CONSTRAINT "freight_bills_taxable_positive" CHECK ("freight_bills"."taxable_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipt_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"receipt_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	CONSTRAINT "receipt_allocations_positive" CHECK ("receipt_allocations"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "money_entries" DROP CONSTRAINT "money_entries_amount_positive";--> statement-breakpoint
ALTER TABLE "financial_sessions" ADD COLUMN "gst_regime" "gst_regime" DEFAULT 'reverse-charge' NOT NULL;--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "billing_party_id" uuid;--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "owner_payment_stage" "owner_payment_stage";--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "tds_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "tds_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "tds_override_reason" text;--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "settlement_direction" "settlement_direction";--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "settlement_figures" jsonb;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_session_id_financial_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."financial_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_bill_id_freight_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."freight_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_bill_trips" ADD CONSTRAINT "freight_bill_trips_bill_id_freight_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."freight_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_bill_trips" ADD CONSTRAINT "freight_bill_trips_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_bills" ADD CONSTRAINT "freight_bills_session_id_financial_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."financial_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_bills" ADD CONSTRAINT "freight_bills_billing_party_id_billing_parties_id_fk" FOREIGN KEY ("billing_party_id") REFERENCES "public"."billing_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freight_bills" ADD CONSTRAINT "freight_bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_receipt_id_money_entries_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."money_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_allocations" ADD CONSTRAINT "receipt_allocations_bill_id_freight_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."freight_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_key" ON "credit_notes" USING btree ("session_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_note_no_key" ON "credit_notes" USING btree ("note_no");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_bill_key" ON "credit_notes" USING btree ("bill_id");--> statement-breakpoint
CREATE INDEX "credit_notes_date_idx" ON "credit_notes" USING btree ("note_date","number");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_bill_trips_line_key" ON "freight_bill_trips" USING btree ("bill_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_bill_trips_standing_key" ON "freight_bill_trips" USING btree ("trip_id") WHERE "freight_bill_trips"."active";--> statement-breakpoint
CREATE INDEX "freight_bill_trips_trip_idx" ON "freight_bill_trips" USING btree ("trip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_bills_number_key" ON "freight_bills" USING btree ("session_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "freight_bills_bill_no_key" ON "freight_bills" USING btree ("bill_no");--> statement-breakpoint
CREATE INDEX "freight_bills_date_idx" ON "freight_bills" USING btree ("bill_date","number","id");--> statement-breakpoint
CREATE INDEX "freight_bills_party_idx" ON "freight_bills" USING btree ("billing_party_id","bill_date","number");--> statement-breakpoint
CREATE INDEX "freight_bills_total_idx" ON "freight_bills" USING btree ("total_paise","number","id");--> statement-breakpoint
CREATE INDEX "freight_bills_search_idx" ON "freight_bills" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_allocations_key" ON "receipt_allocations" USING btree ("receipt_id","bill_id");--> statement-breakpoint
CREATE INDEX "receipt_allocations_bill_idx" ON "receipt_allocations" USING btree ("bill_id");--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_billing_party_id_billing_parties_id_fk" FOREIGN KEY ("billing_party_id") REFERENCES "public"."billing_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "money_entries_party_idx" ON "money_entries" USING btree ("billing_party_id","entry_date");--> statement-breakpoint
CREATE INDEX "money_entries_vehicle_idx" ON "money_entries" USING btree ("vehicle_id","entry_date");--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_tds_not_negative" CHECK ("money_entries"."tds_paise" >= 0);--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_amount_positive" CHECK ("money_entries"."amount_paise" > 0 or ("money_entries"."kind"::text = 'driver-settlement' and "money_entries"."amount_paise" = 0));