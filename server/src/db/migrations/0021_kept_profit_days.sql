CREATE TABLE "expense_day_totals" (
	"expense_date" date NOT NULL,
	"category_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"expenses" integer NOT NULL,
	CONSTRAINT "expense_day_totals_expense_date_category_id_pk" PRIMARY KEY("expense_date","category_id")
);
--> statement-breakpoint
ALTER TABLE "trip_day_counts" ADD COLUMN "km" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_day_counts" ADD COLUMN "income_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_day_counts" ADD COLUMN "hire_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand from here on: the trips' day counts also keep the profit and loss's figures of their trips
-- (km, income, hire: profit-loss.ts's definitions), and the expenses that stand are kept per day and
-- category, as migration 0011 keeps the list counts (counted_changes: +1 per row added, −1 per row taken
-- away; a reversal takes its expense out). Then the figures of what is there already.
CREATE OR REPLACE FUNCTION "count_trips"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO trip_day_counts AS c (session_id, trip_date, status, trips, freight_paise, km, income_paise, hire_paise)
    SELECT session_id, trip_date, status, sum(delta), sum(delta * freight_paise), sum(delta * km),
      sum(delta * income_paise), sum(delta * hire_paise)
    FROM (%s) AS changed
    GROUP BY session_id, trip_date, status
    HAVING sum(delta) <> 0 OR sum(delta * freight_paise) <> 0 OR sum(delta * km) <> 0
      OR sum(delta * income_paise) <> 0 OR sum(delta * hire_paise) <> 0
    ORDER BY session_id, trip_date, status
    ON CONFLICT (session_id, trip_date, status) DO UPDATE SET
      trips = c.trips + excluded.trips,
      freight_paise = c.freight_paise + excluded.freight_paise,
      km = c.km + excluded.km,
      income_paise = c.income_paise + excluded.income_paise,
      hire_paise = c.hire_paise + excluded.hire_paise
  $q$, counted_changes(TG_OP,
    'session_id, trip_date, status, freight_paise, coalesce(end_km - start_km, 0)::bigint AS km, '
    'party_total_paise AS income_paise, party_total_paise - estimated_profit_paise AS hire_paise'));
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
CREATE FUNCTION "keep_expense_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO expense_day_totals AS t (expense_date, category_id, amount_paise, expenses)
    SELECT expense_date, category_id, sum(delta * amount_paise), sum(delta)
    FROM (%s) AS changed
    GROUP BY expense_date, category_id
    HAVING sum(delta) <> 0 OR sum(delta * amount_paise) <> 0
    ORDER BY expense_date, category_id
    ON CONFLICT (expense_date, category_id) DO UPDATE SET
      amount_paise = t.amount_paise + excluded.amount_paise,
      expenses = t.expenses + excluded.expenses
  $q$, counted_changes(TG_OP, 'expense_date, category_id, amount_paise', 'reversed_at IS NULL'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "expenses_kept_insert" AFTER INSERT ON "expenses" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_expense_day_totals();--> statement-breakpoint
CREATE TRIGGER "expenses_kept_update" AFTER UPDATE ON "expenses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_expense_day_totals();--> statement-breakpoint
CREATE TRIGGER "expenses_kept_delete" AFTER DELETE ON "expenses" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_expense_day_totals();--> statement-breakpoint
UPDATE "trip_day_counts" AS c SET km = s.km, income_paise = s.income, hire_paise = s.hire
FROM (
  SELECT session_id, trip_date, status, sum(coalesce(end_km - start_km, 0)) AS km, sum(party_total_paise) AS income,
    sum(party_total_paise - estimated_profit_paise) AS hire
  FROM trips GROUP BY session_id, trip_date, status
) AS s
WHERE (c.session_id, c.trip_date, c.status) = (s.session_id, s.trip_date, s.status);--> statement-breakpoint
INSERT INTO "expense_day_totals" (expense_date, category_id, amount_paise, expenses)
SELECT expense_date, category_id, sum(amount_paise), count(*) FROM expenses WHERE reversed_at IS NULL
GROUP BY expense_date, category_id;
