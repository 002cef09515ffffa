import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { backends } from './helpers/database';
import { dataOf, dayFromToday, masterSuite, pdfFile } from './helpers/master-fixtures';
import { pdfText } from './helpers/pdf-text';
import { addDriver, addParty, addTruck, bookTrip, ownTripBody, uploadDocument } from './helpers/trip-fixtures';

/*
 * Branches: each books trips in its own series, and a user of one branch sees and changes only that
 * branch's trips, documents, expenses and driver advances — on the server, whatever the call asks.
 */
for (const backend of backends) {
  describe(`branches (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;
    let pune: { id: string; code: string };
    let nagpur: { id: string; code: string };
    let puneOps: string;
    let puneTrip: { id: string; tripNo: string; lrNo: string };
    let nagpurTrip: { id: string; tripNo: string; lrNo: string };
    let outsideTrip: { id: string; tripNo: string };

    /** What a call that added a record answered. */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- what the API returned; the assertions check it
    const created = (res: { status: number; text: string; body: any }) => {
      assert.equal(res.status, 201, res.text);
      return res.body.data;
    };
    const as = (token: string, method: string, path: string, body?: unknown) =>
      suite.server.request(method, `/api${path}`, { token, body });
    const ownTrip = async (overrides: Record<string, unknown> = {}) =>
      ownTripBody(await addParty(suite), await addTruck(suite), await addDriver(suite), overrides);

    before(async () => {
      pune = created(await call('POST', '/branches', { name: 'Pune', code: 'pun', address: 'Bhosari MIDC, Pune' }));
      nagpur = created(await call('POST', '/branches', { name: 'Nagpur', code: 'NAG' }));
      const user = await call('POST', '/users', {
        name: 'Pune Dispatcher',
        email: 'dispatch.pune@test.example',
        password: 'StaffPass123',
        role: 'operations',
        branchId: pune.id,
      });
      assert.equal(created(user).branchId, pune.id);
      puneOps = await suite.server.login('dispatch.pune@test.example', 'StaffPass123');
    });

    it('keeps a branch master with a code of 2 to 5 letters, unique, written in capitals', async () => {
      assert.equal(pune.code, 'PUN');
      const bad = await call('POST', '/branches', { name: 'Nashik', code: 'N1' });
      assert.equal(bad.status, 400, bad.text);
      assert.match(bad.body.errors.code, /2 to 5 letters/);
      const taken = await call('POST', '/branches', { name: 'Pune East', code: 'PUN' });
      assert.equal(taken.status, 409, taken.text);
      assert.match(taken.body.errors.code, /already another branch/);
      const options = dataOf(await as(puneOps, 'GET', '/branches/select'));
      assert.deepEqual(
        options.map((option: { label: string }) => option.label),
        ['Nagpur (NAG)', 'Pune (PUN)'],
      );
      const refused = await as(puneOps, 'POST', '/branches', { name: 'Nashik', code: 'NSK' });
      assert.equal(refused.status, 403, refused.text);
    });

    it('numbers each branch’s trips in its own series, the code in the number', async () => {
      puneTrip = await bookTrip(suite, await ownTrip({ branchId: pune.id }));
      nagpurTrip = await bookTrip(suite, await ownTrip({ branchId: nagpur.id }));
      outsideTrip = await bookTrip(suite, await ownTrip());
      assert.match(puneTrip.tripNo, /^T-PUN-\d{4}-00001$/);
      assert.match(puneTrip.lrNo, /^LR-PUN-\d{4}-00001$/);
      assert.match(nagpurTrip.tripNo, /^T-NAG-\d{4}-00001$/);
      assert.match(outsideTrip.tripNo, /^T-\d{4}-\d{5}$/);

      // A user of one branch books in theirs, whatever branch the form names.
      const booked = created(await as(puneOps, 'POST', '/trips', await ownTrip({ branchId: nagpur.id })));
      assert.match(booked.tripNo, /^T-PUN-\d{4}-00002$/);

      // Deleting the latest of a branch's series gives its numbers back to that series alone.
      const removed = await as(puneOps, 'DELETE', `/trips/${booked.id}`);
      assert.equal(removed.status, 200, removed.text);
      const again = await as(puneOps, 'POST', '/trips', await ownTrip());
      assert.match(created(again).tripNo, /^T-PUN-\d{4}-00002$/);
    });

    it('refuses to book in an inactive branch and to change a code the trips print', async () => {
      const closed = created(await call('POST', '/branches', { name: 'Closed Depot', code: 'CLD', active: false }));
      const refused = await call('POST', '/trips', await ownTrip({ branchId: closed.id }));
      assert.equal(refused.status, 400, refused.text);
      assert.match(refused.body.errors.branchId, /inactive/);

      const recode = await call('PUT', `/branches/${pune.id}`, { code: 'PNQ' });
      assert.equal(recode.status, 409, recode.text);
      assert.match(recode.body.errors.code, /cannot change/);
      const renamed = await call('PUT', `/branches/${closed.id}`, { code: 'CLX' });
      assert.equal(renamed.status, 200, renamed.text);
      const remove = await call('DELETE', `/branches/${pune.id}`);
      assert.equal(remove.status, 409, remove.text);
    });

    it('shows a user of one branch its trips alone, in lists, totals, stats and search', async () => {
      const list = dataOf(await as(puneOps, 'GET', `/trips?branchId=${nagpur.id}&limit=100`));
      const numbers = list.map((trip: { tripNo: string }) => trip.tripNo);
      assert.ok(numbers.length >= 2);
      assert.ok(
        numbers.every((no: string) => no.startsWith('T-PUN-')),
        numbers.join(', '),
      );
      const stats = dataOf(await as(puneOps, 'GET', '/trips/stats'));
      assert.equal(stats.total, numbers.length);

      // Staff of every branch see them all, and filter by branch when they ask.
      const all = await call('GET', '/trips?limit=100');
      assert.ok(all.body.total > numbers.length);
      const nagpurOnly = dataOf(await call('GET', `/trips?branchId=${nagpur.id}`));
      assert.deepEqual(
        nagpurOnly.map((trip: { tripNo: string }) => trip.tripNo),
        [nagpurTrip.tripNo],
      );
      assert.equal(dataOf(await call('GET', `/trips/stats?branchId=${nagpur.id}`)).total, 1);

      const found = dataOf(await as(puneOps, 'GET', `/admin/search?q=${encodeURIComponent(nagpurTrip.tripNo)}`));
      const tripGroup = found.groups.find((group: { kind: string }) => group.kind === 'trip');
      assert.equal(tripGroup.total, 0);
    });

    it('answers 404 for another branch’s trip, whatever the call', async () => {
      for (const [method, path, body] of [
        ['GET', `/trips/${nagpurTrip.id}`],
        ['GET', `/trips/${nagpurTrip.id}/history`],
        ['GET', `/trips/${nagpurTrip.id}/lr.pdf`],
        ['PUT', `/trips/${nagpurTrip.id}`, await ownTrip()],
        ['POST', `/trips/${nagpurTrip.id}/start`, {}],
        ['POST', `/trips/${nagpurTrip.id}/cancel`, { reason: 'Not ours to cancel' }],
        ['POST', `/trips/${nagpurTrip.id}/share-link`, {}],
        ['DELETE', `/trips/${outsideTrip.id}`],
        ['GET', `/documents/trip/${nagpurTrip.id}`],
      ] as const) {
        const res = await as(puneOps, method, path, body);
        assert.equal(res.status, 404, `${method} ${path}: ${res.text}`);
        assert.equal(res.body.message, 'Trip not found');
      }
      const own = await as(puneOps, 'GET', `/trips/${puneTrip.id}`);
      assert.equal(own.status, 200, own.text);
      const nagpurStill = dataOf(await call('GET', `/trips/${nagpurTrip.id}`));
      assert.equal(nagpurStill.status, 'planned');
    });

    it('files, lists and serves documents of the branch’s own trips only', async () => {
      const scan = { content: pdfFile(), name: 'invoice.pdf' };
      const filed = await uploadDocument(suite.server, suite.admin, { tripId: nagpurTrip.id, type: 'invoice' }, scan);
      const document = created(filed);
      const upload = await uploadDocument(suite.server, puneOps, { tripId: nagpurTrip.id, type: 'invoice' }, scan);
      assert.equal(upload.status, 404, upload.text);
      assert.equal((await as(puneOps, 'GET', `/documents/download/${document.id}`)).status, 404);
      assert.equal((await as(puneOps, 'DELETE', `/documents/${document.id}`)).status, 404);
      const listed = dataOf(await as(puneOps, 'GET', '/documents?limit=100'));
      assert.ok(!listed.some((item: { id: string }) => item.id === document.id));
      const theirs = await uploadDocument(suite.server, puneOps, { tripId: puneTrip.id, type: 'invoice' }, scan);
      const mine = dataOf(await as(puneOps, 'GET', '/documents?limit=100'));
      assert.deepEqual(
        mine.map((item: { id: string }) => item.id),
        [created(theirs).id],
      );
    });

    it('enters expenses and driver advances in the branch, and keeps the others’ out of reach', async () => {
      const categories = dataOf(await call('GET', '/expenses/categories'));
      const toll = categories.find((category: { code: string }) => category.code === 'toll');
      const expense = (tripId: string) => ({
        expenseDate: dayFromToday(0),
        type: 'trip',
        categoryId: toll.id,
        tripId,
        amount: '450',
        mode: 'cash',
      });
      const theirs = await as(puneOps, 'POST', '/expenses', expense(nagpurTrip.id));
      assert.equal(theirs.status, 400, theirs.text);
      assert.match(theirs.body.errors.tripId, /does not exist/);
      const nagpurExpense = created(await call('POST', '/expenses', expense(nagpurTrip.id)));
      const ours = created(await as(puneOps, 'POST', '/expenses', expense(puneTrip.id)));
      const office = created(
        await as(puneOps, 'POST', '/expenses', {
          expenseDate: dayFromToday(0),
          type: 'office',
          categoryId: categories.find((category: { code: string }) => category.code === 'office').id,
          amount: '120',
          mode: 'cash',
        }),
      );

      const listed = dataOf(await as(puneOps, 'GET', '/expenses?limit=100'));
      assert.deepEqual(listed.map((item: { id: string }) => item.id).sort(), [ours.id, office.id].sort());
      assert.equal((await as(puneOps, 'GET', `/expenses/${nagpurExpense.id}`)).status, 404);
      assert.equal(dataOf(await call('GET', `/expenses?branchId=${nagpur.id}`)).length, 1);

      const trip = dataOf(await call('GET', `/trips/${puneTrip.id}`));
      const advance = (tripId: string, driverId: string) => ({
        kind: 'driver-advance',
        entryDate: dayFromToday(0),
        driverId,
        tripId,
        advanceType: 'cash',
        amount: '2,000',
        mode: 'cash',
      });
      const nagpurDetail = dataOf(await call('GET', `/trips/${nagpurTrip.id}`));
      const refused = await as(puneOps, 'POST', '/money-entries', advance(nagpurTrip.id, nagpurDetail.driver.id));
      assert.equal(refused.status, 400, refused.text);
      const given = created(await as(puneOps, 'POST', '/money-entries', advance(puneTrip.id, trip.driver.id)));
      const nagpurAdvance = created(await call('POST', '/money-entries', advance(nagpurTrip.id, nagpurDetail.driver.id)));
      const advances = dataOf(await as(puneOps, 'GET', '/money-entries?limit=100'));
      assert.deepEqual(
        advances.map((item: { id: string }) => item.id),
        [given.id],
      );
      assert.equal((await as(puneOps, 'GET', `/money-entries/${nagpurAdvance.id}`)).status, 404);
    });

    it('gives profit and loss by branch, adding up to the whole', async () => {
      const byBranch = dataOf(await call('GET', '/reports/profit-loss?groupBy=branch'));
      const overall = dataOf(await call('GET', '/reports/profit-loss'));
      const labels = byBranch.rows.map((row: { label: string }) => row.label);
      assert.ok(labels.includes('Nagpur (NAG)') && labels.includes('Pune (PUN)'), labels.join(', '));
      const sum = (key: 'trips' | 'incomePaise' | 'expensesPaise') =>
        byBranch.rows.reduce((total: number, row: Record<string, number>) => total + row[key]!, 0);
      // Every trip and expense is in one row, those outside any branch in a row of their own, last.
      assert.equal(byBranch.unassigned, null);
      assert.equal(byBranch.rows.at(-1).label, 'Outside any branch');
      assert.equal(byBranch.rows.at(-1).key, 'none');
      for (const key of ['trips', 'incomePaise', 'expensesPaise'] as const) {
        assert.equal(sum(key), overall.totals[key], key);
        assert.equal(byBranch.totals[key], overall.totals[key], key);
      }
      const nagpurRow = byBranch.rows.find((row: { key: string }) => row.key === nagpur.id);
      assert.equal(nagpurRow.trips, 1);
      assert.equal(nagpurRow.expensesPaise, 45_000);
      const refused = await as(puneOps, 'GET', '/reports/profit-loss?groupBy=branch');
      assert.equal(refused.status, 403, refused.text);
    });

    it('narrows profit and loss, its export and the expense summary to one branch; an accountant of one branch gets theirs', async () => {
      const byBranch = dataOf(await call('GET', '/reports/profit-loss?groupBy=branch'));
      const rowOf = (id: string) => byBranch.rows.find((row: { key: string }) => row.key === id);
      for (const groupBy of ['overall', 'month', 'trip']) {
        const nagpurOnly = dataOf(await call('GET', `/reports/profit-loss?groupBy=${groupBy}&branchId=${nagpur.id}`));
        assert.deepEqual(nagpurOnly.branch, { id: nagpur.id, name: 'Nagpur', code: 'NAG' });
        for (const key of ['trips', 'incomePaise', 'expensesPaise', 'profitPaise'] as const) {
          assert.equal(nagpurOnly.totals[key], rowOf(nagpur.id)[key], `${groupBy} ${key}`);
        }
      }
      const byTrip = dataOf(await call('GET', `/reports/profit-loss?groupBy=trip&branchId=${nagpur.id}`));
      assert.deepEqual(
        byTrip.rows.map((row: { key: string }) => row.key),
        [nagpurTrip.id],
      );
      const unknown = await call('GET', '/reports/profit-loss?branchId=00000000-0000-4000-8000-000000000000');
      assert.equal(unknown.status, 400, unknown.text);
      assert.match(unknown.body.errors.branchId, /branch/);

      const file = await call('GET', `/reports/profit-loss/export?groupBy=trip&format=csv&branchId=${nagpur.id}`);
      assert.equal(file.status, 200, file.text);
      assert.match(file.headers.get('content-disposition') ?? '', /nagpur-nag/);
      assert.ok(file.text.includes(nagpurTrip.tripNo) && !file.text.includes(puneTrip.tripNo), file.text);

      const summary = (query: string, token?: string) =>
        token ? as(token, 'GET', `/expenses/summary?${query}`) : call('GET', `/expenses/summary?${query}`);
      const period = `from=${dayFromToday(-1)}&to=${dayFromToday(1)}`;
      const nagpurExpenses = dataOf(await summary(`${period}&branchId=${nagpur.id}`));
      assert.equal(nagpurExpenses.amountPaise, 45_000);
      assert.equal(nagpurExpenses.count, 1);
      assert.equal(nagpurExpenses.branch.code, 'NAG');
      const everything = dataOf(await summary(period));
      assert.ok(everything.amountPaise > nagpurExpenses.amountPaise);
      assert.equal(everything.branch, null);

      // An accountant of Pune asks for Nagpur's, or for everything, and gets Pune's.
      created(
        await call('POST', '/users', {
          name: 'Pune Accountant',
          email: 'accounts.pune@test.example',
          password: 'StaffPass123',
          role: 'accountant',
          branchId: pune.id,
        }),
      );
      const puneAccounts = await suite.server.login('accounts.pune@test.example', 'StaffPass123');
      for (const query of [`branchId=${nagpur.id}`, '']) {
        const theirs = dataOf(await as(puneAccounts, 'GET', `/reports/profit-loss?${query}`));
        assert.equal(theirs.branch.code, 'PUN');
        assert.equal(theirs.totals.trips, rowOf(pune.id).trips);
        const spent = dataOf(await summary(`${period}&${query}`, puneAccounts));
        assert.equal(spent.branch.code, 'PUN');
        assert.equal(spent.amountPaise, rowOf(pune.id).expensesPaise);
      }
    });

    it('prints the booking branch’s name, address and phone on its LR', async () => {
      await call('PUT', `/branches/${pune.id}`, { phone: '020 2712 0000' });
      const lrText = async (tripId: string) => {
        const pdf = await fetch(`${suite.server.url}/api/trips/${tripId}/lr.pdf`, {
          headers: { authorization: `Bearer ${suite.admin}` },
        });
        assert.equal(pdf.status, 200);
        return (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join(' ');
      };
      const text = await lrText(puneTrip.id);
      assert.match(text, /BOOKING OFFICE/);
      assert.match(text, /Pune \(PUN\)/);
      assert.match(text, /Bhosari MIDC, Pune/);
      assert.match(text, /020 2712 0000/);
      assert.doesNotMatch(await lrText(outsideTrip.id), /BOOKING OFFICE/);
    });

    it('moves a user to another branch on their next request, audited', async () => {
      const users = dataOf(await call('GET', '/users?search=dispatch.pune'));
      const moved = await call('PUT', `/users/${users[0].id}`, { branchId: nagpur.id });
      assert.equal(moved.status, 200, moved.text);
      const now = await as(puneOps, 'GET', `/trips/${nagpurTrip.id}`);
      assert.equal(now.status, 200, now.text);
      assert.equal((await as(puneOps, 'GET', `/trips/${puneTrip.id}`)).status, 404);
      const audit = dataOf(await call('GET', `/audit-log?entity=user&entityId=${users[0].id}`));
      const change = audit.find((entry: { action: string }) => entry.action === 'user.update');
      assert.equal(change.before.branchId, pune.id);
      assert.equal(change.after.branchId, nagpur.id);

      const customerBranch = await call('POST', '/users', {
        name: 'Branch Customer',
        email: 'branch.customer@test.example',
        password: 'StaffPass123',
        role: 'customer',
        branchId: pune.id,
      });
      assert.equal(customerBranch.status, 400, customerBranch.text);
      assert.match(customerBranch.body.errors.branchId, /no branch/);
    });
  });
}
