// Trips for `npm run bench:api` (issue 15): `rows` trips with their shipments, tracking events, charges
// and documents, filled with INSERT … SELECT like the other lists (api-seed.ts), on top of the masters
// that file seeds (financial sessions, billing parties, trucks, drivers, market vehicles).
//
// Each trip's facts (date, status, places, vehicle, money, times) are worked out once from its row
// number g into a helper table, which every later statement reads and the last one drops, so the
// shipment, its events, the trip and its documents always agree. Row g is the g-th oldest trip.
//   Dates: 85 % of the trips in the last 1,000 days (the working session and the two before it hold
//     most), the rest over the 2,000 days before that; trip and LR numbers follow the date within each
//     session (T-2627-00042 / LR-2627-00042), and trip_series ends where they do.
//   Statuses: the newest ~0.15 % planned, then as many in transit as the fleet allows (a truck and a
//     driver are on one trip in transit at most: the window is shorter than the trucks and drivers
//     used, which go round by g), then ~1.7 % delivered awaiting their POD, the rest POD received;
//     one trip in 37 cancelled (half of them after the start).
//   Fleet: 3 trips in 5 on one of 233 own trucks with one of 257 drivers, the others on one of 2,003
//     market vehicles; billing parties: 600 in use, a few large (the busiest has ~4 % of the trips).
//   Events: booked; loaded and departed at the start; for some a scan on the way and out for
//     delivery; delivered; or cancelled (1 to 6 per trip, ~4.8 on average), timed as the service does.
//   Charges: detention on one trip in 4, unloading (own) or a shortage (market) on one in 10.
//   Documents: a POD (PDF or phone photo) for every POD-received trip, an invoice for one trip in 4,
//     the e-way bill for one in 7, a weighment slip for one in 13; the bytes are a few dozen bytes of
//     a valid PDF or JPEG header in stored_files, as uploads keep them.
import {
  CITIES,
  COMMODITIES,
  COMPANY_WORDS,
  LAST,
  list,
  personName,
  pick,
  TRIP_LISTS,
  words,
  type SeededTable,
} from './api-seed.js';
import { BENCH_ADMIN } from './servers.js';

const FACTS = 'bench_trip_facts';
const LISTS = TRIP_LISTS;

/** Places trips run between: the Indian cities of the shared word list (the first is the busiest origin). */
export const TRIP_CITIES = CITIES.slice(0, 20);
const VIA = list('Vapi,Dhule,Jhansi,Gwalior,Vijayawada,Hubballi,Belagavi,Udaipur,Kota,Agra,Raipur,Nellore,Panipat,Solapur');
const PACKING = list('Bags,Boxes,Pallets,Drums,Bundles,Cartons,Loose');
const REMARKS = list('Handle with care,Unload at gate 2,Call consignee before arrival,Fragile: no stacking,Deliver before noon');
const CANCEL_REASONS = list(
  'Party cancelled the order,Vehicle breakdown before loading,Goods not ready,Duplicate booking,Rate not agreed',
);

/** Today's date in India, where the business runs (trip dates and event times are Indian local time). */
const TODAY = `(now() AT TIME ZONE 'Asia/Kolkata')::date`;
const NOW_LOCAL = `(now() AT TIME ZONE 'Asia/Kolkata')`;
/** A local Indian timestamp as a timestamptz. */
const ist = (local: string) => `(${local} AT TIME ZONE 'Asia/Kolkata')`;
const ADMIN_ID = `(SELECT id FROM users WHERE email = '${BENCH_ADMIN.email}')`;
/** A fixed id for a seeded row, a valid version-4 UUID (the API's id params check the version and variant). */
const benchUuid = (key: string) => `overlay(overlay(md5(${key}) placing '4' from 13) placing '8' from 17)::uuid`;
const tripId = (g = 'f.g') => benchUuid(`'bench-trip-' || ${g}`);
const shipmentId = (g = 'f.g') => benchUuid(`'bench-shipment-' || ${g}`);
/** The i-th row of a master table in the order the masters were seeded (row g of api-seed.ts is the i-th). */
const nth = (table: string) => `(SELECT id, row_number() OVER (ORDER BY created_at, id) AS i FROM ${table})`;

/** How many of the masters the trips use, and how the statuses fall, for `rows` trips. */
export function tripSeedShape(rows: number) {
  const trucks = Math.min(rows, 233);
  const drivers = Math.min(rows, 257);
  return {
    trucks,
    drivers,
    vehicles: Math.min(rows, 2003),
    parties: Math.min(rows, 600),
    recent: Math.max(1, Math.round(rows * 0.85)),
    planned: Math.ceil(rows / 700),
    inTransit: Math.min(trucks, drivers, Math.ceil(rows / 500)),
    delivered: Math.ceil(rows / 60),
  };
}

/** The documents filed with a trip of the facts table `f` (one row per document, `d.keep` says whether it exists). */
const DOCUMENTS = `CROSS JOIN LATERAL (VALUES
    (f.status = 'pod_received', 'pod',
      CASE WHEN f.g % 4 = 1 THEN 'IMG_' || to_char(f.pod_l, 'YYYYMMDD_HH24MI') || '.jpg' ELSE 'POD ' || f.lr_no || '.pdf' END,
      f.g % 4 = 1, CASE WHEN f.g % 6 = 0 THEN 'Signed and stamped by the consignee' END, f.pod_l),
    (f.invoice_number IS NOT NULL AND f.g % 3 = 0, 'invoice', 'Invoice ' || replace(f.invoice_number, '/', '-') || '.pdf',
      false, NULL, f.booked_l + interval '30 minutes'),
    (f.eway_bill_number IS NOT NULL, 'eway_bill', 'EWB ' || f.eway_bill_number || '.pdf', false, NULL, f.booked_l + interval '40 minutes'),
    (f.started AND f.g % 13 = 0, 'weighment_slip', 'Weighment ' || f.trip_no || '.jpg', true,
      'Gross ' || f.charged_weight || ' t at ' || f.origin, f.started_l - interval '20 minutes')
  ) AS d(keep, type, file_name, jpeg, note, at)`;
const fileId = benchUuid(`'bench-file-' || f.g || '-' || d.type`);

export function tripSeedStatements(rows: number): SeededTable[] {
  const shape = tripSeedShape(rows);
  const older = Math.max(1, rows - shape.recent);
  const k = `(${rows} - g)`; // 0 for the newest trip
  const age = `((CASE WHEN ${k} < ${shape.recent} THEN ${k}::bigint * 1000 / ${shape.recent}
      ELSE 1000 + (${k} - ${shape.recent})::bigint * 2000 / ${older} END)::int + CASE WHEN ${k} < ${shape.planned} THEN 1 ELSE 2 END)`;
  const planned = shape.planned;
  const inTransit = planned + shape.inTransit;
  const delivered = inTransit + shape.delivered;
  const own = `(g % 5 < 3)`;
  const cities = words(TRIP_CITIES);
  const number = (prefix: string) => `'${prefix}-' || c.yy || '-' || lpad(c.n::text, greatest(5, length(c.n::text)), '0')`;

  // Level b: what follows from g alone; level c: the session, its number and the times; the outer
  // level: the trip and LR numbers and the money.
  const facts = `CREATE TABLE ${FACTS} AS
    SELECT c.*, ${number('T')} AS trip_no, ${number('LR')} AS lr_no,
      CASE WHEN c.own THEN 'OT' || lpad(c.truck_i::text, 8, '0') ELSE 'MV' || lpad(c.vehicle_i::text, 8, '0') END AS vehicle_no,
      CASE WHEN c.g % 4 = 1 THEN (c.freight / 500) * 100 ELSE 0 END AS party_advance,
      c.party_charges + c.freight AS party_total,
      CASE c.status WHEN 'planned' THEN c.booked_l WHEN 'in_transit' THEN c.last_event_l WHEN 'delivered' THEN c.delivered_l
        WHEN 'pod_received' THEN c.pod_l ELSE c.cancelled_l END AS updated_l
    FROM (
      SELECT b.*, row_number() OVER (PARTITION BY b.fy ORDER BY b.g)::int AS n,
        lpad((b.fy % 100)::text, 2, '0') || lpad(((b.fy + 1) % 100)::text, 2, '0') AS yy,
        b.status IN ('in_transit', 'delivered', 'pod_received') OR (b.status = 'cancelled' AND b.g % 2 = 0) AS started,
        b.status IN ('delivered', 'pod_received') AS delivered,
        CASE WHEN b.rate_basis = 'per_tonne' THEN (b.rate_paise * b.charged_weight)::bigint ELSE b.rate_paise END AS freight,
        b.booked_l + (2 + b.g % 3) * interval '1 hour' AS started_l,
        b.booked_l + (12 + b.g % 3) * interval '1 hour' AS mid_l,
        b.booked_l + (2 + b.g % 3 + 17 + b.g % 40) * interval '1 hour' AS ofd_l,
        b.booked_l + (2 + b.g % 3 + 20 + b.g % 40) * interval '1 hour' AS delivered_l,
        least(b.booked_l + (2 + b.g % 3 + 20 + b.g % 40) * interval '1 hour' + (3 + b.g % 9) * interval '1 day',
          ${NOW_LOCAL} - interval '1 hour') AS pod_l,
        CASE WHEN b.g % 2 = 0 THEN b.booked_l + (7 + b.g % 3) * interval '1 hour' ELSE b.booked_l + interval '3 hours' END AS cancelled_l,
        CASE b.status WHEN 'planned' THEN b.booked_l
          WHEN 'in_transit' THEN b.booked_l + (CASE WHEN b.g % 2 = 0 THEN 12 ELSE 2 END + b.g % 3) * interval '1 hour'
          WHEN 'cancelled' THEN CASE WHEN b.g % 2 = 0 THEN b.booked_l + (7 + b.g % 3) * interval '1 hour' ELSE b.booked_l + interval '3 hours' END
          ELSE b.booked_l + (2 + b.g % 3 + 20 + b.g % 40) * interval '1 hour' END AS last_event_l,
        (CASE WHEN b.g % 4 = 0 THEN 100000 + (b.g % 5) * 50000 ELSE 0 END) + (CASE WHEN b.own AND b.g % 10 = 0 THEN 30000 ELSE 0 END)
          AS party_charges,
        CASE WHEN NOT b.own AND b.g % 10 = 0 THEN -(25000 + (b.g % 3) * 5000) ELSE 0 END AS vehicle_charges
      FROM (
        SELECT g, ${TODAY} - ${age} AS trip_date,
          extract(year from ${TODAY} - ${age} - interval '3 months')::int AS fy,
          CASE WHEN ${k} < ${planned} THEN 'planned' WHEN g % 37 = 5 THEN 'cancelled' WHEN ${k} < ${inTransit} THEN 'in_transit'
            WHEN ${k} < ${delivered} THEN 'delivered' ELSE 'pod_received' END AS status,
          ${own} AS own,
          1 + least(${shape.parties - 1}, floor(${shape.parties} * power(((g::bigint * 7919) % 10007) / 10007.0, 2))::int) AS party_i,
          CASE WHEN ${own} THEN 1 + g % ${shape.trucks} END AS truck_i,
          CASE WHEN ${own} THEN 1 + g % ${shape.drivers} END AS driver_i,
          CASE WHEN NOT ${own} THEN 1 + g % ${shape.vehicles} END AS vehicle_i,
          (${cities})[1 + g % 20] AS origin,
          (${cities})[1 + (g % 20 + 1 + (g / 20) % 19) % 20] AS destination,
          ${pick(VIA, 1)} AS via,
          ${pick(LAST, 1, 11)} || ' ' || ${pick(COMPANY_WORDS, 3)} AS consignor,
          ${pick(LAST, 7, 5)} || ' ' || ${pick(COMPANY_WORDS, 1, 4)} AS consignee,
          150 + (g * 53) % 1800 AS distance_km,
          ((5 + g % 25) + (g % 1000) / 1000.0)::numeric(9, 3) AS actual_weight,
          ceil((5 + g % 25) + (g % 1000) / 1000.0)::numeric(9, 3) AS charged_weight,
          CASE WHEN g % 3 = 0 THEN 'per_tonne' ELSE 'fixed' END AS rate_basis,
          CASE WHEN g % 3 = 0 THEN 150000 + (g % 20) * 10000 ELSE 2000000 + ((g::bigint * 7919) % 60000) * 100 END AS rate_paise,
          CASE WHEN g % 4 <> 3 THEN 'INV/' || lpad((g % 100000)::text, 5, '0') END AS invoice_number,
          CASE WHEN g % 7 = 0 THEN (391000000000 + g)::text END AS eway_bill_number,
          (${TODAY} - ${age}) + time '06:00' + (g % 4) * interval '1 hour' + (g % 60) * interval '1 minute' AS booked_l
        FROM generate_series(1, ${rows}) AS g
      ) b
    ) c`;

  const hire = `CASE WHEN NOT f.own THEN (f.freight * 85 / 10000) * 100 END`;
  const hireAdvance = `CASE WHEN NOT f.own AND f.g % 2 = 0 THEN ((f.freight * 85 / 10000) * 100 / 200) * 100 ELSE 0 END`;
  const commission = `CASE WHEN NOT f.own AND f.g % 3 = 0 THEN 50000 ELSE 0 END`;
  const startKm = `CASE WHEN f.own AND f.started THEN 10000 + (f.g * 37) % 400000 END`;

  return [
    { table: `${FACTS} (helper)`, rows, lists: LISTS, sql: facts },
    {
      table: 'shipments',
      rows,
      lists: LISTS,
      sql: `INSERT INTO shipments (id, tracking_number, origin, destination, status, current_location, progress, created_at, updated_at)
        SELECT ${shipmentId()}, 'GRL' || (100000 + f.g), f.origin, f.destination,
          (CASE f.status WHEN 'planned' THEN 'booked' WHEN 'in_transit' THEN 'in_transit' WHEN 'cancelled' THEN 'cancelled'
            ELSE 'delivered' END)::shipment_status,
          CASE WHEN f.delivered THEN f.destination WHEN f.status = 'in_transit' AND f.g % 2 = 0 THEN f.via ELSE f.origin END,
          CASE WHEN f.delivered THEN 100 WHEN f.started THEN 40 ELSE 0 END, ${ist('f.booked_l')}, ${ist('f.last_event_l')}
        FROM ${FACTS} f ORDER BY f.g`,
    },
    {
      // The tracking numbers above are what the sequence would have given; the next shipment goes on from them.
      table: 'shipment_tracking_seq',
      rows: 1,
      lists: LISTS,
      sql: `SELECT setval('shipment_tracking_seq', ${100000 + rows})`,
    },
    {
      table: 'tracking_events',
      rows: Math.round(rows * 4.8),
      lists: LISTS,
      sql: `INSERT INTO tracking_events (shipment_id, status, location, description, event_date, event_time, recorded_by, created_at)
        SELECT ${shipmentId()}, e.status::shipment_status, e.location, e.description, e.at::date, e.at::time(0), ${ADMIN_ID}, ${ist('e.at')}
        FROM ${FACTS} f CROSS JOIN LATERAL (VALUES
          (true, 'booked', f.origin, 'Consignment booked under ' || f.lr_no || ', from ' || f.origin || ' to ' || f.destination, f.booked_l),
          (f.started, 'picked_up', f.origin, 'Loaded on ' || f.vehicle_no || ' at ' || f.origin, f.started_l),
          (f.started, 'in_transit', f.origin, 'Departed ' || f.origin || ' for ' || f.destination, f.started_l),
          (f.started AND f.status <> 'cancelled' AND f.g % 2 = 0, 'in_transit', f.via, 'Crossed ' || f.via || ' on the way to ' || f.destination, f.mid_l),
          (f.delivered AND f.g % 3 = 0, 'out_for_delivery', f.destination, 'Out for delivery in ' || f.destination, f.ofd_l),
          (f.delivered, 'delivered', f.destination, 'Delivered to ' || f.consignee || ' at ' || f.destination, f.delivered_l),
          (f.status = 'cancelled', 'cancelled', f.origin, 'The consignment was cancelled', f.cancelled_l)
        ) AS e(keep, status, location, description, at)
        WHERE e.keep`,
    },
    {
      table: 'trips',
      rows,
      lists: LISTS,
      sql: `INSERT INTO trips (id, session_id, trip_number, lr_number, trip_no, lr_no, trip_date, lr_date, status, billing_party_id,
          consignor_name, consignor_address, consignor_gstin, consignor_phone, consignee_name, consignee_address, consignee_gstin,
          consignee_phone, origin, destination, distance_km, goods_description, packages, packing, actual_weight_tonnes,
          charged_weight_tonnes, declared_value_paise, invoice_number, invoice_date, invoice_value_paise, eway_bill_number,
          eway_bill_valid_until, freight_terms, gst_payer, risk, rate_basis, rate_paise, freight_paise, party_advance_paise, fleet,
          truck_id, driver_id, vehicle_id, market_driver_name, market_driver_phone, hire_rate_basis, hire_rate_paise, hire_paise,
          hire_advance_paise, commission_paise, start_km, end_km, party_total_paise, owner_payable_paise, estimated_profit_paise,
          remarks, cancel_reason, started_at, delivered_at, pod_received_at, cancelled_at, shipment_id, tracking_number, created_by,
          created_at, updated_at)
        SELECT ${tripId()}, s.id, f.n, f.n, f.trip_no, f.lr_no, f.trip_date, f.trip_date, f.status::trip_status, bp.id,
          f.consignor, 'Plot ' || (f.g % 500) || ', Industrial Area, ' || f.origin,
          CASE WHEN f.g % 2 = 0 THEN '27' || upper(substr(md5('c' || f.g), 1, 5)) || lpad((f.g % 10000)::text, 4, '0') || 'A1Z' || (f.g % 10) END,
          '+91 97' || lpad((f.g * 7 % 100000000)::text, 8, '0'),
          f.consignee, 'Shed ' || (f.g % 300) || ', Transport Nagar, ' || f.destination,
          CASE WHEN f.g % 3 = 0 THEN '29' || upper(substr(md5('e' || f.g), 1, 5)) || lpad((f.g % 10000)::text, 4, '0') || 'B1Z' || (f.g % 10) END,
          CASE WHEN f.g % 2 = 1 THEN '+91 96' || lpad((f.g * 11 % 100000000)::text, 8, '0') END,
          f.origin, f.destination, f.distance_km, ${pick(COMMODITIES, 1, 2)}, 10 + f.g % 400,
          ${pick(PACKING, 1)}, f.actual_weight, f.charged_weight,
          CASE WHEN f.g % 2 = 0 THEN 100000000 + f.g::bigint * 1000 END,
          f.invoice_number, CASE WHEN f.invoice_number IS NOT NULL THEN f.trip_date - 1 END,
          CASE WHEN f.invoice_number IS NOT NULL THEN 50000000 + f.g::bigint * 700 END,
          f.eway_bill_number, CASE WHEN f.eway_bill_number IS NOT NULL THEN f.trip_date + 3 END,
          (${words(['tbb', 'tbb', 'tbb', 'paid', 'to_pay'])})[1 + f.g % 5], (${words(['consignor', 'consignee', 'transporter'])})[1 + f.g % 3],
          CASE WHEN f.g % 9 = 0 THEN 'carrier' ELSE 'owner' END,
          f.rate_basis::rate_basis, f.rate_paise, f.freight, f.party_advance, (CASE WHEN f.own THEN 'own' ELSE 'market' END)::fleet_kind,
          tr.id, dr.id, ve.id,
          CASE WHEN NOT f.own THEN ${personName(31)} END,
          CASE WHEN NOT f.own THEN '+91 95' || lpad((f.g * 13 % 100000000)::text, 8, '0') END,
          CASE WHEN NOT f.own THEN 'fixed'::rate_basis END, ${hire}, ${hire}, ${hireAdvance}, ${commission},
          ${startKm}, CASE WHEN f.own AND f.delivered THEN 10000 + (f.g * 37) % 400000 + f.distance_km END,
          f.party_total, CASE WHEN f.own THEN 0 ELSE ${hire} + f.vehicle_charges - ${hireAdvance} - ${commission} END,
          CASE WHEN f.own THEN f.party_total ELSE f.party_total - (${hire} + f.vehicle_charges - ${commission}) END,
          CASE WHEN f.g % 10 = 0 THEN ${pick(REMARKS, 10)} END,
          CASE WHEN f.status = 'cancelled' THEN ${pick(CANCEL_REASONS, 37)} END,
          CASE WHEN f.started THEN ${ist('f.started_l')} END, CASE WHEN f.delivered THEN ${ist('f.delivered_l')} END,
          CASE WHEN f.status = 'pod_received' THEN ${ist('f.pod_l')} END, CASE WHEN f.status = 'cancelled' THEN ${ist('f.cancelled_l')} END,
          ${shipmentId()}, 'GRL' || (100000 + f.g), ${ADMIN_ID}, ${ist('f.booked_l')}, ${ist('f.updated_l')}
        FROM ${FACTS} f -- the word lists pick by the bare g, which only f has
        JOIN financial_sessions s ON s.starts_on = make_date(f.fy, 4, 1)
        JOIN ${nth('billing_parties')} bp ON bp.i = f.party_i
        LEFT JOIN ${nth('trucks')} tr ON tr.i = f.truck_i
        LEFT JOIN ${nth('drivers')} dr ON dr.i = f.driver_i
        LEFT JOIN ${nth('vehicles')} ve ON ve.i = f.vehicle_i
        ORDER BY f.g`,
    },
    {
      table: 'trip_charges',
      rows: Math.round(rows * 0.35),
      lists: LISTS,
      sql: `INSERT INTO trip_charges (trip_id, position, kind, side, effect, amount_paise, note)
        SELECT ${tripId()}, row_number() OVER (PARTITION BY f.g ORDER BY c.slot) - 1, c.kind, c.side, c.effect, c.amount, c.note
        FROM ${FACTS} f CROSS JOIN LATERAL (VALUES
          (1, f.g % 4 = 0, 'detention', 'party', 'add', 100000 + (f.g % 5) * 50000, 'Held ' || (1 + f.g % 3) || ' day(s) at unloading'),
          (2, f.own AND f.g % 10 = 0, 'unloading', 'party', 'add', 30000, NULL),
          (3, NOT f.own AND f.g % 10 = 0, 'shortage', 'vehicle', 'deduct', 25000 + (f.g % 3) * 5000, 'Short by ' || (1 + f.g % 4) || ' bags')
        ) AS c(slot, keep, kind, side, effect, amount, note)
        WHERE c.keep`,
    },
    {
      table: 'stored_files',
      rows: Math.round(rows * 1.4),
      lists: LISTS,
      sql: `INSERT INTO stored_files (id, file_name, content_type, size_bytes, sha256, content, uploaded_by, created_at)
        SELECT x.id, x.file_name, x.content_type, octet_length(x.content), encode(sha256(x.content), 'hex'), x.content, ${ADMIN_ID}, x.at
        FROM (
          SELECT ${fileId} AS id, d.file_name, CASE WHEN d.jpeg THEN 'image/jpeg' ELSE 'application/pdf' END AS content_type,
            CASE WHEN d.jpeg THEN decode('ffd8ffe000104a46494600', 'hex') || convert_to('bench ' || f.g || ' ' || d.type, 'UTF8') || decode('ffd9', 'hex')
              ELSE convert_to('%PDF-1.4' || chr(10) || '% bench ' || f.g || ' ' || d.type || chr(10) || '%%EOF' || chr(10), 'UTF8') END AS content,
            ${ist('d.at')} AS at
          FROM ${FACTS} f ${DOCUMENTS}
          WHERE d.keep
        ) x`,
    },
    {
      table: 'trip_documents',
      rows: Math.round(rows * 1.4),
      lists: LISTS,
      sql: `INSERT INTO trip_documents (trip_id, type, note, file_id, file_name, content_type, size_bytes, uploaded_by, uploaded_by_email, created_at)
        SELECT ${tripId()}, d.type, d.note, sf.id, sf.file_name, sf.content_type, sf.size_bytes, sf.uploaded_by, '${BENCH_ADMIN.email}', sf.created_at
        FROM ${FACTS} f ${DOCUMENTS}
        JOIN stored_files sf ON sf.id = ${fileId}
        WHERE d.keep`,
    },
    {
      // Where each session's trip and LR numbers stand, so the next trip booked gets the next number.
      table: 'trip_series',
      rows: 9,
      lists: LISTS,
      sql: `INSERT INTO trip_series (session_id, last_trip_number, last_lr_number)
        SELECT session_id, max(trip_number), max(lr_number) FROM trips GROUP BY session_id
        ON CONFLICT (session_id, branch_id) DO UPDATE SET last_trip_number = greatest(trip_series.last_trip_number, excluded.last_trip_number),
          last_lr_number = greatest(trip_series.last_lr_number, excluded.last_lr_number)`,
    },
    {
      // The trucks and drivers of the trips in transit are on a trip, as starting one sets them.
      table: 'trucks (on a trip)',
      rows: shape.inTransit,
      lists: LISTS,
      sql: `UPDATE trucks SET status = 'on_trip' WHERE id IN (SELECT truck_id FROM trips WHERE status = 'in_transit')`,
    },
    {
      table: 'drivers (on a trip)',
      rows: shape.inTransit,
      lists: LISTS,
      sql: `UPDATE drivers SET status = 'on_trip' WHERE id IN (SELECT driver_id FROM trips WHERE status = 'in_transit')`,
    },
    { table: `${FACTS} (dropped)`, rows: 0, lists: LISTS, sql: `DROP TABLE ${FACTS}` },
  ];
}

/** What the trip and document calls are measured with, read back from the seeded database. */
export interface TripFixtures {
  /** The financial session today falls in (what the trips list shows by default: the working session). */
  sessionId: string;
  sessionName: string;
  /** The billing party, truck, driver and market vehicle with the most trips. */
  billingPartyId: string;
  truckId: string;
  driverId: string;
  vehicleId: string;
  /** A trip with the most documents, then the most charges and events (newest first), and its LR no. */
  tripId: string;
  lrNo: string;
  /** The previous calendar month. */
  from: string;
  to: string;
  /** Busiest origin and a destination (every city is both). */
  origin: string;
  destination: string;
}

const busiest = (column: string) =>
  `(SELECT ${column} FROM trips WHERE ${column} IS NOT NULL GROUP BY ${column} ORDER BY count(*) DESC, ${column} LIMIT 1)`;

export const TRIP_FIXTURES_SQL = `WITH documents AS (SELECT trip_id, count(*) AS n FROM trip_documents GROUP BY trip_id),
    most AS (SELECT trip_id FROM documents WHERE n = (SELECT max(n) FROM documents))
  SELECT
    (SELECT id FROM financial_sessions WHERE ${TODAY} BETWEEN starts_on AND ends_on) AS "sessionId",
    (SELECT name FROM financial_sessions WHERE ${TODAY} BETWEEN starts_on AND ends_on) AS "sessionName",
    ${busiest('billing_party_id')} AS "billingPartyId", ${busiest('truck_id')} AS "truckId",
    ${busiest('driver_id')} AS "driverId", ${busiest('vehicle_id')} AS "vehicleId",
    t.id AS "tripId", t.lr_no AS "lrNo",
    to_char(date_trunc('month', ${TODAY} - interval '1 month'), 'YYYY-MM-DD') AS "from",
    to_char(date_trunc('month', ${TODAY}) - interval '1 day', 'YYYY-MM-DD') AS "to",
    '${TRIP_CITIES[0]}' AS origin, '${TRIP_CITIES[1]}' AS destination
  FROM trips t JOIN most ON most.trip_id = t.id
  ORDER BY (SELECT count(*) FROM trip_charges c WHERE c.trip_id = t.id) DESC,
    (SELECT count(*) FROM tracking_events e WHERE e.shipment_id = t.shipment_id) DESC, t.trip_date DESC, t.id
  LIMIT 1`;
