import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { financialYearOf, formatPaise, sessionNameFor } from 'shared-api/schemas';
import { billBalances } from '../src/modules/ledger/bill-balance';
import { addBill, cancelBill, type FixtureBill } from './helpers/bill-fixtures';
import { backends } from './helpers/database';
import { assertKeptBalances } from './helpers/kept-balances';
import {
  assertAdminOnly,
  assertFieldErrors,
  dataOf,
  dayFromToday,
  masterSuite,
  signInCustomer,
  UNKNOWN_ID,
} from './helpers/master-fixtures';
import { addParty } from './helpers/trip-fixtures';

const today = dayFromToday(0);
const years = (() => {
  const name = sessionNameFor(financialYearOf(today));
  return `${name.slice(2, 4)}${name.slice(5, 7)}`;
})();

/** Paise → what a form sends ('1234.05'). */
const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

type Party = { id: string; name: string };
type Line = { reference: string; narration: string; debitPaise: number; creditPaise: number };

for (const backend of backends) {
  describe(`receipts from billing parties and what the parties owe (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    let cashId: string;
    let bankId: string;

    const post = (body: unknown) => call('POST', '/money-entries', body);
    const statement = async (kind: string, id: string, query = '') => dataOf(await call('GET', `/ledgers/${kind}/${id}${query}`));
    const openBills = async (party: Party) => dataOf(await call('GET', `/billing-parties/${party.id}/open-bills`));
    /** The party's bills the list gives for each status. */
    const billsByStatus = async (party: Party) => {
      const byStatus: Record<string, string[]> = {};
      for (const status of ['unpaid', 'part-paid', 'paid', 'cancelled']) {
        const listed = dataOf(await call('GET', `/bills?status=${status}&billingPartyId=${party.id}`));
        byStatus[status] = listed.map((row: { id: string }) => row.id).sort();
      }
      return byStatus;
    };
    const tripStatus = async (id: string) => dataOf(await call('GET', `/trips/${id}`)).status as string;
    const bill = (party: Party, totalPaise: number, billDate = today) => addBill(suite, { party, totalPaise, billDate });
    const receipt = (party: Party, fields: Record<string, unknown>) =>
      post({ kind: 'receipt', entryDate: today, billingPartyId: party.id, mode: 'bank', bankId, ...fields });
    const reportRow = async (party: Party, query = '') => {
      const report = dataOf(
        await call('GET', `/billing-parties/balance-report?search=${encodeURIComponent(party.name)}${query}`),
      );
      assert.equal(report.rows.length, 1, 'the search finds the one party');
      return report.rows[0];
    };

    it('sets a receipt with TDS against two bills: bills paid, the party at zero, the bank credited, the trips settled', async () => {
      // Bills take the company's state from its GSTIN.
      const profile = await call('PUT', '/profile', { gstin: '27AAPFU0939F1ZV' });
      assert.equal(profile.status, 200, profile.text);
      cashId = dataOf(await call('GET', '/banks')).find((row: { accountType: string }) => row.accountType === 'cash').id;
      const bank = await call('POST', '/banks', {
        name: 'HDFC current',
        accountType: 'current',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0000001',
      });
      assert.equal(bank.status, 201, bank.text);
      bankId = bank.body.data.id;
      // The ageing test bills 120 days back, which may fall in the previous financial year.
      const earliest = sessionNameFor(financialYearOf(dayFromToday(-120)));
      if (earliest !== sessionNameFor(financialYearOf(today))) await call('POST', '/sessions', { name: earliest });

      const party = await addParty(suite);
      const first = await bill(party, 10_000_00);
      const second = await bill(party, 5_000_00);
      const [tripOne, tripTwo] = [first.tripId, second.tripId];
      assert.equal(await tripStatus(tripOne), 'billed');

      const res = await receipt(party, {
        amount: '14,700',
        tds: '300',
        instrument: 'UTR 1234',
        allocations: [
          { billId: first.id, amount: '10,000' },
          { billId: second.id, amount: '5,000' },
        ],
      });
      assert.equal(res.status, 201, res.text);
      const entry = res.body.data;
      assert.deepEqual(
        [entry.reference, entry.amountPaise, entry.tdsPaise, entry.settledPaise, entry.toBank.id, entry.billingParty.id],
        [`RC-${years}-00001`, 14_700_00, 300_00, 15_000_00, bankId, party.id],
      );
      assert.deepEqual(
        entry.allocations.map((allocation: { billNo: string; amountPaise: number }) => [
          allocation.billNo,
          allocation.amountPaise,
        ]),
        [
          [first.billNo, 10_000_00],
          [second.billNo, 5_000_00],
        ],
      );
      const listed = await call('GET', `/money-entries?kind=receipt&billingPartyId=${party.id}`);
      assert.equal(listed.status, 200, listed.text);
      assert.deepEqual(
        listed.body.data.find((row: { id: string }) => row.id === entry.id).allocations,
        entry.allocations,
        'the history shows the same bills against the receipt',
      );

      assert.deepEqual(await openBills(party), [], 'both bills are paid');
      assert.deepEqual(await billsByStatus(party), {
        unpaid: [],
        'part-paid': [],
        paid: [first.id, second.id].sort(),
        cancelled: [],
      });
      const ledger = await statement('party', party.id);
      assert.deepEqual(
        ledger.lines.map((line: Line) => [line.reference, line.debitPaise, line.creditPaise, line.narration]),
        [
          [first.billNo, 10_000_00, 0, `Freight bill, ${first.lrNo}`],
          [second.billNo, 5_000_00, 0, `Freight bill, ${second.lrNo}`],
          [entry.reference, 0, 14_700_00, `Received against ${first.billNo}, ${second.billNo}, UTR 1234`],
          [entry.reference, 0, 300_00, 'TDS deducted by the party'],
        ].sort(),
      );
      assert.equal(ledger.closingPaise, 0, 'the party owes nothing');
      const bankLines = (await statement('bank', bankId)).lines;
      assert.deepEqual(
        bankLines.map((line: Line) => [line.reference, line.debitPaise, line.narration]),
        [[entry.reference, 14_700_00, `Received from ${party.name} against ${first.billNo}, ${second.billNo}, UTR 1234`]],
      );
      assert.deepEqual([await tripStatus(tripOne), await tripStatus(tripTwo)], ['settled', 'settled']);
    });

    it('a part payment leaves the rest of the bill open; money no bill takes stays on account', async () => {
      const party = await addParty(suite);
      const open = await bill(party, 20_000_00, dayFromToday(-5));
      const part = await receipt(party, { amount: '8,000', allocations: [{ billId: open.id, amount: '8,000' }] });
      assert.equal(part.status, 201, part.text);
      assert.deepEqual(await openBills(party), [
        {
          id: open.id,
          billNo: open.billNo,
          billDate: open.billDate,
          dueDate: open.billDate,
          totalPaise: 20_000_00,
          receivedPaise: 8_000_00,
          balancePaise: 12_000_00,
          daysOutstanding: 5,
        },
      ]);
      assert.deepEqual(await billsByStatus(party), { unpaid: [], 'part-paid': [open.id], paid: [], cancelled: [] });

      const advance = await receipt(party, { amount: '5,000', mode: 'cash', bankId: undefined });
      assert.equal(advance.status, 201, advance.text);
      assert.equal(advance.body.data.toBank.id, cashId, 'cash goes into the cash box');
      const onlyReceipts = await addParty(suite);
      assert.equal((await receipt(onlyReceipts, { amount: '100' })).status, 201);
      const remove = await call('DELETE', `/billing-parties/${onlyReceipts.id}`);
      assert.equal(remove.status, 409, 'a party money came from is kept');
      assert.match(remove.body.message, /money entr/);
      const mixed = await receipt(party, { amount: '3,000', allocations: [{ billId: open.id, amount: '1,000' }] });
      assert.equal(mixed.status, 201, mixed.text);
      const narrations = (await statement('party', party.id)).lines.map((line: Line) => line.narration);
      assert.deepEqual(narrations.slice(2), ['Received on account', `Received against ${open.billNo}; ₹2,000.00 on account`]);
      const row = await reportRow(party);
      assert.deepEqual(
        [row.billedPaise, row.receivedPaise, row.closingPaise, row.onAccountPaise, row.ageing.upTo30],
        [20_000_00, 16_000_00, 4_000_00, 7_000_00, 11_000_00],
      );
    });

    it('refuses what a bill cannot take: more than its balance, another party’s bill, a cancelled bill', async () => {
      const party = await addParty(suite);
      const other = await addParty(suite);
      const open = await bill(party, 3_000_00);
      const othersBill = await bill(other, 1_000_00);
      const cancelled = await bill(party, 2_000_00);
      const noteNo = await cancelBill(suite, cancelled, today);
      const base = { kind: 'receipt', entryDate: today, billingPartyId: party.id, mode: 'bank', bankId, amount: '5,000' };
      await assertFieldErrors(post, base, [
        [
          'more than the balance',
          { allocations: [{ billId: open.id, amount: '3,000.01' }] },
          'allocations.0.amount',
          `Only ${formatPaise(3_000_00)} is left to receive on ${open.billNo}`,
        ],
        [
          'another party’s bill',
          { allocations: [{ billId: othersBill.id, amount: '10' }] },
          'allocations.0.billId',
          `${othersBill.billNo} is billed to another party`,
        ],
        [
          'a cancelled bill',
          { allocations: [{ billId: cancelled.id, amount: '10' }] },
          'allocations.0.billId',
          `${cancelled.billNo} is cancelled by credit note ${noteNo}`,
        ],
        [
          'a bill raised after the receipt',
          { entryDate: dayFromToday(-1), allocations: [{ billId: open.id, amount: '10' }] },
          'allocations.0.billId',
          `${open.billNo} is dated ${today}, after this receipt`,
        ],
        [
          'a bill that does not exist',
          { allocations: [{ billId: UNKNOWN_ID, amount: '10' }] },
          'allocations.0.billId',
          'This bill does not exist (any more)',
        ],
        [
          'a party that does not exist',
          { billingPartyId: UNKNOWN_ID },
          'billingPartyId',
          'This billing party does not exist (any more)',
        ],
        [
          'bills taking more than was settled',
          { amount: '100', tds: '10', allocations: [{ billId: open.id, amount: '110.01' }] },
          'allocations',
          'The bills take more than the amount received and the TDS together',
        ],
        [
          'a bill twice',
          {
            allocations: [
              { billId: open.id, amount: '1' },
              { billId: open.id, amount: '1' },
            ],
          },
          'allocations',
          'Each bill appears once',
        ],
        [
          'a cash account for a bank receipt',
          { bankId: cashId },
          'bankId',
          'A cash account pays cash only: choose a bank account, or Cash as the mode',
        ],
      ]);
      const second = await post({
        ...base,
        allocations: [
          { billId: open.id, amount: '1' },
          { billId: open.id, amount: '2,999.01' },
        ],
      });
      assert.equal(second.status, 400, 'the first refusal wins; nothing was written');
      assert.equal((await openBills(party))[0].balancePaise, 3_000_00);
      assert.equal((await openBills(other))[0].balancePaise, 1_000_00);
      assert.equal((await statement('party', party.id)).closingPaise, 3_000_00, 'the cancelled bill owes nothing');
    });

    it('a reversal reopens the bill and sends its trip back to billed', async () => {
      const party = await addParty(suite);
      const paid = await bill(party, 7_500_00);
      const { tripId } = paid;
      const res = await receipt(party, { amount: '7,500', allocations: [{ billId: paid.id, amount: '7,500' }] });
      assert.equal(res.status, 201, res.text);
      assert.equal(await tripStatus(tripId), 'settled');

      const reversed = await call('DELETE', `/money-entries/${res.body.data.id}`, { reason: 'Cheque bounced' });
      assert.equal(reversed.status, 200, reversed.text);
      assert.equal(reversed.body.data.reversal.reason, 'Cheque bounced');
      assert.deepEqual(
        (await openBills(party)).map((row: { id: string; balancePaise: number }) => [row.id, row.balancePaise]),
        [[paid.id, 7_500_00]],
      );
      assert.equal(await tripStatus(tripId), 'billed');
      assert.deepEqual(
        await billsByStatus(party),
        { unpaid: [paid.id], 'part-paid': [], paid: [], cancelled: [] },
        'unpaid again',
      );
      const ledger = await statement('party', party.id);
      assert.deepEqual(
        [ledger.closingPaise, ledger.lines.at(-1).narration, ledger.lines.at(-1).debitPaise],
        [7_500_00, 'Reversed: Cheque bounced', 7_500_00],
      );
      const row = await reportRow(party);
      assert.deepEqual([row.receivedPaise, row.onAccountPaise, row.closingPaise], [0, 0, 7_500_00]);
    });

    it('a closed session takes no receipts and keeps the ones it has', async () => {
      const party = await addParty(suite);
      const added = await call('POST', '/sessions', { name: '2018-19' });
      assert.equal(added.status, 201, added.text);
      const kept = await receipt(party, { entryDate: '2018-06-01', amount: '100' });
      assert.equal(kept.status, 201, kept.text);
      assert.equal((await call('PUT', `/sessions/${added.body.data.id}`, { status: 'closed' })).status, 200);
      const refused = await receipt(party, { entryDate: '2018-07-01', amount: '100' });
      assert.deepEqual(
        [refused.status, refused.body.errors],
        [409, { entryDate: 'The session 2018-19 is closed: records dated in it cannot be added or changed' }],
      );
      assert.equal((await call('DELETE', `/money-entries/${kept.body.data.id}`, { reason: 'too late' })).status, 409);
    });

    it('receipts racing for the last ₹1,000 of a bill: one takes it, the others are told nothing is left', async () => {
      const party = await addParty(suite);
      const last = await bill(party, 5_000_00);
      assert.equal((await receipt(party, { amount: '4,000', allocations: [{ billId: last.id, amount: '4,000' }] })).status, 201);
      // Six at once, so that on PostgreSQL some of them really do check the balance at the same moment.
      const race = await Promise.all(
        Array.from({ length: 6 }, () => receipt(party, { amount: '1,000', allocations: [{ billId: last.id, amount: '1,000' }] })),
      );
      assert.deepEqual(
        race.map((res) => res.status).sort(),
        [201, 400, 400, 400, 400, 400],
        race.map((res) => res.text).join('\n'),
      );
      for (const loser of race.filter((res) => res.status === 400)) {
        assert.deepEqual(loser.body.errors, {
          'allocations.0.amount': `Nothing is left to receive on ${last.billNo}: it is fully received`,
        });
      }
      const balances = await billBalances(suite.server.database.db, [last.id]);
      assert.equal(balances.get(last.id), 0, 'never below zero');
      await assertKeptBalances(suite.server.database.db, 'after the race');
    });

    it('the balance report: opening, billed, received, TDS, credit notes, closing, on account, ageing by bill date', async () => {
      const party = await addParty(suite, { openingBalance: { amount: '1,000', side: 'Dr' } });
      const bills: FixtureBill[] = [];
      for (const [days, paise] of [
        [10, 1_000_00],
        [45, 2_000_00],
        [75, 3_000_00],
        [120, 4_000_00],
      ] as const)
        bills.push(await bill(party, paise, dayFromToday(-days)));
      const wrong = await bill(party, 700_00, dayFromToday(-20));
      await cancelBill(suite, wrong, today);
      const oldest = bills[3]!;
      const paid = await receipt(party, { amount: '2,500', tds: '100', allocations: [{ billId: oldest.id, amount: '2,600' }] });
      assert.equal(paid.status, 201, paid.text);
      assert.equal((await receipt(party, { amount: '500' })).status, 201);

      const row = await reportRow(party);
      assert.deepEqual(row, {
        id: party.id,
        name: party.name,
        openingPaise: 1_000_00,
        billedPaise: 10_700_00,
        receivedPaise: 3_000_00,
        tdsPaise: 100_00,
        creditNotesPaise: 700_00,
        closingPaise: 7_900_00,
        onAccountPaise: 500_00,
        ageing: { upTo30: 1_000_00, upTo60: 2_000_00, upTo90: 3_000_00, over90: 1_400_00 },
      });
      assert.equal((await statement('party', party.id)).closingPaise, row.closingPaise, 'the report agrees with the ledger');

      // Fifty days ago: only the two oldest bills existed, 25 and 70 days old then, nothing received yet.
      const then = await reportRow(party, `&asOf=${dayFromToday(-50)}`);
      assert.deepEqual(
        [then.billedPaise, then.receivedPaise, then.closingPaise, then.onAccountPaise, then.ageing],
        [7_000_00, 0, 8_000_00, 0, { upTo30: 3_000_00, upTo60: 0, upTo90: 4_000_00, over90: 0 }],
      );

      const report = dataOf(await call('GET', '/billing-parties/balance-report'));
      assert.equal(report.to, today);
      const names = report.rows.map((each: Party) => each.name.toLowerCase());
      assert.deepEqual(names, [...names].sort(), 'sorted by name');
      const sum = (pick: (each: typeof row) => number) =>
        report.rows.reduce((acc: number, each: typeof row) => acc + pick(each), 0);
      assert.deepEqual(
        [report.totals.closingPaise, report.totals.ageing.over90, report.totals.onAccountPaise],
        [sum((each) => each.closingPaise), sum((each) => each.ageing.over90), sum((each) => each.onAccountPaise)],
      );
      const bySession = dataOf(await call('GET', `/billing-parties/balance-report?sessionId=${paid.body.data.sessionId}`));
      assert.equal(bySession.from.slice(5), '04-01', 'a session runs from 1 April');
      const bad = await call('GET', '/billing-parties/balance-report?asOf=yesterday');
      assert.equal(bad.status, 400);
    });

    it('an advance on account is set against a bill raised later: the bill paid, its trip settled, the account unmoved', async () => {
      const party = await addParty(suite);
      const advance = await receipt(party, { entryDate: dayFromToday(-10), amount: '12,000', instrument: 'UTR 9001' });
      assert.equal(advance.status, 201, advance.text);
      const entry = advance.body.data;
      const later = await bill(party, 10_000_00);
      const other = await bill(party, 6_000_00);
      const before = await statement('party', party.id);
      assert.equal(before.closingPaise, 4_000_00, '16,000 billed less the 12,000 paid ahead');
      assert.equal((await reportRow(party)).onAccountPaise, 12_000_00);
      const onAccount = async () =>
        dataOf(await call('GET', `/billing-parties/${party.id}/on-account`)).map(
          (row: { id: string; reference: string; onAccountPaise: number }) => [row.id, row.reference, row.onAccountPaise],
        );
      assert.deepEqual(await onAccount(), [[entry.id, entry.reference, 12_000_00]]);

      const apply = (id: string, allocations: unknown) => call('POST', `/money-entries/${id}/allocations`, { allocations });
      const res = await apply(entry.id, [{ billId: later.id, amount: '10,000' }]);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.message, `${entry.reference} set against ${later.billNo}`);
      assert.deepEqual(
        res.body.data.allocations.map((allocation: { billNo: string; amountPaise: number }) => [
          allocation.billNo,
          allocation.amountPaise,
        ]),
        [[later.billNo, 10_000_00]],
      );
      assert.equal(await tripStatus(later.tripId), 'settled', 'the bill is paid');
      assert.deepEqual(
        (await openBills(party)).map((row: { id: string; balancePaise: number }) => [row.id, row.balancePaise]),
        [[other.id, 6_000_00]],
      );
      // The party's account took the money when it came: setting it against a bill moves no line.
      const after = await statement('party', party.id);
      assert.deepEqual([after.closingPaise, after.lines.length], [before.closingPaise, before.lines.length]);
      const row = await reportRow(party);
      assert.deepEqual([row.onAccountPaise, row.closingPaise], [2_000_00, 4_000_00]);
      assert.deepEqual(row.ageing, { upTo30: 6_000_00, upTo60: 0, upTo90: 0, over90: 0 });
      // Its history keeps who set it against which bill, with the allocations before and after.
      const history = dataOf(await call('GET', `/audit-log?entity=money_entry&entityId=${entry.id}`));
      assert.deepEqual(
        history.map((change: { action: string }) => change.action),
        ['money_entry.allocate', 'money_entry.create'],
      );
      assert.deepEqual(
        [history[0].before.allocations, history[0].after.allocations.map((allocation: { billId: string }) => allocation.billId)],
        [[], [later.id]],
      );

      // What is left on account, and no more; each bill within its balance; the party's own bills only.
      const stranger = await addParty(suite);
      const theirs = await bill(stranger, 1_000_00);
      const send = (body: unknown) => call('POST', `/money-entries/${entry.id}/allocations`, body);
      await assertFieldErrors(send, {}, [
        [
          'more than is on account',
          { allocations: [{ billId: other.id, amount: '3,000' }] },
          'allocations',
          `Only ${formatPaise(2_000_00)} of ${entry.reference} is on account`,
        ],
        [
          'another party’s bill',
          { allocations: [{ billId: theirs.id, amount: '1,000' }] },
          'allocations.0.billId',
          `${theirs.billNo} is billed to another party`,
        ],
        [
          'a bill paid already',
          { allocations: [{ billId: later.id, amount: '1' }] },
          'allocations.0.amount',
          `Nothing is left to receive on ${later.billNo}: it is fully received`,
        ],
        ['no bill', { allocations: [] }, 'allocations', 'Give an amount against at least one bill'],
      ]);
      // The rest goes on the same bill a second time: one allocation, the two amounts together.
      assert.deepEqual(await onAccount(), [[entry.id, entry.reference, 2_000_00]]);
      const rest = await apply(entry.id, [{ billId: other.id, amount: '2,000' }]);
      assert.equal(rest.status, 200, rest.text);
      assert.deepEqual(await onAccount(), [], 'nothing is left on account');
      assert.equal((await reportRow(party)).onAccountPaise, 0);
      await assertFieldErrors(send, {}, [
        [
          'nothing left on account',
          { allocations: [{ billId: other.id, amount: '1' }] },
          'allocations',
          `Nothing of ${entry.reference} is on account: it is all set against bills`,
        ],
      ]);

      // Only a receipt that stands; reversing it reopens every bill it paid, the later one too.
      const reversed = await call('DELETE', `/money-entries/${entry.id}`, { reason: 'Cheque bounced' });
      assert.equal(reversed.status, 200, reversed.text);
      assert.equal(await tripStatus(later.tripId), 'billed');
      const gone = await apply(entry.id, [{ billId: other.id, amount: '1' }]);
      assert.deepEqual([gone.status, gone.body.message], [409, `${entry.reference} was reversed: it has nothing on account`]);
      const transfer = dataOf(await call('GET', '/money-entries?kind=transfer&limit=1'))[0];
      if (transfer) assert.equal((await apply(transfer.id, [{ billId: other.id, amount: '1' }])).status, 409);
      assert.equal((await apply(UNKNOWN_ID, [{ billId: other.id, amount: '1' }])).status, 404);
    });

    it('two applications racing for the last ₹1,000 on account: one takes it', async () => {
      const party = await addParty(suite);
      const advance = await receipt(party, { amount: '1,000' });
      assert.equal(advance.status, 201, advance.text);
      const bills = [await bill(party, 1_000_00), await bill(party, 1_000_00), await bill(party, 1_000_00)];
      const race = await Promise.all(
        bills.map((each) =>
          call('POST', `/money-entries/${advance.body.data.id}/allocations`, {
            allocations: [{ billId: each.id, amount: '1,000' }],
          }),
        ),
      );
      assert.deepEqual(race.map((res) => res.status).sort(), [200, 400, 400], race.map((res) => res.text).join('\n'));
      assert.equal(dataOf(await call('GET', `/money-entries/${advance.body.data.id}`)).allocations.length, 1);
      assert.equal((await openBills(party)).length, 2);
    });

    it('is for admins only', async () => {
      const customer = await signInCustomer(suite.server, suite.admin);
      await assertAdminOnly(suite.server, customer, [
        ['GET', '/api/billing-parties/balance-report'],
        ['GET', `/api/billing-parties/${UNKNOWN_ID}/open-bills`],
        ['GET', `/api/billing-parties/${UNKNOWN_ID}/on-account`],
      ]);
      const nobody = await call('GET', `/billing-parties/${UNKNOWN_ID}/on-account`);
      assert.deepEqual([nobody.status, nobody.body.message], [404, 'Billing party not found']);
      const missing = await call('GET', `/billing-parties/${UNKNOWN_ID}/open-bills`);
      assert.deepEqual([missing.status, missing.body.message], [404, 'Billing party not found']);
      assert.equal((await call('GET', '/billing-parties/not-an-id/open-bills')).status, 400);
    });

    it('for any bills, receipts and reversals, each bill keeps total − standing allocations ≥ 0 and the party adds up', async () => {
      const step = fc.oneof(
        fc.record({ kind: fc.constant('bill' as const), paise: fc.integer({ min: 1, max: 50_000_00 }) }),
        fc.record({
          kind: fc.constant('receipt' as const),
          shares: fc.array(fc.record({ which: fc.nat(), part: fc.integer({ min: 1, max: 100 }) }), { maxLength: 3 }),
          tdsPart: fc.integer({ min: 0, max: 10 }),
          extra: fc.integer({ min: 0, max: 2_000_00 }),
        }),
        fc.record({ kind: fc.constant('reverse' as const), which: fc.nat() }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
          const party = await addParty(suite);
          const totals = new Map<string, number>();
          const standing = new Map<string, { allocations: Map<string, number>; amount: number; tds: number }>();
          const balanceOf = (id: string) =>
            totals.get(id)! - [...standing.values()].reduce((sum, each) => sum + (each.allocations.get(id) ?? 0), 0);
          for (const s of steps) {
            if (s.kind === 'bill') {
              const added = await bill(party, s.paise);
              totals.set(added.id, s.paise);
            } else if (s.kind === 'receipt') {
              const open = [...totals.keys()].filter((id) => balanceOf(id) > 0);
              const allocations = new Map<string, number>();
              for (const share of s.shares) {
                if (open.length === 0) break;
                const id = open[share.which % open.length]!;
                if (allocations.has(id)) continue;
                allocations.set(id, Math.max(1, Math.floor((balanceOf(id) * share.part) / 100)));
              }
              const allocated = [...allocations.values()].reduce((sum, paise) => sum + paise, 0);
              const tds = Math.floor((allocated * s.tdsPart) / 100);
              const amount = Math.max(1, allocated - tds + s.extra);
              const res = await receipt(party, {
                amount: rupees(amount),
                tds: rupees(tds),
                allocations: [...allocations].map(([billId, paise]) => ({ billId, amount: rupees(paise) })),
              });
              assert.equal(res.status, 201, res.text);
              standing.set(res.body.data.id, { allocations, amount, tds });
            } else if (standing.size > 0) {
              const id = [...standing.keys()][s.which % standing.size]!;
              const res = await call('DELETE', `/money-entries/${id}`, { reason: 'property check' });
              assert.equal(res.status, 200, res.text);
              standing.delete(id);
            }
          }
          await assertKeptBalances(suite.server.database.db, 'after the receipts and reversals');
          const balances = await billBalances(suite.server.database.db, [...totals.keys()]);
          for (const id of totals.keys()) {
            assert.equal(balances.get(id), balanceOf(id));
            assert.ok(balances.get(id)! >= 0);
          }
          const listed = new Map(
            (await openBills(party)).map((row: { id: string; balancePaise: number }) => [row.id, row.balancePaise]),
          );
          for (const id of totals.keys()) assert.equal(listed.get(id) ?? 0, balanceOf(id), 'the open bills agree');
          const billed = [...totals.values()].reduce((sum, paise) => sum + paise, 0);
          const received = [...standing.values()].reduce((sum, each) => sum + each.amount, 0);
          const tds = [...standing.values()].reduce((sum, each) => sum + each.tds, 0);
          const closing = billed - received - tds;
          assert.equal((await statement('party', party.id, '?limit=500')).closingPaise, closing, 'the ledger');
          const row = await reportRow(party);
          assert.deepEqual(
            [row.billedPaise, row.receivedPaise, row.tdsPaise, row.closingPaise],
            [billed, received, tds, closing],
            'the report',
          );
        }),
        { numRuns: 10 },
      );
    });
  });
}
