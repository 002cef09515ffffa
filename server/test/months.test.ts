import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { monthsOf, wholeMonthsOf } from '../src/lib/months';

describe('calendar months of a period', () => {
  it('lists every month a period touches', () => {
    assert.deepEqual(monthsOf({ from: '2026-11-15', to: '2027-02-01' }), ['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('tells the months a period covers whole from the days it cuts', () => {
    const cases: [string, string, { from: string; until: string }][] = [
      // A financial year: twelve whole months.
      ['2026-04-01', '2027-03-31', { from: '2026-04-01', until: '2027-04-01' }],
      // Cut at both ends: the months between.
      ['2026-04-15', '2026-07-14', { from: '2026-05-01', until: '2026-07-01' }],
      // A month to its last day, in a leap year's February and in December.
      ['2028-02-01', '2028-02-29', { from: '2028-02-01', until: '2028-03-01' }],
      ['2026-12-01', '2026-12-31', { from: '2026-12-01', until: '2027-01-01' }],
      // Short of a month's last day, or starting on the 31st: none whole.
      ['2027-02-01', '2027-02-27', { from: '2027-02-01', until: '2027-02-01' }],
      ['2027-01-31', '2027-02-27', { from: '2027-02-01', until: '2027-02-01' }],
      // One day.
      ['2026-11-27', '2026-11-27', { from: '2026-12-01', until: '2026-11-01' }],
    ];
    for (const [from, to, whole] of cases) assert.deepEqual(wholeMonthsOf({ from, to }), whole, `${from} – ${to}`);
  });
});
