-- Trigram similarity finds misspelt words ("frieght"); pg_trgm ships with PostgreSQL's contrib
-- package and with PGlite, and is a trusted extension (the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string is only STABLE; generated columns need an IMMUTABLE function.
CREATE OR REPLACE FUNCTION search_tags_text(tags text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(tags, ' ') $$;--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('freight', 'transport', 'storage', 'specialized', 'fulfillment');--> statement-breakpoint
CREATE TYPE "public"."shipment_status" AS ENUM('picked_up', 'in_transit', 'out_for_delivery', 'delivered', 'delayed', 'customs_hold', 'delivery_failed', 'returned');--> statement-breakpoint
CREATE SEQUENCE "public"."shipment_tracking_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"summary" text NOT NULL,
	"content" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', search_tags_text(tags)), 'A') || setweight(to_tsvector('english', category), 'B') || setweight(to_tsvector('english', summary), 'B') || setweight(to_tsvector('english', content), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "industries" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', category), 'B') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', body), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"type" "service_type" NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', category), 'B') || setweight(to_tsvector('english', description), 'B') || setweight(to_tsvector('english', body), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracking_number" text DEFAULT ('GRL' || nextval('shipment_tracking_seq')) NOT NULL,
	"customer_id" uuid,
	"quote_id" uuid,
	"service" text,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"status" "shipment_status" DEFAULT 'picked_up' NOT NULL,
	"current_location" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"estimated_delivery" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_progress_range" CHECK ("shipments"."progress" between 0 and 100),
	CONSTRAINT "shipments_tracking_number_upper" CHECK ("shipments"."tracking_number" = upper("shipments"."tracking_number"))
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shipment_id" uuid NOT NULL,
	"status" "shipment_status" NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"event_date" date NOT NULL,
	"event_time" time(0) NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_articles_search_idx" ON "help_articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "industries_search_idx" ON "industries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tracking_number_key" ON "shipments" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "shipments_customer_idx" ON "shipments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_quote_idx" ON "shipments" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "tracking_events_shipment_idx" ON "tracking_events" USING btree ("shipment_id","event_date","event_time");