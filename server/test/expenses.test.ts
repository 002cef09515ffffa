import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { financialYearOf, sessionNameFor } from 'shared-api/schemas';
import { expenses } from '../src/db/schema';
import { chooseWalking, forgetPlans } from '../src/lib/common-search';
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
import { addDriver, addParty, addTruck, bookTrip, ownTripBody } from './helpers/trip-fixtures';

const today = dayFromToday(0);
const years = (() => {
  const name = sessionNameFor(financialYearOf(today));
  return `${name.slice(2, 4)}${name.slice(5, 7)}`;
})();

interface LedgerLine {
  account_kind: string;
  account_id: string;
  amount_paise: string | number;
  reference: string;
  narration: string;
  reverses: string | null;
}

for (const backend of backends) {
  describe(`expenses (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    let categories: Record<string, { id: string; perLitre: boolean }>;
    let cashId: string;
    let hdfcId: string;

    /** The ledger lines an expense posted, oldest first. */
    async function linesOf(expenseId: string): Promise<LedgerLine[]> {
      const result = (await suite.server.database.db.execute(
        sql`select account_kind, account_id, amount_paise, reference, narration, reverses from ledger_lines where source = 'expense' and source_id = ${expenseId} order by created_at, amount_paise`,
      )) as unknown as { rows: LedgerLine[] };
      return result.rows;
    }

    /** An account's balance from its lines (the master's opening balance aside). */
    async function linesTotal(kind: string, id: string): Promise<number> {
      const result = (await suite.server.database.db.execute(
        sql`select coalesce(sum(amount_paise), 0) as total from ledger_lines where account_kind = ${kind} and account_id = ${id}`,
      )) as unknown as { rows: { total: string | number }[] };
      return Number(result.rows[0]!.total);
    }

    const office = (overrides: Record<string, unknown> = {}) => ({
      expenseDate: today,
      type: 'office',
      categoryId: categories.office!.id,
      amount: '1,250.50',
      mode: 'cash',
      ...overrides,
    });
    const post = (body: unknown) => call('POST', '/expenses', body);

    it('offers the built-in categories in a transporter’s order, and takes new ones', async () => {
      const list = dataOf(await call('GET', '/expenses/categories'));
      assert.deepEqual(
        list.map((category: { name: string }) => category.name),
        [
          'Diesel',
          'Toll',
          'Driver bhatta',
          'Loading / unloading',
          'RTO / police',
          'Repairs',
          'Tyres',
          'Insurance',
          'Permit / tax',
          'Salary',
          'Office',
          'Other',
        ],
      );
      assert.equal(list[0].perLitre, true);
      categories = Object.fromEntries(
        list.map((category: { code: string; id: string; perLitre: boolean }) => [category.code, category]),
      );

      const added = await call('POST', '/expenses/categories', { name: 'Weighbridge' });
      assert.equal(added.status, 201, added.text);
      assert.deepEqual([added.body.data.name, added.body.data.code, added.body.data.perLitre], ['Weighbridge', null, false]);
      const again = await call('POST', '/expenses/categories', { name: 'weighbridge' });
      assert.equal(again.status, 409);
      assert.deepEqual(again.body.errors, { name: 'A category named weighbridge exists already' });

      const types = dataOf(await call('GET', '/expenses/types'));
      assert.deepEqual(
        types.types.map((type: { value: string }) => type.value),
        ['trip', 'truck', 'office'],
      );
      assert.ok(
        types.modes.some((mode: { value: string; label: string }) => mode.value === 'fuel-card' && mode.label === 'Fuel card'),
      );

      const banks = dataOf(await call('GET', '/banks'));
      cashId = banks.find((bank: { accountType: string }) => bank.accountType === 'cash').id;
      const hdfc = await call('POST', '/banks', {
        name: 'HDFC current',
        accountType: 'current',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0001234',
      });
      assert.equal(hdfc.status, 201, hdfc.text);
      hdfcId = hdfc.body.data.id;
    });

    it('records a cash office expense: numbered in the session, paid from the cash box, posted to its ledger, audited', async () => {
      const res = await post(office({ billNumber: 'INV-88', notes: 'Printer paper' }));
      assert.equal(res.status, 201, res.text);
      const expense = res.body.data;
      assert.equal(expense.reference, `E-${years}-00001`);
      assert.equal(res.body.message, `Expense E-${years}-00001 recorded`);
      assert.deepEqual(
        [expense.amountPaise, expense.mode, expense.bank.id, expense.paidByDriver, expense.category.name, expense.reversal],
        [125_050, 'cash', cashId, false, 'Office', null],
      );
      const lines = await linesOf(expense.id);
      assert.equal(lines.length, 1);
      assert.deepEqual(
        [lines[0]!.account_kind, lines[0]!.account_id, Number(lines[0]!.amount_paise), lines[0]!.reference, lines[0]!.narration],
        ['bank', cashId, -125_050, expense.reference, 'Office, bill INV-88 — Printer paper'],
      );
      const audit = dataOf(await call('GET', `/audit-log?entity=expense&entityId=${expense.id}`));
      assert.equal(audit[0].action, 'expense.create');
    });

    it('diesel is litres × rate, to the paisa; other categories take no litres', async () => {
      const truck = await addTruck(suite);
      const diesel = {
        expenseDate: today,
        type: 'truck',
        truckId: truck.id,
        categoryId: categories.diesel!.id,
        litres: '123.456',
        rate: '94.37',
        amount: '11,650.54', // 123.456 × 94.37 = 11,650.54272
        mode: 'fuel-card',
        bankId: hdfcId,
      };
      const res = await post(diesel);
      assert.equal(res.status, 201, res.text);
      assert.deepEqual([res.body.data.litres, res.body.data.ratePaise, res.body.data.amountPaise], ['123.456', 9437, 1_165_054]);
      assert.equal(await linesTotal('bank', hdfcId), -1_165_054);

      await assertFieldErrors(post, diesel, [
        ['amount must be litres × rate', { amount: '11,650.55' }, 'amount', 'Amount must be litres × rate'],
        ['diesel needs litres', { litres: null }, 'litres', 'Litres are required for diesel'],
        ['only diesel takes litres', { categoryId: categories.toll!.id, rate: null }, 'litres', 'Only diesel takes litres'],
      ]);
    });

    it('refuses what does not add up, field by field', async () => {
      const truck = await addTruck(suite);
      await assertFieldErrors(post, office(), [
        ['a trip expense needs its trip', { type: 'trip' }, 'tripId', 'Choose the trip this expense belongs to'],
        ['a truck expense needs its truck', { type: 'truck' }, 'truckId', 'Choose the truck this expense belongs to'],
        ['an office expense has no truck', { truckId: truck.id }, 'type', 'An office expense belongs to no trip or truck'],
        ['a bank payment needs its account', { mode: 'bank' }, 'bankId', 'Choose the account it was paid from'],
        [
          'credit goes through no account',
          { mode: 'credit', bankId: hdfcId },
          'bankId',
          'An expense on credit is paid from no account yet',
        ],
        ['cash comes from a cash account', { bankId: hdfcId }, 'bankId', 'Cash is paid from a cash account'],
        [
          'a cash account pays cash only',
          { mode: 'upi', bankId: cashId },
          'bankId',
          'A cash account pays cash only: choose a bank account, or Cash as the mode',
        ],
        ['the driver who paid', { paidByDriver: true }, 'driverId', 'Choose the driver who paid it'],
        ['no amount', { amount: '0' }, 'amount', 'Amount must be more than ₹0'],
        ['an unknown category', { categoryId: UNKNOWN_ID }, 'categoryId', 'Choose a category from the list'],
        [
          'a date no session covers',
          { expenseDate: '1990-05-01' },
          'expenseDate',
          'No session covers 1990-05-01: add the session 1990-91 first',
        ],
      ]);
    });

    it('a trip expense takes the trip’s truck and driver; one the driver paid goes on his account, not a bank’s', async () => {
      const [party, truck, driver] = [await addParty(suite), await addTruck(suite), await addDriver(suite)];
      const trip = await bookTrip(suite, ownTripBody(party, truck, driver));
      const res = await post({
        expenseDate: today,
        type: 'trip',
        tripId: trip.id,
        categoryId: categories.toll!.id,
        amount: '640',
        mode: 'cash',
        paidByDriver: true,
      });
      assert.equal(res.status, 201, res.text);
      const expense = res.body.data;
      assert.deepEqual(
        [expense.trip.reference, expense.truck.id, expense.driver.id, expense.bank, expense.paidByDriver],
        [trip.tripNo, truck.id, driver.id, null, true],
      );
      assert.equal(await linesTotal('driver', driver.id), -64_000);

      // The truck and the driver are now in use: they are not deleted from under the expense.
      const removeTruck = await call('DELETE', `/trucks/${truck.id}`);
      assert.equal(removeTruck.status, 409);
      assert.match(removeTruck.body.message, /1 trip and 1 expense/);
    });

    it('a correction says why, cancels the old ledger line and posts the new one; the history keeps before and after', async () => {
      const created = (await post(office({ amount: '500' }))).body.data;
      const noReason = await call('PUT', `/expenses/${created.id}`, { amount: '450' });
      assert.equal(noReason.status, 400);
      assert.deepEqual(noReason.body.errors, { reason: 'Say why the expense is changed' });

      const res = await call('PUT', `/expenses/${created.id}`, {
        amount: '450',
        mode: 'upi',
        bankId: hdfcId,
        reason: 'Typed the wrong bill',
      });
      assert.equal(res.status, 200, res.text);
      assert.deepEqual(
        [res.body.data.amountPaise, res.body.data.bank.id, res.body.data.reference],
        [45_000, hdfcId, created.reference],
      );
      const lines = await linesOf(created.id);
      assert.deepEqual(
        lines.map((line) => [line.account_id, Number(line.amount_paise), line.reverses !== null]),
        [
          [cashId, -50_000, false],
          [hdfcId, -45_000, false],
          [cashId, 50_000, true],
        ].sort((a, b) => (a[1] as number) - (b[1] as number)),
      );
      const audit = dataOf(await call('GET', `/audit-log?entity=expense&entityId=${created.id}`));
      const update = audit.find((entry: { action: string }) => entry.action === 'expense.update');
      assert.equal(update.before.amountPaise, 50_000);
      assert.equal(update.after.amountPaise, 45_000);
      assert.equal(update.after.reason, 'Typed the wrong bill');
      // The day's kept expense total moved from the old amount and account to the new.
      await assertKeptBalances(suite.server.database.db, 'after a correction');
    });

    it('a delete reverses: the expense stays, marked, its money back in the account; it cannot be reversed or changed again', async () => {
      const before = await linesTotal('bank', cashId);
      // The whole list's total (one per page, so it is not the page's own count) is the database's kept count.
      assert.equal((await post(office({ amount: '10' }))).status, 201);
      const listedTotal = async () => (await call('GET', '/expenses?limit=1')).body.total as number;
      const standing = await listedTotal();
      const posted = await post(office({ amount: '300' }));
      assert.equal(posted.status, 201, posted.text);
      const created = posted.body.data;
      assert.equal(await linesTotal('bank', cashId), before - 31_000);
      assert.equal(await listedTotal(), standing + 1);

      const noReason = await call('DELETE', `/expenses/${created.id}`, {});
      assert.equal(noReason.status, 400);
      const res = await call('DELETE', `/expenses/${created.id}`, { reason: 'Entered twice' });
      assert.equal(res.status, 200, res.text);
      assert.equal(res.body.message, `Expense ${created.reference} reversed`);
      assert.equal(res.body.data.reversal.reason, 'Entered twice');
      assert.equal(await linesTotal('bank', cashId), before - 1_000, 'the cash is back');
      await assertKeptBalances(suite.server.database.db, 'after a reversal');
      assert.equal(await listedTotal(), standing, 'the reversed expense leaves the total');

      const again = await call('DELETE', `/expenses/${created.id}`, { reason: 'Entered twice' });
      assert.equal(again.status, 409);
      const change = await call('PUT', `/expenses/${created.id}`, { amount: '1', reason: 'late fix' });
      assert.deepEqual([change.status, change.body.message], [409, 'This expense was reversed: it can no longer be changed']);

      const shown = dataOf(await call('GET', `/expenses?search=${created.reference}`));
      assert.equal(shown.length, 0, 'the list leaves reversed expenses out');
      const withReversedRes = await call('GET', `/expenses?search=${created.reference}&reversed=include`);
      const withReversed = dataOf(withReversedRes);
      assert.equal(withReversed.length, 1, withReversedRes.text);
      assert.equal(withReversed[0].id, created.id);

      // The list's prepared pages (lib/prepared-list.ts): the reversed alone, and a type's pages by cursor.
      const onlyReversed = dataOf(await call('GET', '/expenses?reversed=only&limit=100'));
      assert.ok(onlyReversed.some((expense: { id: string }) => expense.id === created.id));
      assert.ok(onlyReversed.every((expense: { reversal: unknown }) => expense.reversal !== null));
      const officeAll = await call('GET', '/expenses?type=office&limit=100');
      const walked: string[] = [];
      let page = await call('GET', '/expenses?type=office&limit=1');
      for (;;) {
        walked.push(...dataOf(page).map((expense: { id: string }) => expense.id));
        if (!page.body.nextCursor) break;
        page = await call('GET', `/expenses?type=office&limit=1&page=${walked.length + 1}&after=${page.body.nextCursor}`);
      }
      assert.deepEqual(
        walked,
        dataOf(officeAll).map((expense: { id: string }) => expense.id),
      );
      assert.ok(walked.length >= 2, 'more than one page');
      assert.equal(officeAll.body.total, walked.length);
      assert.ok(!walked.includes(created.id), 'a reversed expense is not listed');
    });

    it('a closed session takes no new expenses and no changes to its own', async () => {
      const added = await call('POST', '/sessions', { name: '2019-20' });
      assert.equal(added.status, 201, added.text);
      const older = added.body.data;
      const kept = await post(office({ expenseDate: '2019-11-05' }));
      assert.equal(kept.status, 201, kept.text);
      assert.equal(kept.body.data.reference, 'E-1920-00001', 'each session numbers its own');
      assert.equal((await call('PUT', `/sessions/${older.id}`, { status: 'closed' })).status, 200);

      const refused = await post(office({ expenseDate: '2019-12-01' }));
      assert.deepEqual(
        [refused.status, refused.body.message],
        [409, 'The session 2019-20 is closed: records dated in it cannot be added or changed'],
      );
      const change = await call('PUT', `/expenses/${kept.body.data.id}`, { notes: 'x', reason: 'late note' });
      assert.equal(change.status, 409);
      const reverse = await call('DELETE', `/expenses/${kept.body.data.id}`, { reason: 'too late' });
      assert.equal(reverse.status, 409);
      const deleteSession = await call('DELETE', `/sessions/${older.id}`);
      assert.equal(deleteSession.status, 409);
    });

    it('twenty expenses recorded at once take twenty consecutive numbers', async () => {
      const listed = await call('GET', `/expenses?sort=-number&limit=1&reversed=include`);
      const last = dataOf(listed)[0].number as number;
      const results = await Promise.all(Array.from({ length: 20 }, () => post(office({ amount: '10' }))));
      for (const res of results) assert.equal(res.status, 201, res.text);
      const numbers = results.map((res) => res.body.data.number as number).sort((a, b) => a - b);
      assert.deepEqual(
        numbers,
        Array.from({ length: 20 }, (_, i) => last + 1 + i),
      );
    });

    it('lists with filters, sorts and totals by category; the summary adds up by type, category, month and truck', async () => {
      const tolls = await call('GET', `/expenses?categoryId=${categories.toll!.id}`);
      assert.equal(tolls.status, 200, tolls.text);
      assert.deepEqual(
        [tolls.body.total, tolls.body.totals.amountPaise, tolls.body.totals.byCategory.map((c: { name: string }) => c.name)],
        [1, 64_000, ['Toll']],
      );
      const all = await call('GET', '/expenses?sessionId=&sort=-amount&limit=100');
      const amounts = dataOf(all).map((expense: { amountPaise: number }) => expense.amountPaise);
      assert.deepEqual(
        amounts,
        [...amounts].sort((a: number, b: number) => b - a),
      );
      assert.ok(all.body.total < 100, 'every expense is on this page');
      assert.deepEqual(
        [all.body.totals.count, all.body.totals.amountPaise],
        [all.body.total, amounts.reduce((total: number, amount: number) => total + amount, 0)],
      );

      const sessions = dataOf(await call('GET', '/sessions'));
      const current = sessions.find((session: { active: boolean }) => session.active);
      const summary = dataOf(await call('GET', `/expenses/summary?sessionId=${current.id}`));
      assert.equal(summary.byMonth.length, 12);
      const sum = (rows: { amountPaise: number }[]) => rows.reduce((total, row) => total + row.amountPaise, 0);
      assert.equal(sum(summary.byType), summary.amountPaise);
      assert.equal(sum(summary.byCategory), summary.amountPaise);
      assert.equal(sum(summary.byMonth), summary.amountPaise);
      // Each truck that spent, the biggest spender first; an office expense without a truck is in none.
      assert.ok(summary.byTruck.length > 0);
      assert.equal(summary.trucks, summary.byTruck.length);
      const spent = summary.byTruck.map((row: { amountPaise: number }) => row.amountPaise);
      assert.deepEqual(
        spent,
        [...spent].sort((a, b) => b - a),
      );
      const office = summary.byType.find((row: { key: string }) => row.key === 'office').amountPaise;
      assert.ok(sum(summary.byTruck) <= summary.amountPaise && sum(summary.byTruck) >= summary.amountPaise - office);
      assert.deepEqual(
        summary.byType.map((row: { key: string }) => row.key),
        ['trip', 'truck', 'office'],
      );
      // A period that cuts its months is read from the expenses of its days: every expense is today's.
      const oneDay = dataOf(await call('GET', `/expenses/summary?from=${today}&to=${today}`));
      assert.deepEqual(
        [oneDay.amountPaise, oneDay.byType, oneDay.byCategory, oneDay.byTruck],
        [summary.amountPaise, summary.byType, summary.byCategory, summary.byTruck],
      );
      const listedTotal = await call('GET', `/expenses?sessionId=${current.id}&limit=1`);
      assert.equal(listedTotal.body.totals.amountPaise, summary.amountPaise, 'the list and the summary agree');

      // An expense of a trip that names no truck of its own (an older or imported row) counts for its trip's truck.
      const db = suite.server.database.db;
      const emptied = (
        (await db.execute(sql`update expenses e set truck_id = null from trips t
          where t.id = e.trip_id and t.truck_id = e.truck_id and e.reversed_at is null returning e.id`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows.map((row) => row.id);
      assert.ok(emptied.length > 0, 'trip expenses to take the truck from');
      const byTrip = dataOf(await call('GET', `/expenses/summary?sessionId=${current.id}`));
      assert.deepEqual(byTrip.byTruck, summary.byTruck, 'the same trucks with the same amounts');
      for (const id of emptied)
        await db.execute(sql`update expenses e set truck_id = t.truck_id from trips t where e.id = ${id} and t.id = e.trip_id`);

      const bad = await call('GET', '/expenses/summary');
      assert.deepEqual([bad.status, bad.body.errors], [400, { sessionId: 'Give a session, or a period from and to' }]);
    });

    it('is for admins only', async () => {
      const customer = await signInCustomer(suite.server, suite.admin);
      await assertAdminOnly(suite.server, customer, [
        ['GET', '/api/expenses'],
        ['GET', '/api/expenses/categories'],
        ['GET', '/api/expenses/types'],
        ['GET', '/api/expenses/summary'],
        ['POST', '/api/expenses', {}],
        ['GET', `/api/expenses/${UNKNOWN_ID}`],
        ['PUT', `/api/expenses/${UNKNOWN_ID}`, {}],
        ['DELETE', `/api/expenses/${UNKNOWN_ID}`, {}],
      ]);
      const missing = await call('GET', `/expenses/${UNKNOWN_ID}`);
      assert.deepEqual([missing.status, missing.body.message], [404, 'Expense not found']);
    });

    it('reads a common word’s first page walking, then what each expense shows: as planned', async () => {
      for (const notes of ['Walkword one', 'Walkword two', 'Walkword three']) {
        const res = await post(office({ notes }));
        assert.equal(res.status, 201, res.text);
      }
      const planned = await call('GET', '/expenses?search=walkword&limit=2');
      assert.deepEqual([planned.body.total, dataOf(planned)[0].bank.id], [3, cashId]);
      for (const walk of ['table', 'sortIndex'] as const) {
        chooseWalking(expenses, 'walkword', walk);
        const walked = await call('GET', '/expenses?search=walkword&limit=2');
        assert.deepEqual(walked.body, planned.body, `counted through the ${walk}`);
      }
      forgetPlans();
    });
  });
}
