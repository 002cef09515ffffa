CREATE TABLE "driver_status_counts" (
	"status" "driver_status" PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expiry_counts" (
	"kind" text NOT NULL,
	"expires_on" date NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "expiry_counts_kind_expires_on_pk" PRIMARY KEY("kind","expires_on")
);
--> statement-breakpoint
CREATE TABLE "quote_day_counts" (
	"day" date NOT NULL,
	"status" "quote_status" NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "quote_day_counts_day_status_pk" PRIMARY KEY("day","status")
);
--> statement-breakpoint
CREATE TABLE "trip_day_counts" (
	"session_id" uuid NOT NULL,
	"trip_date" date NOT NULL,
	"status" "trip_status" NOT NULL,
	"trips" integer NOT NULL,
	"freight_paise" bigint NOT NULL,
	CONSTRAINT "trip_day_counts_session_id_trip_date_status_pk" PRIMARY KEY("session_id","trip_date","status")
);
--> statement-breakpoint
CREATE TABLE "trip_route_counts" (
	"session_id" uuid NOT NULL,
	"origin_key" text NOT NULL,
	"destination_key" text NOT NULL,
	"origin" text NOT NULL,
	"destination" text NOT NULL,
	"trips" integer NOT NULL,
	"freight_paise" bigint NOT NULL,
	CONSTRAINT "trip_route_counts_session_id_origin_key_destination_key_pk" PRIMARY KEY("session_id","origin_key","destination_key")
);
--> statement-breakpoint
CREATE TABLE "truck_status_counts" (
	"status" "truck_status" PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_counts" (
	"role" "user_role" NOT NULL,
	"active" boolean NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "user_counts_role_active_pk" PRIMARY KEY("role","active")
);
--> statement-breakpoint
CREATE INDEX "trip_route_counts_trips_idx" ON "trip_route_counts" USING btree ("session_id","trips");--> statement-breakpoint
-- Written by hand from here on: the triggers that keep the counts, and the counts of what is there now.
-- Statement-level triggers with transition tables: an import or a bulk update of many rows changes each
-- count once per statement, not once per row. Each count moves by the rows it gains less the rows it
-- loses, so an update that leaves the counted columns alone changes nothing (HAVING … <> 0). Keys are
-- upserted in one order (ORDER BY) so that two writers never wait on each other's keys in a cycle.
--
-- The rows a statement changed as (columns…, delta): +1 per row it added, −1 per row it took away.
-- Transition tables are seen by the dynamic SQL of the trigger that declared them.
CREATE FUNCTION "counted_changes"(op text, columns text, only_where text DEFAULT 'true') RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE op
    WHEN 'INSERT' THEN format('SELECT %1$s, 1 AS delta FROM new_rows WHERE %2$s', columns, only_where)
    WHEN 'DELETE' THEN format('SELECT %1$s, -1 AS delta FROM old_rows WHERE %2$s', columns, only_where)
    ELSE format(
      'SELECT %1$s, 1 AS delta FROM new_rows WHERE %2$s UNION ALL SELECT %1$s, -1 AS delta FROM old_rows WHERE %2$s',
      columns, only_where)
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "count_trucks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO truck_status_counts AS c (status, total)
    SELECT status, sum(delta) FROM (%s) AS changed GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
    ON CONFLICT (status) DO UPDATE SET total = c.total + excluded.total
  $q$, counted_changes(TG_OP, 'status'));
  EXECUTE format($q$
    INSERT INTO expiry_counts AS c (kind, expires_on, total)
    SELECT 'truck', next_expiry_on, sum(delta) FROM (%s) AS changed
    GROUP BY next_expiry_on HAVING sum(delta) <> 0 ORDER BY next_expiry_on
    ON CONFLICT (kind, expires_on) DO UPDATE SET total = c.total + excluded.total
  $q$, counted_changes(TG_OP, 'next_expiry_on', 'next_expiry_on IS NOT NULL'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "count_drivers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO driver_status_counts AS c (status, total)
    SELECT status, sum(delta) FROM (%s) AS changed GROUP BY status HAVING sum(delta) <> 0 ORDER BY status
    ON CONFLICT (status) DO UPDATE SET total = c.total + excluded.total
  $q$, counted_changes(TG_OP, 'status'));
  EXECUTE format($q$
    INSERT INTO expiry_counts AS c (kind, expires_on, total)
    SELECT 'driver', licence_expires_on, sum(delta) FROM (%s) AS changed
    GROUP BY licence_expires_on HAVING sum(delta) <> 0 ORDER BY licence_expires_on
    ON CONFLICT (kind, expires_on) DO UPDATE SET total = c.total + excluded.total
  $q$, counted_changes(TG_OP, 'licence_expires_on'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "count_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO user_counts AS c (role, active, total)
    SELECT role, active, sum(delta) FROM (%s) AS changed
    GROUP BY role, active HAVING sum(delta) <> 0 ORDER BY role, active
    ON CONFLICT (role, active) DO UPDATE SET total = c.total + excluded.total
  $q$, counted_changes(TG_OP, 'role, active'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "count_quotes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO quote_day_counts AS c (day, status, total)
    SELECT day, status, sum(delta) FROM (%s) AS changed
    GROUP BY day, status HAVING sum(delta) <> 0 ORDER BY day, status
    ON CONFLICT (day, status) DO UPDATE SET total = c.total + excluded.total
  $q$, counted_changes(TG_OP, '(created_at AT TIME ZONE ''UTC'')::date AS day, status'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "count_trips"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO trip_day_counts AS c (session_id, trip_date, status, trips, freight_paise)
    SELECT session_id, trip_date, status, sum(delta), sum(delta * freight_paise) FROM (%s) AS changed
    GROUP BY session_id, trip_date, status
    HAVING sum(delta) <> 0 OR sum(delta * freight_paise) <> 0
    ORDER BY session_id, trip_date, status
    ON CONFLICT (session_id, trip_date, status)
    DO UPDATE SET trips = c.trips + excluded.trips, freight_paise = c.freight_paise + excluded.freight_paise
  $q$, counted_changes(TG_OP, 'session_id, trip_date, status, freight_paise'));
  EXECUTE format($q$
    INSERT INTO trip_route_counts AS c
      (session_id, origin_key, destination_key, origin, destination, trips, freight_paise)
    SELECT session_id, origin_key, destination_key, min(origin), min(destination), sum(delta), sum(delta * freight_paise)
    FROM (%s) AS changed
    GROUP BY session_id, origin_key, destination_key
    HAVING sum(delta) <> 0 OR sum(delta * freight_paise) <> 0
    ORDER BY session_id, origin_key, destination_key
    ON CONFLICT (session_id, origin_key, destination_key) DO UPDATE SET
      trips = c.trips + excluded.trips,
      freight_paise = c.freight_paise + excluded.freight_paise,
      origin = least(c.origin, excluded.origin),
      destination = least(c.destination, excluded.destination)
  $q$, counted_changes(
    TG_OP,
    'session_id, lower(origin) AS origin_key, lower(destination) AS destination_key, origin, destination, freight_paise',
    'status <> ''cancelled'''));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "trucks_counted_insert" AFTER INSERT ON "trucks" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_trucks();--> statement-breakpoint
CREATE TRIGGER "trucks_counted_update" AFTER UPDATE ON "trucks" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_trucks();--> statement-breakpoint
CREATE TRIGGER "trucks_counted_delete" AFTER DELETE ON "trucks" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_trucks();--> statement-breakpoint
CREATE TRIGGER "drivers_counted_insert" AFTER INSERT ON "drivers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_drivers();--> statement-breakpoint
CREATE TRIGGER "drivers_counted_update" AFTER UPDATE ON "drivers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_drivers();--> statement-breakpoint
CREATE TRIGGER "drivers_counted_delete" AFTER DELETE ON "drivers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_drivers();--> statement-breakpoint
CREATE TRIGGER "users_counted_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_users();--> statement-breakpoint
CREATE TRIGGER "users_counted_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_users();--> statement-breakpoint
CREATE TRIGGER "users_counted_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_users();--> statement-breakpoint
CREATE TRIGGER "quotes_counted_insert" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_quotes();--> statement-breakpoint
CREATE TRIGGER "quotes_counted_update" AFTER UPDATE ON "quotes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_quotes();--> statement-breakpoint
CREATE TRIGGER "quotes_counted_delete" AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_quotes();--> statement-breakpoint
CREATE TRIGGER "trips_counted_insert" AFTER INSERT ON "trips" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_trips();--> statement-breakpoint
CREATE TRIGGER "trips_counted_update" AFTER UPDATE ON "trips" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_trips();--> statement-breakpoint
CREATE TRIGGER "trips_counted_delete" AFTER DELETE ON "trips" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_trips();--> statement-breakpoint
-- What is there already, counted once.
INSERT INTO truck_status_counts (status, total) SELECT status, count(*) FROM trucks GROUP BY status;--> statement-breakpoint
INSERT INTO driver_status_counts (status, total) SELECT status, count(*) FROM drivers GROUP BY status;--> statement-breakpoint
INSERT INTO expiry_counts (kind, expires_on, total)
  SELECT 'truck', next_expiry_on, count(*) FROM trucks WHERE next_expiry_on IS NOT NULL GROUP BY next_expiry_on
  UNION ALL
  SELECT 'driver', licence_expires_on, count(*) FROM drivers GROUP BY licence_expires_on;--> statement-breakpoint
INSERT INTO user_counts (role, active, total) SELECT role, active, count(*) FROM users GROUP BY role, active;--> statement-breakpoint
INSERT INTO quote_day_counts (day, status, total)
  SELECT (created_at AT TIME ZONE 'UTC')::date, status, count(*) FROM quotes GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO trip_day_counts (session_id, trip_date, status, trips, freight_paise)
  SELECT session_id, trip_date, status, count(*), sum(freight_paise) FROM trips GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO trip_route_counts (session_id, origin_key, destination_key, origin, destination, trips, freight_paise)
  SELECT session_id, lower(origin), lower(destination), min(origin), min(destination), count(*), sum(freight_paise)
  FROM trips WHERE status <> 'cancelled' GROUP BY 1, 2, 3;
