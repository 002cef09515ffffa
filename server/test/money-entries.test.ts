import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { financialYearOf, sessionNameFor } from 'shared-api/schemas';
import { rowsOf } from '../src/db/client';
import { RUPEE_FORMAT } from '../src/lib/table-files/xlsx';
import { backends } from './helpers/database';
import {
  assertAdminOnly,
  assertFieldErrors,
  dataOf,
  dayFromToday,
  masterSuite,
  signInCustomer,
  UNKNOWN_ID,
} from './helpers/master-fixtures';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody } from './helpers/trip-fixtures';

const today = dayFromToday(0);
const years = (() => {
  const name = sessionNameFor(financialYearOf(today));
  return `${name.slice(2, 4)}${name.slice(5, 7)}`;
})();

for (const backend of backends) {
  describe(`money entries, statements and the banks' balances (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    let cashId: string;
    let sbiId: string;
    let driver: { id: string; name: string };

    const post = (body: unknown) => call('POST', '/money-entries', body);
    const statement = async (kind: string, id: string, query = '') => dataOf(await call('GET', `/ledgers/${kind}/${id}${query}`));
    const bankRow = async (id: string) =>
      (dataOf(await call('GET', '/banks/balance-report')).rows as { id: string; closingPaise: number }[]).find(
        (row) => row.id === id,
      )!;

    it('moves money from a bank into the cash box: both statements show it, with running balances from the opening', async () => {
      cashId = dataOf(await call('GET', '/banks')).find((bank: { accountType: string }) => bank.accountType === 'cash').id;
      const sbi = await call('POST', '/banks', {
        name: 'SBI current',
        accountType: 'current',
        bankName: 'State Bank of India',
        accountNumber: '30012345678',
        ifsc: 'SBIN0000300',
        openingBalance: { amount: '1,00,000', side: 'Dr' },
      });
      assert.equal(sbi.status, 201, sbi.text);
      sbiId = sbi.body.data.id;

      const res = await post({
        kind: 'transfer',
        entryDate: today,
        fromBankId: sbiId,
        toBankId: cashId,
        amount: '25,000',
        instrument: 'CHQ 000123',
      });
      assert.equal(res.status, 201, res.text);
      assert.equal(res.body.data.reference, `TR-${years}-00001`);
      assert.equal(res.body.message, `TR-${years}-00001 recorded`);

      const sbiStatement = await statement('bank', sbiId);
      assert.deepEqual(
        [sbiStatement.account.name, sbiStatement.openingPaise, sbiStatement.creditPaise, sbiStatement.closingPaise],
        ['SBI current', 1_00_000_00, 25_000_00, 75_000_00],
      );
      assert.deepEqual(
        sbiStatement.lines.map((line: { reference: string; creditPaise: number; balancePaise: number; narration: string }) => [
          line.reference,
          line.creditPaise,
          line.balancePaise,
          line.narration,
        ]),
        [[`TR-${years}-00001`, 25_000_00, 75_000_00, 'Transfer out, CHQ 000123']],
      );
      assert.equal((await statement('bank', cashId)).closingPaise, 25_000_00);
    });

    it('gives a driver a cash and a diesel advance for his trip: out of the cash box and the fuel card, onto his account', async () => {
      const [party, truck] = [await addParty(suite), await addTruck(suite)];
      driver = await addDriver(suite);
      const trip = await bookTrip(suite, ownTripBody(party, truck, driver));
      const cash = await post({
        kind: 'driver-advance',
        entryDate: today,
        driverId: driver.id,
        tripId: trip.id,
        advanceType: 'cash',
        amount: '5,000',
        mode: 'cash',
      });
      assert.equal(cash.status, 201, cash.text);
      assert.deepEqual(
        [cash.body.data.reference, cash.body.data.fromBank.id, cash.body.data.trip.reference],
        [`DA-${years}-00001`, cashId, trip.tripNo],
      );
      const diesel = await post({
        kind: 'driver-advance',
        entryDate: today,
        driverId: driver.id,
        advanceType: 'diesel',
        litres: '120.5',
        amount: '11,371.59',
        mode: 'fuel-card',
        bankId: sbiId,
        instrument: 'Slip 4471',
      });
      assert.equal(diesel.status, 201, diesel.text);

      const driverStatement = await statement('driver', driver.id);
      assert.deepEqual(
        driverStatement.lines.map((line: { narration: string; debitPaise: number; balancePaise: number }) => [
          line.narration,
          line.debitPaise,
          line.balancePaise,
        ]),
        [
          ['Cash advance', 5_000_00, 5_000_00],
          ['Diesel advance (120.5 L), Slip 4471', 11_371_59, 16_371_59],
        ],
      );
      assert.equal((await bankRow(cashId)).closingPaise, 20_000_00);
      assert.equal((await bankRow(sbiId)).closingPaise, 75_000_00 - 11_371_59);
    });

    it('refuses entries that do not add up, field by field', async () => {
      await assertFieldErrors(post, { kind: 'transfer', entryDate: today, fromBankId: sbiId, toBankId: cashId, amount: '10' }, [
        ['two different accounts', { toBankId: sbiId }, 'toBankId', 'A transfer goes between two different accounts'],
        ['an unknown account', { toBankId: UNKNOWN_ID }, 'toBankId', 'This account does not exist (any more)'],
        ['no amount', { amount: '0' }, 'amount', 'Amount must be more than ₹0'],
        [
          'a date no session covers',
          { entryDate: '1990-05-01' },
          'entryDate',
          'No session covers 1990-05-01: add the session 1990-91 first',
        ],
      ]);
      const advance = {
        kind: 'driver-advance',
        entryDate: today,
        driverId: driver.id,
        advanceType: 'cash',
        amount: '100',
        mode: 'cash',
      };
      await assertFieldErrors(post, advance, [
        ['diesel needs litres', { advanceType: 'diesel' }, 'litres', 'Litres are required for diesel'],
        ['a bank payment needs its account', { mode: 'upi' }, 'bankId', 'Choose the account it was paid from'],
        [
          'the trip must be his',
          {
            tripId: (await bookTrip(suite, ownTripBody(await addParty(suite), await addTruck(suite), await addDriver(suite)))).id,
          },
          'tripId',
          'This trip has another driver',
        ],
      ]);
      const kind = await post({ ...advance, kind: 'gift' });
      assert.equal(kind.status, 400);
    });

    it('a reversal cancels the lines on the same day and keeps the entry; a period statement opens with what came before', async () => {
      const entry = (await post({ kind: 'transfer', entryDate: today, fromBankId: cashId, toBankId: sbiId, amount: '2,000' }))
        .body.data;
      const reversed = await call('DELETE', `/money-entries/${entry.id}`, { reason: 'Wrong account' });
      assert.equal(reversed.status, 200, reversed.text);
      assert.equal(reversed.body.data.reversal.reason, 'Wrong account');
      assert.equal((await call('DELETE', `/money-entries/${entry.id}`, { reason: 'Wrong account' })).status, 409);
      const cashStatement = await statement('bank', cashId);
      const lines = cashStatement.lines.filter((line: { reference: string }) => line.reference === entry.reference);
      assert.deepEqual(
        lines.map((line: { creditPaise: number; debitPaise: number; reversal: boolean }) => [
          line.creditPaise,
          line.debitPaise,
          line.reversal,
        ]),
        [
          [2_000_00, 0, false],
          [0, 2_000_00, true],
        ],
      );
      assert.equal(cashStatement.closingPaise, 20_000_00, 'back where it was');

      const tomorrow = await statement('bank', cashId, `?from=${dayFromToday(1)}`);
      assert.deepEqual([tomorrow.openingPaise, tomorrow.lines.length, tomorrow.closingPaise], [20_000_00, 0, 20_000_00]);
      const listed = dataOf(await call('GET', '/money-entries?reversed=only'));
      assert.deepEqual(
        listed.map((row: { id: string }) => row.id),
        [entry.id],
      );
    });

    it("the history's total by kind, by dates and by both follows an entry and its reversal: the count the database keeps", async () => {
      const db = suite.server.database.db;
      const total = async (query: string) => {
        const res = await call('GET', `/money-entries?limit=1&${query}`);
        assert.equal(res.status, 200, res.text);
        assert.equal(res.body.totalCapped, false);
        return res.body.total as number;
      };
      const counted = async (where: ReturnType<typeof sql>) =>
        rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from money_entries where reversed_at is null and ${where}`),
        )[0]!.n;
      const filters: [string, ReturnType<typeof sql>][] = [
        ['kind=transfer', sql`kind = 'transfer'`],
        [`from=${today}&to=${today}`, sql`entry_date = ${today}`],
        [`kind=transfer&from=${today}`, sql`kind = 'transfer' and entry_date >= ${today}`],
        [`to=${dayFromToday(-1)}`, sql`entry_date <= ${dayFromToday(-1)}`],
      ];
      const totals = async () => {
        const read: number[] = [];
        for (const [query, where] of filters) {
          const listed = await total(query);
          assert.equal(listed, await counted(where), query);
          read.push(listed);
        }
        return read;
      };
      const before = await totals();
      const entry = (await post({ kind: 'transfer', entryDate: today, fromBankId: sbiId, toBankId: cashId, amount: '500' })).body
        .data;
      assert.deepEqual(await totals(), [before[0]! + 1, before[1]! + 1, before[2]! + 1, before[3]]);
      assert.equal((await call('DELETE', `/money-entries/${entry.id}`, { reason: 'Entered twice' })).status, 200);
      assert.deepEqual(await totals(), before);

      // The total is read from the kept figures, not counted from the entries (on a full page: a page
      // that is not full is the last one, whose total is its rows).
      assert.ok(before[1]! > 1, 'more entries today than one page of one');
      const shift = (by: number) =>
        db.execute(sql`update money_entry_day_totals set entries = entries + ${by}
          where kind = 'transfer' and entry_date = ${today} and stage = 'none'`);
      await shift(7);
      assert.equal(await total(`from=${today}&to=${today}`), before[1]! + 7);
      await shift(-7);
      // By kind alone, from the entries of each kind kept counted (migration 0039), on either page's statement.
      const another = (await post({ kind: 'transfer', entryDate: today, fromBankId: sbiId, toBankId: cashId, amount: '5' })).body
        .data;
      const shiftKind = (by: number) =>
        db.execute(sql`insert into table_row_counts (table_name, slot, total) values ('money_entries standing transfer', 7, ${by})
          on conflict (table_name, slot) do update set total = table_row_counts.total + excluded.total`);
      await shiftKind(5);
      assert.equal(await total('kind=transfer'), before[0]! + 1 + 5);
      assert.equal(await total('kind=transfer&sort=-amount'), before[0]! + 1 + 5);
      await shiftKind(-5);
      assert.equal((await call('DELETE', `/money-entries/${another.id}`, { reason: 'Entered twice' })).status, 200);
      assert.equal(await total('kind=transfer'), before[0]);
    });

    it('a closed session takes no entries; a bank with entries is not deleted', async () => {
      const added = await call('POST', '/sessions', { name: '2018-19' });
      assert.equal(added.status, 201, added.text);
      const kept = await post({ kind: 'transfer', entryDate: '2018-06-01', fromBankId: sbiId, toBankId: cashId, amount: '1' });
      assert.equal(kept.status, 201, kept.text);
      assert.equal((await call('PUT', `/sessions/${added.body.data.id}`, { status: 'closed' })).status, 200);
      const refused = await post({ kind: 'transfer', entryDate: '2018-07-01', fromBankId: sbiId, toBankId: cashId, amount: '1' });
      assert.deepEqual(
        [refused.status, refused.body.errors],
        [409, { entryDate: 'The session 2018-19 is closed: records dated in it cannot be added or changed' }],
      );
      assert.equal((await call('DELETE', `/money-entries/${kept.body.data.id}`, { reason: 'too late' })).status, 409);
      const remove = await call('DELETE', `/banks/${sbiId}`);
      assert.equal(remove.status, 409);
      assert.match(remove.body.message, /money entr/);
    });

    it('for any sequence of expenses, transfers, advances and reversals, each balance is its opening plus its entries', async () => {
      const accounts = [cashId, sbiId];
      const start = new Map<string, number>();
      for (const id of accounts) start.set(id, (await bankRow(id)).closingPaise);
      const categories = dataOf(await call('GET', '/expenses/categories'));
      const office = categories.find((category: { code: string }) => category.code === 'office').id;

      const step = fc.oneof(
        fc.record({
          kind: fc.constant('transfer' as const),
          from: fc.integer({ min: 0, max: 1 }),
          amount: fc.integer({ min: 1, max: 5_000_00 }),
        }),
        fc.record({ kind: fc.constant('advance' as const), amount: fc.integer({ min: 1, max: 5_000_00 }) }),
        fc.record({
          kind: fc.constant('expense' as const),
          from: fc.integer({ min: 0, max: 1 }),
          amount: fc.integer({ min: 1, max: 5_000_00 }),
        }),
        fc.record({ kind: fc.constant('reverse' as const), which: fc.nat() }),
      );
      const rupees = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

      await fc.assert(
        fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
          const expected = new Map(start);
          let driverExpected = (await statement('driver', driver.id)).closingPaise;
          for (const id of accounts) expected.set(id, (await bankRow(id)).closingPaise);
          const done: { path: string; effect: () => void }[] = [];
          for (const s of steps) {
            if (s.kind === 'transfer') {
              const [from, to] = s.from === 0 ? [cashId, sbiId] : [sbiId, cashId];
              const res = await post({
                kind: 'transfer',
                entryDate: today,
                fromBankId: from,
                toBankId: to,
                amount: rupees(s.amount),
              });
              assert.equal(res.status, 201, res.text);
              const move = (sign: number) => {
                expected.set(from, expected.get(from)! - sign * s.amount);
                expected.set(to, expected.get(to)! + sign * s.amount);
              };
              move(1);
              done.push({ path: `/money-entries/${res.body.data.id}`, effect: () => move(-1) });
            } else if (s.kind === 'advance') {
              const res = await post({
                kind: 'driver-advance',
                entryDate: today,
                driverId: driver.id,
                advanceType: 'cash',
                amount: rupees(s.amount),
                mode: 'cash',
              });
              assert.equal(res.status, 201, res.text);
              const move = (sign: number) => {
                expected.set(cashId, expected.get(cashId)! - sign * s.amount);
                driverExpected += sign * s.amount;
              };
              move(1);
              done.push({ path: `/money-entries/${res.body.data.id}`, effect: () => move(-1) });
            } else if (s.kind === 'expense') {
              const [mode, bankId] = s.from === 0 ? ['cash', cashId] : ['bank', sbiId];
              const res = await call('POST', '/expenses', {
                expenseDate: today,
                type: 'office',
                categoryId: office,
                amount: rupees(s.amount),
                mode,
                bankId,
              });
              assert.equal(res.status, 201, res.text);
              const move = (sign: number) => expected.set(bankId, expected.get(bankId)! - sign * s.amount);
              move(1);
              done.push({ path: `/expenses/${res.body.data.id}`, effect: () => move(-1) });
            } else if (done.length > 0) {
              const [target] = done.splice(s.which % done.length, 1);
              const res = await call('DELETE', target!.path, { reason: 'property check' });
              assert.equal(res.status, 200, res.text);
              target!.effect();
            }
          }
          for (const id of accounts) {
            const [row, own] = [await bankRow(id), await statement('bank', id, '?limit=500')];
            assert.equal(row.closingPaise, expected.get(id), 'the report');
            assert.equal(own.closingPaise, expected.get(id), 'the statement');
            const last = own.lines.at(-1);
            if (last && own.total <= 500)
              assert.equal(last.balancePaise, own.closingPaise, 'the running balance ends at the closing');
          }
          assert.equal((await statement('driver', driver.id)).closingPaise, driverExpected);
        }),
        { numRuns: 12 },
      );
    });

    it('a statement read page by page has the lines and running balances of one page; its kept figures are its lines added up', async () => {
      for (const [kind, id] of [
        ['bank', cashId],
        ['bank', sbiId],
      ] as const) {
        const whole = await statement(kind, id, '?limit=500');
        assert.ok(whole.total >= 5, `${kind} has lines enough to page (${whole.total})`);
        // Kept figures (over all days) and summed ones (a period), pages near the start and near the end.
        for (const period of ['', '&from=2000-01-01']) {
          const paged = [];
          for (let page = 1; page <= Math.ceil(whole.total / 2); page += 1) {
            const part = await statement(kind, id, `?limit=2&page=${page}${period}`);
            assert.equal(part.openingPaise, whole.openingPaise);
            paged.push(...part.lines);
          }
          assert.deepEqual(paged, whole.lines, `the pages, one after another${period}`);
          const past = await statement(kind, id, `?limit=2&page=${Math.ceil(whole.total / 2) + 1}${period}`);
          assert.deepEqual(past.lines, [], 'past the end');
        }
        // Without a period every page is written as JSON by PostgreSQL; with one it is read line by line.
        for (let page = 2; page <= Math.ceil(whole.total / 3) + 1; page += 1) {
          const written = await statement(kind, id, `?limit=3&page=${page}`);
          const read = await statement(kind, id, `?limit=3&page=${page}&from=2000-01-01`);
          assert.deepEqual(written, { ...read, from: null }, `page ${page} of ${kind} either way`);
        }
        // Over all days the figures come from the kept account totals; with a period, from the lines.
        const summed = await statement(kind, id, '?from=2000-01-01&limit=500');
        for (const figure of ['openingPaise', 'debitPaise', 'creditPaise', 'closingPaise', 'total'] as const)
          assert.equal(whole[figure], summed[figure], figure);
        // As it opens the statement is written as JSON by PostgreSQL; with a period it is read line by line.
        assert.deepEqual({ ...summed, from: null }, whole, 'the same statement either way');
        assert.equal(whole.lines.at(-1).balancePaise, whole.closingPaise);
      }
    });

    it('exports the history the filters show as CSV and Excel, reversals marked with their reason', async () => {
      const csv = await suite.download('/money-entries/export?format=csv&kind=transfer&reversed=include');
      assert.equal(csv.status, 200);
      assert.equal(csv.headers.get('content-type'), 'text/csv; charset=utf-8');
      assert.match(csv.headers.get('content-disposition') ?? '', /attachment; filename="payment-history-\d{4}-\d{2}-\d{2}\.csv"/);
      const text = csv.bytes.toString('utf8');
      assert.ok(
        text.startsWith('\uFEFFDate,Reference,Kind,With,Trip,Bills,From account,To account,Mode,Cheque / UTR,Amount (₹)'),
      );
      const first = text.split('\r\n').find((line) => line.includes(`TR-${years}-00001`));
      assert.ok(first, text);
      assert.match(first, /,Transfer,.*,SBI current,Cash in hand,Bank transfer,CHQ 000123,25000\.00,0\.00,25000\.00,/);
      assert.equal(text.split('\r\n').filter((line) => line.includes('Driver advance')).length, 0, 'only the kind asked for');
      const xlsx = await suite.download('/money-entries/export?format=xlsx');
      assert.equal(xlsx.status, 200);
      assert.equal(xlsx.bytes.subarray(0, 2).toString('latin1'), 'PK', 'an Excel workbook');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet('Payment history')!;
      let transfer: ExcelJS.Row | undefined;
      sheet.eachRow((row) => {
        if (row.getCell(2).value === `TR-${years}-00001`) transfer = row;
      });
      assert.ok(transfer, 'the transfer is a row of the workbook');
      assert.equal(transfer.getCell(1).type, ExcelJS.ValueType.Date, 'its date is a date cell');
      assert.deepEqual(
        [transfer.getCell(11).value, transfer.getCell(11).numFmt],
        [25000, RUPEE_FORMAT],
        'its amount a rupee number',
      );
    });

    it('is for admins only', async () => {
      const customer = await signInCustomer(suite.server, suite.admin);
      await assertAdminOnly(suite.server, customer, [
        ['GET', '/api/money-entries'],
        ['GET', '/api/money-entries/export?format=csv'],
        ['POST', '/api/money-entries', {}],
        ['GET', `/api/money-entries/${UNKNOWN_ID}`],
        ['DELETE', `/api/money-entries/${UNKNOWN_ID}`, {}],
        ['GET', `/api/ledgers/bank/${UNKNOWN_ID}`],
        ['GET', '/api/banks/balance-report'],
      ]);
      const missing = await call('GET', `/ledgers/driver/${UNKNOWN_ID}`);
      assert.deepEqual([missing.status, missing.body.message], [404, 'Account not found']);
      const badKind = await call('GET', `/ledgers/planet/${UNKNOWN_ID}`);
      assert.equal(badKind.status, 400);
    });
  });
}
