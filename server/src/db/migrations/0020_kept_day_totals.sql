CREATE TABLE "ledger_day_totals" (
	"account_kind" "ledger_account_kind" NOT NULL,
	"posted_on" date NOT NULL,
	"source" "ledger_source" NOT NULL,
	"reversal" boolean NOT NULL,
	"debit_paise" bigint NOT NULL,
	"credit_paise" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "ledger_day_totals_account_kind_posted_on_source_reversal_pk" PRIMARY KEY("account_kind","posted_on","source","reversal")
);
--> statement-breakpoint
-- Written by hand from here on: the trigger that keeps ledger_day_totals, as migration 0011 keeps the
-- list counts (counted_changes gives each line a delta of +1 added, −1 taken away), and the totals of
-- the lines already there. Lines are only ever inserted, but an update or delete (a repair by hand, a
-- restore's emptying is a TRUNCATE and brings the table's own rows) moves the totals the same way.
-- Keys are upserted in one order so that two posting transactions never wait on each other in a cycle.
CREATE FUNCTION "keep_ledger_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO ledger_day_totals AS t (account_kind, posted_on, source, reversal, debit_paise, credit_paise, line_count)
    SELECT account_kind, posted_on, source, reversal,
      sum(delta * greatest(amount_paise, 0)), sum(delta * least(amount_paise, 0)), sum(delta)
    FROM (%s) AS changed
    GROUP BY account_kind, posted_on, source, reversal
    HAVING sum(delta) <> 0 OR sum(delta * amount_paise) <> 0
    ORDER BY account_kind, posted_on, source, reversal
    ON CONFLICT (account_kind, posted_on, source, reversal) DO UPDATE SET
      debit_paise = t.debit_paise + excluded.debit_paise,
      credit_paise = t.credit_paise + excluded.credit_paise,
      line_count = t.line_count + excluded.line_count
  $q$, counted_changes(TG_OP, 'account_kind, posted_on, source, reverses IS NOT NULL AS reversal, amount_paise'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_kept_insert" AFTER INSERT ON "ledger_lines" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_day_totals();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_kept_update" AFTER UPDATE ON "ledger_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_day_totals();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_kept_delete" AFTER DELETE ON "ledger_lines" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_day_totals();--> statement-breakpoint
INSERT INTO ledger_day_totals (account_kind, posted_on, source, reversal, debit_paise, credit_paise, line_count)
  SELECT account_kind, posted_on, source, reverses IS NOT NULL,
    coalesce(sum(amount_paise) FILTER (WHERE amount_paise > 0), 0), coalesce(sum(amount_paise) FILTER (WHERE amount_paise < 0), 0), count(*)
  FROM ledger_lines GROUP BY 1, 2, 3, 4;
