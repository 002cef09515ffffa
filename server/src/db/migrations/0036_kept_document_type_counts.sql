-- The documents listed by type counted up to 10,001 of that type on every call to say "10,000+" (the
-- invoices: 1.5 ms of PostgreSQL a call, 718 requests a second at 20 connections, where the whole list,
-- whose count is kept, answers 1,332). Each type's count is kept as 0031 keeps the audit log's entities:
-- 'trip_documents <type>', moved by statement-level triggers in the writer's transaction, so a list by
-- type says exactly how many documents it has on every page. A document's type may be changed by hand,
-- so an update moves it between its types' counts too.
CREATE OR REPLACE FUNCTION "keep_trip_document_type_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "table_row_counts" WHERE "table_name" LIKE 'trip\_documents %';
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "table_row_counts" AS kept ("table_name", "slot", "total")
      SELECT 'trip_documents ' || new_rows."type", pg_backend_pid() % 8, count(*) FROM new_rows GROUP BY new_rows."type"
      ON CONFLICT ("table_name", "slot") DO UPDATE SET "total" = kept."total" + excluded."total";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "table_row_counts" AS kept ("table_name", "slot", "total")
      SELECT 'trip_documents ' || old_rows."type", pg_backend_pid() % 8, -count(*) FROM old_rows GROUP BY old_rows."type"
      ON CONFLICT ("table_name", "slot") DO UPDATE SET "total" = kept."total" + excluded."total";
  ELSE
    INSERT INTO "table_row_counts" AS kept ("table_name", "slot", "total")
      SELECT 'trip_documents ' || moved."type", pg_backend_pid() % 8, sum(moved.delta)
        FROM (SELECT new_rows."type", 1 AS delta FROM new_rows
              UNION ALL SELECT old_rows."type", -1 FROM old_rows) AS moved
        GROUP BY moved."type" HAVING sum(moved.delta) <> 0
      ON CONFLICT ("table_name", "slot") DO UPDATE SET "total" = kept."total" + excluded."total";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "trip_documents_type_counts_insert" AFTER INSERT ON "trip_documents" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_trip_document_type_counts"();--> statement-breakpoint
CREATE TRIGGER "trip_documents_type_counts_update" AFTER UPDATE ON "trip_documents"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_trip_document_type_counts"();--> statement-breakpoint
CREATE TRIGGER "trip_documents_type_counts_delete" AFTER DELETE ON "trip_documents" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_trip_document_type_counts"();--> statement-breakpoint
CREATE TRIGGER "trip_documents_type_counts_truncate" AFTER TRUNCATE ON "trip_documents"
  FOR EACH STATEMENT EXECUTE FUNCTION "keep_trip_document_type_counts"();--> statement-breakpoint
INSERT INTO "table_row_counts" ("table_name", "slot", "total")
  SELECT 'trip_documents ' || "type", 0, count(*) FROM "trip_documents" GROUP BY "type";
