-- Trips and their documents (issue 15): per-session trip and LR series, the trip with its charges, files filed
-- with trips, and two shipment statuses a trip needs (booked with its LR, cancelled with the trip). The partial
-- unique indexes keep a truck and a driver on at most one trip in transit, whatever races to start one.
CREATE TYPE "public"."fleet_kind" AS ENUM('own', 'market');--> statement-breakpoint
CREATE TYPE "public"."rate_basis" AS ENUM('fixed', 'per_tonne', 'per_km');--> statement-breakpoint
CREATE TYPE "public"."trip_status" AS ENUM('planned', 'in_transit', 'delivered', 'pod_received', 'billed', 'settled', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."shipment_status" ADD VALUE 'booked' BEFORE 'picked_up';--> statement-breakpoint
ALTER TYPE "public"."shipment_status" ADD VALUE 'cancelled';--> statement-breakpoint
CREATE TABLE "trip_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"side" text NOT NULL,
	"effect" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"note" text,
	CONSTRAINT "trip_charges_amount_positive" CHECK ("trip_charges"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "trip_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"type" text NOT NULL,
	"note" text,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(file_name, '') || ' ' || coalesce(note, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_series" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"last_trip_number" integer DEFAULT 0 NOT NULL,
	"last_lr_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"trip_number" integer NOT NULL,
	"lr_number" integer NOT NULL,
	"trip_no" text NOT NULL,
	"lr_no" text NOT NULL,
	"trip_date" date NOT NULL,
	"lr_date" date NOT NULL,
	"status" "trip_status" DEFAULT 'planned' NOT NULL,
	"billing_party_id" uuid NOT NULL,
	"consignor_name" text NOT NULL,
	"consignor_address" text,
	"consignor_gstin" text,
	"consignor_phone" text,
	"consignee_name" text NOT NULL,
	"consignee_address" text,
	"consignee_gstin" text,
	"consignee_phone" text,
	"delivery_address" text,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"distance_km" integer,
	"goods_description" text NOT NULL,
	"packages" integer,
	"packing" text,
	"actual_weight_tonnes" numeric(9, 3) NOT NULL,
	"charged_weight_tonnes" numeric(9, 3),
	"declared_value_paise" bigint,
	"invoice_number" text,
	"invoice_date" date,
	"invoice_value_paise" bigint,
	"eway_bill_number" text,
	"eway_bill_valid_until" date,
	"freight_terms" text NOT NULL,
	"gst_payer" text NOT NULL,
	"risk" text NOT NULL,
	"rate_basis" "rate_basis" NOT NULL,
	"rate_paise" bigint NOT NULL,
	"freight_paise" bigint NOT NULL,
	"party_advance_paise" bigint DEFAULT 0 NOT NULL,
	"fleet" "fleet_kind" NOT NULL,
	"truck_id" uuid,
	"driver_id" uuid,
	"vehicle_id" uuid,
	"market_driver_name" text,
	"market_driver_phone" text,
	"hire_rate_basis" "rate_basis",
	"hire_rate_paise" bigint,
	"hire_paise" bigint,
	"hire_advance_paise" bigint DEFAULT 0 NOT NULL,
	"commission_paise" bigint DEFAULT 0 NOT NULL,
	"start_km" integer,
	"end_km" integer,
	"party_total_paise" bigint NOT NULL,
	"owner_payable_paise" bigint DEFAULT 0 NOT NULL,
	"estimated_profit_paise" bigint NOT NULL,
	"remarks" text,
	"cancel_reason" text,
	"started_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"pod_received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"shipment_id" uuid NOT NULL,
	"tracking_number" text NOT NULL,
	"created_by" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(trip_no, '') || ' ' || coalesce(lr_no, '') || ' ' || coalesce(tracking_number, '') || ' ' || coalesce(consignor_name, '') || ' ' || coalesce(consignee_name, '') || ' ' || coalesce(origin, '') || ' ' || coalesce(destination, '') || ' ' || coalesce(invoice_number, '') || ' ' || coalesce(eway_bill_number, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trips_one_fleet" CHECK (("trips"."fleet" = 'own' and "trips"."truck_id" is not null and "trips"."driver_id" is not null and "trips"."vehicle_id" is null) or ("trips"."fleet" = 'market' and "trips"."vehicle_id" is not null and "trips"."truck_id" is null and "trips"."driver_id" is null and "trips"."hire_paise" is not null)),
	CONSTRAINT "trips_km_order" CHECK ("trips"."end_km" is null or "trips"."start_km" is null or "trips"."end_km" >= "trips"."start_km"),
	CONSTRAINT "trips_amounts_not_negative" CHECK ("trips"."freight_paise" >= 0 and "trips"."party_advance_paise" >= 0 and "trips"."hire_advance_paise" >= 0 and "trips"."commission_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_documents" ADD CONSTRAINT "trip_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_series" ADD CONSTRAINT "trip_series_session_id_financial_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."financial_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_session_id_financial_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."financial_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_billing_party_id_billing_parties_id_fk" FOREIGN KEY ("billing_party_id") REFERENCES "public"."billing_parties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_charges_trip_position_key" ON "trip_charges" USING btree ("trip_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_documents_file_key" ON "trip_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "trip_documents_trip_idx" ON "trip_documents" USING btree ("trip_id","created_at","id");--> statement-breakpoint
CREATE INDEX "trip_documents_created_idx" ON "trip_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trip_documents_type_created_idx" ON "trip_documents" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "trip_documents_file_name_idx" ON "trip_documents" USING btree ("file_name","id");--> statement-breakpoint
CREATE INDEX "trip_documents_search_idx" ON "trip_documents" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE UNIQUE INDEX "trips_session_trip_number_key" ON "trips" USING btree ("session_id","trip_number");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_session_lr_number_key" ON "trips" USING btree ("session_id","lr_number");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_shipment_key" ON "trips" USING btree ("shipment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_truck_in_transit_key" ON "trips" USING btree ("truck_id") WHERE "trips"."status" = 'in_transit';--> statement-breakpoint
CREATE UNIQUE INDEX "trips_driver_in_transit_key" ON "trips" USING btree ("driver_id") WHERE "trips"."status" = 'in_transit';--> statement-breakpoint
CREATE INDEX "trips_date_idx" ON "trips" USING btree ("trip_date","id");--> statement-breakpoint
CREATE INDEX "trips_session_date_idx" ON "trips" USING btree ("session_id","trip_date","id");--> statement-breakpoint
CREATE INDEX "trips_session_number_idx" ON "trips" USING btree ("session_id","trip_number","id");--> statement-breakpoint
CREATE INDEX "trips_status_date_idx" ON "trips" USING btree ("status","trip_date","id");--> statement-breakpoint
CREATE INDEX "trips_party_date_idx" ON "trips" USING btree ("billing_party_id","trip_date","id");--> statement-breakpoint
CREATE INDEX "trips_truck_date_idx" ON "trips" USING btree ("truck_id","trip_date","id");--> statement-breakpoint
CREATE INDEX "trips_driver_date_idx" ON "trips" USING btree ("driver_id","trip_date","id");--> statement-breakpoint
CREATE INDEX "trips_vehicle_date_idx" ON "trips" USING btree ("vehicle_id","trip_date","id");--> statement-breakpoint
CREATE INDEX "trips_origin_date_idx" ON "trips" USING btree (lower("origin"),"trip_date","id");--> statement-breakpoint
CREATE INDEX "trips_destination_date_idx" ON "trips" USING btree (lower("destination"),"trip_date","id");--> statement-breakpoint
CREATE INDEX "trips_freight_idx" ON "trips" USING btree ("freight_paise","id");--> statement-breakpoint
CREATE INDEX "trips_created_idx" ON "trips" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trips_search_idx" ON "trips" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);