import type { z } from 'zod';
import {
  blankableGstinNumberField,
  formatPaise,
  GST_STATES,
  gstinCheckCharacter,
  gstinNumberField,
  ifscField,
  isValidGstin,
  isValidIfsc,
  isValidLicenceNumber,
  isValidPan,
  isValidRegistration,
  licenceNumberField,
  MAX_PAISE,
  mobileField,
  normaliseLicenceNumber,
  normaliseMobile,
  normaliseRegistration,
  openingBalanceField,
  optionalMobileField,
  PAN_HOLDER_TYPES,
  panField,
  panHolderType,
  registrationNumberField,
  rupeesField,
  rupeesToPaise,
  RTO_STATE_CODES,
  stateOfGstin,
} from './india';

/** The messages a value gets, or the parsed value. */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function expectMessage(schema: z.ZodType, value: unknown, message: string) {
  expect(messagesOf(schema, value)).toEqual([message]);
}

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN', () => {
  // Real GSTINs and numbers of the same shape; every check character was worked out independently with
  // the algorithm in its usual published form (from the right, factors 2, 1, 2, …).
  const valid = [
    '27AAPFU0939F1ZV',
    '29AAGCB7383J1Z4',
    '33AAACH7409R1Z8',
    '24AAACC1206D1ZM',
    '07AAACR5055K1Z9',
    '36AABCT1332L1ZF',
    '28AAAPL1234C1ZC',
    '09AAACH7409RAZQ', // entity number A
    '27AAPFU0939F2YW', // a letter other than Z in position 14
    '99AAAGM0289C1Z8', // Centre Jurisdiction
    '97AAAAT1234T1ZV', // Other Territory
  ];

  it.each(valid)('%s is valid', (gstin) => {
    expect(gstinNumberField.safeParse(gstin)).toEqual({ success: true, data: gstin });
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });

  it('is trimmed, upper-cased and stripped of the spaces and hyphens people type', () => {
    expect(gstinNumberField.parse('  27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinNumberField.parse('27 AAPFU 0939 F1Z V')).toBe('27AAPFU0939F1ZV');
    expect(gstinNumberField.parse('29-AAGCB7383J-1Z4')).toBe('29AAGCB7383J1Z4');
  });

  it.each(valid)('%s with any other check character is refused', (gstin) => {
    for (const character of BASE36) {
      if (character === gstin.charAt(14)) continue;
      const wrong = gstin.slice(0, 14) + character;
      expectMessage(gstinNumberField, wrong, 'GSTIN check character is wrong — please check the number');
      expect(isValidGstin(wrong)).toBe(false);
    }
  });

  it('catches a single mistyped character and two swapped neighbours', () => {
    expectMessage(gstinNumberField, '27AAPFU0938F1ZV', 'GSTIN check character is wrong — please check the number');
    expectMessage(gstinNumberField, '27AAPFU0399F1ZV', 'GSTIN check character is wrong — please check the number');
    expectMessage(gstinNumberField, '29AAGCB3783J1Z4', 'GSTIN check character is wrong — please check the number');
  });

  it.each([
    ['too short', '27AAPFU0939F1Z'],
    ['too long', '27AAPFU0939F1ZVV'],
    ['letters where the state code goes', 'MHAAPFU0939F1ZV'],
    ['a symbol', '27AAPFU0939F1Z*'],
    ['a look-alike letter that upper-cases to I', '27AAPFU0939F1Zı'],
  ])('%s gets the shape message', (_what, gstin) => {
    expectMessage(gstinNumberField, gstin, 'GSTIN must be 15 characters like 27AAPFU0939F1ZV');
  });

  it.each(['00', '39', '40', '96', '98'])('state code %s is refused', (code) => {
    expectMessage(gstinNumberField, `${code}AAPFU0939F1ZV`, `GSTIN starts with ${code}, which is not a GST state code`);
  });

  it.each([
    ['digits where the PAN has letters', '271APFU0939F1ZV'],
    ['letters where the PAN has digits', '27AAPFUO939F1ZV'],
    ['an unknown PAN holder type', '27AAPXU0939F1ZV'],
  ])('%s gets the PAN message', (_what, gstin) => {
    expectMessage(gstinNumberField, gstin, "GSTIN characters 3 to 12 must be the holder's PAN, like AAPFU0939F");
  });

  it('refuses 0 as the entity number', () => {
    expectMessage(gstinNumberField, '27AAPFU0939F0ZV', 'GSTIN character 13 (the entity number) must be 1–9 or A–Z');
  });

  it('says when it is missing or not text', () => {
    expectMessage(gstinNumberField, undefined, 'GSTIN is required');
    expectMessage(gstinNumberField, '   ', 'GSTIN is required');
    expectMessage(gstinNumberField, 27, 'GSTIN must be text');
  });

  it('lets the company go without one until it is entered, and checks it fully once it is', () => {
    expect(blankableGstinNumberField.parse('  ')).toBe('');
    expect(blankableGstinNumberField.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expectMessage(blankableGstinNumberField, '27AAPFU0939F1ZW', 'GSTIN check character is wrong — please check the number');
    expectMessage(blankableGstinNumberField, '00AAPFU0939F1ZV', 'GSTIN starts with 00, which is not a GST state code');
  });

  it('gives the state of a valid GSTIN only', () => {
    expect(stateOfGstin('27AAPFU0939F1ZV')).toEqual({ code: '27', name: 'Maharashtra' });
    expect(stateOfGstin(' 29aagcb7383j1z4')).toEqual({ code: '29', name: 'Karnataka' });
    expect(stateOfGstin('99AAAGM0289C1Z8')).toEqual({ code: '99', name: 'Centre Jurisdiction' });
    expect(stateOfGstin('27AAPFU0939F1ZW')).toBeUndefined();
    expect(stateOfGstin('')).toBeUndefined();
  });

  it('lists every GST state code once: 01–38, 97 and 99', () => {
    const codes = GST_STATES.map((state) => state.code);
    const expected = [...Array.from({ length: 38 }, (_, index) => String(index + 1).padStart(2, '0')), '97', '99'];
    expect(codes).toEqual(expected);
    expect(GST_STATES.every((state) => state.name.length > 0)).toBe(true);
    expect(GST_STATES.find((state) => state.code === '36')?.name).toBe('Telangana');
    expect(GST_STATES.find((state) => state.code === '38')?.name).toBe('Ladakh');
  });

  it('has no check character for anything but 14 letters and digits', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeUndefined();
    expect(gstinCheckCharacter('27aapfu0939f1z')).toBeUndefined();
  });
});

describe('PAN', () => {
  it.each([
    ['AAPFU0939F', 'firm'],
    ['ABCPK1234M', 'individual'],
    ['AAACR5055K', 'company'],
    ['AAAHS1234Q', 'huf'],
    ['AAATT1234T', 'trust'],
    ['AAAGM0289C', 'government'],
    ['AAAAA1234A', 'aop'],
    ['AAABB1234B', 'boi'],
    ['AAALL1234L', 'local-authority'],
    ['AAAJJ1234J', 'artificial-juridical-person'],
  ])('%s is valid and held by a %s', (pan, holder) => {
    expect(panField.safeParse(pan)).toEqual({ success: true, data: pan });
    expect(isValidPan(pan)).toBe(true);
    expect(panHolderType(pan)).toBe(holder);
  });

  it('is normalised', () => {
    expect(panField.parse(' abcpk 1234 m ')).toBe('ABCPK1234M');
    expect(panHolderType('abcpk1234m')).toBe('individual');
  });

  it.each(['ABCPK1234', 'ABCPK12345', 'ABCP11234M', 'ABCPK1A34M', 'ABCPK12341'])('%s gets the shape message', (pan) => {
    expectMessage(panField, pan, 'PAN must be 10 characters like ABCPK1234M: 5 letters, 4 digits, a letter');
  });

  it.each(['ABCXK1234M', 'ABCEK1234M', 'ABCKK1234M', 'ABCZK1234M'])('%s has an unknown holder type', (pan) => {
    expectMessage(panField, pan, "PAN's 4th character must be the holder type: P, C, H, F, A, T, B, L, J, G");
    expect(panHolderType(pan)).toBeUndefined();
  });

  it('knows ten holder types, and TDS treats only individuals and HUFs at 1%', () => {
    expect(Object.keys(PAN_HOLDER_TYPES)).toHaveLength(10);
    const onePercent = Object.values(PAN_HOLDER_TYPES).filter((type) => type === 'individual' || type === 'huf');
    expect(onePercent).toEqual(['individual', 'huf']);
  });

  it('says when it is missing', () => {
    expectMessage(panField, '', 'PAN is required');
    expectMessage(panField, undefined, 'PAN is required');
  });
});

describe('IFSC', () => {
  it.each(['SBIN0005943', 'HDFC0000240', 'ICIC0AB1234'])('%s is valid', (ifsc) => {
    expect(ifscField.safeParse(ifsc)).toEqual({ success: true, data: ifsc });
    expect(isValidIfsc(ifsc)).toBe(true);
  });

  it('is normalised', () => {
    expect(ifscField.parse(' sbin 0005943')).toBe('SBIN0005943');
  });

  it.each(['SBIN000594', 'SBIN00059433'])('%s has the wrong length', (ifsc) => {
    expectMessage(ifscField, ifsc, 'IFSC must be 11 characters like SBIN0005943');
  });

  it('explains a letter O in place of the zero', () => {
    expectMessage(ifscField, 'SBINO005943', 'The 5th character of an IFSC is the digit 0 (zero), not the letter O');
  });

  it.each(['SBIN1005943', 'SB1N0005943', 'SBIN00059_3'])('%s has the wrong shape', (ifsc) => {
    expectMessage(ifscField, ifsc, 'IFSC must be 4 letters, a zero, then 6 letters or digits, like SBIN0005943');
  });

  it('says when it is missing', () => {
    expectMessage(ifscField, '', 'IFSC is required');
  });
});

describe('registration number', () => {
  it.each([
    ['MH12AB1234', 'MH12AB1234'],
    ['DL1CAB1234', 'DL1CAB1234'],
    ['KA05MN123', 'KA05MN123'],
    ['GJ01AB0001', 'GJ01AB0001'],
    ['mh 12 ab 1234', 'MH12AB1234'],
    ['MH-12-AB-1234', 'MH12AB1234'],
    [' tn 07 bz 5 ', 'TN07BZ5'],
    ['DL3C1234', 'DL3C1234'],
    ['TS09EA1234', 'TS09EA1234'],
    ['TG09EA1234', 'TG09EA1234'],
    ['22BH1234AB', '22BH1234AB'],
    ['22 BH 1234 A', '22BH1234A'],
    ['25-bh-0001-cc', '25BH0001CC'],
  ])('%s is valid and stored as %s', (typed, stored) => {
    expect(registrationNumberField.safeParse(typed)).toEqual({ success: true, data: stored });
    expect(normaliseRegistration(typed)).toBe(stored);
    expect(isValidRegistration(typed)).toBe(true);
  });

  it.each([
    ['an unknown state code', 'XX12AB1234'],
    ['no RTO number', 'MHAB1234'],
    ['a three-digit RTO number', 'MH123AB1234'],
    ['four series letters', 'MH12ABCD1234'],
    ['a five-digit number', 'MH12AB12345'],
    ['no number', 'MH12AB'],
    ['RTO number zero', 'MH00AB1234'],
    ['number zero', 'MH12AB0000'],
    ['symbols', 'MH12AB12#4'],
    ['Bharat series with three letters', '22BH1234ABC'],
    ['Bharat series with three digits', '22BH123AB'],
    ['Bharat series without letters', '22BH1234'],
    ['Bharat series before it began', '19BH1234AB'],
    ['a tracking number', 'TRK-123456'],
  ])('%s is refused', (_what, typed) => {
    expectMessage(registrationNumberField, typed, 'Enter a registration number like MH12AB1234 or 22BH1234AB');
    expect(isValidRegistration(typed)).toBe(false);
  });

  it('says when it is missing', () => {
    expectMessage(registrationNumberField, ' ', 'Registration number is required');
  });

  it('lists each state code once', () => {
    expect(new Set(RTO_STATE_CODES).size).toBe(RTO_STATE_CODES.length);
    expect(RTO_STATE_CODES).toEqual(expect.arrayContaining(['MH', 'DL', 'KA', 'GJ', 'TN', 'LA', 'OD', 'TG']));
  });
});

describe('mobile number', () => {
  it.each([
    ['9820012345', '9820012345'],
    ['98200 12345', '9820012345'],
    ['+91 98200 12345', '9820012345'],
    ['+91-98200-12345', '9820012345'],
    ['919820012345', '9820012345'],
    ['09820012345', '9820012345'],
    ['6000000000', '6000000000'],
    ['9123456789', '9123456789'], // starts with 91 but is already 10 digits
  ])('%s is stored as %s', (typed, stored) => {
    expect(mobileField.safeParse(typed)).toEqual({ success: true, data: stored });
    expect(normaliseMobile(typed)).toBe(stored);
  });

  it.each(['98200-1234a', '+44 7700 900123', '(98200) 12345'])('%s is not digits', (typed) => {
    expectMessage(mobileField, typed, 'Mobile number must be digits, like 98200 12345 or +91 98200 12345');
  });

  it.each(['982001234', '98200123456', '+91 98200 1234', '0091 98200 12345'])('%s is not 10 digits', (typed) => {
    expectMessage(mobileField, typed, 'Mobile number must be 10 digits');
  });

  it.each(['5820012345', '022 4000 1234', '+91 1234567890'])('%s does not start with 6–9', (typed) => {
    expectMessage(mobileField, typed, 'Mobile number must start with 6, 7, 8 or 9');
    expect(normaliseMobile(typed)).toBeUndefined();
  });

  it('is required, and must be text', () => {
    expectMessage(mobileField, '', 'Mobile number is required');
    expectMessage(mobileField, undefined, 'Mobile number is required');
    expectMessage(mobileField, 9820012345, 'Mobile number must be text');
  });

  it('optional: blank and null become null, a number is normalised, a bad one is still refused', () => {
    expect(optionalMobileField.parse('  ')).toBeNull();
    expect(optionalMobileField.parse(null)).toBeNull();
    expect(optionalMobileField.parse(undefined)).toBeUndefined();
    expect(optionalMobileField.parse('+91 98200 12345')).toBe('9820012345');
    expectMessage(optionalMobileField, '12345', 'Mobile number must be 10 digits');
    expectMessage(optionalMobileField, 9820012345, 'Mobile number must be text');
  });
});

describe('driving licence number', () => {
  it.each([
    ['MH1420110062821', 'MH1420110062821'],
    ['MH14 20110062821', 'MH1420110062821'],
    ['mh-14-2011-0062821', 'MH1420110062821'],
    ['DL-0420110149646', 'DL0420110149646'],
    ['DL/04/123/2009', 'DL041232009'], // an older licence with slashes
    ['KA0519990012345', 'KA0519990012345'],
    ['TN7Z200800012345', 'TN7Z200800012345'],
    ['HR06198500347611234', 'HR06198500347611234'],
  ])('%s is accepted and stored as %s', (typed, stored) => {
    expect(licenceNumberField.safeParse(typed)).toEqual({ success: true, data: stored });
    expect(normaliseLicenceNumber(typed)).toBe(stored);
    expect(isValidLicenceNumber(typed)).toBe(true);
  });

  it.each(['MH14_2011_0062821', 'MH14.2011.0062821'])('%s has characters other than letters and digits', (typed) => {
    expectMessage(licenceNumberField, typed, 'Licence number may only have letters and digits, like MH1420110062821');
  });

  it.each(['MH1420110', 'MH14201100628211234567'])('%s is too short or too long', (typed) => {
    expectMessage(licenceNumberField, typed, 'Licence number must be 10 to 20 letters and digits, like MH1420110062821');
  });

  it.each(['XX1420110062821', '1420110062821MH', 'MHA420110062821'])('%s does not start with a state and RTO code', (typed) => {
    expectMessage(licenceNumberField, typed, 'Licence number must start with a state code and the RTO code, like MH14');
  });

  it('says when it is missing', () => {
    expectMessage(licenceNumberField, ' - ', 'Licence number is required');
  });
});

describe('money in paise', () => {
  it.each([
    ['0.1', 10],
    ['0.10', 10],
    ['0.29', 29],
    ['12345', 1234500],
    ['12,345.67', 1234567],
    ['1,23,456.78', 12345678],
    ['₹1,23,456.78', 12345678],
    ['₹ 500', 50000],
    ['1,234', 123400],
    ['12,34,56,789.01', 12345678901],
    ['0', 0],
    ['000120.5', 12050],
    ['99,99,99,999.99', 99999999999],
    ['999999999.99', MAX_PAISE],
  ])('rupeesToPaise(%s) is %i exactly', (text, paise) => {
    expect(rupeesToPaise(text)).toBe(paise);
    expect(Number.isInteger(rupeesToPaise(text))).toBe(true);
  });

  it('does what floating point would not', () => {
    // 1.15 * 100 is 114.99999999999999 and 4.35 * 100 is 434.99999999999994 in binary floating point.
    expect(rupeesToPaise('1.15')).toBe(115);
    expect(rupeesToPaise('4.35')).toBe(435);
    expect(rupeesToPaise('99,99,99,999.97')).toBe(99999999997);
    expect(rupeesToPaise('12,34,56,789.99')).toBe(12345678999);
  });

  it.each([
    '',
    '-5',
    '12.345',
    '1,2345',
    '123,456',
    '1,234,567',
    '12,34',
    '.5',
    '12.',
    '1e5',
    'abc',
    '1 000',
    '1,00,00,00,00,000',
  ])('rupeesToPaise(%s) is undefined', (text) => {
    expect(rupeesToPaise(text)).toBeUndefined();
  });

  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [10, '₹0.10'],
    [100, '₹1.00'],
    [99999, '₹999.99'],
    [100000, '₹1,000.00'],
    [12345678, '₹1,23,456.78'],
    [1234567890, '₹1,23,45,678.90'],
    [MAX_PAISE, '₹99,99,99,999.99'],
    [-12345678, '-₹1,23,456.78'],
    [Number.MAX_SAFE_INTEGER, '₹9,00,71,99,25,47,409.91'],
  ])('formatPaise(%i) is %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it('formatPaise refuses fractions of a paisa and unsafe integers', () => {
    expect(() => formatPaise(1.5)).toThrow(RangeError);
    expect(() => formatPaise(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => formatPaise(Number.NaN)).toThrow(RangeError);
  });

  it('formatting and parsing round-trip', () => {
    for (const paise of [0, 1, 99, 100, 123456, 99999999999, 50000000001]) {
      expect(rupeesToPaise(formatPaise(paise))).toBe(paise);
    }
  });

  it('rupeesField refuses zero unless allowed, and takes JSON numbers exactly', () => {
    const freight = rupeesField('Freight');
    expect(freight.parse('25,000')).toBe(2500000);
    expect(freight.parse(0.1)).toBe(10);
    expect(freight.parse(1.15)).toBe(115);
    expectMessage(freight, '0.00', 'Freight must be more than ₹0');
    expectMessage(freight, 1e21, 'Freight must be an amount like 12,345.67');
    expectMessage(freight, true, 'Freight must be an amount in rupees');
    expect(rupeesField('Freight', { allowZero: true }).parse('0')).toBe(0);
  });
});

describe('opening balance', () => {
  it.each([
    [
      { amount: '12,345.67', side: 'Dr' },
      { amountPaise: 1234567, side: 'Dr' },
    ],
    [
      { amount: '12345', side: 'Cr' },
      { amountPaise: 1234500, side: 'Cr' },
    ],
    [
      { amount: ' ₹1,23,456.78 ', side: 'Cr' },
      { amountPaise: 12345678, side: 'Cr' },
    ],
    [
      { amount: '0', side: 'Dr' },
      { amountPaise: 0, side: 'Dr' },
    ],
    [
      { amount: '99,99,99,999.99', side: 'Dr' },
      { amountPaise: 99999999999, side: 'Dr' },
    ],
  ])('%j becomes %j', (input, output) => {
    expect(openingBalanceField.safeParse(input)).toEqual({ success: true, data: output });
  });

  it.each([
    ['', 'Opening balance is required'],
    ['-100', 'Opening balance cannot be negative'],
    ['12,345.678', 'Opening balance can have at most 2 decimal places'],
    ['123,456', 'Opening balance has a comma in the wrong place: group digits like 1,23,45,678.90'],
    ['twelve', 'Opening balance must be an amount like 12,345.67'],
    ['1,00,00,00,000', 'Opening balance must be at most ₹99,99,99,999.99'],
    ['1000000000.00', 'Opening balance must be at most ₹99,99,99,999.99'],
    ['123456789012345678901234567890', 'Opening balance must be at most ₹99,99,99,999.99'],
  ])('amount %s: %s', (amount, message) => {
    const result = openingBalanceField.safeParse({ amount, side: 'Dr' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['amount', message]]);
  });

  it('needs a side of Dr or Cr', () => {
    for (const side of [undefined, 'dr', 'Debit', '']) {
      const result = openingBalanceField.safeParse({ amount: '100', side });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['side', 'Choose Dr or Cr for the opening balance'],
      ]);
    }
  });

  it('needs an object', () => {
    expectMessage(openingBalanceField, undefined, 'Opening balance is required');
    expectMessage(openingBalanceField, '12,345.67', 'Opening balance must have an amount and a side (Dr or Cr)');
  });
});
