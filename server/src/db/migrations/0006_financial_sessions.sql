CREATE TYPE "public"."session_status" AS ENUM('open', 'closed');--> statement-breakpoint
CREATE TABLE "financial_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" "session_status" DEFAULT 'open' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "financial_sessions_april_to_march" CHECK (extract(month from "financial_sessions"."starts_on") = 4 and extract(day from "financial_sessions"."starts_on") = 1 and "financial_sessions"."ends_on" = ("financial_sessions"."starts_on" + interval '1 year' - interval '1 day')::date),
	CONSTRAINT "financial_sessions_active_is_open" CHECK (not "financial_sessions"."active" or "financial_sessions"."status" = 'open')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "working_session_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "financial_sessions_name_key" ON "financial_sessions" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_sessions_starts_on_key" ON "financial_sessions" USING btree ("starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_sessions_one_active" ON "financial_sessions" USING btree ("active") WHERE "financial_sessions"."active";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_working_session_id_financial_sessions_id_fk" FOREIGN KEY ("working_session_id") REFERENCES "public"."financial_sessions"("id") ON DELETE set null ON UPDATE no action;