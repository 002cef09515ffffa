CREATE TABLE "expense_truck_months" (
	"month" date NOT NULL,
	"truck_id" uuid NOT NULL,
	"amount_paise" bigint NOT NULL,
	"expenses" integer NOT NULL,
	CONSTRAINT "expense_truck_months_month_truck_id_pk" PRIMARY KEY("month","truck_id")
);
--> statement-breakpoint
-- Written by hand from here on: the day totals gain the expense's type (the expense summary's breakdown by
-- type), so they are emptied and added up again below; the trucks' months are kept by the same trigger.
DELETE FROM "expense_day_totals";--> statement-breakpoint
ALTER TABLE "expense_day_totals" DROP CONSTRAINT "expense_day_totals_expense_date_category_id_pk";--> statement-breakpoint
ALTER TABLE "expense_day_totals" ADD COLUMN "type" "expense_type" NOT NULL;--> statement-breakpoint
ALTER TABLE "expense_day_totals" ADD CONSTRAINT "expense_day_totals_expense_date_category_id_type_pk" PRIMARY KEY("expense_date","category_id","type");--> statement-breakpoint
CREATE INDEX "expenses_trip_truck_idx" ON "expenses" USING btree ("expense_date","trip_id","amount_paise") WHERE "expenses"."reversed_at" is null and "expenses"."truck_id" is null and "expenses"."trip_id" is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "keep_expense_day_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO expense_day_totals AS t (expense_date, category_id, type, amount_paise, expenses)
    SELECT expense_date, category_id, type, sum(delta * amount_paise), sum(delta)
    FROM (%s) AS changed
    GROUP BY expense_date, category_id, type
    HAVING sum(delta) <> 0 OR sum(delta * amount_paise) <> 0
    ORDER BY expense_date, category_id, type
    ON CONFLICT (expense_date, category_id, type) DO UPDATE SET
      amount_paise = t.amount_paise + excluded.amount_paise,
      expenses = t.expenses + excluded.expenses
  $q$, counted_changes(TG_OP, 'expense_date, category_id, type, amount_paise', 'reversed_at IS NULL'));
  EXECUTE format($q$
    INSERT INTO expense_truck_months AS t (month, truck_id, amount_paise, expenses)
    SELECT month, truck_id, sum(delta * amount_paise), sum(delta)
    FROM (%s) AS changed
    GROUP BY month, truck_id
    HAVING sum(delta) <> 0 OR sum(delta * amount_paise) <> 0
    ORDER BY month, truck_id
    ON CONFLICT (month, truck_id) DO UPDATE SET
      amount_paise = t.amount_paise + excluded.amount_paise,
      expenses = t.expenses + excluded.expenses
  $q$, counted_changes(TG_OP, 'date_trunc(''month'', expense_date)::date AS month, truck_id, amount_paise',
    'reversed_at IS NULL AND truck_id IS NOT NULL'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "expense_day_totals" (expense_date, category_id, type, amount_paise, expenses)
SELECT expense_date, category_id, type, sum(amount_paise), count(*) FROM expenses WHERE reversed_at IS NULL
GROUP BY expense_date, category_id, type;--> statement-breakpoint
INSERT INTO "expense_truck_months" (month, truck_id, amount_paise, expenses)
SELECT date_trunc('month', expense_date)::date, truck_id, sum(amount_paise), count(*) FROM expenses
WHERE reversed_at IS NULL AND truck_id IS NOT NULL
GROUP BY 1, 2;
