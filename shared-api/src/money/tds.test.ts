import fc from 'fast-check';
import { tdsOnHirePayment, type OwnerTaxStatus } from './tds';

const individual: OwnerTaxStatus = { pan: 'ABCPK1234M', panHolder: 'individual', declaredSmallFleet: false };
const firm: OwnerTaxStatus = { pan: 'ABCFK1234M', panHolder: 'firm', declaredSmallFleet: false };
const huf: OwnerTaxStatus = { pan: 'ABCHK1234M', panHolder: 'huf', declaredSmallFleet: false };
const smallFleet: OwnerTaxStatus = { ...individual, declaredSmallFleet: true };
const noPan: OwnerTaxStatus = { pan: null, panHolder: null, declaredSmallFleet: true };

const pay = (owner: OwnerTaxStatus, paymentPaise: number, earlierThisYearPaise = 0, earlierUndeductedPaise = 0) =>
  tdsOnHirePayment({ owner, paymentPaise, earlierThisYearPaise, earlierUndeductedPaise });

describe('TDS on lorry hire (194C)', () => {
  it('1% for an individual or HUF, 2% for a firm, on a payment above ₹30,000', () => {
    expect(pay(individual, 40_000_00)).toMatchObject({ rateBasisPoints: 100, reason: 'individual', tdsPaise: 400_00 });
    expect(pay(huf, 40_000_00)).toMatchObject({ rateBasisPoints: 100, tdsPaise: 400_00 });
    expect(pay(firm, 40_000_00)).toMatchObject({ rateBasisPoints: 200, reason: 'other', tdsPaise: 800_00 });
  });

  it('nil for an owner with a PAN who declared at most 10 goods carriages, however large the payment', () => {
    expect(pay(smallFleet, 5_00_000_00, 20_00_000_00)).toMatchObject({ reason: 'small-fleet', tdsPaise: 0 });
  });

  it('20% without a PAN, the declaration notwithstanding', () => {
    expect(pay(noPan, 50_000_00)).toMatchObject({ rateBasisPoints: 2000, reason: 'no-pan', tdsPaise: 10_000_00 });
  });

  it('nothing while a payment is at most ₹30,000 and the year at most ₹1,00,000', () => {
    expect(pay(individual, 30_000_00)).toMatchObject({ reason: 'below-threshold', tdsPaise: 0 });
    expect(pay(individual, 30_000_00, 70_000_00, 70_000_00)).toMatchObject({ reason: 'below-threshold', tdsPaise: 0 });
  });

  it('the payment that takes the year past ₹1,00,000 carries the TDS of the earlier undeducted payments', () => {
    // ₹90,000 paid earlier without TDS; ₹20,000 now: 1% of ₹1,10,000.
    expect(pay(individual, 20_000_00, 90_000_00, 90_000_00)).toMatchObject({ basePaise: 1_10_000_00, tdsPaise: 1_100_00 });
    // Once caught up, later payments carry only their own.
    expect(pay(individual, 10_000_00, 1_10_000_00, 0)).toMatchObject({ basePaise: 10_000_00, tdsPaise: 100_00 });
  });

  it('for any sequence of payments in a year: once past ₹1,00,000, the TDS so far is the rate on all of them', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60_000_00 }), { minLength: 1, maxLength: 30 }), (payments) => {
        let paid = 0;
        let undeducted = 0;
        let tds = 0;
        for (const payment of payments) {
          const result = pay(individual, payment, paid, undeducted);
          tds += result.tdsPaise;
          undeducted = undeducted + payment - result.basePaise;
          paid += payment;
        }
        if (paid <= 1_00_000_00) return true;
        // Per-payment rounding may differ from rounding the whole by at most half a paisa a payment.
        return Math.abs(tds - paid / 100) <= payments.length * 0.5 + 0.5;
      }),
    );
  });
});
