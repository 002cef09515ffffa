CREATE TABLE "ledger_account_totals" (
	"account_kind" "ledger_account_kind" NOT NULL,
	"account_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "ledger_account_totals_account_kind_account_id_pk" PRIMARY KEY("account_kind","account_id")
);
--> statement-breakpoint
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
CREATE TABLE "ledger_kind_openings" (
	"account_kind" "ledger_account_kind" PRIMARY KEY NOT NULL,
	"accounts" integer NOT NULL,
	"opening_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_kind_totals" (
	"account_kind" "ledger_account_kind" NOT NULL,
	"source" "ledger_source" NOT NULL,
	"reversal" boolean NOT NULL,
	"debit_paise" bigint NOT NULL,
	"credit_paise" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "ledger_kind_totals_account_kind_source_reversal_pk" PRIMARY KEY("account_kind","source","reversal")
);
--> statement-breakpoint
CREATE TABLE "money_entry_day_totals" (
	"kind" "money_entry_kind" NOT NULL,
	"entry_date" date NOT NULL,
	"stage" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"tds_paise" bigint NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "money_entry_day_totals_kind_entry_date_stage_pk" PRIMARY KEY("kind","entry_date","stage")
);
--> statement-breakpoint
CREATE INDEX "freight_bills_received_idx" ON "freight_bills" USING btree ("bill_date") INCLUDE ("received_paise");--> statement-breakpoint
CREATE INDEX "banks_opening_idx" ON "banks" USING btree ("id") WHERE "banks"."opening_balance_paise" <> 0;--> statement-breakpoint
CREATE INDEX "drivers_opening_idx" ON "drivers" USING btree ("id") WHERE "drivers"."opening_balance_paise" <> 0;--> statement-breakpoint
CREATE INDEX "trips_market_idx" ON "trips" USING btree ("trip_date") INCLUDE ("commission_paise","status") WHERE "trips"."vehicle_id" is not null and "trips"."status" <> 'cancelled';
--> statement-breakpoint
-- Written by hand from here on (INCLUDE on the bills' and trips' indexes above, which drizzle-kit cannot say): the
-- triggers that keep the ledger's day and account totals, the master tables' openings and the standing
-- money entries' day totals, as migration 0011 keeps the list counts (counted_changes gives each row a
-- delta of +1 added, −1 taken away, so an update moves a row's figures from its old key to its new one),
-- and the totals of what is there already. Lines are only ever inserted; an update or delete (a repair
-- by hand) moves the totals the same way. A restore brings these tables' rows from the archive with the
-- triggers off. Keys are upserted in one order so that two writers never wait on each other in a cycle.
-- Enum values added by an earlier migration are not written as literals: on a new database every
-- migration runs in one transaction, and PostgreSQL refuses them there.
CREATE FUNCTION "keep_ledger_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  EXECUTE format($q$
    INSERT INTO ledger_kind_totals AS t (account_kind, source, reversal, debit_paise, credit_paise, line_count)
    SELECT account_kind, source, reversal,
      sum(delta * greatest(amount_paise, 0)), sum(delta * least(amount_paise, 0)), sum(delta)
    FROM (%s) AS changed
    GROUP BY account_kind, source, reversal
    HAVING sum(delta) <> 0 OR sum(delta * amount_paise) <> 0
    ORDER BY account_kind, source, reversal
    ON CONFLICT (account_kind, source, reversal) DO UPDATE SET
      debit_paise = t.debit_paise + excluded.debit_paise,
      credit_paise = t.credit_paise + excluded.credit_paise,
      line_count = t.line_count + excluded.line_count
  $q$, counted_changes(TG_OP, 'account_kind, source, reverses IS NOT NULL AS reversal, amount_paise'));
  EXECUTE format($q$
    INSERT INTO ledger_account_totals AS t (account_kind, account_id, amount_paise, line_count)
    SELECT account_kind, account_id, sum(delta * amount_paise), sum(delta)
    FROM (%s) AS changed
    GROUP BY account_kind, account_id
    HAVING sum(delta) <> 0 OR sum(delta * amount_paise) <> 0
    ORDER BY account_kind, account_id
    ON CONFLICT (account_kind, account_id) DO UPDATE SET
      amount_paise = t.amount_paise + excluded.amount_paise,
      line_count = t.line_count + excluded.line_count
  $q$, counted_changes(TG_OP, 'account_kind, account_id, amount_paise'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The master table's kind is the trigger's argument.
CREATE FUNCTION "keep_ledger_kind_openings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO ledger_kind_openings AS o (account_kind, accounts, opening_paise)
    SELECT %L, sum(delta), sum(delta * opening) FROM (%s) AS changed
    HAVING sum(delta) <> 0 OR sum(delta * opening) <> 0
    ON CONFLICT (account_kind) DO UPDATE SET
      accounts = o.accounts + excluded.accounts,
      opening_paise = o.opening_paise + excluded.opening_paise
  $q$, TG_ARGV[0], counted_changes(TG_OP,
    'CASE WHEN opening_balance_side = ''Dr'' THEN opening_balance_paise ELSE -opening_balance_paise END AS opening'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "keep_money_entry_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO money_entry_day_totals AS t (kind, entry_date, stage, amount_paise, tds_paise, entries)
    SELECT kind, entry_date, stage, sum(delta * amount_paise), sum(delta * tds_paise), sum(delta)
    FROM (%s) AS changed
    GROUP BY kind, entry_date, stage
    HAVING sum(delta) <> 0 OR sum(delta * amount_paise) <> 0 OR sum(delta * tds_paise) <> 0
    ORDER BY kind, entry_date, stage
    ON CONFLICT (kind, entry_date, stage) DO UPDATE SET
      amount_paise = t.amount_paise + excluded.amount_paise,
      tds_paise = t.tds_paise + excluded.tds_paise,
      entries = t.entries + excluded.entries
  $q$, counted_changes(TG_OP,
    'kind, entry_date, coalesce(owner_payment_stage::text, ''none'') AS stage, amount_paise, tds_paise', 'reversed_at IS NULL'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_lines_kept_insert" AFTER INSERT ON "ledger_lines" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_totals();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_kept_update" AFTER UPDATE ON "ledger_lines" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_totals();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_kept_delete" AFTER DELETE ON "ledger_lines" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_totals();--> statement-breakpoint
CREATE TRIGGER "money_entries_kept_insert" AFTER INSERT ON "money_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_money_entry_day_totals();--> statement-breakpoint
CREATE TRIGGER "money_entries_kept_update" AFTER UPDATE ON "money_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_money_entry_day_totals();--> statement-breakpoint
CREATE TRIGGER "money_entries_kept_delete" AFTER DELETE ON "money_entries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_money_entry_day_totals();--> statement-breakpoint
CREATE TRIGGER "billing_parties_openings_insert" AFTER INSERT ON "billing_parties" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('party');--> statement-breakpoint
CREATE TRIGGER "billing_parties_openings_update" AFTER UPDATE ON "billing_parties" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('party');--> statement-breakpoint
CREATE TRIGGER "billing_parties_openings_delete" AFTER DELETE ON "billing_parties" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('party');--> statement-breakpoint
CREATE TRIGGER "vehicles_openings_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('owner');--> statement-breakpoint
CREATE TRIGGER "vehicles_openings_update" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('owner');--> statement-breakpoint
CREATE TRIGGER "vehicles_openings_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('owner');--> statement-breakpoint
CREATE TRIGGER "drivers_openings_insert" AFTER INSERT ON "drivers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('driver');--> statement-breakpoint
CREATE TRIGGER "drivers_openings_update" AFTER UPDATE ON "drivers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('driver');--> statement-breakpoint
CREATE TRIGGER "drivers_openings_delete" AFTER DELETE ON "drivers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('driver');--> statement-breakpoint
CREATE TRIGGER "banks_openings_insert" AFTER INSERT ON "banks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('bank');--> statement-breakpoint
CREATE TRIGGER "banks_openings_update" AFTER UPDATE ON "banks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('bank');--> statement-breakpoint
CREATE TRIGGER "banks_openings_delete" AFTER DELETE ON "banks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_ledger_kind_openings('bank');--> statement-breakpoint
-- What is there already, added up once.
INSERT INTO ledger_day_totals (account_kind, posted_on, source, reversal, debit_paise, credit_paise, line_count)
  SELECT account_kind, posted_on, source, reverses IS NOT NULL,
    coalesce(sum(amount_paise) FILTER (WHERE amount_paise > 0), 0), coalesce(sum(amount_paise) FILTER (WHERE amount_paise < 0), 0), count(*)
  FROM ledger_lines GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO ledger_kind_totals (account_kind, source, reversal, debit_paise, credit_paise, line_count)
  SELECT account_kind, source, reversal, sum(debit_paise), sum(credit_paise), sum(line_count)
  FROM ledger_day_totals GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO ledger_account_totals (account_kind, account_id, amount_paise, line_count)
  SELECT account_kind, account_id, sum(amount_paise), count(*) FROM ledger_lines GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO ledger_kind_openings (account_kind, accounts, opening_paise)
  SELECT kind::ledger_account_kind, count(*), coalesce(sum(opening), 0) FROM (
    SELECT 'party' AS kind, CASE WHEN opening_balance_side = 'Dr' THEN opening_balance_paise ELSE -opening_balance_paise END AS opening FROM billing_parties
    UNION ALL SELECT 'owner', CASE WHEN opening_balance_side = 'Dr' THEN opening_balance_paise ELSE -opening_balance_paise END FROM vehicles
    UNION ALL SELECT 'driver', CASE WHEN opening_balance_side = 'Dr' THEN opening_balance_paise ELSE -opening_balance_paise END FROM drivers
    UNION ALL SELECT 'bank', CASE WHEN opening_balance_side = 'Dr' THEN opening_balance_paise ELSE -opening_balance_paise END FROM banks
  ) masters GROUP BY kind;--> statement-breakpoint
INSERT INTO money_entry_day_totals (kind, entry_date, stage, amount_paise, tds_paise, entries)
  SELECT kind, entry_date, coalesce(owner_payment_stage::text, 'none'), sum(amount_paise), sum(tds_paise), count(*)
  FROM money_entries WHERE reversed_at IS NULL GROUP BY 1, 2, 3;
