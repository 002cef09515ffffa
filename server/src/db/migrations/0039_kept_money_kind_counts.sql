-- Written by hand. The payment history narrowed by kind alone (every receipt, every owner payment) read its
-- total by adding up the kind's kept day totals (migration 0020): 2,651 days of receipts on the bench's
-- 200,000 entries, a third of the statement's time (0.35–0.6 ms of PostgreSQL a call). So the entries that
-- stand are also kept counted by kind, as '<table> standing <kind>' beside migration 0026's
-- 'money_entries standing', moved in the writer's transaction (a reversal takes its entry out).
CREATE FUNCTION "keep_money_entry_kind_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "table_row_counts" WHERE "table_name" LIKE 'money\_entries standing %';
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    INSERT INTO "table_row_counts" AS kept ("table_name", "slot", "total")
    SELECT 'money_entries standing ' || kind, pg_backend_pid() %% 8, sum(delta) FROM (%s) AS changed
    GROUP BY kind HAVING sum(delta) <> 0 ORDER BY kind
    ON CONFLICT ("table_name", "slot") DO UPDATE SET "total" = kept."total" + excluded."total"
  $q$, counted_changes(TG_OP, 'kind', 'reversed_at IS NULL'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "money_entries_kind_count_insert" AFTER INSERT ON "money_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_money_entry_kind_counts();--> statement-breakpoint
CREATE TRIGGER "money_entries_kind_count_update" AFTER UPDATE ON "money_entries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_money_entry_kind_counts();--> statement-breakpoint
CREATE TRIGGER "money_entries_kind_count_delete" AFTER DELETE ON "money_entries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_money_entry_kind_counts();--> statement-breakpoint
CREATE TRIGGER "money_entries_kind_count_truncate" AFTER TRUNCATE ON "money_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION keep_money_entry_kind_counts();--> statement-breakpoint
INSERT INTO "table_row_counts" ("table_name", "slot", "total")
  SELECT 'money_entries standing ' || kind, 0, count(*) FROM "money_entries" WHERE "reversed_at" IS NULL GROUP BY kind;
