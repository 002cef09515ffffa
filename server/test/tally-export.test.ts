import { PassThrough } from 'node:stream';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { financialYearOf, gstinCheckCharacter } from 'shared-api/schemas';
import { createTallyExport, writeTallyFile } from '../src/modules/tally/export';
import { backends } from './helpers/database';
import { assertAdminOnly, dayFromToday, masterSuite, signInCustomer } from './helpers/master-fixtures';
import { parseXml, readTallyFile, type TallyFile, type TallyVoucher } from './helpers/tally-xml';
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

const today = dayFromToday(0);
const yesterday = dayFromToday(-1);
const gstin = (state: string, body: string) => `${state}${body}1Z${gstinCheckCharacter(`${state}${body}1Z`)}`;

/** Names Tally must read back exactly as typed: every character XML escapes. */
const AWKWARD_PARTY = `Shah & Sons <Logistics> "Prime" 'Co'`;
const AWKWARD_OWNER = `O'Brien & "Sons" <Carriers>`;
const AWKWARD_NOTE = `Tyres & tubes <rear> "set" of 'six'`;

type Account = { kind: 'party' | 'owner' | 'driver' | 'bank'; id: string; ledger: string };

/** A voucher's lines in our books' sign (a debit positive), by ledger. */
const ourSigned = (voucher: TallyVoucher) => voucher.entries.map((entry) => [entry.ledger, -entry.amountPaise] as const);

for (const backend of backends) {
  describe(`the Tally export (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    const ok = async (method: string, path: string, body?: unknown) => {
      const res = await call(method, path, body);
      assert.ok(res.status === 200 || res.status === 201, `${method} ${path}: ${res.text}`);
      return res.body.data;
    };
    const exportOf = (from: string, to: string) =>
      call('GET', `/reports/tally-export?from=${from}&to=${to}`) as Promise<{ status: number; headers: Headers; text: string }>;
    const accounts: Account[] = [];
    let file: TallyFile;
    let xml: string;
    const voucherNumbered = (number: string) => {
      const found = file.vouchers.filter((voucher) => voucher.number === number);
      assert.equal(found.length, 1, `one voucher ${number}`);
      return found[0]!;
    };
    const references: Record<string, string> = {};

    it('exports a period of bills, receipts, payments, a market trip and expenses as balanced Tally vouchers', async () => {
      // Forward charge with input tax credit: 18% GST, CGST + SGST inside Maharashtra, IGST outside.
      await ok('PUT', '/profile', { gstin: gstin('27', 'AAPFU0939F') });
      const session = (await ok('GET', '/sessions')).find((row: { active: boolean }) => row.active);
      await ok('PUT', `/sessions/${session.id}`, { gstRegime: 'forward-itc' });

      const cashId = (await ok('GET', '/banks')).find((row: { accountType: string }) => row.accountType === 'cash').id;
      const bank = await ok('POST', '/banks', {
        name: 'HDFC current',
        accountType: 'current',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0000001',
      });
      const shah = await addParty(suite, { name: AWKWARD_PARTY, gstin: gstin('27', 'AABCS1234C') });
      const shahToo = await addParty(suite, { name: AWKWARD_PARTY, gstin: gstin('27', 'AABCT5678D') });
      const mysore = await addParty(suite, { name: 'Mysore Textiles', gstin: gstin('29', 'AABCM4321D'), stateCode: '29' });
      const driver = await addDriver(suite);
      const vehicle = await addVehicle(suite, { ownerName: AWKWARD_OWNER });

      const billFor = async (party: { id: string }, rate: string) => {
        const trip = await bookTrip(suite, ownTripBody(party, await addTruck(suite), driver, { rateBasis: 'fixed', rate }));
        await podReceived(suite, trip);
        return { trip, bill: await ok('POST', '/bills', { billingPartyId: party.id, billDate: today, tripIds: [trip.id] }) };
      };
      const intra = await billFor(shah, '10,000');
      const inter = await billFor(mysore, '10,000');
      const cancelled = await billFor(shahToo, '5,000');
      assert.deepEqual(
        [intra.bill.cgstPaise, intra.bill.sgstPaise, inter.bill.igstPaise, cancelled.bill.totalPaise],
        [900_00, 900_00, 1_800_00, 5_900_00],
      );
      const note = await ok('POST', `/bills/${cancelled.bill.id}/credit-note`, { noteDate: today, reason: 'Billed twice' });
      references.note = note.creditNote.noteNo;
      references.intra = intra.bill.billNo;
      references.inter = inter.bill.billNo;

      const money = (body: Record<string, unknown>) => ok('POST', '/money-entries', { entryDate: today, ...body });
      const receipt = await money({
        kind: 'receipt',
        billingPartyId: shah.id,
        amount: '11,564',
        tds: '236',
        mode: 'bank',
        bankId: bank.id,
        instrument: 'UTR 1234',
        allocations: [{ billId: intra.bill.id, amount: '11,800' }],
      });
      references.receipt = receipt.reference;
      const withdrawn = await money({
        kind: 'receipt',
        billingPartyId: mysore.id,
        amount: '1,000',
        mode: 'bank',
        bankId: bank.id,
      });
      await ok('DELETE', `/money-entries/${withdrawn.id}`, { reason: 'Cheque bounced' });

      // The market trip is booked, then its hire raised and a shortage deducted: the owner's account
      // holds the first lines, their cancellation and the new ones, all on the trip's day.
      const tripBody = marketTripBody(shah, vehicle, { hireRate: '12,000', commission: '500' });
      const market = await bookTrip(suite, tripBody);
      await ok('PUT', `/trips/${market.id}`, {
        ...tripBody,
        hireRate: '13,000',
        charges: [{ kind: 'shortage', side: 'vehicle', effect: 'deduct', amount: '250' }],
      });
      references.trip = market.tripNo;
      // Booked and called off the same day: its lines cancel out, so no Journal.
      const calledOff = await bookTrip(suite, marketTripBody(shah, vehicle, { hireRate: '9,000', commission: '300' }));
      await ok('POST', `/trips/${calledOff.id}/cancel`, { reason: 'Party called off the load' });
      references.calledOff = calledOff.tripNo;
      const ownerPayment = await money({
        kind: 'owner-payment',
        tripId: market.id,
        stage: 'advance',
        gross: '5,000',
        tds: '50',
        tdsOverrideReason: 'Owner gave no declaration',
        mode: 'bank',
        bankId: bank.id,
      });
      assert.deepEqual([ownerPayment.amountPaise, ownerPayment.tdsPaise], [4_950_00, 50_00]);
      references.ownerPayment = ownerPayment.reference;
      references.transfer = (
        await money({ kind: 'transfer', amount: '20,000', fromBankId: bank.id, toBankId: cashId })
      ).reference;
      references.advance = (
        await money({ kind: 'driver-advance', driverId: driver.id, advanceType: 'cash', amount: '2,000', mode: 'cash' })
      ).reference;

      const categories = Object.fromEntries(
        (await ok('GET', '/expenses/categories')).map((category: { code: string; id: string }) => [category.code, category]),
      );
      const expense = (body: Record<string, unknown>) =>
        ok('POST', '/expenses', { expenseDate: today, type: 'office', paidByDriver: false, ...body });
      references.cash = (await expense({ categoryId: categories.office.id, amount: '1,250.50', mode: 'cash' })).reference;
      references.bank = (
        await expense({ categoryId: categories.repairs.id, amount: '3,000', mode: 'bank', bankId: bank.id })
      ).reference;
      references.byDriver = (
        await expense({
          type: 'trip',
          tripId: intra.trip.id,
          categoryId: categories.toll.id,
          amount: '640',
          mode: 'cash',
          paidByDriver: true,
        })
      ).reference;
      references.credit = (
        await expense({
          categoryId: categories.tyres.id,
          amount: '8,000',
          mode: 'credit',
          billNumber: 'T-77',
          notes: AWKWARD_NOTE,
        })
      ).reference;
      const reversed = await expense({ categoryId: categories.office.id, amount: '999', mode: 'cash' });
      await ok('DELETE', `/expenses/${reversed.id}`, { reason: 'Entered twice' });
      references.reversed = reversed.reference;
      // The day before, in the same financial year, is outside the period exported.
      if (financialYearOf(yesterday) === financialYearOf(today)) {
        references.yesterday = (
          await expense({ expenseDate: yesterday, categoryId: categories.office.id, amount: '111', mode: 'cash' })
        ).reference;
      }

      const res = await exportOf(today, today);
      assert.equal(res.status, 200, res.text);
      assert.equal(res.headers.get('content-type'), 'application/xml; charset=utf-8');
      assert.equal(res.headers.get('content-disposition'), `attachment; filename="tally-vouchers-${today}-to-${today}.xml"`);
      xml = res.text;
      file = readTallyFile(xml);
      assert.deepEqual(file.reportNames, ['All Masters', 'Vouchers']);

      const ledgerOf = (name: string) => file.ledgers.find((ledger) => ledger.name === name);
      const shahLedgers = file.ledgers.filter((ledger) => ledger.name.startsWith(AWKWARD_PARTY));
      accounts.push(
        { kind: 'party', id: shah.id, ledger: AWKWARD_PARTY },
        { kind: 'party', id: shahToo.id, ledger: `${AWKWARD_PARTY} (${gstin('27', 'AABCT5678D')})` },
        { kind: 'party', id: mysore.id, ledger: 'Mysore Textiles' },
        { kind: 'owner', id: vehicle.id, ledger: AWKWARD_OWNER },
        { kind: 'driver', id: driver.id, ledger: driver.name },
        { kind: 'bank', id: bank.id, ledger: 'HDFC current' },
        { kind: 'bank', id: cashId, ledger: (await ok('GET', `/banks/${cashId}`)).name },
      );
      assert.deepEqual(
        shahLedgers.map((ledger) => ledger.name).sort(),
        [accounts[0]!.ledger, accounts[1]!.ledger].sort(),
        'two parties of one name: the first keeps it, the second takes its GSTIN',
      );
      for (const account of accounts) assert.ok(ledgerOf(account.ledger), `a master for ${account.ledger}`);
      assert.deepEqual(
        [AWKWARD_PARTY, AWKWARD_OWNER, 'HDFC current', 'Freight Income', 'Output IGST', 'Office'].map(
          (name) => ledgerOf(name)?.parent,
        ),
        ['Sundry Debtors', 'Sundry Creditors', 'Bank Accounts', 'Sales Accounts', 'Duties & Taxes', 'Indirect Expenses'],
      );
      assert.equal(ledgerOf(accounts[6]!.ledger)?.parent, 'Cash-in-Hand');
    });

    it('writes names and narrations escaped, and they read back as typed', () => {
      assert.ok(
        xml.includes('Shah &amp; Sons &lt;Logistics&gt; &quot;Prime&quot; &apos;Co&apos;'),
        'the party escaped in the file',
      );
      assert.ok(!xml.includes(AWKWARD_PARTY), 'never raw');
      assert.ok(file.ledgers.some((ledger) => ledger.name === AWKWARD_OWNER && ledger.attributeName === AWKWARD_OWNER));
      assert.equal(voucherNumbered(references.credit!).narration, `On credit, bill T-77, ${AWKWARD_NOTE}`);
      const names = file.ledgers.map((ledger) => ledger.name.toLowerCase());
      assert.equal(new Set(names).size, names.length, 'every ledger name once, whatever the case');
    });

    it('balances every voucher to the paisa, with Tally’s signs, and names only ledgers of the masters', () => {
      const masters = new Set(file.ledgers.map((ledger) => ledger.name));
      for (const voucher of file.vouchers) {
        const debits = voucher.entries.filter((entry) => entry.deemedPositive).reduce((sum, entry) => sum - entry.amountPaise, 0);
        const credits = voucher.entries
          .filter((entry) => !entry.deemedPositive)
          .reduce((sum, entry) => sum + entry.amountPaise, 0);
        assert.equal(debits, credits, `${voucher.type} ${voucher.number} balances`);
        assert.ok(debits > 0, `${voucher.number} moves money`);
        for (const entry of voucher.entries) {
          assert.equal(entry.deemedPositive, entry.amountPaise < 0, `${voucher.number}: a debit is negative and deemed positive`);
          assert.ok(masters.has(entry.ledger), `${voucher.number} names ${entry.ledger}, a master`);
        }
        assert.ok(masters.has(voucher.party), `${voucher.number}'s party ledger is a master`);
        assert.equal(voucher.date, today.replaceAll('-', ''));
      }
    });

    it('gives one voucher of the right type per document, and none for what was reversed or lies outside the period', () => {
      const counts: Record<string, number> = {};
      for (const voucher of file.vouchers) counts[voucher.type] = (counts[voucher.type] ?? 0) + 1;
      assert.deepEqual(counts, { Sales: 3, 'Credit Note': 1, Receipt: 1, Payment: 4, Contra: 1, Journal: 3 });
      const numbers = file.vouchers.map((voucher) => voucher.number);
      assert.ok(!numbers.includes(references.reversed!), 'the reversed expense is left out');
      if (references.yesterday) assert.ok(!numbers.includes(references.yesterday), "yesterday's expense is outside");
      assert.ok(!numbers.includes(references.calledOff!), 'a trip booked and cancelled the same day gives no Journal');
      assert.deepEqual(
        [references.cash, references.bank, references.byDriver, references.credit].map((number) => voucherNumbered(number!).type),
        ['Payment', 'Payment', 'Journal', 'Journal'],
      );
    });

    it('posts each document as our books do: GST lines, TDS both ways, hire and commission', () => {
      const [shah, shahToo, mysore, owner, driver, bank, cash] = accounts.map((account) => account.ledger);
      assert.deepEqual(ourSigned(voucherNumbered(references.intra!)), [
        [shah, 11_800_00],
        ['Freight Income', -10_000_00],
        ['Output CGST', -900_00],
        ['Output SGST', -900_00],
      ]);
      assert.deepEqual(ourSigned(voucherNumbered(references.inter!)), [
        [mysore, 11_800_00],
        ['Freight Income', -10_000_00],
        ['Output IGST', -1_800_00],
      ]);
      assert.deepEqual(ourSigned(voucherNumbered(references.note!)), [
        [shahToo, -5_900_00],
        ['Freight Income', 5_000_00],
        ['Output CGST', 450_00],
        ['Output SGST', 450_00],
      ]);
      assert.deepEqual(ourSigned(voucherNumbered(references.receipt!)), [
        [bank, 11_564_00],
        ['TDS Receivable', 236_00],
        [shah, -11_800_00],
      ]);
      assert.match(voucherNumbered(references.receipt!).narration, /UTR 1234/);
      assert.deepEqual(ourSigned(voucherNumbered(references.ownerPayment!)), [
        [owner, 5_000_00],
        [bank, -4_950_00],
        ['TDS Payable 194C', -50_00],
      ]);
      // Hire ₹13,000 less the ₹250 shortage; ₹500 commission kept.
      assert.deepEqual(ourSigned(voucherNumbered(references.trip!)), [
        ['Lorry Hire', 12_750_00],
        [owner, -12_250_00],
        ['Commission Income', -500_00],
      ]);
      assert.deepEqual(ourSigned(voucherNumbered(references.transfer!)), [
        [cash, 20_000_00],
        [bank, -20_000_00],
      ]);
      assert.deepEqual(ourSigned(voucherNumbered(references.advance!)), [
        [driver, 2_000_00],
        [cash, -2_000_00],
      ]);
      assert.deepEqual(ourSigned(voucherNumbered(references.byDriver!)), [
        ['Toll', 640_00],
        [driver, -640_00],
      ]);
      assert.deepEqual(ourSigned(voucherNumbered(references.credit!)), [
        ['Tyres', 8_000_00],
        ['Expenses Payable', -8_000_00],
      ]);
    });

    it("comes, per party, owner, driver and bank, to the period's movement of its ledger", async () => {
      assert.equal(accounts.length, 7, 'the accounts the first test made');
      for (const account of accounts) {
        const statement = await ok('GET', `/ledgers/${account.kind}/${account.id}?from=${today}&to=${today}`);
        const entries = file.vouchers.flatMap((voucher) => voucher.entries).filter((entry) => entry.ledger === account.ledger);
        assert.ok(entries.length > 0, `${account.ledger} has entries`);
        const net = entries.reduce((sum, entry) => sum - entry.amountPaise, 0);
        assert.equal(net, statement.closingPaise - statement.openingPaise, `${account.kind} ${account.ledger}`);
      }
    });

    it('reads page by page without losing or repeating a row: one row a page writes the same file', async () => {
      const tally = createTallyExport(suite.server.database.db, { pageSize: 1 });
      const out = new PassThrough();
      const written = writeTallyFile(await tally.file({ from: today, to: today }), out);
      const chunks: Buffer[] = [];
      for await (const chunk of out) chunks.push(chunk as Buffer);
      await written;
      assert.equal(Buffer.concat(chunks).toString('utf8'), xml);
    });

    it('gives an empty period a valid file with the masters and no vouchers', async () => {
      const res = await exportOf('2001-04-01', '2001-06-30');
      assert.equal(res.status, 200, res.text);
      const empty = readTallyFile(res.text);
      assert.deepEqual(empty.reportNames, ['All Masters', 'Vouchers']);
      assert.equal(empty.vouchers.length, 0);
      assert.ok(empty.ledgers.some((ledger) => ledger.name === 'Freight Income'));
      assert.ok(!empty.ledgers.some((ledger) => ledger.name === AWKWARD_PARTY), 'no account the period never touched');
    });

    it('writes a reverse-charge bill with no GST lines: the recipient pays the GST', async () => {
      // 2025-26 is a session of its own here, on the default regime: reverse charge.
      const session = await ok('POST', '/sessions', { name: '2025-26' });
      assert.equal(session.gstRegime, 'reverse-charge');
      const party = await addParty(suite, { name: 'Konkan Cements' });
      const trip = await bookTrip(
        suite,
        ownTripBody(party, await addTruck(suite), await addDriver(suite), {
          tripDate: '2025-10-15',
          rateBasis: 'fixed',
          rate: '7,500.25',
        }),
      );
      await podReceived(suite, trip);
      const bill = await ok('POST', '/bills', { billingPartyId: party.id, billDate: '2025-10-15', tripIds: [trip.id] });
      const res = await exportOf('2025-10-01', '2025-10-31');
      assert.equal(res.status, 200, res.text);
      const [sale, ...others] = readTallyFile(res.text).vouchers;
      assert.equal(others.length, 0);
      assert.deepEqual(
        [sale?.type, sale?.number, sale?.date, sale?.entries],
        [
          'Sales',
          bill.billNo,
          '20251015',
          [
            { ledger: 'Konkan Cements', amountPaise: -7_500_25, deemedPositive: true },
            { ledger: 'Freight Income', amountPaise: 7_500_25, deemedPositive: false },
          ],
        ],
      );
      assert.match(sale!.narration, /payable by the recipient on reverse charge/);
    });

    it('asks for both dates in order, and is for admins only', async () => {
      const refusals: [string, Record<string, string>][] = [
        ['', { from: 'From is required', to: 'To is required' }],
        [`from=${today}&to=2001-01-01`, { to: 'From must be on or before To' }],
        ['from=2026-02-30&to=2026-03-01', { from: 'From is not a valid date' }],
        [`from=${today}`, { to: 'To is required' }],
      ];
      for (const [query, errors] of refusals) {
        const res = await call('GET', `/reports/tally-export?${query}`);
        assert.equal(res.status, 400, `${query}: ${res.text}`);
        assert.deepEqual(res.body.errors, errors, query);
      }
      const customer = await signInCustomer(suite.server, suite.admin);
      await assertAdminOnly(suite.server, customer, [['GET', `/api/reports/tally-export?from=${today}&to=${today}`]]);
    });
  });
}

describe('the reader the Tally tests check the file with', () => {
  it('refuses what Tally could not read: a bare & or <, an unknown entity, tags out of turn, an unquoted attribute', () => {
    for (const broken of [
      '<A>Shah & Sons</A>',
      '<A NAME="a<b"/>',
      '<A>&nbsp;</A>',
      '<A><B></A></B>',
      '<A NAME=plain/>',
      '<A>',
      '<A/><B/>',
    ]) {
      assert.throws(() => parseXml(broken), SyntaxError, broken);
    }
    assert.equal(parseXml('<A>O&apos;Brien &amp; &quot;Sons&quot; &lt;x&gt; &#8377;</A>').text, `O'Brien & "Sons" <x> ₹`);
  });
});
