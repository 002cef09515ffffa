CREATE TABLE "instance_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"set_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	"escalated" boolean DEFAULT false NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL,
	"strikes_expire_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_outcome" text,
	"last_error" text,
	"last_run_by" text
);
--> statement-breakpoint
ALTER TABLE "company_profile" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "company_profile" ADD CONSTRAINT "company_profile_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;