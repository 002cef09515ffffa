import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { indianToday } from 'shared-api/schemas';
import { backends } from './helpers/database';
import { dataOf, masterSuite } from './helpers/master-fixtures';
import { addDriver, addParty, addTruck, ownTripBody } from './helpers/trip-fixtures';

/*
 * A click sent twice, or an answer lost on a bad connection and the request sent again: with one
 * Idempotency-Key, the trip or the money is made once (three identical transfers with one key made three).
 */
for (const backend of backends) {
  describe(`Idempotency-Key (${backend})`, () => {
    const suite = masterSuite(backend);
    const post = (path: string, body: unknown, key: string) =>
      suite.server.request('POST', `/api${path}`, { token: suite.admin, body, headers: { 'idempotency-key': key } });

    it('makes three identical transfers with one key once, and answers the later two with the first answer', async () => {
      const banks = dataOf(await suite.call('GET', '/banks'));
      const cash = banks.find((bank: { accountType: string }) => bank.accountType === 'cash');
      const bank = await suite.call('POST', '/banks', {
        name: 'Idempotent SBI',
        accountType: 'current',
        bankName: 'State Bank of India',
        accountNumber: '30012345679',
        ifsc: 'SBIN0000300',
      });
      assert.equal(bank.status, 201, bank.text);
      const transfer = {
        kind: 'transfer',
        entryDate: indianToday(),
        fromBankId: cash.id,
        toBankId: bank.body.data.id,
        amount: '1,500',
      };
      const key = randomUUID();
      const answers = [];
      for (let index = 0; index < 3; index += 1) answers.push(await post('/money-entries', transfer, key));
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [201, 201, 201],
      );
      assert.equal(new Set(answers.map((answer) => answer.body.data.id)).size, 1, 'one entry');
      assert.deepEqual(
        answers.map((answer) => answer.headers.get('idempotent-replayed')),
        [null, 'true', 'true'],
      );
      const listed = await suite.call('GET', `/money-entries?kind=transfer&bankId=${bank.body.data.id}`);
      assert.equal(listed.body.total, 1, listed.text);

      const other = await post('/money-entries', { ...transfer, amount: '2,000' }, key);
      assert.equal(other.status, 422);
      assert.match(other.body.message, /already used for a different request/);
    });

    it('books one trip for a key sent at the same moment twice; a refusal leaves the key free for the corrected request', async () => {
      const body = ownTripBody(await addParty(suite), await addTruck(suite), await addDriver(suite));
      const key = randomUUID();
      const both = await Promise.all([post('/trips', body, key), post('/trips', body, key)]);
      const statuses = both.map((answer) => answer.status).sort();
      // The second either waited its turn (409, Retry-After) or came after and got the first answer.
      assert.ok(JSON.stringify(statuses) === '[201,201]' || JSON.stringify(statuses) === '[201,409]', statuses.join(', '));
      const again = await post('/trips', body, key);
      assert.equal(again.status, 201);
      assert.equal(again.body.data.tripNo, both.find((answer) => answer.status === 201)!.body.data.tripNo);

      const fresh = randomUUID();
      const refused = await post('/trips', { ...body, truckId: randomUUID() }, fresh);
      assert.ok(refused.status >= 400 && refused.status < 500, refused.text);
      const corrected = await post(
        '/trips',
        ownTripBody(await addParty(suite), await addTruck(suite), await addDriver(suite)),
        fresh,
      );
      assert.equal(corrected.status, 201, corrected.text);
    });

    it('refuses a key that is not a short visible text', async () => {
      const res = await post('/expenses', {}, 'x'.repeat(201));
      assert.equal(res.status, 400);
      assert.match(res.body.message, /Idempotency-Key must be 1 to 200 visible characters/);
    });
  });
}
