import { matchesAllWords, queryWords } from './local-match';

describe('matchesAllWords', () => {
  const fields = ['Cold Chain Logistics', 'Reefer transport for pharmaceuticals', ['cold', 'temperature']];

  it('needs every word, in any field, ignoring case', () => {
    expect(matchesAllWords('COLD pharma', fields)).toBe(true);
    expect(matchesAllWords('cold ocean', fields)).toBe(false);
  });

  it('treats hyphenated and joined spellings alike', () => {
    expect(matchesAllWords('ecommerce', ['E-commerce Fulfillment'])).toBe(true);
    expect(matchesAllWords('e-commerce', ['Ecommerce'])).toBe(true);
  });

  it('splits on any whitespace and ignores blanks', () => {
    expect(queryWords('  Air \t Cargo ')).toEqual(['air', 'cargo']);
  });
});
