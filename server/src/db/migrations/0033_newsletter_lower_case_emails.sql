-- The newsletter's search matched addresses with ILIKE, four times the cost of LIKE for each address it
-- looks at. The sign-up form lower-cases addresses; the table now holds them so (any written otherwise
-- by hand are lower-cased here, the earliest sign-up of an address kept), so a search matches with LIKE.
DELETE FROM "newsletter_subscriptions" later USING "newsletter_subscriptions" earlier
  WHERE lower(later."email") = lower(earlier."email") AND later."id" <> earlier."id"
    AND (earlier."created_at", earlier."id") < (later."created_at", later."id");--> statement-breakpoint
UPDATE "newsletter_subscriptions" SET "email" = lower("email") WHERE "email" <> lower("email");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_email_lower_case" CHECK ("newsletter_subscriptions"."email" = lower("newsletter_subscriptions"."email"));--> statement-breakpoint
-- As 0030 did for the other lists: the date index holds what a search filters on.
DROP INDEX "newsletter_subscriptions_created_idx";--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_created_idx" ON "newsletter_subscriptions" USING btree ("created_at","id") INCLUDE ("email");
