// Money for `npm run bench:api` (issue 28): expenses, freight bills with their credit notes, and money
// entries of every kind, each with the ledger lines its service posts, on top of the masters
// (api-seed.ts) and the trips (trips-seed.ts). Filled with INSERT … SELECT like the other lists.
//
// The services write one document at a time and work out its figures from what is already in the
// database; here those figures are worked out once per document into helper tables (bench_money_*,
// dropped at the end), so a bill, the receipt set against it, its allocation, its ledger lines and its
// trips' statuses always agree. Every row has the columns, ledger lines (signs, source, source_id,
// reference, narration) and numbering the service would have given it.
//   Accounts: a cash box (the only cash account, so the one cash goes through) and four bank accounts
//     of the seeded banks; every other bank has no line.
//   Owner lines: each market trip that is not cancelled owes its owner the hire, less the shortage and
//     the commission kept (source 'trip', as trips/owner-account.ts posts them when the trip is booked).
//   Bills: POD-received trips are billed a few days after their POD (up to 3 LRs a bill, one a bill for
//     the busiest party), except the last few days' PODs and one trip in 53; one bill in 41 is cancelled
//     by a credit note (its trips go back to waiting for a bill). GST as the bill's session's regime.
//   Receipts: a bill is received after about half its party's credit days, one in 12 part-paid, one in
//     25 never (and those falling after today are still open); a third of the parties deduct 2 % TDS,
//     one receipt in 15 brings ₹5,000 more on account.
//   Owner payments: the advance at the start (where the trip has one), the balance a few days after the
//     POD (one trip in 29 still owes it), 1 % or 2 % TDS under 194C except for the owners who declared
//     a small fleet.
//   Driver advances: cash for every own trip that started, diesel for one in three; expenses: three per
//     own trip (diesel on the fuel card, tolls and loading paid by the driver from his advance, bhatta in
//     cash) and the rest on trucks and the office; driver settlements: half the delivered own trips,
//     the cash squaring the trip's advances with what he spent (the figures count the trip alone: the
//     balance before it is taken as nil). Transfers between the accounts make up the 2 × rows entries.
//   Trips then move as the services move them: billed, and settled once the bill is received and the
//   owner paid in full; document_series ends at the numbers used.
import { KEEP_ALL_BALANCES_SQL } from '../../server/src/modules/ledger/kept-balances.js';
import { MONEY_LISTS, type SeededTable } from './api-seed.js';
import { BENCH_ADMIN } from './servers.js';

const TODAY = `(now() AT TIME ZONE 'Asia/Kolkata')::date`;
const ADMIN_ID = `(SELECT id FROM users WHERE email = '${BENCH_ADMIN.email}')`;
/** A day's document at a time of day spread by `n`, as a timestamptz (Indian local time). */
const at = (day: string, n: string) =>
  `((${day} + time '09:30' + (${n} % 480) * interval '1 minute') AT TIME ZONE 'Asia/Kolkata')`;
/** 'E-2627-00042' from a session's name ('2026-27') and a number, as formatTripSeriesNumber writes it. */
const numbered = (prefix: string, name: string, n: string) =>
  `${prefix} || '-' || substr(${name}, 3, 2) || substr(${name}, 6, 2) || '-' || lpad(${n}::text, greatest(5, length(${n}::text)), '0')`;
const sessionOf = (day: string) => `financial_sessions s ON ${day} BETWEEN s.starts_on AND s.ends_on`;
const account = (i: number) => `(SELECT id FROM bench_money_accounts WHERE i = ${i})`;
/** One of the four bank accounts by `n`. */
const bankBy = (n: string) => `(SELECT id FROM bench_money_accounts WHERE i = 1 + (${n}) % 4)`;
const CASH_BOX = account(0);
/** noted() of the money entries: the instrument after a comma, the notes after a dash. */
const noted = (text: string) => `${text} || coalesce(', ' || e.instrument, '') || coalesce(' — ' || e.notes, '')`;

/** moneyEntryPrefixes (shared-api) in SQL. */
const PREFIX = `CASE x.kind WHEN 'transfer' THEN 'TR' WHEN 'driver-advance' THEN 'DA' WHEN 'receipt' THEN 'RC'
  WHEN 'owner-payment' THEN 'OP' ELSE 'DS' END`;

const LINE_COLUMNS = `session_id, posted_on, account_kind, account_id, amount_paise, source, source_id, reference, narration, created_by, created_at`;

export function moneySeedStatements(rows: number): SeededTable[] {
  const lists = MONEY_LISTS;
  const expenseCount = rows * 3;
  const entryCount = rows * 2;
  const step = (table: string, count: number, sql: string): SeededTable => ({ table, rows: count, lists, sql });

  return [
    step(
      'banks (cash box)',
      0,
      // The migrations add one; a cash box is what cash goes through when no account is named.
      `INSERT INTO banks (name, account_type, created_at, updated_at)
        SELECT 'Cash box', 'cash', now() - interval '10 years', now() - interval '10 years'
        WHERE NOT EXISTS (SELECT 1 FROM banks WHERE account_type = 'cash' AND active)`,
    ),
    step(
      'bench_money_accounts (helper)',
      5,
      `CREATE TABLE bench_money_accounts AS
        (SELECT 0 AS i, id FROM banks WHERE account_type = 'cash' AND active ORDER BY created_at, id LIMIT 1)
        UNION ALL
        SELECT row_number() OVER (ORDER BY created_at, id)::int, id
        FROM (SELECT id, created_at FROM banks WHERE account_type <> 'cash' ORDER BY created_at, id LIMIT 4) b`,
    ),
    step(
      'bench_money_trips (helper)',
      rows,
      // g: the trip's place in date order; the party's place in the masters' order (1: the busiest).
      `CREATE TABLE bench_money_trips AS
        SELECT t.id, row_number() OVER (ORDER BY t.trip_date, t.trip_number, t.id)::int AS g, t.session_id, t.trip_date,
          t.status::text AS status, t.fleet = 'own' AS own, t.truck_id, t.driver_id, t.vehicle_id, t.billing_party_id,
          bp.i AS party_i, t.trip_no, t.lr_no, t.origin, t.destination, t.freight_paise, t.party_total_paise,
          coalesce(t.hire_paise, 0) AS hire, t.hire_advance_paise AS hire_advance, t.commission_paise AS commission,
          coalesce(c.deducted, 0) AS deducted,
          t.started_at IS NOT NULL AND t.status <> 'cancelled' AS started,
          (t.delivered_at AT TIME ZONE 'Asia/Kolkata')::date AS delivered_on,
          (t.pod_received_at AT TIME ZONE 'Asia/Kolkata')::date AS pod_on,
          d.name AS driver_name, v.owner_name
        FROM trips t
        JOIN (SELECT id, row_number() OVER (ORDER BY created_at, id) AS i FROM billing_parties) bp ON bp.id = t.billing_party_id
        LEFT JOIN (SELECT trip_id, sum(CASE effect WHEN 'deduct' THEN amount_paise ELSE -amount_paise END) AS deducted
          FROM trip_charges WHERE side = 'vehicle' GROUP BY trip_id) c ON c.trip_id = t.id
        LEFT JOIN drivers d ON d.id = t.driver_id
        LEFT JOIN vehicles v ON v.id = t.vehicle_id`,
    ),
    step(
      'ledger_lines (market trips, owner)',
      Math.round(rows * 0.8),
      `INSERT INTO ledger_lines (${LINE_COLUMNS})
        SELECT t.session_id, t.trip_date, 'owner', t.vehicle_id, l.amount, 'trip', t.id, t.trip_no, l.narration, ${ADMIN_ID},
          ${at('t.trip_date', 't.g')}
        FROM bench_money_trips t CROSS JOIN LATERAL (
          SELECT 0 AS o, -t.hire AS amount, 'Lorry hire, ' || t.lr_no || ', ' || t.origin || ' to ' || t.destination AS narration
          UNION ALL
          SELECT 1 + c.position, CASE c.effect WHEN 'add' THEN -c.amount_paise ELSE c.amount_paise END,
            initcap(c.kind) || CASE c.effect WHEN 'add' THEN ' added, ' ELSE ' deducted, ' END || t.lr_no || coalesce(' (' || c.note || ')', '')
          FROM trip_charges c WHERE c.trip_id = t.id AND c.side = 'vehicle'
          UNION ALL
          SELECT 1000, t.commission, 'Commission kept, ' || t.lr_no
        ) l
        WHERE NOT t.own AND t.status <> 'cancelled' AND t.vehicle_id IS NOT NULL AND l.amount <> 0
        ORDER BY t.g, l.o`,
    ),
    step(
      'bench_money_bill_trips (helper)',
      Math.round(rows * 0.85),
      // Up to three LRs of a party and session a bill, in POD order; one a bill for the busiest party.
      `CREATE TABLE bench_money_bill_trips AS
        SELECT t.*, ((row_number() OVER (PARTITION BY t.billing_party_id, t.session_id ORDER BY t.pod_on, t.g) - 1)
          / CASE WHEN t.party_i = 1 THEN 1 ELSE 3 END)::int AS grp
        FROM bench_money_trips t
        WHERE t.status = 'pod_received' AND t.pod_on <= ${TODAY} - 4 AND t.g % 53 <> 0`,
    ),
    step(
      'bench_money_bills (helper)',
      Math.round(rows * 0.35),
      `CREATE TABLE bench_money_bills AS
        SELECT gen_random_uuid() AS id, b.*, s.id AS session_id, s.name AS session_name, s.gst_regime,
          row_number() OVER (PARTITION BY s.id ORDER BY b.bill_date, b.k)::int AS number,
          p.name AS party_name, p.gstin AS party_gstin, p.state_code, p.credit_days,
          concat_ws(', ', p.address, p.city, p.pincode) AS party_address,
          CASE s.gst_regime WHEN 'reverse-charge' THEN 0 WHEN 'forward-5' THEN 500
            ELSE CASE WHEN b.bill_date < '2025-09-22' THEN 1200 ELSE 1800 END END AS rate,
          p.state_code <> '27' AS inter_state
        FROM (
          SELECT billing_party_id, session_id AS trip_session, grp, min(g) AS k, min(party_i) AS party_i,
            least(max(pod_on) + 1 + min(g) % 4, ${TODAY}) AS bill_date, count(*)::int AS lrs, min(lr_no) AS first_lr
          FROM bench_money_bill_trips GROUP BY billing_party_id, session_id, grp
        ) b
        JOIN ${sessionOf('b.bill_date')}
        JOIN billing_parties p ON p.id = b.billing_party_id`,
    ),
    step(
      'bench_money_bill_lines (helper)',
      Math.round(rows * 0.85),
      `CREATE TABLE bench_money_bill_lines AS
        SELECT l.*, CASE WHEN l.inter_state THEN 0 ELSE round(l.taxable * l.rate / 2 / 10000.0)::bigint END AS cgst,
          CASE WHEN l.inter_state THEN 0 ELSE round(l.taxable * l.rate / 2 / 10000.0)::bigint END AS sgst,
          CASE WHEN l.inter_state THEN round(l.taxable * l.rate / 10000.0)::bigint ELSE 0 END AS igst
        FROM (
          SELECT b.id AS bill_id, t.id AS trip_id, t.own, t.g,
            row_number() OVER (PARTITION BY b.id ORDER BY t.trip_date, t.lr_no, t.id)::int AS position,
            t.freight_paise AS freight, t.party_total_paise - t.freight_paise AS charges, t.party_total_paise AS taxable,
            b.rate, b.inter_state
          FROM bench_money_bill_trips t
          JOIN bench_money_bills b ON b.billing_party_id = t.billing_party_id AND b.trip_session = t.session_id AND b.grp = t.grp
        ) l`,
    ),
    step(
      'freight_bills',
      Math.round(rows * 0.35),
      `INSERT INTO freight_bills (id, session_id, number, bill_no, bill_date, due_date, billing_party_id, party_name, party_address,
          party_gstin, place_of_supply, regime, reverse_charge, inter_state, rate_basis_points, taxable_paise, cgst_paise, sgst_paise,
          igst_paise, total_paise, created_by, created_at, updated_at)
        SELECT b.id, b.session_id, b.number, ${numbered("'FB'", 'b.session_name', 'b.number')}, b.bill_date, b.bill_date + b.credit_days,
          b.billing_party_id, b.party_name, b.party_address, b.party_gstin, b.state_code, b.gst_regime,
          b.gst_regime = 'reverse-charge', b.inter_state, b.rate, x.taxable, x.cgst, x.sgst, x.igst, x.taxable + x.cgst + x.sgst + x.igst,
          ${ADMIN_ID}, ${at('b.bill_date', 'b.k')}, ${at('b.bill_date', 'b.k')}
        FROM bench_money_bills b
        JOIN (SELECT bill_id, sum(taxable) AS taxable, sum(cgst) AS cgst, sum(sgst) AS sgst, sum(igst) AS igst
          FROM bench_money_bill_lines GROUP BY bill_id) x ON x.bill_id = b.id
        ORDER BY b.bill_date, b.k`,
    ),
    step(
      'freight_bill_trips',
      Math.round(rows * 0.85),
      `INSERT INTO freight_bill_trips (bill_id, trip_id, position, freight_paise, charges_paise, taxable_paise, cgst_paise, sgst_paise, igst_paise)
        SELECT bill_id, trip_id, position, freight, charges, taxable, cgst, sgst, igst FROM bench_money_bill_lines`,
    ),
    step(
      'ledger_lines (bills, party)',
      Math.round(rows * 0.35),
      `INSERT INTO ledger_lines (${LINE_COLUMNS})
        SELECT f.session_id, f.bill_date, 'party', f.billing_party_id, f.total_paise, 'bill', f.id, f.bill_no,
          'Freight bill, ' || CASE WHEN b.lrs = 1 THEN b.first_lr ELSE b.lrs || ' LRs' END, ${ADMIN_ID}, f.created_at
        FROM freight_bills f JOIN bench_money_bills b ON b.id = f.id
        ORDER BY f.bill_date, b.k`,
    ),
    step(
      'bench_money_notes (helper)',
      Math.round(rows * 0.008),
      `CREATE TABLE bench_money_notes AS
        SELECT gen_random_uuid() AS id, n.*, s.id AS session_id, s.name AS session_name,
          row_number() OVER (PARTITION BY s.id ORDER BY n.note_date, n.k)::int AS number
        FROM (
          SELECT f.id AS bill_id, f.bill_no, f.billing_party_id, b.k, f.bill_date + 2 AS note_date, f.taxable_paise, f.cgst_paise,
            f.sgst_paise, f.igst_paise, f.total_paise,
            (ARRAY['Rate revised by the party: to be billed again', 'Wrong LR on the bill', 'Billed to the wrong party'])[1 + b.k % 3] AS reason
          FROM freight_bills f JOIN bench_money_bills b ON b.id = f.id
          WHERE b.k % 41 = 0 AND f.bill_date <= ${TODAY} - 10
        ) n
        JOIN ${sessionOf('n.note_date')}`,
    ),
    step(
      'credit_notes',
      Math.round(rows * 0.008),
      `INSERT INTO credit_notes (id, session_id, number, note_no, note_date, bill_id, reason, taxable_paise, cgst_paise, sgst_paise,
          igst_paise, total_paise, created_by, created_at)
        SELECT n.id, n.session_id, n.number, ${numbered("'CN'", 'n.session_name', 'n.number')}, n.note_date, n.bill_id, n.reason,
          n.taxable_paise, n.cgst_paise, n.sgst_paise, n.igst_paise, n.total_paise, ${ADMIN_ID}, ${at('n.note_date', 'n.k')}
        FROM bench_money_notes n ORDER BY n.note_date, n.k`,
    ),
    step(
      'ledger_lines (credit notes)',
      Math.round(rows * 0.008),
      `INSERT INTO ledger_lines (${LINE_COLUMNS})
        SELECT c.session_id, c.note_date, 'party', n.billing_party_id, -c.total_paise, 'credit-note', c.id, c.note_no,
          'Cancels ' || n.bill_no || ': ' || c.reason, ${ADMIN_ID}, c.created_at
        FROM credit_notes c JOIN bench_money_notes n ON n.id = c.id ORDER BY c.note_date, n.k`,
    ),
    step(
      'freight_bill_trips (cancelled)',
      Math.round(rows * 0.02),
      `UPDATE freight_bill_trips SET active = false WHERE bill_id IN (SELECT bill_id FROM bench_money_notes)`,
    ),
    ...expenseSteps(step, rows, expenseCount),
    ...entrySteps(step, rows, entryCount),
    // The kept balances (issue 28, "Scale") from the entries just written, as the services keep them.
    ...KEEP_ALL_BALANCES_SQL.map((keep) => step(keep.rows, 0, keep.sql)),
    step(
      'trips (billed)',
      Math.round(rows * 0.8),
      `UPDATE trips SET status = 'billed'
        WHERE id IN (SELECT trip_id FROM freight_bill_trips WHERE active) AND status = 'pod_received'`,
    ),
    step('trips, bills (analysed)', 0, 'ANALYZE trips, freight_bills, freight_bill_trips'),
    step(
      'trips (settled)',
      Math.round(rows * 0.7),
      // As trip-settlement.ts decides: the bill received in full and, on a market vehicle, nothing owed to
      // the owner, read from the figures the bills and trips keep (written just above). Summed per trip in
      // subqueries on tables not yet analysed, this step once ran for 20 minutes.
      `UPDATE trips t SET status = 'settled'
        FROM freight_bill_trips l JOIN freight_bills f ON f.id = l.bill_id
        WHERE l.trip_id = t.id AND l.active AND t.status = 'billed'
          AND f.received_paise >= f.total_paise AND (t.fleet = 'own' OR t.owner_owed_paise <= 0)`,
    ),
    step(
      'document_series',
      200,
      `INSERT INTO document_series (session_id, series, last_number)
        SELECT session_id, 'expense', max(number) FROM expenses GROUP BY session_id
        UNION ALL SELECT session_id, 'bill', max(number) FROM freight_bills GROUP BY session_id
        UNION ALL SELECT session_id, 'credit-note', max(number) FROM credit_notes GROUP BY session_id
        UNION ALL SELECT session_id, kind::text, max(number) FROM money_entries GROUP BY session_id, kind
        ON CONFLICT (session_id, series) DO UPDATE SET last_number = greatest(document_series.last_number, excluded.last_number)`,
    ),
    step(
      'bench_money_* (dropped)',
      0,
      `DROP TABLE bench_money_accounts, bench_money_trips, bench_money_bill_trips, bench_money_bills, bench_money_bill_lines,
        bench_money_notes, bench_money_expenses, bench_money_stage, bench_money_entries`,
    ),
  ];
}

type Step = (table: string, count: number, sql: string) => SeededTable;

/**
 * `count` expenses, the e-th oldest first: seven in ten on the own trips that started (three kinds a
 * trip, some paid by the driver from his advance), two on the trucks those trips use, one for the office.
 */
function expenseSteps(step: Step, rows: number, count: number): SeededTable[] {
  const cities = `(ARRAY['Nashik','Vapi','Dhule','Jhansi','Gwalior','Kota','Agra','Raipur','Panipat','Solapur'])`;
  return [
    step(
      'bench_money_expenses (helper)',
      count,
      `CREATE TABLE bench_money_expenses AS
        WITH own_trips AS (
          SELECT id, truck_id, driver_id, trip_date, row_number() OVER (ORDER BY g)::int AS j FROM bench_money_trips WHERE own AND started
        ),
        fleet AS (
          SELECT truck_id AS id, row_number() OVER (ORDER BY truck_id)::int AS j
          FROM (SELECT DISTINCT truck_id FROM bench_money_trips WHERE own) f
        ),
        sizes AS (SELECT (SELECT count(*) FROM own_trips)::int AS trips, (SELECT count(*) FROM fleet)::int AS trucks),
        w AS (
          SELECT e,
            CASE WHEN e % 10 < 7 THEN 'trip' WHEN e % 10 < 9 THEN 'truck' ELSE 'office' END::expense_type AS type,
            CASE WHEN e % 10 < 7 THEN (ARRAY['diesel','toll','loading-unloading','driver-bhatta','diesel','toll','rto-police'])[1 + e % 7]
              WHEN e % 10 < 9 THEN (ARRAY['repairs','tyres','insurance','permit-tax'])[1 + (e / 10) % 4]
              ELSE (ARRAY['salary','office','other'])[1 + (e / 10) % 3] END AS code,
            t.id AS trip_id, coalesce(t.truck_id, tr.id) AS truck_id, t.driver_id,
            least(CASE WHEN e % 10 < 7 THEN t.trip_date + e % 3 ELSE ${TODAY} - ((${count} - e)::bigint * 3000 / ${count})::int END,
              ${TODAY}) AS expense_date,
            CASE WHEN e % 10 < 7 THEN (200 + (e * 37) % 4800) * 100 ELSE (1500 + (e * 53) % 60000) * 100 END AS base,
            e % 10 < 7 AND e % 7 IN (1, 2, 6) AND e % 2 = 0 AS paid_by_driver,
            CASE WHEN e % 10 < 7 AND e % 7 IN (1, 2, 6) AND e % 2 = 0 THEN 'cash'
              WHEN e % 10 < 7 AND e % 7 IN (0, 4) THEN 'fuel-card'
              WHEN e % 10 = 7 AND e % 11 = 0 THEN 'credit'
              ELSE (ARRAY['cash','bank','upi','cheque'])[1 + (e / 10) % 4] END::payment_mode AS mode,
            CASE WHEN e % 3 = 0 THEN 'B/' || lpad((e % 100000)::text, 5, '0') END AS bill_number,
            CASE WHEN e % 2 = 0 THEN 'Paid at ' || ${cities}[1 + (e / 2) % 10] END AS notes
          FROM generate_series(1, ${count}) AS e CROSS JOIN sizes z
          LEFT JOIN own_trips t ON e % 10 < 7 AND t.j = 1 + ((e / 10) * 7 + e % 10) % z.trips
          LEFT JOIN fleet tr ON e % 10 IN (7, 8) AND tr.j = 1 + (e * 13) % z.trucks
        )
        SELECT y.*, s.id AS session_id, s.name AS session_name, c.id AS category_id,
          row_number() OVER (PARTITION BY s.id ORDER BY y.expense_date, y.e)::int AS number
        FROM (
          SELECT w.*, CASE WHEN w.code = 'diesel' THEN 60 + e % 240 END AS litres, CASE WHEN w.code = 'diesel' THEN 8900 + e % 300 END AS rate,
            CASE WHEN w.code = 'diesel' THEN (60 + e % 240) * (8900 + e % 300) ELSE w.base END AS amount,
            CASE WHEN w.paid_by_driver OR w.mode = 'credit' THEN NULL WHEN w.mode = 'cash' THEN ${CASH_BOX} ELSE ${bankBy('w.e')} END AS bank_id
          FROM w
        ) y
        JOIN ${sessionOf('y.expense_date')}
        JOIN expense_categories c ON c.code = y.code`,
    ),
    step(
      'expenses',
      count,
      `INSERT INTO expenses (session_id, number, reference, expense_date, type, category_id, amount_paise, litres, rate_paise, trip_id,
          truck_id, driver_id, mode, bank_id, paid_by_driver, bill_number, notes, created_by, created_at, updated_at)
        SELECT x.session_id, x.number, ${numbered("'E'", 'x.session_name', 'x.number')}, x.expense_date, x.type,
          x.category_id, x.amount, x.litres, x.rate, x.trip_id, x.truck_id, x.driver_id, x.mode, x.bank_id, x.paid_by_driver,
          x.bill_number, x.notes, ${ADMIN_ID}, ${at('x.expense_date', 'x.e')}, ${at('x.expense_date', 'x.e')}
        FROM bench_money_expenses x ORDER BY x.expense_date, x.e`,
    ),
    step(
      'ledger_lines (expenses)',
      Math.round(count * 0.95),
      `INSERT INTO ledger_lines (${LINE_COLUMNS})
        SELECT x.session_id, x.expense_date, CASE WHEN x.paid_by_driver THEN 'driver' ELSE 'bank' END::ledger_account_kind,
          coalesce(CASE WHEN x.paid_by_driver THEN x.driver_id END, x.bank_id), -x.amount_paise, 'expense', x.id, x.reference,
          c.name || coalesce(', bill ' || x.bill_number, '') || coalesce(' — ' || x.notes, ''), ${ADMIN_ID}, x.created_at
        FROM expenses x JOIN expense_categories c ON c.id = x.category_id
        WHERE (x.paid_by_driver AND x.driver_id IS NOT NULL) OR (NOT x.paid_by_driver AND x.bank_id IS NOT NULL)
        ORDER BY x.expense_date, x.created_at`,
    ),
  ];
}

/** The money entries: each kind staged with what its lines say, then numbered per session and kind. */
function entrySteps(step: Step, rows: number, count: number): SeededTable[] {
  const stageColumns = `seq, kind, entry_date, amount, mode, from_bank_id, to_bank_id, driver_id, trip_id, advance_type, litres,
    billing_party_id, vehicle_id, stage, tds, tds_rate, direction, figures, instrument, notes, bill_id, allocated, head, party_text,
    owner_text, driver_text, lr_no, trip_no`;
  return [
    step(
      'bench_money_stage (helper)',
      0,
      `CREATE TABLE bench_money_stage (seq bigint, kind money_entry_kind, entry_date date, amount bigint, mode payment_mode,
        from_bank_id uuid, to_bank_id uuid, driver_id uuid, trip_id uuid, advance_type driver_advance_type, litres numeric(12, 3),
        billing_party_id uuid, vehicle_id uuid, stage owner_payment_stage, tds bigint, tds_rate integer, direction settlement_direction,
        figures jsonb, instrument text, notes text, bill_id uuid, allocated bigint, head text, party_text text, owner_text text,
        driver_text text, lr_no text, trip_no text)`,
    ),
    step(
      'bench_money_stage (receipts)',
      Math.round(rows * 0.3),
      // TDS at 2 % of the taxable value, in whole rupees; part-paid bills get 80 % and no TDS yet.
      `INSERT INTO bench_money_stage (${stageColumns})
        WITH q AS (
          SELECT f.id, f.bill_no, f.billing_party_id, b.k, b.party_name, b.party_i,
            f.bill_date + b.credit_days / 2 + 3 + b.k % 20 AS day,
            CASE WHEN b.k % 12 = 5 THEN (f.total_paise * 8 / 1000) * 100 ELSE f.total_paise END AS allocated,
            CASE WHEN b.k % 12 <> 5 AND b.party_i % 3 = 1 THEN (f.taxable_paise * 2 / 10000) * 100 ELSE 0 END AS tds,
            CASE WHEN b.k % 15 = 7 THEN 500000 ELSE 0 END AS extra,
            (ARRAY['bank', 'upi', 'cheque'])[1 + b.k % 3]::payment_mode AS mode
          FROM freight_bills f JOIN bench_money_bills b ON b.id = f.id
          WHERE b.k % 25 <> 3 AND f.id NOT IN (SELECT bill_id FROM bench_money_notes)
        )
        SELECT r.k * 2 + r.o, 'receipt', r.day, coalesce(r.allocated, 0) - r.tds + r.extra, r.mode, NULL, ${bankBy('r.k')}, NULL, NULL, NULL, NULL,
          r.billing_party_id, NULL, NULL, r.tds, NULL, NULL, NULL,
          CASE r.mode WHEN 'cheque' THEN 'Cheque ' || lpad((r.k * 7 % 1000000)::text, 6, '0') WHEN 'upi' THEN 'UTR ' || (400000000000 + r.k) END,
          NULL, r.bill_id, r.allocated,
          CASE WHEN r.bill_id IS NULL THEN 'on account'
            ELSE 'against ' || r.bill_no || CASE WHEN r.extra > 0 THEN '; ₹5,000.00 on account' ELSE '' END END,
          r.party_name, NULL, NULL, NULL, NULL
        FROM (
          SELECT q.*, 0 AS o, q.id AS bill_id FROM q
          UNION ALL
          -- Money a party sends ahead of its bills (₹10,000 on account): the busiest party often, others now and then.
          SELECT q.id, q.bill_no, q.billing_party_id, q.k, q.party_name, q.party_i, q.day, NULL, 0, 1000000, q.mode, 1, NULL
          FROM q WHERE (q.party_i = 1 AND q.k % 3 = 0) OR q.k % 97 = 0
        ) r
        WHERE r.day <= ${TODAY}`,
    ),
    step(
      'bench_money_stage (owner payments)',
      Math.round(rows * 0.6),
      // The owner's TDS rate by the vehicle: none for a small fleet declared, 1 % or 2 % otherwise.
      `INSERT INTO bench_money_stage (${stageColumns})
        SELECT p.g * 2 + p.o, 'owner-payment', p.day, p.gross - p.tds, p.mode, ${bankBy('p.g')}, NULL, NULL, p.id, NULL, NULL,
          NULL, p.vehicle_id, p.stage, p.tds, p.rate, NULL, NULL,
          CASE WHEN p.mode = 'cheque' THEN 'Cheque ' || lpad((p.g * 3 % 1000000)::text, 6, '0') END, NULL, NULL, NULL,
          CASE p.stage WHEN 'advance' THEN 'Advance' ELSE 'Balance' END, NULL, p.owner_name, NULL, p.lr_no, p.trip_no
        FROM (
          SELECT q.*, (q.gross * q.rate / 10000) AS tds,
            (ARRAY['bank', 'upi', 'bank', 'cheque'])[1 + q.g % 4]::payment_mode AS mode
          FROM (
            SELECT t.id, t.g, t.vehicle_id, t.owner_name, t.lr_no, t.trip_no, s.o, s.stage::owner_payment_stage AS stage,
              s.day, s.gross, CASE t.g % 4 WHEN 0 THEN 0 WHEN 3 THEN 200 ELSE 100 END AS rate
            FROM bench_money_trips t CROSS JOIN LATERAL (VALUES
              (0, 'advance', t.trip_date, t.hire_advance, t.started AND t.hire_advance > 0),
              (1, 'balance', least(t.pod_on + 3 + t.g % 5, ${TODAY}), t.hire - t.deducted - t.commission - t.hire_advance,
                t.status = 'pod_received' AND t.pod_on <= ${TODAY} - 7 AND t.g % 29 <> 0)
            ) AS s(o, stage, day, gross, keep)
            WHERE NOT t.own AND t.vehicle_id IS NOT NULL AND s.keep AND s.gross > 0
          ) q
        ) p`,
    ),
    step(
      'bench_money_stage (driver advances)',
      Math.round(rows * 0.8),
      `INSERT INTO bench_money_stage (${stageColumns})
        SELECT t.g * 2 + a.o, 'driver-advance', t.trip_date, a.amount, a.mode, a.bank, NULL, t.driver_id, t.id, a.type, a.litres,
          NULL, NULL, NULL, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, t.driver_name, t.lr_no, t.trip_no
        FROM bench_money_trips t CROSS JOIN LATERAL (VALUES
          (0, 'cash'::driver_advance_type, NULL::numeric, (2000 + t.g % 40 * 100) * 100, 'cash'::payment_mode, ${CASH_BOX}, true),
          (1, 'diesel', 100 + t.g % 150, (100 + t.g % 150) * 9000, 'fuel-card', ${bankBy('t.g')}, t.g % 3 = 0)
        ) AS a(o, type, litres, amount, mode, bank, keep)
        WHERE t.own AND t.started AND a.keep`,
    ),
    step(
      'bench_money_stage (driver settlements)',
      Math.round(rows * 0.25),
      // The cash squares the trip: what is left of its advances comes back, what he spent beyond them is paid to him.
      `INSERT INTO bench_money_stage (${stageColumns})
        SELECT d.g * 2, 'driver-settlement', d.day, abs(d.advances - d.spent), 'cash',
          CASE WHEN d.advances < d.spent THEN ${CASH_BOX} END, CASE WHEN d.advances > d.spent THEN ${CASH_BOX} END,
          d.driver_id, d.id, NULL, NULL, NULL, NULL, NULL, 0, NULL,
          CASE WHEN d.advances < d.spent THEN 'to-driver' WHEN d.advances > d.spent THEN 'from-driver' END::settlement_direction,
          jsonb_build_object('previousBalancePaise', 0, 'advancesPaise', d.advances, 'expensesPaise', d.spent,
            'balancePaise', d.advances - d.spent, 'cashPaise', d.spent - d.advances, 'carriedForwardPaise', 0),
          NULL, NULL, NULL, NULL, NULL, NULL, NULL, d.driver_name, d.lr_no, d.trip_no
        FROM (
          SELECT t.id, t.g, t.driver_id, t.driver_name, t.lr_no, t.trip_no, least(t.delivered_on + 2, ${TODAY}) AS day,
            coalesce(a.total, 0) AS advances, coalesce(x.total, 0) AS spent
          FROM bench_money_trips t
          LEFT JOIN (SELECT trip_id, sum(amount) AS total FROM bench_money_stage WHERE kind = 'driver-advance' GROUP BY trip_id) a
            ON a.trip_id = t.id
          LEFT JOIN (SELECT trip_id, driver_id, sum(amount_paise) AS total FROM expenses WHERE paid_by_driver GROUP BY trip_id, driver_id) x
            ON x.trip_id = t.id AND x.driver_id = t.driver_id
          WHERE t.own AND t.delivered_on IS NOT NULL AND t.g % 2 = 0
        ) d`,
    ),
    step(
      'bench_money_stage (transfers)',
      Math.round(rows * 0.1),
      // As many as make up the entries to 2 × rows: bank to cash box mostly, some between banks.
      `INSERT INTO bench_money_stage (${stageColumns})
        SELECT n, 'transfer', ${TODAY} - ((m - n)::bigint * 3000 / m)::int, (10000 + (n * 61) % 190000) * 100, 'bank',
          ${bankBy('n')}, CASE WHEN n % 4 = 0 THEN ${bankBy('n + 1')} ELSE ${CASH_BOX} END, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
          0, NULL, NULL, NULL, NULL, CASE WHEN n % 5 = 0 THEN 'Cash for the week' END, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL
        FROM (SELECT greatest(1, ${count} - (SELECT count(*) FROM bench_money_stage)) AS m) total,
          generate_series(1, total.m) AS n
        WHERE ${count} > (SELECT count(*) FROM bench_money_stage)`,
    ),
    step(
      'bench_money_entries (helper)',
      count,
      `CREATE TABLE bench_money_entries AS
        SELECT gen_random_uuid() AS id, x.*, ${numbered(PREFIX, 'x.session_name', 'x.number')} AS reference
        FROM (
          SELECT e.*, s.id AS session_id, s.name AS session_name,
            row_number() OVER (PARTITION BY s.id, e.kind ORDER BY e.entry_date, e.seq)::int AS number
          FROM bench_money_stage e JOIN ${sessionOf('e.entry_date')}
        ) x`,
    ),
    step(
      'money_entries',
      count,
      `INSERT INTO money_entries (id, kind, session_id, number, reference, entry_date, amount_paise, mode, from_bank_id, to_bank_id,
          driver_id, trip_id, advance_type, litres, billing_party_id, vehicle_id, owner_payment_stage, tds_paise, tds_rate_basis_points,
          settlement_direction, settlement_figures, instrument, notes, created_by, created_at, updated_at)
        SELECT e.id, e.kind, e.session_id, e.number, e.reference, e.entry_date, e.amount, e.mode, e.from_bank_id, e.to_bank_id,
          e.driver_id, e.trip_id, e.advance_type, e.litres, e.billing_party_id, e.vehicle_id, e.stage, e.tds, e.tds_rate, e.direction,
          e.figures, e.instrument, e.notes, ${ADMIN_ID}, ${at('e.entry_date', 'e.seq')}, ${at('e.entry_date', 'e.seq')}
        FROM bench_money_entries e ORDER BY e.entry_date, e.seq`,
    ),
    step(
      'receipt_allocations',
      Math.round(rows * 0.3),
      `INSERT INTO receipt_allocations (receipt_id, bill_id, amount_paise)
        SELECT id, bill_id, allocated FROM bench_money_entries WHERE kind = 'receipt' AND bill_id IS NOT NULL`,
    ),
    step(
      'ledger_lines (money entries)',
      Math.round(count * 2.1),
      `INSERT INTO ledger_lines (${LINE_COLUMNS})
        SELECT e.session_id, e.entry_date, l.account_kind::ledger_account_kind, l.account_id, l.amount, e.kind::text::ledger_source, e.id,
          e.reference, l.narration, ${ADMIN_ID}, ${at('e.entry_date', 'e.seq')}
        FROM bench_money_entries e CROSS JOIN LATERAL (VALUES
          (0, e.kind = 'transfer', 'bank', e.from_bank_id, -e.amount, ${noted("'Transfer out'")}),
          (1, e.kind = 'transfer', 'bank', e.to_bank_id, e.amount, ${noted("'Transfer in'")}),
          (0, e.kind = 'driver-advance', 'bank', e.from_bank_id, -e.amount,
            ${noted(`initcap(e.advance_type::text) || ' advance' || coalesce(' (' || trim_scale(e.litres) || ' L)', '') || ' to ' || e.driver_text`)}),
          (1, e.kind = 'driver-advance', 'driver', e.driver_id, e.amount,
            ${noted(`initcap(e.advance_type::text) || ' advance' || coalesce(' (' || trim_scale(e.litres) || ' L)', '')`)}),
          (0, e.kind = 'receipt', 'bank', e.to_bank_id, e.amount, ${noted(`'Received from ' || e.party_text || ' ' || e.head`)}),
          (1, e.kind = 'receipt', 'party', e.billing_party_id, -e.amount, ${noted(`'Received ' || e.head`)}),
          (2, e.kind = 'receipt', 'party', e.billing_party_id, -e.tds, 'TDS deducted by the party'),
          (0, e.kind = 'owner-payment', 'bank', e.from_bank_id, -e.amount,
            ${noted(`e.head || ' lorry hire to ' || e.owner_text || ', ' || e.lr_no`)}),
          (1, e.kind = 'owner-payment', 'owner', e.vehicle_id, e.amount, ${noted(`e.head || ' paid, ' || e.lr_no`)}),
          (2, e.kind = 'owner-payment', 'owner', e.vehicle_id, e.tds,
            'TDS u/s 194C @ ' || trim_scale(e.tds_rate / 100.0) || '%, ' || e.lr_no),
          (0, e.kind = 'driver-settlement', 'bank', coalesce(e.from_bank_id, e.to_bank_id),
            CASE e.direction WHEN 'to-driver' THEN -e.amount ELSE e.amount END,
            ${noted(`'Settlement of ' || e.trip_no || ': ' || CASE e.direction WHEN 'to-driver' THEN 'paid to ' ELSE 'returned by ' END || e.driver_text`)}),
          (1, e.kind = 'driver-settlement', 'driver', e.driver_id, CASE e.direction WHEN 'to-driver' THEN e.amount ELSE -e.amount END,
            ${noted(`'Settlement of ' || e.trip_no || ': ' || CASE e.direction WHEN 'to-driver' THEN 'paid to him' ELSE 'returned by him' END`)})
        ) AS l(o, keep, account_kind, account_id, amount, narration)
        WHERE l.keep AND l.amount <> 0
        ORDER BY e.entry_date, e.seq, l.o`,
    ),
  ];
}

/** What the money calls are measured with, read back from the seeded database. */
export interface MoneyFixtures {
  /** The party with the most ledger lines, how many, and the last page of its statement at 100 a page. */
  partyId: string;
  partyLines: number;
  partyLastPage: number;
  /** The bank account with the most lines. */
  bankId: string;
  bankLines: number;
  /** The previous calendar month. */
  from: string;
  to: string;
}

export const MONEY_FIXTURES_SQL = `WITH party AS (
      SELECT account_id, count(*)::int AS n FROM ledger_lines WHERE account_kind = 'party'
      GROUP BY account_id ORDER BY count(*) DESC, account_id LIMIT 1),
    bank AS (
      SELECT account_id, count(*)::int AS n FROM ledger_lines WHERE account_kind = 'bank'
      GROUP BY account_id ORDER BY count(*) DESC, account_id LIMIT 1)
  SELECT party.account_id AS "partyId", party.n AS "partyLines", greatest(1, ceil(party.n / 100.0))::int AS "partyLastPage",
    bank.account_id AS "bankId", bank.n AS "bankLines",
    to_char(date_trunc('month', ${TODAY} - interval '1 month'), 'YYYY-MM-DD') AS "from",
    to_char(date_trunc('month', ${TODAY}) - interval '1 day', 'YYYY-MM-DD') AS "to"
  FROM party, bank`;
