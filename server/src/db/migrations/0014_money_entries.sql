CREATE TYPE "public"."driver_advance_type" AS ENUM('cash', 'diesel', 'fastag');--> statement-breakpoint
CREATE TYPE "public"."money_entry_kind" AS ENUM('transfer', 'driver-advance');--> statement-breakpoint
CREATE TABLE "money_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "money_entry_kind" NOT NULL,
	"session_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"entry_date" date NOT NULL,
	"amount_paise" bigint NOT NULL,
	"mode" "payment_mode" NOT NULL,
	"from_bank_id" uuid,
	"to_bank_id" uuid,
	"driver_id" uuid,
	"trip_id" uuid,
	"advance_type" "driver_advance_type",
	"litres" numeric(12, 3),
	"instrument" text,
	"notes" text,
	"reversed_at" timestamp with time zone,
	"reversed_by" uuid,
	"reversal_reason" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(reference, '') || ' ' || coalesce(instrument, '') || ' ' || coalesce(notes, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_entries_amount_positive" CHECK ("money_entries"."amount_paise" > 0),
	CONSTRAINT "money_entries_reversal_whole" CHECK (("money_entries"."reversed_at" is null) = ("money_entries"."reversal_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_session_id_financial_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."financial_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_from_bank_id_banks_id_fk" FOREIGN KEY ("from_bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_to_bank_id_banks_id_fk" FOREIGN KEY ("to_bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "money_entries_number_key" ON "money_entries" USING btree ("session_id","kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "money_entries_reference_key" ON "money_entries" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "money_entries_date_idx" ON "money_entries" USING btree ("entry_date","created_at","id");--> statement-breakpoint
CREATE INDEX "money_entries_amount_idx" ON "money_entries" USING btree ("amount_paise","id");--> statement-breakpoint
CREATE INDEX "money_entries_kind_date_idx" ON "money_entries" USING btree ("kind","entry_date","created_at","id");--> statement-breakpoint
CREATE INDEX "money_entries_from_bank_idx" ON "money_entries" USING btree ("from_bank_id","entry_date");--> statement-breakpoint
CREATE INDEX "money_entries_to_bank_idx" ON "money_entries" USING btree ("to_bank_id","entry_date");--> statement-breakpoint
CREATE INDEX "money_entries_driver_idx" ON "money_entries" USING btree ("driver_id","entry_date");--> statement-breakpoint
CREATE INDEX "money_entries_trip_idx" ON "money_entries" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "money_entries_search_idx" ON "money_entries" USING gin ("search_text" gin_trgm_ops);