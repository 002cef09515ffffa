-- The users' default sort index (newest first) also holds their search text, as 0030 did for the other
-- lists: a search sorted by date finds its page's ids and its count up to 100 on the index's entries,
-- and reads only the page's own rows from the table (users "sharma" read one table row for each of the
-- 723 users it looked at for its page).
DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id") INCLUDE ("search_text");
