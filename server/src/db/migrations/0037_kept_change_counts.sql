CREATE TABLE "table_change_counts" (
	"table_name" text NOT NULL,
	"slot" smallint NOT NULL,
	"changes" bigint NOT NULL,
	CONSTRAINT "table_change_counts_table_name_slot_pk" PRIMARY KEY("table_name","slot")
);--> statement-breakpoint
-- Written by hand from here on. A search for a common word walks its sort's index until the page is full
-- (lib/common-search.ts). Where its matches are bunched late in the sort (the accounts of one bank, after
-- those of the banks whose names sort before it), the walk passed ~28,500 accounts to find the first
-- (5 ms of PostgreSQL a call). Where they begin is learnt once, and holds for as long as the table has not
-- changed: so each table searched this way keeps how many statements have changed it, moved in the
-- writer's transaction. The sum only grows, so a reader that sees the sum it learnt with sees the table
-- as it was then. A TRUNCATE is not counted: it leaves no rows to find, and the next insert moves the sum.
CREATE OR REPLACE FUNCTION "keep_table_change_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "table_change_counts" AS kept ("table_name", "slot", "changes")
    VALUES (TG_TABLE_NAME, pg_backend_pid() % 8, 1)
    ON CONFLICT ("table_name", "slot") DO UPDATE SET "changes" = kept."changes" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  searched text;
BEGIN
  FOREACH searched IN ARRAY ARRAY['banks', 'billing_parties', 'vehicles', 'trucks', 'drivers', 'users', 'quotes',
      'contact_messages', 'newsletter_subscriptions', 'trip_documents', 'freight_bills', 'expenses', 'money_entries'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION keep_table_change_counts()', searched || '_change_count', searched);
  END LOOP;
END;
$$;
