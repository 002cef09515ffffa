import fc from 'fast-check';
import { formatRate, percentOf, sumPaise } from './rounding';

describe('percentOf: per line, half up, to the paisa', () => {
  it('rounds half a paisa up and less than half down', () => {
    expect(percentOf(10, 250)).toBe(0); // 0.25 paise
    expect(percentOf(20, 250)).toBe(1); // 0.5 paise → up
    expect(percentOf(1_00_001, 250)).toBe(2500); // 2,500.025 paise
    expect(percentOf(1_00_020, 250)).toBe(2501); // 2,500.5 paise → up
    expect(percentOf(12_345_67, 1800)).toBe(2_22_222); // ₹2,222.2206 → ₹2,222.22
  });

  it('is exact where the rate divides evenly, and 0 at a 0% rate', () => {
    expect(percentOf(1_00_000_00, 100)).toBe(1_000_00);
    expect(percentOf(99_999_999_999, 0)).toBe(0);
  });

  it('is never more than half a paisa from the exact figure, for every amount a form takes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), fc.integer({ min: 0, max: 10_000 }), (paise, rate) => {
        const exactTimes10000 = BigInt(paise) * BigInt(rate);
        const rounded = BigInt(percentOf(paise, rate)) * 10_000n;
        const diff = rounded - exactTimes10000;
        return diff > -5_000n && diff <= 5_000n;
      }),
    );
  });

  it('refuses fractions of a paisa and negative amounts', () => {
    expect(() => percentOf(10.5, 100)).toThrow(RangeError);
    expect(() => percentOf(-1, 100)).toThrow(RangeError);
    expect(() => percentOf(100, 1.5)).toThrow(RangeError);
    expect(() => sumPaise([1, 0.1])).toThrow(RangeError);
  });

  it('writes rates as people read them', () => {
    expect(formatRate(100)).toBe('1%');
    expect(formatRate(250)).toBe('2.5%');
    expect(formatRate(1800)).toBe('18%');
  });
});
