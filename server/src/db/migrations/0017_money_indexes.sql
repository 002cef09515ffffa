DROP INDEX "ledger_lines_account_idx";--> statement-breakpoint
CREATE INDEX "ledger_lines_account_idx" ON "ledger_lines" USING btree ("account_kind","account_id","posted_on","line_no","amount_paise");