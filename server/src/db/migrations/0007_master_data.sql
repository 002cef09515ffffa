CREATE TYPE "public"."balance_side" AS ENUM('Dr', 'Cr');--> statement-breakpoint
CREATE TYPE "public"."bank_account_type" AS ENUM('current', 'savings', 'od', 'cash');--> statement-breakpoint
CREATE TYPE "public"."driver_status" AS ENUM('active', 'on_trip', 'on_leave', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."truck_status" AS ENUM('available', 'on_trip', 'maintenance', 'inactive');--> statement-breakpoint
CREATE TABLE "banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"account_type" "bank_account_type" NOT NULL,
	"bank_name" text,
	"account_number" text,
	"ifsc" text,
	"branch" text,
	"opening_balance_paise" bigint DEFAULT 0 NOT NULL,
	"opening_balance_side" "balance_side" DEFAULT 'Dr' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(bank_name, '') || ' ' || coalesce(account_number, '') || ' ' || coalesce(ifsc, '') || ' ' || coalesce(branch, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"gstin" text,
	"state_code" text NOT NULL,
	"pan" text,
	"contact_person" text,
	"phone" text,
	"email" text,
	"address" text,
	"city" text,
	"pincode" text,
	"credit_days" integer DEFAULT 0 NOT NULL,
	"opening_balance_paise" bigint DEFAULT 0 NOT NULL,
	"opening_balance_side" "balance_side" DEFAULT 'Dr' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(gstin, '') || ' ' || coalesce(pan, '') || ' ' || coalesce(contact_person, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(email, '') || ' ' || coalesce(city, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_expires_on" date NOT NULL,
	"licence_scan_id" uuid,
	"address" text,
	"opening_balance_paise" bigint DEFAULT 0 NOT NULL,
	"opening_balance_side" "balance_side" DEFAULT 'Dr' NOT NULL,
	"status" "driver_status" DEFAULT 'active' NOT NULL,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(licence_number, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expiry_reminders" (
	"paper_key" text NOT NULL,
	"expires_on" date NOT NULL,
	"threshold_days" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expiry_reminders_paper_key_expires_on_threshold_days_pk" PRIMARY KEY("paper_key","expires_on","threshold_days")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_papers" (
	"truck_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text,
	"expires_on" date,
	"scan_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truck_papers_truck_id_kind_pk" PRIMARY KEY("truck_id","kind")
);
--> statement-breakpoint
CREATE TABLE "trucks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_number" text NOT NULL,
	"truck_type" text NOT NULL,
	"make" text,
	"model" text,
	"capacity_tonnes" numeric(6, 2),
	"chassis_number" text,
	"engine_number" text,
	"odometer_km" integer,
	"status" "truck_status" DEFAULT 'available' NOT NULL,
	"notes" text,
	"next_expiry_on" date,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(registration_number, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(chassis_number, '') || ' ' || coalesce(engine_number, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_number" text NOT NULL,
	"vehicle_type" text,
	"owner_name" text NOT NULL,
	"owner_phone" text,
	"owner_pan" text,
	"owner_declared_small_fleet" boolean DEFAULT false NOT NULL,
	"owner_address" text,
	"broker_name" text,
	"broker_phone" text,
	"bank_account_name" text,
	"bank_account_number" text,
	"bank_ifsc" text,
	"bank_name" text,
	"opening_balance_paise" bigint DEFAULT 0 NOT NULL,
	"opening_balance_side" "balance_side" DEFAULT 'Dr' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(registration_number, '') || ' ' || coalesce(owner_name, '') || ' ' || coalesce(owner_phone, '') || ' ' || coalesce(owner_pan, '') || ' ' || coalesce(broker_name, '') || ' ' || coalesce(broker_phone, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_licence_scan_id_stored_files_id_fk" FOREIGN KEY ("licence_scan_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_papers" ADD CONSTRAINT "truck_papers_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "truck_papers" ADD CONSTRAINT "truck_papers_scan_id_stored_files_id_fk" FOREIGN KEY ("scan_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banks_name_key" ON "banks" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "banks_account_key" ON "banks" USING btree ("ifsc","account_number");--> statement-breakpoint
CREATE INDEX "banks_created_idx" ON "banks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "banks_search_idx" ON "banks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "billing_parties_gstin_key" ON "billing_parties" USING btree ("gstin");--> statement-breakpoint
CREATE INDEX "billing_parties_name_idx" ON "billing_parties" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "billing_parties_city_idx" ON "billing_parties" USING btree (lower("city"),"id");--> statement-breakpoint
CREATE INDEX "billing_parties_created_idx" ON "billing_parties" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "billing_parties_search_idx" ON "billing_parties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_licence_key" ON "drivers" USING btree ("licence_number");--> statement-breakpoint
CREATE INDEX "drivers_name_idx" ON "drivers" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "drivers_licence_expiry_idx" ON "drivers" USING btree ("licence_expires_on","id");--> statement-breakpoint
CREATE INDEX "drivers_created_idx" ON "drivers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "drivers_search_idx" ON "drivers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "truck_papers_expires_idx" ON "truck_papers" USING btree ("expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "trucks_registration_key" ON "trucks" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "trucks_next_expiry_idx" ON "trucks" USING btree ("next_expiry_on","id");--> statement-breakpoint
CREATE INDEX "trucks_status_idx" ON "trucks" USING btree ("status","registration_number");--> statement-breakpoint
CREATE INDEX "trucks_created_idx" ON "trucks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trucks_search_idx" ON "trucks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_registration_key" ON "vehicles" USING btree ("registration_number");--> statement-breakpoint
CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree (lower("owner_name"),"id");--> statement-breakpoint
CREATE INDEX "vehicles_created_idx" ON "vehicles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vehicles_search_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- One cash account exists from the start: cash expenses and payments need somewhere to come from.
INSERT INTO "banks" ("name", "account_type") VALUES ('Cash in hand', 'cash');
