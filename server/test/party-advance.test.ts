import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backends } from './helpers/database';
import { dataOf, dayFromToday, masterSuite } from './helpers/master-fixtures';
import { assertKeptBalances } from './helpers/kept-balances';
import { pdfText } from './helpers/pdf-text';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody, podReceived } from './helpers/trip-fixtures';

/*
 * The advance a party pays at loading (issue 28: party balance = freight + additions − deductions −
 * party advance − receipts): the trip records it as the party's receipt, in cash or into a bank; an
 * edit or a cancellation corrects it by reversal; billing sets it against the bill, which then asks for
 * the balance; a credit note gives it back to the party's account.
 */

const today = dayFromToday(0);

interface Line {
  reference: string;
  debitPaise: number;
  creditPaise: number;
  narration: string;
}

for (const backend of backends) {
  describe(`a trip's party advance (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    let cashId: string;
    let bankId: string;
    let driver: { id: string };

    const statement = async (kind: string, id: string) => dataOf(await call('GET', `/ledgers/${kind}/${id}`));
    const trip = async (id: string) => dataOf(await call('GET', `/trips/${id}`));
    const advanceReceipts = async (tripId: string, reversed?: 'include') =>
      dataOf(await call('GET', `/money-entries?kind=receipt&tripId=${tripId}${reversed ? `&reversed=${reversed}` : ''}`)) as {
        id: string;
        reference: string;
        amountPaise: number;
        mode: string;
        toBank: { id: string } | null;
        reversal: { reason: string } | null;
      }[];
    /** A trip of the party on a truck of its own at a fixed freight (₹20,000 unless overridden). */
    const tripBody = async (party: { id: string }, overrides: Record<string, unknown>) =>
      ownTripBody(party, await addTruck(suite), driver, { rateBasis: 'fixed', rate: '20,000', ...overrides });
    const book = async (party: { id: string }, overrides: Record<string, unknown>) =>
      bookTrip(suite, await tripBody(party, overrides));
    const billTrips = (party: { id: string }, tripIds: string[]) =>
      call('POST', '/bills', { billingPartyId: party.id, billDate: today, tripIds });
    const edit = async (booked: { id: string }, body: Record<string, unknown>) => call('PUT', `/trips/${booked.id}`, body);

    it('records the advance as the party’s receipt: the party credited, the cash box debited, the trip showing it', async () => {
      assert.equal((await call('PUT', '/profile', { gstin: '27AAPFU0939F1ZV' })).status, 200);
      cashId = dataOf(await call('GET', '/banks')).find((row: { accountType: string }) => row.accountType === 'cash').id;
      const bank = await call('POST', '/banks', {
        name: 'ICICI current',
        accountType: 'current',
        bankName: 'ICICI Bank',
        accountNumber: '000405012345',
        ifsc: 'ICIC0000004',
      });
      assert.equal(bank.status, 201, bank.text);
      bankId = bank.body.data.id;
      driver = await addDriver(suite);
      const party = await addParty(suite, { name: 'Advance Traders' });

      const booked = await book(party, { partyAdvance: '5,000' });
      const [receipt] = await advanceReceipts(booked.id);
      assert.ok(receipt, 'the advance is a receipt');
      assert.deepEqual([receipt.amountPaise, receipt.mode, receipt.toBank?.id], [5_000_00, 'cash', cashId]);
      assert.deepEqual(booked.partyAdvanceReceipt && [booked.partyAdvanceReceipt.reference, booked.partyAdvanceReceipt.mode], [
        receipt.reference,
        'cash',
      ]);

      const ledger = await statement('party', party.id);
      assert.equal(ledger.closingPaise, -5_000_00, 'the party has ₹5,000 with the company until it is billed');
      assert.match(ledger.lines[0].narration, new RegExp(`Advance at loading, ${booked.lrNo}`));
      const cash = await statement('bank', cashId);
      assert.equal(cash.lines.at(-1).debitPaise, 5_000_00, 'the cash box took the money');
    });

    it('refuses an advance by cheque without the account, on the trip form’s field, and records it into the bank chosen', async () => {
      const party = await addParty(suite, { name: 'Cheque Paying Mills' });
      const refused = await call(
        'POST',
        '/trips',
        await tripBody(party, { rate: '8,000', partyAdvance: '1,000', partyAdvanceMode: 'cheque' }),
      );
      assert.equal(refused.status, 400, refused.text);
      assert.equal(refused.body.errors.partyAdvanceBankId, 'Choose the bank account the advance came into');
      const onCredit = await call(
        'POST',
        '/trips',
        await tripBody(party, { rate: '8,000', partyAdvance: '1,000', partyAdvanceMode: 'credit' }),
      );
      assert.equal(onCredit.body.errors.partyAdvanceMode, 'An advance is money received now, not credit');

      const booked = await book(party, {
        rate: '8,000',
        partyAdvance: '1,000',
        partyAdvanceMode: 'cheque',
        partyAdvanceBankId: bankId,
      });
      assert.deepEqual(booked.partyAdvanceReceipt.bank, { id: bankId, name: 'ICICI current' });
      assert.equal((await statement('bank', bankId)).closingPaise, 1_000_00);
    });

    it('corrects the receipt by reversal when the advance changes, and reverses it when the advance is cleared or the trip cancelled', async () => {
      const party = await addParty(suite, { name: 'Changing Minds Ltd' });
      const body = await tripBody(party, { rate: '12,000', partyAdvance: '3,000' });
      const booked = await bookTrip(suite, body);
      const [first] = await advanceReceipts(booked.id);

      const unchanged = await edit(booked, { ...body, remarks: 'Loaded at gate 2' });
      assert.equal(unchanged.status, 200, unchanged.text);
      assert.equal((await advanceReceipts(booked.id))[0]?.id, first!.id, 'an edit elsewhere leaves the receipt alone');

      assert.equal((await edit(booked, { ...body, partyAdvance: '4,000' })).status, 200);
      const all = await advanceReceipts(booked.id, 'include');
      assert.equal(all.length, 2);
      const replaced = all.find((entry) => entry.id === first!.id)!;
      assert.match(replaced.reversal!.reason, /edited/);
      assert.equal((await advanceReceipts(booked.id))[0]?.amountPaise, 4_000_00);
      assert.equal((await statement('party', party.id)).closingPaise, -4_000_00);

      const direct = await call('DELETE', `/money-entries/${(await advanceReceipts(booked.id))[0]!.id}`, { reason: 'Try' });
      assert.equal(direct.status, 409, 'the advance is changed on the trip, not reversed alone');
      assert.match(direct.body.message, /change or clear the advance on the trip instead/);

      assert.equal((await edit(booked, { ...body, partyAdvance: '' })).status, 200);
      assert.deepEqual(await advanceReceipts(booked.id), []);
      assert.equal((await trip(booked.id)).partyAdvanceReceipt, null);
      assert.equal((await statement('party', party.id)).closingPaise, 0);

      const other = await book(party, { partyAdvance: '2,500' });
      const cancelled = await call('POST', `/trips/${other.id}/cancel`, { reason: 'Party called it off' });
      assert.equal(cancelled.status, 200, cancelled.text);
      assert.deepEqual(await advanceReceipts(other.id), []);
      assert.equal((await statement('party', party.id)).closingPaise, 0, 'the cancelled trip’s advance is reversed');
    });

    it('sets the advances against the bill of their trips: the bill asks for the balance, the party owes it, and a credit note frees them again', async () => {
      const party = await addParty(suite, { name: 'Billed With Advance' });
      const one = await book(party, { rate: '20,000', partyAdvance: '5,000' });
      const two = await book(party, { rate: '10,000' });
      await podReceived(suite, one);
      await podReceived(suite, two);

      const res = await billTrips(party, [one.id, two.id]);
      assert.equal(res.status, 201, res.text);
      const bill = res.body.data;
      assert.deepEqual(
        [bill.totalPaise, bill.receivedPaise, bill.balancePaise, bill.status],
        [30_000_00, 5_000_00, 25_000_00, 'part-paid'],
      );
      assert.deepEqual(
        bill.receipts.map((receipt: { amountPaise: number; advance: boolean }) => [receipt.amountPaise, receipt.advance]),
        [[5_000_00, true]],
      );
      assert.equal((await statement('party', party.id)).closingPaise, 25_000_00, 'freight less the advance');
      const open = dataOf(await call('GET', `/billing-parties/${party.id}/open-bills`));
      assert.deepEqual(
        open.map((row: { balancePaise: number }) => row.balancePaise),
        [25_000_00],
      );
      const report = dataOf(await call('GET', `/billing-parties/balance-report?search=${encodeURIComponent(party.name)}`));
      assert.deepEqual(
        [report.rows[0].closingPaise, report.rows[0].onAccountPaise, report.rows[0].ageing.upTo30],
        [25_000_00, 0, 25_000_00],
      );

      const pdf = await fetch(`${suite.server.url}/api/bills/${bill.id}/pdf`, {
        headers: { authorization: `Bearer ${suite.admin}` },
      });
      assert.equal(pdf.status, 200);
      const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join(' ');
      assert.match(text, /Less: advance received at loading Rs\. 5,000\.00 Balance payable Rs\. 25,000\.00/);

      const note = await call('POST', `/bills/${bill.id}/credit-note`, { noteDate: today, reason: 'Wrong rate' });
      assert.equal(note.status, 200, note.text);
      assert.equal((await statement('party', party.id)).closingPaise, -5_000_00, 'the advance is on account again');
      const again = await billTrips(party, [one.id]);
      assert.equal(again.status, 201, again.text);
      assert.deepEqual([again.body.data.receivedPaise, again.body.data.balancePaise], [5_000_00, 15_000_00]);
      await assertKeptBalances(suite.server.database.db, 'after billing with advances');
    });

    it('keeps a billed trip’s advance as it is: its date and account cannot change under the bill', async () => {
      const party = await addParty(suite, { name: 'Locked In Ltd' });
      const body = await tripBody(party, { rate: '9,000', partyAdvance: '2,000' });
      const booked = await bookTrip(suite, body);
      await podReceived(suite, booked);
      const billed = await billTrips(party, [booked.id]);
      assert.equal(billed.status, 201, billed.text);

      const moved = await edit(booked, { ...body, partyAdvanceMode: 'upi', partyAdvanceBankId: bankId });
      assert.equal(moved.status, 409, moved.text);
      assert.match(moved.body.errors.partyAdvanceMode, /is billed: its advance \(RC-\d{4}-\d{5}\) is set against its bill/);
      const remarks = await edit(booked, { ...body, remarks: 'POD filed in the Pune folder' });
      assert.equal(remarks.status, 200, 'what is not money can still be corrected');
      assert.equal(dataOf(await call('GET', `/bills/${billed.body.data.id}`)).balancePaise, 7_000_00);
    });

    it('settles a trip whose advance paid its whole bill', async () => {
      const party = await addParty(suite, { name: 'Paid Up Front' });
      const booked = await book(party, { rate: '6,000', partyAdvance: '6,000' });
      await podReceived(suite, booked);
      const res = await billTrips(party, [booked.id]);
      assert.equal(res.status, 201, res.text);
      assert.equal(res.body.data.status, 'paid');
      assert.equal((await trip(booked.id)).status, 'settled');
      const lines = (await statement('party', party.id)).lines as Line[];
      assert.deepEqual(
        lines.map((line) => [line.debitPaise, line.creditPaise]),
        [
          [0, 6_000_00],
          [6_000_00, 0],
        ],
      );
    });
  });
}
