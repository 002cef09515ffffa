CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"address" text,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(code, '') || ' ' || coalesce(address, ''))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "trips_session_trip_number_key";--> statement-breakpoint
DROP INDEX "trips_session_lr_number_key";--> statement-breakpoint
-- Edited by hand: each branch has its own series per session, so the session alone no longer keys it.
ALTER TABLE "trip_series" DROP CONSTRAINT "trip_series_pkey";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "trip_series" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "money_entries" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_code_key" ON "branches" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "branches_name_key" ON "branches" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "branches_name_idx" ON "branches" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "branches_created_idx" ON "branches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "branches_search_idx" ON "branches" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_series" ADD CONSTRAINT "trip_series_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "money_entries" ADD CONSTRAINT "money_entries_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trips_branch_date_idx" ON "trips" USING btree ("branch_id","trip_date","trip_number","id");--> statement-breakpoint
CREATE INDEX "expenses_branch_date_idx" ON "expenses" USING btree ("branch_id","expense_date","number","id");--> statement-breakpoint
CREATE INDEX "money_entries_branch_date_idx" ON "money_entries" USING btree ("branch_id","entry_date","created_at","id") WHERE "money_entries"."branch_id" is not null;--> statement-breakpoint
ALTER TABLE "trip_series" ADD CONSTRAINT "trip_series_session_branch_key" UNIQUE NULLS NOT DISTINCT("session_id","branch_id");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_session_trip_number_key" UNIQUE NULLS NOT DISTINCT("session_id","branch_id","trip_number");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_session_lr_number_key" UNIQUE NULLS NOT DISTINCT("session_id","branch_id","lr_number");--> statement-breakpoint
-- Written by hand: the branches list searches like every master's, so it keeps a change count (migration 0037).
CREATE TRIGGER "branches_change_count" AFTER INSERT OR UPDATE OR DELETE ON "branches"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_table_change_counts();
