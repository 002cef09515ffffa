import { financialYearOf, indianToday, sessionNameFor } from 'shared-api/schemas';
import { addDays } from '../modules/masters/expiry';
// Paise as the forms take rupees, as a sheet's cell writes them: 1234567 → "12345.67".
import { rupeesCell as rupees } from '../modules/masters/sheet-columns';
import { demoPodPdf } from './demo-pod';

/*
 * Ten weeks of a Pune transporter's business on top of the demo master data, so that the money screens
 * have something true to show from the first start: trips at every stage (planned, in transit,
 * delivered awaiting POD, POD in and not billed, billed), three GST freight bills (one paid with the
 * party's TDS, one part-paid and overdue, one falling due this week), lorry-hire advances and balances with TDS under
 * 194C, driver advances, expenses, a driver's settlement and a bank-to-cash transfer.
 *
 * Everything goes through the API as staff would enter it, so the numbers, ledgers, audit trail and
 * tracking are made by the same rules as real entries; nothing here writes a table directly.
 */

/** The JSON API under /api as the demo admin, and its document upload. */
export interface DemoApi {
  call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: ApiBody }>;
  upload(
    fields: Record<string, string>,
    file: { content: Buffer; name: string; type: string },
  ): Promise<{ status: number; body: ApiBody }>;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's answers, read field by field below
type ApiBody = any;

export interface BusinessSeedResult {
  trips: number;
  bills: number;
  /** Receipts, owner payments, driver advances, the settlement and the transfer. */
  moneyEntries: number;
  expenses: number;
}

type Stage = 'planned' | 'in_transit' | 'delivered' | 'pod_received';

interface Load {
  key: string;
  party: string;
  daysAgo: number;
  stage: Stage;
  origin: string;
  destination: string;
  distanceKm: number;
  goods: string;
  packages: number;
  tonnes: string;
  consignee: [name: string, address: string];
  /** Rupees a tonne, or the fixed freight with `fixed`. */
  rate: string;
  fixed?: boolean;
  /** An own truck and driver, or a market vehicle hired for the trip. */
  fleet: { truck: string; driver: string } | { vehicle: string; hire: string; advance: string; commission: string };
  /** The driver's account for the trip is settled that many days ago, before his next trip. */
  settledDaysAgo?: number;
}

/** Where the parties' goods are loaded: each party ships its own goods (it is the consignor). */
const LOADING_POINTS: Record<string, string> = {
  Pune: 'Gat 412, Chakan MIDC Phase II, Pune 410501',
  Mumbai: 'Plot 7, MIDC Taloja, Navi Mumbai 410208',
};

// In the order they happened: a truck and its driver finish one trip before the next starts.
const LOADS: Load[] = [
  {
    key: 'N2',
    party: 'Narmada Cement Works Ltd',
    daysAgo: 70,
    stage: 'pod_received',
    origin: 'Mumbai',
    destination: 'Surat',
    distanceKm: 285,
    goods: 'Cement bags (50 kg)',
    packages: 320,
    tonnes: '16',
    consignee: ['Narmada Cement depot', 'Sachin GIDC, Surat'],
    rate: '1,450',
    fleet: { truck: 'MH12AB1234', driver: 'Ramesh Yadav' },
  },
  {
    key: 'N1',
    party: 'Narmada Cement Works Ltd',
    daysAgo: 68,
    stage: 'pod_received',
    origin: 'Pune',
    destination: 'Ahmedabad',
    distanceKm: 660,
    goods: 'Clinker',
    packages: 1,
    tonnes: '28',
    consignee: ['Narmada Cement Works Ltd', 'Changodar, Ahmedabad'],
    rate: '1,850',
    fleet: { vehicle: 'GJ05BX3310', hire: '44,000', advance: '15,000', commission: '1,000' },
  },
  {
    key: 'S1',
    party: 'Sahyadri Agro Foods Pvt Ltd',
    daysAgo: 38,
    stage: 'pod_received',
    origin: 'Pune',
    destination: 'Nashik',
    distanceKm: 210,
    goods: 'Packaged food cartons',
    packages: 640,
    tonnes: '9.5',
    consignee: ['Sahyadri cold store', 'Ambad MIDC, Nashik'],
    rate: '18,500',
    fixed: true,
    fleet: { truck: 'MH14EF2468', driver: 'Gurpreet Singh' },
    settledDaysAgo: 34,
  },
  {
    key: 'S2',
    party: 'Sahyadri Agro Foods Pvt Ltd',
    daysAgo: 36,
    stage: 'pod_received',
    origin: 'Pune',
    destination: 'Aurangabad',
    distanceKm: 235,
    goods: 'Fruit pulp drums',
    packages: 80,
    tonnes: '14.2',
    consignee: ['Marathwada Foods', 'Waluj MIDC, Aurangabad'],
    rate: '1,600',
    fleet: { vehicle: 'MH12QW4521', hire: '19,500', advance: '8,000', commission: '500' },
  },
  {
    key: 'D1',
    party: 'Deccan Steel Traders',
    daysAgo: 34,
    stage: 'pod_received',
    origin: 'Mumbai',
    destination: 'Pune',
    distanceKm: 150,
    goods: 'TMT bars',
    packages: 60,
    tonnes: '15.4',
    consignee: ['Deccan Steel yard', 'Bhosari MIDC, Pune'],
    rate: '1,150',
    fleet: { truck: 'MH12GH1357', driver: 'Vijay Kumar' },
  },
  {
    key: 'S3',
    party: 'Sahyadri Agro Foods Pvt Ltd',
    daysAgo: 33,
    stage: 'pod_received',
    origin: 'Pune',
    destination: 'Mumbai',
    distanceKm: 150,
    goods: 'Packaged food cartons',
    packages: 720,
    tonnes: '10.8',
    consignee: ['Sahyadri export warehouse', 'JNPT, Navi Mumbai'],
    rate: '16,000',
    fixed: true,
    fleet: { truck: 'MH12AB1234', driver: 'Ramesh Yadav' },
  },
  {
    key: 'D2',
    party: 'Deccan Steel Traders',
    daysAgo: 32,
    stage: 'pod_received',
    origin: 'Mumbai',
    destination: 'Nagpur',
    distanceKm: 830,
    goods: 'HR coils',
    packages: 4,
    tonnes: '24.6',
    consignee: ['Vidarbha Engineering', 'Butibori MIDC, Nagpur'],
    rate: '2,400',
    fleet: { vehicle: 'RJ14GC6675', hire: '52,000', advance: '20,000', commission: '1,500' },
  },
  {
    key: 'K1',
    party: 'Kaveri Textiles',
    daysAgo: 10,
    stage: 'pod_received',
    origin: 'Pune',
    destination: 'Bengaluru',
    distanceKm: 840,
    goods: 'Cotton yarn bales',
    packages: 110,
    tonnes: '12',
    consignee: ['Kaveri Textiles', 'Peenya Industrial Area, Bengaluru'],
    rate: '3,200',
    fleet: { vehicle: 'KA51AF9902', hire: '33,000', advance: '12,000', commission: '800' },
  },
  {
    key: 'K2',
    party: 'Kaveri Textiles',
    daysAgo: 8,
    stage: 'pod_received',
    origin: 'Pune',
    destination: 'Belagavi',
    distanceKm: 340,
    goods: 'Dyed fabric rolls',
    packages: 210,
    tonnes: '8.4',
    consignee: ['Kaveri Textiles, Belagavi unit', 'Udyambag, Belagavi'],
    rate: '24,000',
    fixed: true,
    fleet: { truck: 'MH14EF2468', driver: 'Gurpreet Singh' },
  },
  {
    key: 'G1',
    party: 'Ganga Pharma Distributors',
    daysAgo: 7,
    stage: 'delivered',
    origin: 'Pune',
    destination: 'Lucknow',
    distanceKm: 1410,
    goods: 'Medicines (cold chain)',
    packages: 240,
    tonnes: '6.5',
    consignee: ['Ganga Pharma Distributors', 'Amausi, Lucknow'],
    rate: '96,000',
    fixed: true,
    fleet: { vehicle: '23BH4410AC', hire: '78,000', advance: '30,000', commission: '2,000' },
  },
  {
    key: 'C1',
    party: 'Coromandel Auto Parts',
    daysAgo: 6,
    stage: 'delivered',
    origin: 'Pune',
    destination: 'Chennai',
    distanceKm: 1180,
    goods: 'Auto components',
    packages: 95,
    tonnes: '7.2',
    consignee: ['Coromandel Auto Parts', 'Ambattur, Chennai'],
    rate: '68,000',
    fixed: true,
    fleet: { truck: 'MH04JK8642', driver: 'Anil Shinde' },
  },
  {
    key: 'M1',
    party: 'Malabar Spices Export House',
    daysAgo: 3,
    stage: 'in_transit',
    origin: 'Pune',
    destination: 'Kochi',
    distanceKm: 1150,
    goods: 'Packing material',
    packages: 400,
    tonnes: '11',
    consignee: ['Malabar Spices Export House', 'Willingdon Island, Kochi'],
    rate: '4,100',
    fleet: { vehicle: 'MH14GT7788', hire: '38,000', advance: '14,000', commission: '1,000' },
  },
  {
    key: 'I1',
    party: 'Indus Packaging Solutions',
    daysAgo: 2,
    stage: 'in_transit',
    origin: 'Pune',
    destination: 'Gurugram',
    distanceKm: 1430,
    goods: 'Corrugated boxes',
    packages: 900,
    tonnes: '9',
    consignee: ['Indus Packaging Solutions', 'Manesar, Gurugram'],
    rate: '82,000',
    fixed: true,
    fleet: { truck: 'MH12AB1234', driver: 'Ramesh Yadav' },
  },
  {
    key: 'P1',
    party: 'Chambal Fertilisers Depot',
    daysAgo: 0,
    stage: 'planned',
    origin: 'Pune',
    destination: 'Kota',
    distanceKm: 980,
    goods: 'Fertiliser bags (50 kg)',
    packages: 400,
    tonnes: '20',
    consignee: ['Chambal Fertilisers Depot', 'RIICO, Kota'],
    rate: '2,900',
    fleet: { truck: 'MH12LM9753', driver: 'Santosh Patil' },
  },
  {
    key: 'P2',
    party: 'Hooghly Paper Mills Ltd',
    daysAgo: 0,
    stage: 'planned',
    origin: 'Pune',
    destination: 'Kolkata',
    distanceKm: 1900,
    goods: 'Paper reels',
    packages: 36,
    tonnes: '22',
    consignee: ['Hooghly Paper Mills Ltd', 'Howrah, Kolkata'],
    rate: '5,200',
    fleet: { vehicle: 'MH12QW4521', hire: '98,000', advance: '35,000', commission: '2,500' },
  },
];

const BILLS = [
  { party: 'Narmada Cement Works Ltd', daysAgo: 64, loads: ['N2', 'N1'] },
  { party: 'Sahyadri Agro Foods Pvt Ltd', daysAgo: 30, loads: ['S1', 'S2', 'S3'] },
  { party: 'Deccan Steel Traders', daysAgo: 27, loads: ['D1', 'D2'] },
];

const dayOf = (today: string, daysAgo: number) => addDays(today, -daysAgo);
const EARLIEST_DAYS_AGO = Math.max(...LOADS.map((load) => load.daysAgo));

/** Adds the demo business once: on a database that has any trip already it adds nothing. */
export async function seedDemoBusiness(api: DemoApi, today: string = indianToday()): Promise<BusinessSeedResult> {
  const counts: BusinessSeedResult = { trips: 0, bills: 0, moneyEntries: 0, expenses: 0 };
  const existing = await api.call('GET', '/trips?limit=1');
  if (existing.status !== 200) throw new Error(`Demo data: the trips list answered ${existing.status}`);
  if (existing.body.total > 0) return counts;

  const expect = async (what: string, answer: Promise<{ status: number; body: ApiBody }>, status = 201) => {
    const { status: got, body } = await answer;
    if (got !== status) throw new Error(`Demo data: ${what} answered ${got}: ${JSON.stringify(body)}`);
    return body.data;
  };
  const get = (what: string, path: string) => expect(what, api.call('GET', path), 200);
  const post = (what: string, path: string, body: unknown, status = 201) => expect(what, api.call('POST', path, body), status);
  const list = async (path: string): Promise<ApiBody[]> => {
    const data = await get(path, path);
    return Array.isArray(data) ? data : data.items;
  };
  const byName = <T extends Record<string, unknown>>(rows: T[], field: keyof T) =>
    new Map(rows.map((row) => [String(row[field]), row as T & { id: string }]));

  // Early in a financial year the first trips fall in the last one, and a business dated before the
  // server's own today falls in years it has not opened: every session the ten weeks span is opened.
  for (let year = financialYearOf(dayOf(today, EARLIEST_DAYS_AGO)); year <= financialYearOf(today); year += 1) {
    const opened = await api.call('POST', '/sessions', { name: sessionNameFor(year) });
    if (opened.status !== 201 && opened.status !== 409)
      await expect(`the session ${sessionNameFor(year)}`, Promise.resolve(opened));
  }

  const parties = byName(await list('/billing-parties?limit=100'), 'name');
  const trucks = byName(await list('/trucks?limit=100'), 'registrationNumber');
  const drivers = byName(await list('/drivers?limit=100'), 'name');
  const vehicles = byName(await list('/vehicles?limit=100'), 'registrationNumber');
  const accounts = await list('/banks?limit=100');
  const hdfc = accounts.find((account) => account.name === 'HDFC current');
  const cash = accounts.find((account) => account.accountType === 'cash');
  if (!hdfc || !cash) throw new Error('Demo data: the demo bank account and the cash box are needed first');
  const categories = byName(await get('expense categories', '/expenses/categories'), 'name');
  const category = (name: string) => categories.get(name)?.id ?? fail(`expense category ${name}`);
  const need = <T>(map: Map<string, T>, key: string): T => map.get(key) ?? fail(key);

  const entry = async (what: string, body: Record<string, unknown>) => {
    counts.moneyEntries += 1;
    return post(what, '/money-entries', body);
  };
  const expense = async (body: Record<string, unknown>) => {
    counts.expenses += 1;
    return post('an expense', '/expenses', body);
  };

  // His advance less the tolls he paid: the rest taken back in cash (or paid to him).
  const settleDriver = async (tripId: string, entryDate: string) => {
    const terms = await get('a driver’s settlement', `/money-entries/driver-settlement-terms?tripId=${tripId}`);
    if (!terms.canSettle) throw new Error(`Demo data: the trip ${terms.trip.tripNo} cannot be settled`);
    await entry('a driver’s settlement', {
      kind: 'driver-settlement',
      entryDate,
      driverId: terms.driver.id,
      tripId,
      amount: rupees(Math.abs(terms.balancePaise)),
      direction: terms.balancePaise >= 0 ? 'from-driver' : 'to-driver',
      mode: 'cash',
    });
  };

  const trips = new Map<string, ApiBody>();
  for (const load of LOADS) {
    const tripDate = dayOf(today, load.daysAgo);
    const market = 'vehicle' in load.fleet ? load.fleet : undefined;
    const own =
      'truck' in load.fleet
        ? { truckId: need(trucks, load.fleet.truck).id, driverId: need(drivers, load.fleet.driver).id }
        : undefined;
    const fleet = market
      ? {
          fleet: 'market',
          vehicleId: need(vehicles, market.vehicle).id,
          marketDriverName: 'Balwinder Singh',
          marketDriverPhone: '9876012345',
          hireRateBasis: 'fixed',
          hireRate: market.hire,
          hireAdvance: market.advance,
          commission: market.commission,
        }
      : { fleet: 'own', ...own };
    const trip = await post(`trip ${load.key}`, '/trips', {
      tripDate,
      billingPartyId: need(parties, load.party).id,
      consignorName: load.party,
      consignorAddress: LOADING_POINTS[load.origin],
      consigneeName: load.consignee[0],
      consigneeAddress: load.consignee[1],
      origin: load.origin,
      destination: load.destination,
      distanceKm: load.distanceKm,
      goodsDescription: load.goods,
      packages: load.packages,
      packing: load.packages === 1 ? 'Loose' : 'Bags / cartons',
      actualWeightTonnes: load.tonnes,
      freightTerms: 'tbb',
      gstPayer: 'consignor',
      rateBasis: load.fixed ? 'fixed' : 'per_tonne',
      rate: load.rate,
      ...fleet,
    });
    counts.trips += 1;
    trips.set(load.key, trip);
    if (load.stage === 'planned') continue;

    // The lorry-hire advance is paid as the market truck loads; an own truck's driver takes cash and diesel.
    if (market) {
      await entry(`the hire advance of ${load.key}`, {
        kind: 'owner-payment',
        entryDate: tripDate,
        tripId: trip.id,
        stage: 'advance',
        gross: market.advance,
        mode: 'bank',
        bankId: hdfc.id,
        instrument: `UTR ${trip.lrNo.replace(/\D/g, '')}01`,
      });
    }
    if (own) {
      await entry(`the cash advance of ${load.key}`, {
        kind: 'driver-advance',
        entryDate: tripDate,
        driverId: own.driverId,
        tripId: trip.id,
        advanceType: 'cash',
        amount: load.distanceKm > 500 ? '6,000' : '3,000',
        mode: 'cash',
      });
      const litres = Math.round(load.distanceKm / 3.5);
      const rate = 9_236; // ₹92.36 a litre
      await expense({
        expenseDate: tripDate,
        type: 'trip',
        tripId: trip.id,
        ...own,
        categoryId: category('Diesel'),
        litres: String(litres),
        rate: rupees(rate),
        amount: rupees(litres * rate),
        mode: 'fuel-card',
        bankId: hdfc.id,
        billNo: `HPCL-${trip.lrNo.replace(/\D/g, '')}`,
      });
    }
    // The start answers the trip with the truck's odometer as its start km.
    const started = await post(
      `the start of ${load.key}`,
      `/trips/${trip.id}/start`,
      { date: tripDate, time: '08:30', location: load.origin },
      200,
    );
    if (load.stage === 'in_transit') continue;

    const deliveredOn = dayOf(today, Math.max(0, load.daysAgo - Math.ceil(load.distanceKm / 450)));
    await post(
      `the delivery of ${load.key}`,
      `/trips/${trip.id}/deliver`,
      {
        date: deliveredOn,
        time: deliveredOn === tripDate ? '18:00' : '11:15',
        location: load.destination,
        ...(own ? { endKm: (started.startKm ?? 0) + load.distanceKm + 12 } : {}),
      },
      200,
    );
    if (own) {
      await expense({
        expenseDate: deliveredOn,
        type: 'trip',
        tripId: trip.id,
        ...own,
        categoryId: category('Toll'),
        amount: String(Math.round(load.distanceKm * 2.4)),
        mode: 'cash',
        paidByDriver: true,
      });
    }
    if (load.settledDaysAgo !== undefined) await settleDriver(trip.id, dayOf(today, load.settledDaysAgo));
    if (load.stage === 'delivered') continue;

    const pod = await demoPodPdf({
      lrNo: trip.lrNo,
      consignee: load.consignee[0],
      destination: load.destination,
      goods: load.goods,
      packages: load.packages,
      deliveredOn,
    });
    await expect(
      `the POD of ${load.key}`,
      api.upload(
        { tripId: trip.id, type: 'pod', note: 'Signed and stamped by the consignee' },
        {
          content: pod,
          name: `pod-${trip.lrNo}.pdf`,
          type: 'application/pdf',
        },
      ),
    );
  }

  const bills = new Map<string, ApiBody>();
  for (const bill of BILLS) {
    const created = await post(`the bill of ${bill.party}`, '/bills', {
      billingPartyId: need(parties, bill.party).id,
      billDate: dayOf(today, bill.daysAgo),
      tripIds: bill.loads.map((key) => trips.get(key).id),
    });
    bills.set(bill.party, created);
    counts.bills += 1;
  }

  // Sahyadri paid its bill in full less 2 % TDS (194C, a company); Narmada paid a part; Deccan not yet.
  const sahyadri = need(bills, 'Sahyadri Agro Foods Pvt Ltd');
  // 2 % of the taxable value, half up to the paisa (taxable paise × 2 / 100).
  const sahyadriTds = Math.floor((sahyadri.taxablePaise * 2 + 50) / 100);
  await entry('the receipt from Sahyadri', {
    kind: 'receipt',
    entryDate: dayOf(today, 9),
    billingPartyId: sahyadri.billingParty.id,
    amount: rupees(sahyadri.totalPaise - sahyadriTds),
    tds: rupees(sahyadriTds),
    mode: 'bank',
    bankId: hdfc.id,
    instrument: 'NEFT SAHY0921',
    allocations: [{ billId: sahyadri.id, amount: rupees(sahyadri.totalPaise) }],
  });
  const narmada = need(bills, 'Narmada Cement Works Ltd');
  await entry('the part payment from Narmada', {
    kind: 'receipt',
    entryDate: dayOf(today, 16),
    billingPartyId: need(parties, 'Narmada Cement Works Ltd').id,
    amount: '40,000',
    mode: 'cheque',
    bankId: hdfc.id,
    instrument: 'Chq 004512',
    allocations: [{ billId: narmada.id, amount: '40,000' }],
  });

  // The owners of the trips billed first are paid their balance, less TDS as their PAN gives it.
  for (const key of ['N1', 'S2']) {
    const trip = trips.get(key);
    const terms = await get(`the balance due on ${key}`, `/money-entries/owner-payment-terms?tripId=${trip.id}`);
    if (terms.owedPaise > 0 && terms.balanceAllowed) {
      await entry(`the hire balance of ${key}`, {
        kind: 'owner-payment',
        entryDate: dayOf(today, key === 'N1' ? 25 : 14),
        tripId: trip.id,
        stage: 'balance',
        gross: rupees(terms.owedPaise),
        mode: 'bank',
        bankId: hdfc.id,
        instrument: `UTR ${trip.lrNo.replace(/\D/g, '')}02`,
      });
    }
  }

  await entry('cash drawn for the office', {
    kind: 'transfer',
    entryDate: dayOf(today, 21),
    fromBankId: hdfc.id,
    toBankId: cash.id,
    amount: '50,000',
    mode: 'cheque',
    instrument: 'Self chq 004498',
  });
  await expense({
    expenseDate: dayOf(today, 5),
    type: 'office',
    categoryId: category('Office'),
    amount: '42,000',
    mode: 'bank',
    bankId: hdfc.id,
    billNo: 'RENT-NOV',
    notes: 'Office rent, Pune Camp',
  });
  await expense({
    expenseDate: dayOf(today, 15),
    type: 'truck',
    truckId: need(trucks, 'MH12GH1357').id,
    categoryId: category('Tyres'),
    amount: '28,600',
    mode: 'credit',
    billNo: 'MRF-7781',
    notes: 'Two rear tyres, on the dealer’s credit',
  });
  return counts;
}

function fail(what: string): never {
  throw new Error(`Demo data: ${what} is missing; run the demo master data first`);
}
