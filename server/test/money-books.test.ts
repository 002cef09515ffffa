import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { gstinCheckCharacter } from 'shared-api/schemas';
import { assertTotalsAreRowsAddedUp, BALANCE_KINDS } from './helpers/balance-totals';
import { backends } from './helpers/database';
import { assertKeptBalances } from './helpers/kept-balances';
import { dataOf, dayFromToday, masterSuite } from './helpers/master-fixtures';
import {
  addDriver,
  addParty,
  addTruck,
  addVehicle,
  bookTrip,
  marketTripBody,
  ownTripBody,
  podReceived,
} from './helpers/trip-fixtures';

/*
 * The books as a whole, under random work: for any sequence of market trips, POD, bills, receipts
 * (within a bill's balance, with TDS), owner payments (advance or, after the POD, balance; TDS as the
 * server works it out), driver advances, transfers and reversals of any of them, every party, owner,
 * driver and bank balance equals its definition — kept here from what each call answered, never read
 * back from the ledger — and the statements, balance reports and the payments overview all say the
 * same; no bill is ever over-received.
 */

const today = dayFromToday(0);
const gstin = (state: string, body: string) => `${state}${body}1Z${gstinCheckCharacter(`${state}${body}1Z`)}`;
const rupees = (paise: number) => (paise / 100).toFixed(2);

type Step =
  | { kind: 'trip'; hire: number; commission: number; freight: number; advanceShare: number }
  | { kind: 'pod'; which: number }
  | { kind: 'bill' }
  | { kind: 'receipt'; share: number; tds: number }
  | { kind: 'owner'; which: number; share: number }
  | { kind: 'advance'; amount: number }
  | { kind: 'transfer'; amount: number; toCash: boolean }
  | { kind: 'reverse'; which: number };

const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });

// Weighted so that a run of a dozen steps reaches bills, receipts and balance payments often.
const step: fc.Arbitrary<Step> = fc.oneof(
  weighted(
    2,
    fc.record({
      kind: fc.constant('trip' as const),
      hire: fc.integer({ min: 5_000_00, max: 60_000_00 }),
      commission: fc.integer({ min: 0, max: 2_000_00 }),
      freight: fc.integer({ min: 6_000_00, max: 80_000_00 }),
      // The party's advance at loading, as a share of the freight: none most often, sometimes all of it.
      advanceShare: fc.constantFrom(0, 0, 0, 10, 50, 100),
    }),
  ),
  weighted(3, fc.record({ kind: fc.constant('pod' as const), which: fc.nat() })),
  weighted(2, fc.constant({ kind: 'bill' as const })),
  weighted(
    4,
    fc.record({
      kind: fc.constant('receipt' as const),
      share: fc.integer({ min: 1, max: 100 }),
      tds: fc.integer({ min: 0, max: 2 }),
    }),
  ),
  weighted(3, fc.record({ kind: fc.constant('owner' as const), which: fc.nat(), share: fc.integer({ min: 1, max: 100 }) })),
  weighted(1, fc.record({ kind: fc.constant('advance' as const), amount: fc.integer({ min: 1_00, max: 9_000_00 }) })),
  weighted(
    1,
    fc.record({
      kind: fc.constant('transfer' as const),
      amount: fc.integer({ min: 1_00, max: 50_000_00 }),
      toCash: fc.boolean(),
    }),
  ),
  weighted(2, fc.record({ kind: fc.constant('reverse' as const), which: fc.nat() })),
);

/** Two trips to start each run with, one with its POD in, so that bills and receipts come within reach. */
const OPENING_STEPS: Step[] = [
  { kind: 'trip', hire: 30_000_00, commission: 500_00, freight: 42_500_00, advanceShare: 0 },
  { kind: 'trip', hire: 18_000_00, commission: 0, freight: 21_000_00, advanceShare: 10 },
  { kind: 'pod', which: 0 },
];

for (const backend of backends) {
  describe(`the books under random work (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    const ok = async (method: string, path: string, body?: unknown) => {
      const res = await call(method, path, body);
      assert.ok(res.status === 200 || res.status === 201, `${method} ${path} ${JSON.stringify(body)}: ${res.text}`);
      return res.body.data;
    };
    const closing = async (kind: string, id: string) =>
      dataOf(await call('GET', `/ledgers/${kind}/${id}`)).closingPaise as number;

    it('keeps every balance equal to its definition, in every report, for any sequence', async () => {
      await ok('PUT', '/profile', { gstin: gstin('27', 'AAPFU0939F') });
      const session = (await ok('GET', '/sessions')).find((row: { active: boolean }) => row.active);
      await ok('PUT', `/sessions/${session.id}`, { gstRegime: 'forward-5' });
      const cashId: string = (await ok('GET', '/banks')).find((bank: { accountType: string }) => bank.accountType === 'cash').id;
      const bank = await ok('POST', '/banks', {
        name: 'Books check bank',
        accountType: 'current',
        bankName: 'HDFC Bank',
        accountNumber: '50200099887766',
        ifsc: 'HDFC0000123',
        openingBalance: { amount: '50,00,000', side: 'Dr' },
      });
      let run = 0;

      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 16 }), async (steps) => {
          run += 1;
          // A party, an owner and a driver of this run's own, so each run's definitions start from zero.
          const party = await addParty(suite, { name: `Books party ${run}`, gstin: gstin('27', `AABCB${String(1000 + run)}B`) });
          const vehicle = await addVehicle(suite, { ownerPan: `ABCPB${String(1000 + run)}B`, ownerName: `Owner ${run}` });
          const driver = await addDriver(suite);
          const ownTrip = await bookTrip(suite, ownTripBody(party, await addTruck(suite), driver));
          const banks = new Map([
            [cashId, await closing('bank', cashId)],
            [bank.id, await closing('bank', bank.id)],
          ]);
          let partyOwes = 0;
          let ownerOwed = 0;
          let driverHolds = 0;
          const trips: { id: string; pod: boolean; billed: boolean; owed: number; partyTotal: number; advance: number }[] = [];
          const bills: { id: string; total: number; received: number; tripIds: string[] }[] = [];
          const standing: { path: string; undo: () => void }[] = [];

          for (const s of [...OPENING_STEPS, ...steps]) {
            if (s.kind === 'trip') {
              const advance = Math.floor((s.freight * s.advanceShare) / 100);
              const trip = await bookTrip(
                suite,
                marketTripBody(party, vehicle, {
                  rateBasis: 'fixed',
                  rate: rupees(s.freight),
                  hireRate: rupees(s.hire),
                  hireAdvance: '0',
                  commission: rupees(s.commission),
                  partyAdvance: rupees(advance),
                }),
              );
              const owed = s.hire - s.commission;
              ownerOwed += owed;
              // The advance is the party's receipt into the cash box, on account until the trip is billed.
              partyOwes -= advance;
              banks.set(cashId, banks.get(cashId)! + advance);
              trips.push({ id: trip.id, pod: false, billed: false, owed, partyTotal: trip.amounts.partyTotalPaise, advance });
            } else if (s.kind === 'pod') {
              const waiting = trips.filter((trip) => !trip.pod);
              if (waiting.length === 0) continue;
              const trip = waiting[s.which % waiting.length]!;
              await podReceived(suite, trip);
              trip.pod = true;
            } else if (s.kind === 'bill') {
              const billable = trips.filter((trip) => trip.pod && !trip.billed);
              if (billable.length === 0) continue;
              const bill = await ok('POST', '/bills', {
                billingPartyId: party.id,
                billDate: today,
                tripIds: billable.map((t) => t.id),
              });
              for (const trip of billable) trip.billed = true;
              // Billing sets the trips' advances against the bill.
              const advances = billable.reduce((sum, trip) => sum + trip.advance, 0);
              assert.equal(bill.receivedPaise, advances, 'the bill has its trips’ advances received');
              bills.push({ id: bill.id, total: bill.totalPaise, received: advances, tripIds: billable.map((t) => t.id) });
              partyOwes += bill.totalPaise;
            } else if (s.kind === 'receipt') {
              const open = bills.find((bill) => bill.total > bill.received);
              if (!open) continue;
              const settled = Math.max(1, Math.floor(((open.total - open.received) * s.share) / 100));
              const tds = Math.min(settled - 1, Math.floor((settled * s.tds) / 100));
              const entry = await ok('POST', '/money-entries', {
                kind: 'receipt',
                entryDate: today,
                billingPartyId: party.id,
                amount: rupees(settled - tds),
                tds: tds > 0 ? rupees(tds) : undefined,
                mode: 'bank',
                bankId: bank.id,
                allocations: [{ billId: open.id, amount: rupees(settled) }],
              });
              const move = (sign: number) => {
                open.received += sign * settled;
                partyOwes -= sign * settled;
                banks.set(bank.id, banks.get(bank.id)! + sign * (settled - tds));
              };
              move(1);
              standing.push({ path: `/money-entries/${entry.id}`, undo: () => move(-1) });
            } else if (s.kind === 'owner') {
              if (trips.length === 0) continue;
              const trip = trips[s.which % trips.length]!;
              if (trip.owed <= 0) continue;
              const gross = Math.max(1, Math.floor((trip.owed * s.share) / 100));
              const entry = await ok('POST', '/money-entries', {
                kind: 'owner-payment',
                entryDate: today,
                tripId: trip.id,
                stage: trip.pod ? 'balance' : 'advance',
                gross: rupees(gross),
                mode: 'bank',
                bankId: bank.id,
              });
              assert.equal(entry.amountPaise + entry.tdsPaise, gross, 'TDS comes out of the amount, not on top of it');
              const move = (sign: number) => {
                trip.owed -= sign * gross;
                ownerOwed -= sign * gross;
                banks.set(bank.id, banks.get(bank.id)! - sign * entry.amountPaise);
              };
              move(1);
              standing.push({ path: `/money-entries/${entry.id}`, undo: () => move(-1) });
            } else if (s.kind === 'advance') {
              const entry = await ok('POST', '/money-entries', {
                kind: 'driver-advance',
                entryDate: today,
                driverId: driver.id,
                tripId: ownTrip.id,
                advanceType: 'cash',
                amount: rupees(s.amount),
                mode: 'cash',
              });
              const move = (sign: number) => {
                driverHolds += sign * s.amount;
                banks.set(cashId, banks.get(cashId)! - sign * s.amount);
              };
              move(1);
              standing.push({ path: `/money-entries/${entry.id}`, undo: () => move(-1) });
            } else if (s.kind === 'transfer') {
              const [from, to] = s.toCash ? [bank.id, cashId] : [cashId, bank.id];
              const entry = await ok('POST', '/money-entries', {
                kind: 'transfer',
                entryDate: today,
                fromBankId: from,
                toBankId: to,
                amount: rupees(s.amount),
              });
              const move = (sign: number) => {
                banks.set(from, banks.get(from)! - sign * s.amount);
                banks.set(to, banks.get(to)! + sign * s.amount);
              };
              move(1);
              standing.push({ path: `/money-entries/${entry.id}`, undo: () => move(-1) });
            } else if (standing.length > 0) {
              const [target] = standing.splice(s.which % standing.length, 1);
              await ok('DELETE', target!.path, { reason: 'property check' });
              target!.undo();
            }
          }

          // Statements.
          assert.equal(await closing('party', party.id), partyOwes, 'the party owes its bills less what it paid');
          assert.equal(await closing('owner', vehicle.id), 0 - ownerOwed, 'the owner is owed hire less commission and payments');
          assert.equal(await closing('driver', driver.id), driverHolds, 'the driver holds his advances');
          for (const [id, expected] of banks) assert.equal(await closing('bank', id), expected, 'each bank');

          // Reports.
          const partyRow = dataOf(await call('GET', '/billing-parties/balance-report')).rows.find(
            (row: { id: string }) => row.id === party.id,
          );
          assert.equal(partyRow.closingPaise, partyOwes);
          const ownerRow = dataOf(await call('GET', '/vehicles/balance-report')).rows.find(
            (row: { id: string }) => row.id === vehicle.id,
          );
          assert.equal(ownerRow.payablePaise, ownerOwed);
          assert.equal(
            ownerRow.hirePaise -
              ownerRow.commissionPaise -
              ownerRow.deductionsPaise -
              ownerRow.advancePaidPaise -
              ownerRow.balancePaidPaise -
              ownerRow.tdsPaise,
            ownerRow.payablePaise,
            "the owners' report's columns add up to its payable",
          );
          const bankRows = dataOf(await call('GET', '/banks/balance-report')).rows as { id: string; closingPaise: number }[];
          for (const [id, expected] of banks) assert.equal(bankRows.find((row) => row.id === id)!.closingPaise, expected);

          // Every report's totals (from the kept day totals and bills' figures) are its rows added up,
          // today and as of yesterday (before this run's entries, all dated today).
          for (const kind of BALANCE_KINDS) {
            await assertTotalsAreRowsAddedUp(call, kind);
            await assertTotalsAreRowsAddedUp(call, kind, `asOf=${dayFromToday(-1)}`);
          }

          // Bills: never over-received, their balance as the server keeps it.
          for (const bill of bills) {
            const shown = dataOf(await call('GET', `/bills/${bill.id}`));
            assert.equal(shown.balancePaise, bill.total - bill.received);
            assert.ok(shown.balancePaise >= 0);
          }
          const openBills = dataOf(await call('GET', `/billing-parties/${party.id}/open-bills`)) as { balancePaise: number }[];
          assert.equal(
            openBills.reduce((sum, bill) => sum + bill.balancePaise, 0),
            bills.reduce((sum, bill) => sum + bill.total - bill.received, 0),
          );

          // The kept balances (bills' received, trips' owed to owners) equal the sums they keep, and the
          // queues read them: this run's unpaid bills and the trips whose owner is due, with their amounts.
          await assertKeptBalances(suite.server.database.db, `after ${JSON.stringify(steps)}`);
          const pending = async (queue: string, filter: string) => {
            const res = await call('GET', `/payments/pending?queue=${queue}&${filter}&limit=100`);
            assert.equal(res.status, 200, res.text);
            return res.body as {
              data: { id: string; amountPaise: number }[];
              counts: Record<string, { count: number; amountPaise: number }>;
            };
          };
          const unpaid = bills.filter((bill) => bill.total > bill.received);
          const unpaidQueue = await pending('unpaid-bills', `billingPartyId=${party.id}`);
          assert.deepEqual(
            unpaidQueue.data.map((row) => [row.id, row.amountPaise]).sort(),
            unpaid.map((bill) => [bill.id, bill.total - bill.received]).sort(),
          );
          assert.deepEqual(unpaidQueue.counts['unpaid-bills'], {
            count: unpaid.length,
            amountPaise: unpaid.reduce((sum, bill) => sum + bill.total - bill.received, 0),
          });
          const due = trips.filter((trip) => trip.pod && trip.owed > 0);
          const dueQueue = await pending('owner-due', `vehicleId=${vehicle.id}`);
          assert.deepEqual(
            dueQueue.data.map((row) => [row.id, row.amountPaise]).sort(),
            due.map((trip) => [trip.id, trip.owed]).sort(),
          );
          assert.deepEqual(dueQueue.counts['owner-due'], {
            count: due.length,
            amountPaise: due.reduce((sum, trip) => sum + trip.owed, 0),
          });
        }),
        { numRuns: 10 },
      );
    });
  });
}
