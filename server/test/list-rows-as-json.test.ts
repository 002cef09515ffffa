import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backends } from './helpers/database';
import { quoteBody } from './helpers/bodies';
import { dataOf, masterSuite } from './helpers/master-fixtures';

/*
 * The lists whose rows the database writes as JSON (lib/json-row) answer each record exactly as its own
 * call does: the same fields, numbers as numbers, amounts and sizes as exact text, timestamps as
 * toISOString writes them, and text with quotes, backslashes, line breaks and Indian scripts intact.
 */

const oneLine = 'Shree "Ganesh" \\ Roadways — ठाणे';
const awkward = `${oneLine}\nline two`;

for (const backend of backends) {
  describe(`list rows written by the database (${backend})`, () => {
    const suite = masterSuite(backend);
    const { call } = suite;

    /** The record a POST added. */
    async function added(path: string, body: unknown) {
      const res = await call('POST', path, body);
      assert.equal(res.status, 201, res.text);
      return res.body.data;
    }

    /** The record as `list` shows it, found by its id among the rows that `query` lists. */
    async function listed(list: string, query: string, id: string) {
      const rows = dataOf(await call('GET', `/${list}?${query}`)) as ({ id: string } & Record<string, unknown>)[];
      const row = rows.find((candidate) => candidate.id === id);
      assert.ok(row, `${list}?${query} lists ${id}`);
      return row;
    }

    it('billing parties: the state named from the GSTIN, the opening balance, awkward text', async () => {
      const withGstin = await added('/billing-parties', {
        name: 'Umang Roadways',
        gstin: '27AAPFU0939F1ZV',
        address: awkward,
        creditDays: 45,
        openingBalance: { amount: '1,25,000.50', side: 'Dr' },
      });
      const bare = await added('/billing-parties', { name: 'Unregistered Traders', stateCode: '29' });
      for (const party of [withGstin, bare]) {
        assert.deepEqual(
          await listed('billing-parties', 'limit=100', party.id),
          dataOf(await call('GET', `/billing-parties/${party.id}`)),
        );
      }
      assert.equal(withGstin.stateName, 'Maharashtra');
      assert.equal((await listed('billing-parties', 'search=umang', withGstin.id)).address, awkward);
    });

    it('market vehicles: the PAN holder read from the PAN, and none without one', async () => {
      const withPan = await added('/vehicles', {
        registrationNumber: 'MH12QW4521',
        ownerName: oneLine,
        ownerPan: 'ABXPJ4411K',
        ownerDeclaredSmallFleet: true,
      });
      const withoutPan = await added('/vehicles', { registrationNumber: 'KA01ZZ0001', ownerName: 'Test Owner' });
      for (const vehicle of [withPan, withoutPan]) {
        assert.deepEqual(await listed('vehicles', 'limit=100', vehicle.id), dataOf(await call('GET', `/vehicles/${vehicle.id}`)));
      }
      assert.deepEqual([withPan.ownerPanHolder, withoutPan.ownerPanHolder], ['individual', null]);
    });

    it('banks and cash accounts', async () => {
      const bank = await added('/banks', {
        name: 'HDFC current',
        accountType: 'current',
        bankName: 'HDFC Bank',
        accountNumber: '50200012345678',
        ifsc: 'HDFC0001234',
        branch: oneLine,
        openingBalance: { amount: '2,50,000', side: 'Cr' },
      });
      assert.deepEqual(await listed('banks', 'sort=-createdAt', bank.id), dataOf(await call('GET', `/banks/${bank.id}`)));
      assert.deepEqual(bank.openingBalance, { amountPaise: 25_000_000, side: 'Cr' });
    });

    it('quotes: the reference, weights as exact text, an empty volume', async () => {
      const created = await suite.server.request('POST', '/api/quotes', {
        body: quoteBody({ contactName: 'Ravi "RK" Kumar \\ ठाणे', message: awkward, weightKg: '1250.5', volumeCbm: undefined }),
      });
      assert.equal(created.status, 201, created.text);
      const quote = created.body.data;
      assert.deepEqual(await listed('quotes', 'search=ravi', quote.id), quote);
      assert.deepEqual([quote.weightKg, quote.volumeCbm, quote.pieces], ['1250.50', null, 12]);
      assert.match(quote.reference, /^Q-\d{6}$/);
    });
  });
}
