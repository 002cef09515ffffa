import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backends } from './helpers/database';
import { masterSuite } from './helpers/master-fixtures';

/*
 * A period a request names is bounded: a report asked for 0001-01-01 to 9999-12-31 (one column per
 * month) held every other request for over a minute. Each bound answers a 400 on its field, at once.
 */
for (const backend of backends) {
  describe(`bounded periods (${backend})`, () => {
    const suite = masterSuite(backend);

    it('refuses days outside 2000–2099 on every list and report that filters by date', async () => {
      for (const path of [
        '/reports/expense-summary/export?format=csv',
        '/reports/profit-loss/export?format=csv',
        '/reports/profit-loss?',
        '/reports/dashboard?',
        '/reports/tally-export?',
        '/trips?',
        '/bills?',
        '/expenses?',
        '/money-entries?',
        '/documents?',
        '/quotes?',
      ]) {
        const res = await suite.call('GET', `${path}&from=0001-01-01&to=9999-12-31`);
        assert.equal(res.status, 400, `${path}: ${res.text}`);
        assert.match(res.body.errors.from, /must be between 2000 and 2099/, path);
      }
    });

    it('a report covers at most ten years, and says so on To', async () => {
      const started = Date.now();
      const res = await suite.call('GET', '/reports/expense-summary/export?format=xlsx&from=2000-01-01&to=2099-12-31');
      assert.equal(res.status, 400, res.text);
      assert.equal(res.body.errors.to, 'A report covers at most 10 years (120 months): narrow From and To');
      assert.ok(Date.now() - started < 2000, 'refused before any work');
      const tenYears = await suite.call('GET', '/reports/expense-summary/export?format=csv&from=2017-04-01&to=2027-03-31');
      assert.equal(tenYears.status, 200, tenYears.text);
      const header = tenYears.text.split('\n').find((line) => line.includes('2017')) ?? '';
      assert.ok(header.split(',').length <= 125, 'a column per month, 120 at most');
    });
  });
}
