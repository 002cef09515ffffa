CREATE TYPE "public"."expense_type" AS ENUM('trip', 'truck', 'office');--> statement-breakpoint
CREATE TYPE "public"."ledger_account_kind" AS ENUM('party', 'owner', 'driver', 'bank');--> statement-breakpoint
CREATE TYPE "public"."ledger_source" AS ENUM('expense', 'receipt', 'owner-payment', 'driver-advance', 'driver-settlement', 'transfer', 'bill', 'credit-note', 'trip');--> statement-breakpoint
CREATE TYPE "public"."payment_mode" AS ENUM('cash', 'bank', 'upi', 'cheque', 'fuel-card', 'credit');--> statement-breakpoint
CREATE TABLE "document_series" (
	"session_id" uuid NOT NULL,
	"series" text NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_series_session_id_series_pk" PRIMARY KEY("session_id","series")
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"per_litre" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"expense_date" date NOT NULL,
	"type" "expense_type" NOT NULL,
	"category_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"litres" numeric(12, 3),
	"rate_paise" bigint,
	"trip_id" uuid,
	"truck_id" uuid,
	"driver_id" uuid,
	"mode" "payment_mode" NOT NULL,
	"bank_id" uuid,
	"paid_by_driver" boolean DEFAULT false NOT NULL,
	"bill_number" text,
	"notes" text,
	"reversed_at" timestamp with time zone,
	"reversed_by" uuid,
	"reversal_reason" text,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(reference, '') || ' ' || coalesce(bill_number, '') || ' ' || coalesce(notes, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_amount_positive" CHECK ("expenses"."amount_paise" > 0),
	CONSTRAINT "expenses_reversal_whole" CHECK (("expenses"."reversed_at" is null) = ("expenses"."reversal_reason" is null))
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"posted_on" date NOT NULL,
	"account_kind" "ledger_account_kind" NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"source" "ledger_source" NOT NULL,
	"source_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"narration" text NOT NULL,
	"reverses" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_amount_not_zero" CHECK ("ledger_lines"."amount_paise" <> 0)
);
--> statement-breakpoint
ALTER TABLE "document_series" ADD CONSTRAINT "document_series_session_id_financial_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."financial_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_session_id_financial_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."financial_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_session_id_financial_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."financial_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_name_key" ON "expense_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "expense_categories_code_key" ON "expense_categories" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_number_key" ON "expenses" USING btree ("session_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_reference_key" ON "expenses" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "expenses_date_idx" ON "expenses" USING btree ("expense_date","number","id");--> statement-breakpoint
CREATE INDEX "expenses_session_date_idx" ON "expenses" USING btree ("session_id","expense_date","number","id");--> statement-breakpoint
CREATE INDEX "expenses_amount_idx" ON "expenses" USING btree ("amount_paise","number","id");--> statement-breakpoint
CREATE INDEX "expenses_category_idx" ON "expenses" USING btree ("category_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_trip_idx" ON "expenses" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "expenses_truck_idx" ON "expenses" USING btree ("truck_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_driver_idx" ON "expenses" USING btree ("driver_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_bank_idx" ON "expenses" USING btree ("bank_id","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_search_idx" ON "expenses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_kind","account_id","posted_on","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_source_idx" ON "ledger_lines" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_reverses_idx" ON "ledger_lines" USING btree ("reverses") WHERE "ledger_lines"."reverses" is not null;--> statement-breakpoint
-- The built-in expense categories (shared-api/src/schemas/expenses.ts builtInExpenseCategories).
INSERT INTO "expense_categories" ("code", "name", "per_litre", "position") VALUES
  ('diesel', 'Diesel', true, 10),
  ('toll', 'Toll', false, 20),
  ('driver-bhatta', 'Driver bhatta', false, 30),
  ('loading-unloading', 'Loading / unloading', false, 40),
  ('rto-police', 'RTO / police', false, 50),
  ('repairs', 'Repairs', false, 60),
  ('tyres', 'Tyres', false, 70),
  ('insurance', 'Insurance', false, 80),
  ('permit-tax', 'Permit / tax', false, 90),
  ('salary', 'Salary', false, 100),
  ('office', 'Office', false, 110),
  ('other', 'Other', false, 120);
