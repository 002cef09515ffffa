import { amountInWords, rupeesInWords } from './words';

describe('amount in words, Indian numbering', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [15, 'Fifteen'],
    [40, 'Forty'],
    [99, 'Ninety-Nine'],
    [100, 'One Hundred'],
    [101, 'One Hundred One'],
    [1000, 'One Thousand'],
    [1_00_000, 'One Lakh'],
    [10_50_000, 'Ten Lakh Fifty Thousand'],
    [1_00_00_000, 'One Crore'],
    [12_34_56_789, 'Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine'],
    [1_00_00_00_000, 'One Hundred Crore'],
  ])('%i rupees', (rupees, words) => {
    expect(rupeesInWords(rupees)).toBe(words);
  });

  it('writes paise and the closing "Only" as an invoice does', () => {
    expect(amountInWords(1_23_45_678_90)).toBe(
      'Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight and Ninety Paise Only',
    );
    expect(amountInWords(50_000_00)).toBe('Rupees Fifty Thousand Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(-2_500_00)).toBe('Minus Rupees Two Thousand Five Hundred Only');
  });
});
