-- Lists that stay fast with 100,000 rows (issue 14): every list sort gets an index with its tie-breaker,
-- and users, quotes and messages a generated search text under a trigram index, as the master records have.
-- Written by hand where drizzle cannot say it: INCLUDE lets a deep page read the keys of the rows it skips
-- from the index alone (lib/listing.ts): the id beside sorts that end in `number`, and the column itself
-- beside sorts on lower(column), which PostgreSQL otherwise reads from the table.
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "contact_messages_status_created_idx";--> statement-breakpoint
DROP INDEX "quotes_status_created_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower('m-' || lpad(number::text, greatest(6, length(number::text)), '0') || E'\n' || coalesce(name, '') || E'\n' || coalesce(email, '') || E'\n' || coalesce(company, '') || E'\n' || coalesce(regarding, '') || E'\n' || coalesce(subject, '') || E'\n' || coalesce(message, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower('q-' || lpad(number::text, greatest(6, length(number::text)), '0') || E'\n' || coalesce(contact_name, '') || E'\n' || coalesce(company, '') || E'\n' || coalesce(email, '') || E'\n' || coalesce(origin, '') || E'\n' || coalesce(destination, '') || E'\n' || coalesce(commodity, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || E'\n' || coalesce(email, '') || E'\n' || coalesce(phone, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_entity_created_idx" ON "audit_log" USING btree ("entity","created_at","id");--> statement-breakpoint
CREATE INDEX "banks_name_idx" ON "banks" USING btree (lower("name"),"id") INCLUDE ("name");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at","number") INCLUDE ("id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_number_idx" ON "contact_messages" USING btree ("status","number") INCLUDE ("id");--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "financial_sessions_search_idx" ON "financial_sessions" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_created_idx" ON "newsletter_subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_search_idx" ON "newsletter_subscriptions" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "quotes_created_idx" ON "quotes" USING btree ("created_at","number") INCLUDE ("id");--> statement-breakpoint
CREATE INDEX "quotes_ready_date_idx" ON "quotes" USING btree ("ready_date","number") INCLUDE ("id");--> statement-breakpoint
CREATE INDEX "quotes_status_number_idx" ON "quotes" USING btree ("status","number") INCLUDE ("id");--> statement-breakpoint
CREATE INDEX "quotes_search_idx" ON "quotes" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "trucks_registration_idx" ON "trucks" USING btree ("registration_number","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_last_login_idx" ON "users" USING btree ("last_login_at","id");--> statement-breakpoint
CREATE INDEX "users_last_login_desc_idx" ON "users" USING btree ("last_login_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "vehicles_registration_idx" ON "vehicles" USING btree ("registration_number","id");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at","number") INCLUDE ("id");--> statement-breakpoint
CREATE INDEX "quotes_status_created_idx" ON "quotes" USING btree ("status","created_at","number") INCLUDE ("id");--> statement-breakpoint
DROP INDEX "billing_parties_name_idx";--> statement-breakpoint
DROP INDEX "billing_parties_city_idx";--> statement-breakpoint
DROP INDEX "drivers_name_idx";--> statement-breakpoint
DROP INDEX "vehicles_owner_idx";--> statement-breakpoint
CREATE INDEX "billing_parties_name_idx" ON "billing_parties" USING btree (lower("name"),"id") INCLUDE ("name");--> statement-breakpoint
CREATE INDEX "billing_parties_city_idx" ON "billing_parties" USING btree (lower("city"),"id") INCLUDE ("city");--> statement-breakpoint
CREATE INDEX "drivers_name_idx" ON "drivers" USING btree (lower("name"),"id") INCLUDE ("name");--> statement-breakpoint
CREATE INDEX "vehicles_owner_idx" ON "vehicles" USING btree (lower("owner_name"),"id") INCLUDE ("owner_name");
