import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { amountInWords } from 'shared-api/money';
import { financialYearOf, gstinCheckCharacter, sessionNameFor } from 'shared-api/schemas';
import { backends } from './helpers/database';
import {
  assertAdminOnly,
  auditTrail,
  dataOf,
  dayFromToday,
  masterSuite,
  signInCustomer,
  UNKNOWN_ID,
} from './helpers/master-fixtures';
import { pdfText } from './helpers/pdf-text';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody, podReceived } from './helpers/trip-fixtures';

const today = dayFromToday(0);
const thisYear = financialYearOf(today);
// The earlier years' sessions below (2023-24 to 2025-26) are made by the tests themselves.
assert.ok(thisYear >= 2026, 'these tests expect to run in 2026-27 or later');
/** '2627' for 2026-27: how the year reads in a document's number. */
const digits = (startYear: number) => {
  const name = sessionNameFor(startYear);
  return `${name.slice(2, 4)}${name.slice(5, 7)}`;
};
const years = digits(thisYear);

/** A valid GSTIN of `state` for the 10-character PAN-like `body`. */
const gstin = (state: string, body: string) => `${state}${body}1Z${gstinCheckCharacter(`${state}${body}1Z`)}`;
const COMPANY_GSTIN = gstin('27', 'AAPFU0939F');

interface Line {
  lrNo: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

for (const backend of backends) {
  describe(`freight bills and credit notes (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    let driver: { id: string };
    let local: { id: string; name: string };
    let other: { id: string; name: string };
    let outside: { id: string; name: string };

    /** A trip of `party` run to POD received: ₹10,000 freight unless overridden, on a truck of its own. */
    async function podTrip(party: { id: string }, overrides: Record<string, unknown> = {}) {
      const trip = await bookTrip(
        suite,
        ownTripBody(party, await addTruck(suite), driver, { rateBasis: 'fixed', rate: '10,000', ...overrides }),
      );
      await podReceived(suite, trip);
      return trip as { id: string; lrNo: string };
    }
    const bill = (body: Record<string, unknown>) => call('POST', '/bills', body);
    const issued = async (body: Record<string, unknown>) => {
      const res = await bill(body);
      assert.equal(res.status, 201, res.text);
      return res.body.data;
    };
    const tripStatus = async (id: string) => dataOf(await call('GET', `/trips/${id}`)).status;
    const partyBalance = async (id: string) => dataOf(await call('GET', `/ledgers/party/${id}`)).closingPaise;
    const billable = async (partyId: string) =>
      (dataOf(await call('GET', `/bills/billable-trips?billingPartyId=${partyId}`)) as { id: string }[]).map((trip) => trip.id);

    it('refuses to bill before the company has a GSTIN, pointing at Settings', async () => {
      driver = await addDriver(suite);
      local = await addParty(suite, {
        name: 'Sahyadri Steels',
        gstin: gstin('27', 'AABCS1234C'),
        address: 'Plot 12, MIDC Bhosari',
        city: 'Pune',
        pincode: '411026',
        creditDays: 30,
      });
      other = await addParty(suite, { name: 'Konkan Cements' });
      outside = await addParty(suite, { name: 'Mysore Textiles', gstin: gstin('29', 'AABCM4321D'), stateCode: '29' });
      const trip = await podTrip(local);
      const res = await bill({ billingPartyId: local.id, billDate: today, tripIds: [trip.id] });
      assert.equal(res.status, 409, res.text);
      assert.match(res.body.message, /GSTIN is missing: add it under Settings/);
      assert.equal(await tripStatus(trip.id), 'pod_received');

      // Saved by an older release, whose profile checked only the GSTIN's shape: the message says what is wrong.
      const wrongCheck = `${COMPANY_GSTIN.slice(0, 14)}${COMPANY_GSTIN.endsWith('A') ? 'B' : 'A'}`;
      await suite.server.database.db.execute(sql`UPDATE company_profile SET gstin = ${wrongCheck}`);
      const invalid = await bill({ billingPartyId: local.id, billDate: today, tripIds: [trip.id] });
      assert.equal(invalid.status, 409, invalid.text);
      assert.equal(
        invalid.body.message,
        `The company's GSTIN ${wrongCheck} is not valid (GSTIN check character is wrong — please check the number): correct it under Settings (company profile) first. A bill's GST depends on the state it is issued from.`,
      );
      assert.equal(await tripStatus(trip.id), 'pod_received');

      const profile = await call('PUT', '/profile', { gstin: COMPANY_GSTIN });
      assert.equal(profile.status, 200, profile.text);
    });

    let first: { id: string; billNo: string; totalPaise: number; lines: Line[] };
    let billedTrips: { id: string; lrNo: string }[];

    it('bills two POD-received trips under reverse charge: numbered FB-…-00001, no GST, on the party account, the trips billed', async () => {
      const waiting = await billable(local.id);
      assert.equal(waiting.length, 1, 'the trip of the refused bill is still waiting');
      const second = await podTrip(local, {
        rate: '5,250.50',
        charges: [{ kind: 'loading', side: 'party', effect: 'add', amount: '750' }],
      });
      const offered = (await dataOf(await call('GET', `/bills/billable-trips?billingPartyId=${local.id}`))) as {
        id: string;
        freightPaise: number;
        chargesPaise: number;
        taxablePaise: number;
      }[];
      assert.deepEqual(
        offered.map((trip) => [trip.freightPaise, trip.chargesPaise, trip.taxablePaise]),
        [
          [10_000_00, 0, 10_000_00],
          [5_250_50, 750_00, 6_000_50],
        ],
        'oldest LR first, with freight and charges',
      );
      const opening = await partyBalance(local.id);
      const res = await bill({
        billingPartyId: local.id,
        billDate: today,
        tripIds: [second.id, waiting[0]],
        notes: 'March loads',
      });
      assert.equal(res.status, 201, res.text);
      first = res.body.data;
      assert.equal(first.billNo, `FB-${years}-00001`);
      assert.equal(res.body.message, `Bill FB-${years}-00001 issued`);
      assert.deepEqual(
        [res.body.data.regime, res.body.data.reverseCharge, res.body.data.rateBasisPoints, res.body.data.status],
        ['reverse-charge', true, 0, 'unpaid'],
      );
      assert.deepEqual(
        [res.body.data.taxablePaise, res.body.data.cgstPaise, res.body.data.igstPaise, res.body.data.totalPaise],
        [16_000_50, 0, 0, 16_000_50],
      );
      assert.equal(res.body.data.amountInWords, 'Rupees Sixteen Thousand and Fifty Paise Only');
      assert.equal(res.body.data.dueDate, dayFromToday(30), 'due after the party’s 30 credit days');
      assert.equal(res.body.data.billingParty.address, 'Plot 12, MIDC Bhosari, Pune 411026');
      assert.deepEqual(res.body.data.placeOfSupply, { code: '27', name: 'Maharashtra' });
      billedTrips = res.body.data.lines;
      assert.deepEqual(
        first.lines.map((line) => line.taxablePaise),
        [10_000_00, 6_000_50],
        'lines in LR order',
      );

      assert.equal(await partyBalance(local.id), opening + 16_000_50);
      const statement = dataOf(await call('GET', `/ledgers/party/${local.id}`));
      assert.deepEqual(
        statement.lines.map((line: { reference: string; debitPaise: number }) => [line.reference, line.debitPaise]),
        [[first.billNo, 16_000_50]],
      );
      for (const trip of billedTrips) assert.equal(await tripStatus(trip.id), 'billed');
      assert.deepEqual(await billable(local.id), [], 'billed trips are not offered again');

      const history = dataOf(await call('GET', `/trips/${second.id}/history`));
      assert.equal(history[0].actionLabel, 'Billed');
      assert.equal(history[0].detail, `Billed on ${first.billNo}`);

      const trail = await auditTrail(suite.server, first.id);
      assert.deepEqual(
        trail.map((entry) => [entry.action, entry.before]),
        [['freight_bill.create', null]],
      );
      assert.equal(trail[0]!.after.billNo, first.billNo);
    });

    it('refuses what cannot be billed, each on its field, saying which LR and why', async () => {
      const planned = await bookTrip(
        suite,
        ownTripBody(local, await addTruck(suite), driver, { rateBasis: 'fixed', rate: '1,000' }),
      );
      const othersTrip = await podTrip(other);
      const fresh = await podTrip(local);
      const cases: [string, Record<string, unknown>, string, RegExp][] = [
        [
          'a planned trip',
          { tripIds: [planned.id] },
          'tripIds',
          new RegExp(`${planned.lrNo} is Planned: only trips whose POD is received`),
        ],
        [
          'another party’s trip',
          { tripIds: [othersTrip.id] },
          'tripIds',
          new RegExp(`${othersTrip.lrNo} is billed to another party`),
        ],
        ['a billed trip', { tripIds: [billedTrips[0]!.id] }, 'tripIds', new RegExp(`is on bill ${first.billNo} already`)],
        ['no trip', { tripIds: [] }, 'tripIds', /Choose at least one trip to bill/],
        ['one trip twice', { tripIds: [fresh.id, fresh.id] }, 'tripIds', /Each trip can be on the bill once/],
        ['an unknown trip', { tripIds: [UNKNOWN_ID] }, 'tripIds', /A chosen trip does not exist/],
        // On the first day of a financial year, yesterday is in a session the suite never added.
        financialYearOf(dayFromToday(-1)) === financialYearOf(today)
          ? ['before the LR', { billDate: dayFromToday(-1), tripIds: [fresh.id] }, 'tripIds', /after the bill date/]
          : ['before the LR', { billDate: dayFromToday(-1), tripIds: [fresh.id] }, 'billDate', /No session covers/],
        ['tomorrow', { billDate: dayFromToday(1), tripIds: [fresh.id] }, 'billDate', /A bill cannot be dated after today/],
        ['no party', { billingPartyId: UNKNOWN_ID, tripIds: [fresh.id] }, 'billingPartyId', /billing party does not exist/],
        ['no date', { billDate: '', tripIds: [fresh.id] }, 'billDate', /Bill date must be a date/],
      ];
      for (const [rule, changes, field, message] of cases) {
        const res = await bill({ billingPartyId: local.id, billDate: today, ...changes });
        assert.equal(res.status, 400, `${rule}: ${res.text}`);
        assert.deepEqual(Object.keys(res.body.errors), [field], rule);
        assert.match(res.body.errors[field], message, rule);
      }
      assert.equal(await tripStatus(fresh.id), 'pod_received', 'nothing was billed');

      const lastYear = await call('POST', '/sessions', { name: sessionNameFor(2023) });
      assert.equal(lastYear.status, 201, lastYear.text);
      const closed = await call('PUT', `/sessions/${lastYear.body.data.id}`, { status: 'closed' });
      assert.equal(closed.status, 200, closed.text);
      const res = await bill({ billingPartyId: local.id, billDate: '2023-06-01', tripIds: [fresh.id] });
      assert.equal(res.status, 409, res.text);
      assert.match(res.body.errors.billDate, /is closed/);
      const regime = await call('PUT', `/sessions/${lastYear.body.data.id}`, { gstRegime: 'forward-5' });
      assert.equal(regime.status, 409, regime.text);
      assert.equal(regime.body.errors.gstRegime, 'The session 2023-24 is closed: reopen it to change its GST regime');
    });

    it('gives eight bills made at once eight consecutive numbers, none lost, none twice', async () => {
      const party = await addParty(suite, { name: 'Deccan Logistics Buyers' });
      const trips = [];
      for (let index = 0; index < 8; index += 1) trips.push(await podTrip(party));
      const answers = await Promise.all(
        trips.map((trip) => bill({ billingPartyId: party.id, billDate: today, tripIds: [trip.id] })),
      );
      for (const res of answers) assert.equal(res.status, 201, res.text);
      const numbers = answers.map((res) => res.body.data.number as number).sort((a, b) => a - b);
      assert.deepEqual(
        numbers,
        Array.from({ length: 8 }, (_, index) => numbers[0]! + index),
      );
      assert.equal(numbers[0], 2, 'right after the first bill: refused bills gave their numbers back');
      const listed = await call('GET', `/bills?billingPartyId=${party.id}&sort=billDate&limit=5`);
      assert.equal(listed.status, 200, listed.text);
      assert.equal(listed.body.total, 8);
      assert.equal(listed.body.data.length, 5);
      const rest = await call(
        'GET',
        `/bills?billingPartyId=${party.id}&sort=billDate&limit=5&page=2&after=${listed.body.nextCursor}`,
      );
      assert.deepEqual(
        [...listed.body.data, ...rest.body.data].map((row: { number: number }) => row.number),
        numbers,
        'the list pages through them by cursor, in order',
      );
    });

    it('finds bills by number or party and filters them by status', async () => {
      const byNumber = dataOf(await call('GET', `/bills?search=${first.billNo}`));
      assert.deepEqual(
        byNumber.map((row: { billNo: string }) => row.billNo),
        [first.billNo],
      );
      const byParty = dataOf(await call('GET', '/bills?search=sahyadri'));
      assert.deepEqual(
        byParty.map((row: { billNo: string }) => row.billNo),
        [first.billNo],
      );
      const unpaid = dataOf(await call('GET', `/bills?status=unpaid&billingPartyId=${local.id}`));
      assert.equal(unpaid.length, 1);
      assert.deepEqual(dataOf(await call('GET', '/bills?status=paid')), []);
      const byTotal = dataOf(await call('GET', `/bills?billingPartyId=${local.id}&sort=-total&from=${today}&to=${today}`));
      assert.deepEqual(
        byTotal.map((row: { billNo: string }) => row.billNo),
        [first.billNo],
      );
      assert.deepEqual(dataOf(await call('GET', `/bills?from=${dayFromToday(-400)}&to=${dayFromToday(-399)}`)), []);
      const wrong = await call('GET', '/bills?status=overdue');
      assert.equal(wrong.status, 400, wrong.text);
      assert.match(wrong.body.errors.status, /Status must be one of/);
    });

    it('prints the bill as a tax invoice: numbers, GSTINs, SAC, tax line, total and the amount in words', async () => {
      const res = await suite.server.request('GET', `/api/bills/${first.id}/pdf`, { token: suite.admin });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.headers.get('content-type'), 'application/pdf');
      assert.equal(res.headers.get('content-disposition'), `inline; filename="${first.billNo}.pdf"`);
      const bytes = new Uint8Array(
        await (
          await fetch(`${suite.server.url}/api/bills/${first.id}/pdf`, {
            headers: { authorization: `Bearer ${suite.admin}` },
          })
        ).arrayBuffer(),
      );
      const text = (await pdfText(bytes)).join(' ');
      for (const expected of [
        'TAX INVOICE',
        first.billNo,
        `GSTIN: ${COMPANY_GSTIN}`,
        'PAN: AAPFU0939F',
        gstin('27', 'AABCS1234C'),
        'SAC 996511',
        'Maharashtra (state code 27)',
        billedTrips[0]!.lrNo,
        'Rs. 16,000.50',
        amountInWords(16_000_50),
        'Tax payable on reverse charge: Yes',
        'GST at 5% on this freight is payable by the recipient',
      ]) {
        assert.ok(text.includes(expected), `the invoice shows "${expected}"\n${text}`);
      }
    });

    it('charges 12% then 18% with input tax credit (CGST + SGST in the state, IGST outside), and 5% forward rounding per line', async () => {
      // 2025-26 holds the change of rate: 12% to 21 Sep 2025, 18% from 22 Sep.
      const session = await call('POST', '/sessions', { name: '2025-26', gstRegime: 'forward-itc' });
      assert.equal(session.status, 201, session.text);
      assert.equal(session.body.data.gstRegime, 'forward-itc');
      const before = await podTrip(local, { tripDate: '2025-09-21', rate: '10,000' });
      const intra = await podTrip(local, { tripDate: '2025-10-15', rate: '10,000' });
      const inter = await podTrip(outside, { tripDate: '2025-10-15', rate: '10,000' });

      const twelve = await issued({ billingPartyId: local.id, billDate: '2025-09-21', tripIds: [before.id] });
      assert.deepEqual(
        [twelve.billNo, twelve.regime, twelve.reverseCharge, twelve.rateBasisPoints, twelve.cgstPaise, twelve.sgstPaise],
        ['FB-2526-00001', 'forward-itc', false, 1200, 600_00, 600_00],
        'numbering restarts in each session',
      );
      const intraBill = await issued({ billingPartyId: local.id, billDate: '2025-10-15', tripIds: [intra.id] });
      assert.deepEqual(
        [intraBill.interState, intraBill.rateBasisPoints, intraBill.cgstPaise, intraBill.sgstPaise, intraBill.igstPaise],
        [false, 1800, 900_00, 900_00, 0],
      );
      assert.equal(intraBill.totalPaise, 11_800_00);
      const interBill = await issued({ billingPartyId: outside.id, billDate: '2025-10-15', tripIds: [inter.id] });
      assert.deepEqual(
        [interBill.interState, interBill.cgstPaise, interBill.sgstPaise, interBill.igstPaise, interBill.totalPaise],
        [true, 0, 0, 1_800_00, 11_800_00],
      );
      assert.deepEqual(interBill.placeOfSupply, { code: '29', name: 'Karnataka' });

      const invoice = async (id: string) => {
        const pdf = await fetch(`${suite.server.url}/api/bills/${id}/pdf`, {
          headers: { authorization: `Bearer ${suite.admin}` },
        });
        return (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join(' ');
      };
      const intraText = await invoice(intraBill.id);
      for (const expected of [
        'CGST @ 9%',
        'SGST @ 9%',
        'Rs. 900.00',
        'Rs. 11,800.00',
        'Tax payable on reverse charge: No',
        'has opted to pay GST',
      ]) {
        assert.ok(intraText.includes(expected), `the invoice shows "${expected}"\n${intraText}`);
      }
      const interText = await invoice(interBill.id);
      assert.ok(interText.includes('IGST @ 18%'), interText);
      assert.ok(interText.includes('Karnataka (state code 29)'), interText);

      const refused = await call('PUT', `/sessions/${session.body.data.id}`, { gstRegime: 'forward-5' });
      assert.equal(refused.status, 409, refused.text);
      assert.match(refused.body.message, /already has freight bills .*its GST regime cannot change/);

      // 5% forward: 2.5% + 2.5% of ₹100.20 is 250.5 paise each, rounded up per line.
      const fiveYear = 2024;
      const five = await call('POST', '/sessions', { name: sessionNameFor(fiveYear) });
      assert.equal(five.status, 201, five.text);
      const chosen = await call('PUT', `/sessions/${five.body.data.id}`, { gstRegime: 'forward-5' });
      assert.equal(chosen.status, 200, chosen.text);
      assert.equal(chosen.body.data.gstRegime, 'forward-5');
      const fiveDay = `${fiveYear}-11-01`;
      const a = await podTrip(local, { tripDate: fiveDay, rate: '100.20' });
      const b = await podTrip(local, { tripDate: fiveDay, rate: '100.20' });
      const rounded = await issued({ billingPartyId: local.id, billDate: fiveDay, tripIds: [a.id, b.id] });
      assert.deepEqual(
        rounded.lines.map((line: Line) => [line.taxablePaise, line.cgstPaise, line.sgstPaise]),
        [
          [100_20, 251, 251],
          [100_20, 251, 251],
        ],
      );
      assert.deepEqual(
        [rounded.rateBasisPoints, rounded.cgstPaise, rounded.sgstPaise, rounded.totalPaise],
        [500, 502, 502, 200_40 + 1004],
        'the bill’s tax is the sum of its lines’ (502), not 2.5% of the total (501)',
      );
    });

    it('cancels a bill by credit note: the party’s account back where it was, the trips billable again, a second one refused', async () => {
      const before = await partyBalance(local.id);
      const early = await call('POST', `/bills/${first.id}/credit-note`, { noteDate: dayFromToday(-1), reason: 'Wrong rate' });
      assert.equal(early.status, 400, early.text);
      assert.match(early.body.errors.noteDate, /cannot be dated before its bill/);
      const short = await call('POST', `/bills/${first.id}/credit-note`, { noteDate: today, reason: 'x' });
      assert.equal(short.status, 400, short.text);
      assert.match(short.body.errors.reason, /at least 3 characters/);

      const res = await call('POST', `/bills/${first.id}/credit-note`, { noteDate: today, reason: 'Rate agreed was lower' });
      assert.equal(res.status, 200, res.text);
      const cancelled = res.body.data;
      assert.equal(cancelled.status, 'cancelled');
      assert.equal(cancelled.creditNote.noteNo, `CN-${years}-00001`);
      assert.equal(cancelled.balancePaise, 0);
      assert.equal(res.body.message, `Bill ${first.billNo} cancelled by credit note CN-${years}-00001`);
      assert.equal(await partyBalance(local.id), before - first.totalPaise);
      const statement = dataOf(await call('GET', `/ledgers/party/${local.id}?from=${today}&to=${today}`));
      assert.deepEqual(
        statement.lines
          .filter((line: { reference: string }) => [first.billNo, cancelled.creditNote.noteNo].includes(line.reference))
          .map((line: { reference: string; debitPaise: number; creditPaise: number }) => [
            line.reference,
            line.debitPaise,
            line.creditPaise,
          ]),
        [
          [first.billNo, first.totalPaise, 0],
          [cancelled.creditNote.noteNo, 0, first.totalPaise],
        ],
      );
      for (const trip of billedTrips) assert.equal(await tripStatus(trip.id), 'pod_received');
      const again = await billable(local.id);
      for (const trip of billedTrips) assert.ok(again.includes(trip.id), 'its trips can be billed again');
      const history = dataOf(await call('GET', `/trips/${billedTrips[0]!.id}/history`));
      assert.equal(history[0].actionLabel, 'Bill cancelled');

      const second = await call('POST', `/bills/${first.id}/credit-note`, { noteDate: today, reason: 'Again' });
      assert.equal(second.status, 409, second.text);
      assert.match(second.body.message, new RegExp(`cancelled already, by credit note CN-${years}-00001`));
      assert.deepEqual(
        dataOf(await call('GET', `/bills?status=cancelled`)).map((row: { billNo: string }) => row.billNo),
        [first.billNo],
      );

      const rebilled = await issued({ billingPartyId: local.id, billDate: today, tripIds: billedTrips.map((trip) => trip.id) });
      assert.equal(rebilled.totalPaise, first.totalPaise);

      const pdf = await fetch(`${suite.server.url}/api/bills/${first.id}/pdf`, {
        headers: { authorization: `Bearer ${suite.admin}` },
      });
      const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join(' ');
      assert.ok(text.includes('CANCELLED'), text);
      assert.ok(text.includes(`by credit note CN-${years}-00001`), text);

      const trail = await auditTrail(suite.server, first.id);
      assert.deepEqual(
        trail.map((entry) => entry.action),
        ['freight_bill.create', 'freight_bill.cancel'],
      );
      assert.equal(trail[1]!.before.status, 'unpaid');
      assert.equal(trail[1]!.after.status, 'cancelled');
      const noteTrail = await auditTrail(suite.server, cancelled.creditNote.id);
      assert.deepEqual(
        noteTrail.map((entry) => entry.action),
        ['credit_note.create'],
      );
    });

    it('answers 404 for a bill that does not exist, and only to admins', async () => {
      const missing = await call('GET', `/bills/${UNKNOWN_ID}`);
      assert.deepEqual([missing.status, missing.body], [404, { success: false, message: 'Bill not found' }]);
      const note = await call('POST', `/bills/${UNKNOWN_ID}/credit-note`, { noteDate: today, reason: 'Wrong bill' });
      assert.equal(note.status, 404, note.text);
      const noParty = await call('GET', '/bills/billable-trips');
      assert.equal(noParty.status, 400, noParty.text);
      const customer = await signInCustomer(suite.server, suite.admin);
      await assertAdminOnly(suite.server, customer, [
        ['GET', '/api/bills'],
        ['GET', `/api/bills/billable-trips?billingPartyId=${local.id}`],
        ['GET', `/api/bills/${first.id}`],
        ['GET', `/api/bills/${first.id}/pdf`],
        ['POST', '/api/bills', { billingPartyId: local.id, billDate: today, tripIds: [UNKNOWN_ID] }],
        ['POST', `/api/bills/${first.id}/credit-note`, { noteDate: today, reason: 'Not mine' }],
      ]);
    });
  });
}
