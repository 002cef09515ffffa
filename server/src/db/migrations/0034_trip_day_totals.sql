-- Trips between two dates (the list's from/to, a month at a time in the back office) were counted up to
-- 10,001 and their money added up on every call: a month of the bench's trips is ~8,000, 1–2 ms of
-- PostgreSQL a page. The kept list totals of 0027 now hold each trip date's figures too, under the
-- filter 'tripDate' with the date as ISO text (which sorts as the dates do), so a range of dates adds up
-- at most one row per day and slot.
CREATE OR REPLACE FUNCTION "keep_trip_list_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM trip_list_totals;
    RETURN NULL;
  END IF;
  EXECUTE format($q$
    INSERT INTO trip_list_totals AS t
      (filter, value, slot, trips, freight_paise, party_total_paise, owner_payable_paise, estimated_profit_paise)
    SELECT f.filter, f.value, pg_backend_pid() %% 8, sum(delta), sum(live * freight_paise), sum(live * party_total_paise),
      sum(live * owner_payable_paise), sum(live * estimated_profit_paise)
    FROM (SELECT *, CASE WHEN status <> 'cancelled' THEN delta ELSE 0 END AS live FROM (%s) AS moved) AS changed
    CROSS JOIN LATERAL (VALUES ('', ''), ('sessionId', session_id::text), ('status', status::text),
      ('billingPartyId', billing_party_id::text), ('truckId', truck_id::text), ('driverId', driver_id::text),
      ('vehicleId', vehicle_id::text), ('origin', lower(origin)), ('destination', lower(destination)),
      ('tripDate', to_char(trip_date, 'YYYY-MM-DD'))) AS f (filter, value)
    WHERE f.value IS NOT NULL
    GROUP BY f.filter, f.value
    HAVING sum(delta) <> 0 OR sum(live * freight_paise) <> 0 OR sum(live * party_total_paise) <> 0
      OR sum(live * owner_payable_paise) <> 0 OR sum(live * estimated_profit_paise) <> 0
    ORDER BY f.filter, f.value
    ON CONFLICT (filter, value, slot) DO UPDATE SET
      trips = t.trips + excluded.trips,
      freight_paise = t.freight_paise + excluded.freight_paise,
      party_total_paise = t.party_total_paise + excluded.party_total_paise,
      owner_payable_paise = t.owner_payable_paise + excluded.owner_payable_paise,
      estimated_profit_paise = t.estimated_profit_paise + excluded.estimated_profit_paise
  $q$, counted_changes(TG_OP, 'session_id, status, billing_party_id, truck_id, driver_id, vehicle_id, origin, destination,
    trip_date, freight_paise, party_total_paise, owner_payable_paise, estimated_profit_paise'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO trip_list_totals (filter, value, slot, trips, freight_paise, party_total_paise, owner_payable_paise, estimated_profit_paise)
  SELECT 'tripDate', to_char(trip_date, 'YYYY-MM-DD'), 0, count(*),
    coalesce(sum(freight_paise) FILTER (WHERE status <> 'cancelled'), 0),
    coalesce(sum(party_total_paise) FILTER (WHERE status <> 'cancelled'), 0),
    coalesce(sum(owner_payable_paise) FILTER (WHERE status <> 'cancelled'), 0),
    coalesce(sum(estimated_profit_paise) FILTER (WHERE status <> 'cancelled'), 0)
  FROM trips
  GROUP BY trip_date;
