import { highlightWords, splitByWords } from './highlight';

describe('highlight', () => {
  it('marks every query word, ignoring case', () => {
    expect(splitByWords('Ocean freight by sea: OCEAN lanes', highlightWords('ocean freight'))).toEqual([
      { text: 'Ocean', match: true },
      { text: ' ', match: false },
      { text: 'freight', match: true },
      { text: ' by sea: ', match: false },
      { text: 'OCEAN', match: true },
      { text: ' lanes', match: false },
    ]);
  });

  it('treats regular-expression characters literally', () => {
    expect(splitByWords('Food & Beverage (cold)', highlightWords('(cold) &'))).toEqual([
      { text: 'Food ', match: false },
      { text: '&', match: true },
      { text: ' Beverage ', match: false },
      { text: '(cold)', match: true },
    ]);
  });

  it('prefers the longer of overlapping words and leaves text alone without words', () => {
    expect(highlightWords('air  airfreight AIR')).toEqual(['airfreight', 'air']);
    expect(splitByWords('Air', [])).toEqual([{ text: 'Air', match: false }]);
  });
});
