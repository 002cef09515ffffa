-- The audit log's first page counted up to 10,001 entries on every call to say "10,000+", and so did each
-- entity's (883 and 747 requests a second at 20 connections on PostgreSQL, against 1,332 for the quotes,
-- whose count is kept). Its count is kept as 0026 keeps the others': 'audit_log' for the whole log and
-- 'audit_log <entity>' for each entity it names, moved by statement-level triggers in the writer's
-- transaction, so every page says exactly how many entries there are.
CREATE OR REPLACE FUNCTION "keep_audit_log_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "table_row_counts" WHERE "table_name" = 'audit_log' OR "table_name" LIKE 'audit\_log %';
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "table_row_counts" AS kept ("table_name", "slot", "total")
      SELECT counted, pg_backend_pid() % 8, count(*) FROM new_rows
        CROSS JOIN LATERAL (VALUES ('audit_log'), ('audit_log ' || new_rows."entity")) AS named (counted)
        GROUP BY counted
      ON CONFLICT ("table_name", "slot") DO UPDATE SET "total" = kept."total" + excluded."total";
  ELSE
    INSERT INTO "table_row_counts" AS kept ("table_name", "slot", "total")
      SELECT counted, pg_backend_pid() % 8, -count(*) FROM old_rows
        CROSS JOIN LATERAL (VALUES ('audit_log'), ('audit_log ' || old_rows."entity")) AS named (counted)
        GROUP BY counted
      ON CONFLICT ("table_name", "slot") DO UPDATE SET "total" = kept."total" + excluded."total";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_counts_insert" AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_audit_log_counts"();--> statement-breakpoint
CREATE TRIGGER "audit_log_counts_delete" AFTER DELETE ON "audit_log" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_audit_log_counts"();--> statement-breakpoint
CREATE TRIGGER "audit_log_counts_truncate" AFTER TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_audit_log_counts"();--> statement-breakpoint
-- Nothing updates an entry (the log is only ever added to), so there is no UPDATE trigger.
INSERT INTO "table_row_counts" ("table_name", "slot", "total")
  SELECT counted, 0, count(*) FROM "audit_log"
    CROSS JOIN LATERAL (VALUES ('audit_log'), ('audit_log ' || "audit_log"."entity")) AS named (counted)
    GROUP BY counted;
