import { boundedText, hasHiddenCharacters, nameField, optionalText } from './fields';

describe('display text refuses hidden characters', () => {
  it.each([
    ['a right-to-left override', '\u202Eadmin'],
    ['a zero-width space', 'admin\u200B'],
    ['a bidi isolate', 'Ravi \u2066Kumar\u2069'],
    ['a byte-order mark', 'Ravi\uFEFFKumar'],
    ['a control character', 'Ravi\u0007Kumar'],
    ['a line break in a name', 'Ravi\nKumar'],
    ['a line separator', 'Ravi\u2028Kumar'],
    ['a joiner between ASCII letters', 'ad\u200Dmin'],
  ])('a name with %s is refused with a readable message', (_what, name) => {
    const result = nameField.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Name must not contain invisible or control characters');
  });

  it('accepts names in Indian scripts, with the joiners those scripts use, and emoji sequences', () => {
    for (const name of ['Priya Sharma', 'प्रिया शर्मा', 'क्\u200Dष', 'ശ്രീ\u200Cരാം', 'Ana 👩\u200D💻', "Seán O'Brien-Ng"]) {
      expect(nameField.safeParse(name)).toEqual({ success: true, data: name });
    }
  });

  it('multi-line fields keep line breaks and tabs but still refuse the rest', () => {
    const message = boundedText('Message', 1, 500, { multiline: true });
    expect(message.safeParse('Line one\r\n\tLine two').success).toBe(true);
    expect(message.safeParse('Line one\n\u202Eowt enil').success).toBe(false);
    expect(boundedText('Subject', 1, 100).safeParse('Line one\nLine two').success).toBe(false);
  });

  it('optional text refuses them too, and still turns an empty value into null', () => {
    const company = optionalText('Company', 120);
    expect(company.safeParse('Kumar\u200B Exports').success).toBe(false);
    expect(company.safeParse('  ').data).toBeNull();
  });

  it('hasHiddenCharacters looks at every occurrence, not only the first', () => {
    expect(hasHiddenCharacters('क्\u200Dष and a\u200Db')).toBe(true);
  });
});
