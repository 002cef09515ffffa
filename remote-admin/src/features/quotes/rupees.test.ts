import { MAX_QUOTED_PAISE, parseRupees } from './rupees';

describe('parseRupees', () => {
  it('turns rupees into exact integer paise without floating point drift', () => {
    expect(parseRupees('12500.50')).toEqual({ paise: 1250050 });
    expect(parseRupees('12500.5')).toEqual({ paise: 1250050 });
    expect(parseRupees('0.29')).toEqual({ paise: 29 });
    expect(parseRupees('4.35')).toEqual({ paise: 435 });
    expect(parseRupees('12500')).toEqual({ paise: 1250000 });
    expect(parseRupees('12500.')).toEqual({ paise: 1250000 });
  });

  it('accepts Indian digit grouping, spaces and the rupee sign', () => {
    expect(parseRupees(' ₹ 1,25,000.75 ')).toEqual({ paise: 12500075 });
    expect(parseRupees('Rs. 900')).toEqual({ paise: 90000 });
  });

  it('explains what is wrong with an amount it cannot read', () => {
    expect(parseRupees('')).toEqual({ problem: 'Enter the quoted amount' });
    expect(parseRupees('twelve')).toEqual({ problem: expect.stringContaining('digits only') });
    expect(parseRupees('-5')).toEqual({ problem: expect.stringContaining('digits only') });
    expect(parseRupees('10.555')).toEqual({ problem: expect.stringContaining('at most 2 digits') });
    expect(parseRupees('0.00')).toEqual({ problem: 'The quoted amount must be more than ₹0' });
  });

  it('keeps to the server’s ceiling of ₹1,000 crore', () => {
    expect(parseRupees('10000000000')).toEqual({ paise: MAX_QUOTED_PAISE });
    expect(parseRupees('10000000000.01')).toEqual({ problem: expect.stringContaining('at most ₹1,000 crore') });
    expect(parseRupees('99999999999999999')).toEqual({ problem: expect.stringContaining('at most ₹1,000 crore') });
  });
});
