import fc from 'fast-check';
import { billTax, gstRateOn } from './gst';

const MAHARASHTRA = '27';
const GUJARAT = '24';

describe('GST on a freight bill', () => {
  it('reverse charge (the default): no tax on the bill, and it says so', () => {
    const tax = billTax({
      regime: 'reverse-charge',
      billDate: '2026-04-10',
      supplierStateCode: MAHARASHTRA,
      recipientStateCode: MAHARASHTRA,
      lineTaxablePaise: [50_000_00, 25_000_00],
    });
    expect(tax).toMatchObject({
      reverseCharge: true,
      rateBasisPoints: 0,
      taxPaise: 0,
      taxablePaise: 75_000_00,
      totalPaise: 75_000_00,
    });
  });

  it('forward charge at 5% inside the state: CGST 2.5% + SGST 2.5%, each rounded per line', () => {
    const tax = billTax({
      regime: 'forward-5',
      billDate: '2026-04-10',
      supplierStateCode: MAHARASHTRA,
      recipientStateCode: MAHARASHTRA,
      lineTaxablePaise: [10_001, 10_001], // ₹100.01: 2.5% = 250.025 paise → 250 each
    });
    expect(tax.lines).toEqual([
      { taxablePaise: 10_001, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 },
      { taxablePaise: 10_001, cgstPaise: 250, sgstPaise: 250, igstPaise: 0 },
    ]);
    expect(tax).toMatchObject({
      interState: false,
      cgstPaise: 500,
      sgstPaise: 500,
      igstPaise: 0,
      taxPaise: 1000,
      totalPaise: 21_002,
    });
  });

  it('outside the state: IGST at the whole rate', () => {
    const tax = billTax({
      regime: 'forward-5',
      billDate: '2026-04-10',
      supplierStateCode: MAHARASHTRA,
      recipientStateCode: GUJARAT,
      lineTaxablePaise: [1_23_456_78],
    });
    expect(tax).toMatchObject({ interState: true, cgstPaise: 0, sgstPaise: 0, igstPaise: 6_17_284, totalPaise: 1_29_629_62 });
  });

  it('forward charge with input credit: 12% before 22 Sep 2025, 18% from that day', () => {
    expect(gstRateOn('forward-itc', '2025-09-21')).toBe(1200);
    expect(gstRateOn('forward-itc', '2025-09-22')).toBe(1800);
    const tax = billTax({
      regime: 'forward-itc',
      billDate: '2026-01-05',
      supplierStateCode: MAHARASHTRA,
      recipientStateCode: MAHARASHTRA,
      lineTaxablePaise: [40_000_00],
    });
    expect(tax).toMatchObject({ rateBasisPoints: 1800, cgstPaise: 3_600_00, sgstPaise: 3_600_00, totalPaise: 47_200_00 });
  });

  it('for any lines: the total is the taxable value plus each tax, and each tax the sum of its lines', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('reverse-charge' as const, 'forward-5' as const, 'forward-itc' as const),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 5_00_00_000_00 }), { minLength: 1, maxLength: 40 }),
        (regime, interState, lines) => {
          const tax = billTax({
            regime,
            billDate: '2026-06-01',
            supplierStateCode: MAHARASHTRA,
            recipientStateCode: interState ? GUJARAT : MAHARASHTRA,
            lineTaxablePaise: lines,
          });
          const sum = (pick: (line: (typeof tax.lines)[number]) => number) =>
            tax.lines.reduce((total, line) => total + pick(line), 0);
          return (
            tax.totalPaise === tax.taxablePaise + tax.cgstPaise + tax.sgstPaise + tax.igstPaise &&
            tax.cgstPaise === sum((line) => line.cgstPaise) &&
            tax.igstPaise === sum((line) => line.igstPaise) &&
            tax.cgstPaise === tax.sgstPaise &&
            (interState ? tax.cgstPaise === 0 : tax.igstPaise === 0)
          );
        },
      ),
    );
  });
});
