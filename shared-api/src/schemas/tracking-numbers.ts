/*
 * Tracking numbers a visitor cannot guess. The first ones were sequential (GRL100012): asking for the
 * next twenty without signing in answered twenty customers' consignments. A new number is GR, eight
 * random characters (40 bits) and one check character, written in Crockford's base-32 alphabet (no I,
 * L, O or U, so nothing reads as another character on a phone): GR7K3M9QXD-4 is told as "G R 7 K 3 M
 * 9 Q X D 4". The check character (Luhn mod 32) catches every single mistyped character and every swap
 * of two neighbours (but 0 and Z), so a typo is named as a typo instead of costing a lookup. Old numbers still work.
 */

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const PREFIX = 'GR';
const RANDOM_CHARACTERS = 8;

/** A new number's shape once its hyphen and case are set aside: GR, eight characters, a check character. */
const NEW_NUMBER = new RegExp(`^${PREFIX}[${ALPHABET}]{${RANDOM_CHARACTERS + 1}}$`);

/** Luhn mod 32 over the characters: the character that makes the sum a multiple of 32. */
function checkCharacterOf(body: string): string {
  let sum = 0;
  let double = true;
  for (let index = body.length - 1; index >= 0; index -= 1) {
    let value = ALPHABET.indexOf(body[index]!);
    if (double) {
      value *= 2;
      value = Math.floor(value / ALPHABET.length) + (value % ALPHABET.length);
    }
    sum += value;
    double = !double;
  }
  return ALPHABET[(ALPHABET.length - (sum % ALPHABET.length)) % ALPHABET.length]!;
}

/** A new tracking number from `randomBytes` (five bytes: 40 bits), e.g. GR7K3M9QXD-4. */
export function newTrackingNumber(randomBytes: Uint8Array): string {
  if (randomBytes.length < 5) throw new Error('A tracking number needs 40 random bits');
  let bits = 0n;
  for (const byte of randomBytes.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
  let body = '';
  for (let index = 0; index < RANDOM_CHARACTERS; index += 1) {
    body = ALPHABET[Number(bits & 31n)]! + body;
    bits >>= 5n;
  }
  return `${PREFIX}${body}-${checkCharacterOf(body)}`;
}

/**
 * A number as typed, in the form it is stored: upper case, without spaces; in a new-style number the
 * letters O, I and L (which the alphabet leaves out) are read as 0, 1 and 1, and the hyphen goes back
 * before the check character.
 */
export function normaliseTrackingNumber(typed: string): string {
  const upper = typed.trim().toUpperCase().replace(/\s+/g, '');
  const bare = upper.replace(/-/g, '');
  if (!bare.startsWith(PREFIX) || bare.startsWith('GRL')) return upper;
  const read = PREFIX + bare.slice(PREFIX.length).replace(/O/g, '0').replace(/[IL]/g, '1');
  return NEW_NUMBER.test(read) ? `${read.slice(0, -1)}-${read.slice(-1)}` : upper;
}

/** For a new-style number (normalised): whether its check character is right. Other numbers: undefined. */
export function trackingCheckHolds(number: string): boolean | undefined {
  const bare = number.replace(/-/g, '');
  if (!NEW_NUMBER.test(bare)) return undefined;
  const body = bare.slice(PREFIX.length, -1);
  return checkCharacterOf(body) === bare.slice(-1);
}

export const TRACKING_TYPO = 'This tracking number has a typo: check each character against the LR or the message it came in';
