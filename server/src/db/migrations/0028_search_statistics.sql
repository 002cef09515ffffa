-- A search is `search_text like '%…%'`, which PostgreSQL estimates from the column's histogram: the share
-- of its 101 sampled values that contain what is typed, and 1 in 10,000 when none does. A surname on 2.5%
-- of 100,000 drivers was missed by the sample, estimated at 10 rows, and read by a bitmap of all 2,500
-- matches sorted for one page (7 ms) instead of the name index until a page is found (1.5 ms). A finer
-- histogram (1,001 values) sees any word on more than about 0.3% of the rows. Only for the master
-- records, whose search texts are a few names and numbers: every search is planned for what is typed,
-- and planning reads the whole sample, which for the messages' and quotes' long texts cost more than the
-- search itself (messages "damaged" 821 → 75 requests a second with all thirteen columns sampled so).
ALTER TABLE "drivers" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "banks" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "billing_parties" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "search_text" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "trucks" ALTER COLUMN "search_text" SET STATISTICS 1000;
