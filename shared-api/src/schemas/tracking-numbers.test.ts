import fc from 'fast-check';
import { newTrackingNumber, normaliseTrackingNumber, trackingCheckHolds } from './tracking-numbers';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const bytes = fc.uint8Array({ minLength: 5, maxLength: 5 });

describe('tracking numbers', () => {
  it('are GR, eight characters of 40 random bits and a check character that holds', () => {
    fc.assert(
      fc.property(bytes, (random) => {
        const number = newTrackingNumber(random);
        expect(number).toMatch(/^GR[0-9A-HJKMNP-TV-Z]{8}-[0-9A-HJKMNP-TV-Z]$/);
        expect(trackingCheckHolds(number)).toBe(true);
      }),
    );
    expect(newTrackingNumber(new Uint8Array([0, 0, 0, 0, 0]))).toBe('GR00000000-0');
    expect(newTrackingNumber(new Uint8Array([255, 255, 255, 255, 255]))).not.toBe(
      newTrackingNumber(new Uint8Array([255, 255, 255, 255, 254])),
    );
  });

  it('catch every single mistyped character', () => {
    fc.assert(
      fc.property(bytes, fc.integer({ min: 2, max: 10 }), fc.integer({ min: 1, max: 31 }), (random, at, shift) => {
        const bare = newTrackingNumber(random).replace('-', '');
        const wrong = bare.slice(0, at) + ALPHABET[(ALPHABET.indexOf(bare[at]!) + shift) % 32] + bare.slice(at + 1);
        expect(trackingCheckHolds(wrong)).toBe(false);
      }),
    );
  });

  it('catch a swap of two different neighbours, but for the one pair Luhn cannot tell apart (0 and Z)', () => {
    fc.assert(
      fc.property(bytes, fc.integer({ min: 2, max: 9 }), (random, at) => {
        const bare = newTrackingNumber(random).replace('-', '');
        const [a, b] = [bare[at]!, bare[at + 1]!];
        fc.pre(a !== b && !(new Set([a, b]).has('0') && new Set([a, b]).has('Z')));
        expect(trackingCheckHolds(bare.slice(0, at) + b + a + bare.slice(at + 2))).toBe(false);
      }),
    );
  });

  it('read as typed: any case, spaces, no hyphen, O for 0 and I or L for 1; old numbers untouched', () => {
    expect(normaliseTrackingNumber(' gr7k3m 9qxd4 ')).toBe('GR7K3M9QXD-4');
    expect(normaliseTrackingNumber('GR7K3M9QXDO')).toBe('GR7K3M9QXD-0');
    expect(normaliseTrackingNumber('gr1i1l0000-0')).toBe('GR11110000-0');
    expect(normaliseTrackingNumber('grl100012')).toBe('GRL100012');
    expect(trackingCheckHolds('GRL100012')).toBeUndefined();
  });
});
