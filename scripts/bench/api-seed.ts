// Bulk rows for `npm run bench:api`: each list's table filled with INSERT … SELECT generate_series in
// the database itself (seconds, where the API would take hours). Names, places and dates come from
// short word lists indexed by the row number, so every run seeds the same rows and a search term
// matches a known share of them.

/** Rows per list table. Financial sessions are whole years, so a realistic count is small. */
export const SESSION_YEARS = { from: 1950, to: 2049 };

export const words = (list: string[]) => `ARRAY[${list.map((word) => `'${word.replace(/'/g, "''")}'`).join(',')}]`;
/** `list[(g / every) % list.length]` in SQL. */
export const pick = (list: string[], every = 1, offset = 0) =>
  `(${words(list)})[1 + ((g + ${offset}) / ${every}) % ${list.length}]`;

/** Word lists, comma-separated to keep them short here. */
export const list = (text: string) => text.split(',');

export const FIRST = list(
  'Aarav,Aditi,Amit,Ananya,Arjun,Deepa,Divya,Farhan,Gauri,Harish,Isha,Kabir,Kavya,Lakshmi,Manoj,Meera,Mohan,Neha,Nikhil,Pooja,Priya,Rahul,Rajesh,Ravi,Rohan,Sanjay,Sara,Shreya,Suresh,Tanvi,Uday,Varun,Vikram,Yash,Zara,Anil,Bhavna,Chetan,Dev,Esha,Gopal,Hema,Irfan,Jaya,Kiran,Lata,Mahesh,Nisha,Om,Pallavi',
);
export const LAST = list(
  'Agarwal,Bansal,Chopra,Desai,Fernandes,Ghosh,Gupta,Iyer,Jain,Joshi,Kapoor,Khan,Kumar,Mehta,Menon,Mishra,Nair,Pandey,Patel,Pillai,Rao,Reddy,Saxena,Sen,Shah,Sharma,Singh,Sinha,Thakur,Verma,Banerjee,Chauhan,Dutta,Goyal,Hegde,Kulkarni,Malhotra,Naidu,Rastogi,Wadhwa',
);
export const CITIES = list(
  'Mumbai,Delhi,Chennai,Kolkata,Bengaluru,Hyderabad,Pune,Ahmedabad,Surat,Jaipur,Lucknow,Kanpur,Nagpur,Indore,Bhopal,Ludhiana,Coimbatore,Kochi,Vadodara,Nashik,Rotterdam,Hamburg,Singapore,Dubai,Shanghai,Antwerp,Felixstowe,Colombo,Jebel Ali,Busan',
);
export const COMPANY_WORDS = list('Exports,Traders,Textiles,Industries,Agro,Pharma,Motors,Foods,Steel,Chemicals');
export const COMMODITIES = list(
  'Cotton textiles,Auto parts,Basmati rice,Pharmaceuticals,Spices,Leather goods,Tea,Ceramic tiles,Steel coils,Electronics,Furniture,Handicrafts,Frozen seafood,Machinery,Plastic granules,Marble slabs,Garments,Cashew nuts,Paper rolls,Tyres,Glassware,Solar panels,Coffee,Jute bags,Organic chemicals',
);
const QUOTE_SERVICES = list('ocean-freight,air-freight,road-transport,warehousing,cold-chain-logistics,ecommerce-fulfillment');
const LOAD_TYPES = list('fcl,lcl,ftl,ptl,air-cargo,pallets,parcels');
const QUOTE_STATUSES = list('new,reviewing,quoted,won,lost');
const TOPICS = list('general,quote,shipment,billing,documents,account,feedback');
const SUBJECTS = list(
  'Monthly container volumes,Delayed shipment,Invoice correction,Customs documents,Cold chain rates,Pickup schedule,Damaged cartons,Account access,Warehouse space,Feedback on delivery',
);
const DOMAINS = list('gmail.com,yahoo.co.in,outlook.com,rediffmail.com,example.in,mail.com,proton.me,icloud.com');
const TRUCK_TYPES = list('open_body,container,trailer,tanker,tipper,reefer,lcv');
const MAKES = list('Tata,Ashok Leyland,Eicher,BharatBenz,Mahindra,Volvo,Scania');
const BANK_NAMES = list('State Bank of India,HDFC Bank,ICICI Bank,Axis Bank,Kotak Mahindra Bank,Bank of Baroda,Canara Bank');
const AUDIT_ENTITIES = list('user,quote,message,company_profile,billing_party,vehicle,truck,driver');

export const personName = (offset = 0) => `${pick(FIRST, 1, offset)} || ' ' || ${pick(LAST, FIRST.length, offset)}`;
export const phone = `'+91 98' || lpad((g % 100000000)::text, 8, '0')`;
/** Row g is the g-th oldest: the newest row was made a minute ago, one every five minutes before that. */
const createdAt = (rows: number) => `now() - interval '1 minute' - (${rows} - g) * interval '5 minutes'`;

export interface SeededTable {
  /** The table the rows go into. */
  table: string;
  /** Rows it adds (the log prints the count the database reports where it reports one). */
  rows: number;
  sql: string;
  /** The benchmarked lists that read the table; a run with --only seeds it only for them. Absent: every list. */
  lists?: string[];
}

/** The lists measured on the money (money-seed.ts): they read the trips, and the bank accounts money moves through. */
export const MONEY_LISTS = ['expenses', 'money', 'reports'];
/** The lists that read the trips and their documents, and so the masters a trip names. */
export const TRIP_LISTS = ['trips', 'documents', ...MONEY_LISTS];

export function seedStatements(rows: number): SeededTable[] {
  const series = `FROM generate_series(1, ${rows}) AS g`;
  const at = createdAt(rows);
  return [
    {
      table: 'users',
      lists: ['users'],
      rows,
      sql: `INSERT INTO users (name, email, phone, password_hash, role, active, last_login_at, password_changed_at, created_at, updated_at)
        SELECT ${personName()}, 'user' || g || '@bench.example', ${phone}, '$argon2id$bench$not-a-password',
          (CASE WHEN g % 50 = 0 THEN 'admin' ELSE 'customer' END)::user_role, g % 10 <> 0,
          CASE WHEN g % 3 = 0 THEN NULL ELSE now() - (g % 2000) * interval '1 hour' END, ${at}, ${at}, ${at}
        ${series}`,
    },
    {
      table: 'quotes',
      lists: ['quotes'],
      rows,
      sql: `INSERT INTO quotes (contact_name, company, email, phone, service, origin, destination, commodity, pieces, weight_kg,
          volume_cbm, load_type, ready_date, hazardous, temperature_controlled, message, status, quoted_amount_paise,
          status_changed_at, source_ip, created_at, updated_at)
        SELECT ${personName(7)},
          CASE WHEN g % 7 = 0 THEN NULL ELSE ${pick(LAST, 3)} || ' ' || ${pick(COMPANY_WORDS, 11)} END,
          'contact' || g || '@bench.example', ${phone}, ${pick(QUOTE_SERVICES, 1)}, ${pick(CITIES, 1)}, ${pick(CITIES, 30, 11)},
          ${pick(COMMODITIES, 1, 3)}, 1 + g % 60, (100 + g % 20000) + 0.5, CASE WHEN g % 4 = 0 THEN NULL ELSE (g % 400) / 10.0 END,
          ${pick(LOAD_TYPES, 1)}, (${at})::date + 7 + g % 30, g % 17 = 0, g % 11 = 0,
          CASE WHEN g % 3 = 0 THEN NULL ELSE 'Please quote door to door; we ship regularly.' END,
          ${pick(QUOTE_STATUSES, 1)}::quote_status, CASE WHEN g % 5 = 2 THEN 5000000 + g * 100 END, ${at}, '203.0.113.7', ${at}, ${at}
        ${series}`,
    },
    {
      table: 'contact_messages',
      lists: ['messages'],
      rows,
      sql: `INSERT INTO contact_messages (kind, topic, name, email, phone, company, regarding, subject, message, status,
          handled_at, handled_by, source_ip, created_at)
        SELECT CASE WHEN g % 4 = 0 THEN 'support' ELSE 'contact' END, ${pick(TOPICS, 1)}, ${personName(13)},
          'sender' || g || '@bench.example', ${phone}, CASE WHEN g % 5 = 0 THEN NULL ELSE ${pick(LAST, 7)} || ' ' || ${pick(COMPANY_WORDS, 3)} END,
          CASE WHEN g % 3 = 0 THEN 'Q-' || lpad((1000 + g % 90000)::text, 6, '0') END,
          ${pick(SUBJECTS, 1)} || ' to ' || ${pick(CITIES, 10)},
          'Hello, we would like to discuss ' || lower(${pick(SUBJECTS, 1)}) || ' for our consignments of ' ||
            lower(${pick(COMMODITIES, 1, 5)}) || ' from ' || ${pick(CITIES, 7)} || '. Please call us back at your earliest convenience.',
          (CASE WHEN g % 3 = 0 THEN 'new' ELSE 'handled' END)::message_status,
          CASE WHEN g % 3 = 0 THEN NULL ELSE ${at} + interval '1 hour' END, CASE WHEN g % 3 = 0 THEN NULL ELSE 'bench@example.com' END,
          '203.0.113.8', ${at}
        ${series}`,
    },
    {
      table: 'newsletter_subscriptions',
      lists: ['newsletter'],
      rows,
      sql: `INSERT INTO newsletter_subscriptions (email, created_at, source_ip)
        SELECT lower(${pick(FIRST, 1)} || '.' || ${pick(LAST, FIRST.length)}) || g || '@' || ${pick(DOMAINS, 3)}, ${at}, '203.0.113.9'
        ${series}`,
    },
    {
      table: 'audit_log',
      lists: ['audit'],
      rows,
      sql: `INSERT INTO audit_log (actor_email, action, entity, entity_id, before, after, ip, created_at)
        SELECT 'bench@example.com', ${pick(AUDIT_ENTITIES, 1)} || '.update', ${pick(AUDIT_ENTITIES, 1)}, md5(g::text),
          jsonb_build_object('status', 'new', 'n', g), jsonb_build_object('status', 'reviewing', 'n', g), '203.0.113.10', ${at}
        ${series}`,
    },
    {
      table: 'financial_sessions',
      lists: ['sessions', ...TRIP_LISTS],
      rows: SESSION_YEARS.to - SESSION_YEARS.from + 1,
      sql: `INSERT INTO financial_sessions (name, starts_on, ends_on, status)
        SELECT y || '-' || lpad(((y + 1) % 100)::text, 2, '0'), make_date(y, 4, 1), make_date(y + 1, 3, 31),
          (CASE WHEN y < extract(year from now()) - 1 THEN 'closed' ELSE 'open' END)::session_status
        FROM generate_series(${SESSION_YEARS.from}, ${SESSION_YEARS.to}) AS y
        ON CONFLICT DO NOTHING`,
    },
    {
      table: 'billing_parties',
      lists: ['billing-parties', ...TRIP_LISTS],
      rows,
      sql: `INSERT INTO billing_parties (name, gstin, state_code, pan, contact_person, phone, email, address, city, pincode, credit_days,
          created_at, updated_at)
        SELECT ${pick(LAST, 1)} || ' ' || ${pick(COMPANY_WORDS, LAST.length)} || ' ' || g,
          '27' || upper(substr(md5(g::text), 1, 5)) || lpad(g::text, 6, '0') || 'Z1', '27',
          upper(substr(md5(g::text), 1, 5)) || lpad((g % 10000)::text, 4, '0') || 'P', ${personName(3)}, ${phone},
          'accounts' || g || '@bench.example', 'Plot ' || g || ', MIDC', ${pick(CITIES.slice(0, 20), 1, 5)}, '4000' || lpad((g % 100)::text, 2, '0'),
          (g % 4) * 15, ${at}, ${at}
        ${series}`,
    },
    {
      table: 'vehicles',
      lists: ['vehicles', ...TRIP_LISTS],
      rows,
      sql: `INSERT INTO vehicles (registration_number, vehicle_type, owner_name, owner_phone, owner_pan, broker_name, broker_phone,
          created_at, updated_at)
        SELECT 'MV' || lpad(g::text, 8, '0'), ${pick(TRUCK_TYPES, 1)}, ${personName(17)}, ${phone},
          upper(substr(md5(g::text), 1, 5)) || lpad((g % 10000)::text, 4, '0') || 'K',
          CASE WHEN g % 2 = 0 THEN ${personName(29)} END, CASE WHEN g % 2 = 0 THEN ${phone} END, ${at}, ${at}
        ${series}`,
    },
    {
      table: 'banks',
      lists: ['banks', ...MONEY_LISTS],
      rows,
      sql: `INSERT INTO banks (name, account_type, bank_name, account_number, ifsc, branch, created_at, updated_at)
        SELECT ${pick(BANK_NAMES, 1)} || ' ' || ${pick(CITIES.slice(0, 20), 7)} || ' ' || g,
          (${words(['current', 'savings', 'od'])})[1 + g % 3]::bank_account_type, ${pick(BANK_NAMES, 1)},
          lpad(g::text, 12, '0'), upper(substr(${pick(BANK_NAMES, 1)}, 1, 4)) || '0' || lpad((g % 100000)::text, 6, '0'),
          ${pick(CITIES.slice(0, 20), 7)}, ${at}, ${at}
        ${series}`,
    },
    {
      table: 'trucks',
      lists: ['trucks', ...TRIP_LISTS],
      rows,
      sql: `INSERT INTO trucks (registration_number, truck_type, make, model, capacity_tonnes, chassis_number, engine_number, odometer_km,
          status, next_expiry_on, created_at, updated_at)
        SELECT 'OT' || lpad(g::text, 8, '0'), ${pick(TRUCK_TYPES, 1)}, ${pick(MAKES, 1, 2)}, 'Model ' || (g % 40),
          (g % 40) + 0.5, 'CH' || upper(md5(g::text)), 'EN' || upper(substr(md5((g * 7)::text), 1, 12)), g * 13 % 900000,
          (${words(['available', 'on_trip', 'maintenance', 'inactive'])})[1 + g % 4]::truck_status,
          CASE WHEN g % 9 = 0 THEN NULL ELSE current_date + (g % 400) - 30 END, ${at}, ${at}
        ${series}`,
    },
    {
      table: 'drivers',
      lists: ['drivers', ...TRIP_LISTS],
      rows,
      sql: `INSERT INTO drivers (name, phone, licence_number, licence_expires_on, address, status, created_at, updated_at)
        SELECT ${personName(23)}, ${phone}, 'MH' || lpad((g % 50)::text, 2, '0') || lpad(g::text, 11, '0'),
          current_date + (g % 1500) - 60, ${pick(CITIES.slice(0, 20), 1)},
          (${words(['active', 'on_trip', 'on_leave', 'inactive'])})[1 + g % 4]::driver_status, ${at}, ${at}
        ${series}`,
    },
  ];
}
