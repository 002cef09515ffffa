ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Written by hand. Staff accounts were made by an administrator, who vouches for their addresses.
-- Customers' addresses were never checked: they verify through a link, as new accounts do.
UPDATE "users" SET "email_verified_at" = "created_at" WHERE "role" <> 'customer';
