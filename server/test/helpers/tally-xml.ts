import assert from 'node:assert/strict';

/*
 * Reads a Tally import file back, strictly: a small XML reader that refuses what is not well-formed
 * (a tag left open or closed out of turn, a bare '&' or '<' in text, an unquoted attribute, an unknown
 * entity), then the masters and vouchers as Tally would take them.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: number): string {
  if (raw.includes('<')) throw new SyntaxError(`a bare '<' at ${where}`);
  return raw.replace(/&([^;&\s]*);?/g, (match, name: string) => {
    if (!match.endsWith(';')) throw new SyntaxError(`a bare '&' at ${where}`);
    if (name in NAMED_ENTITIES) return NAMED_ENTITIES[name]!;
    const numeric = /^#(x[0-9a-fA-F]+|[0-9]+)$/.exec(name);
    if (numeric) return String.fromCodePoint(Number(name.startsWith('#x') ? `0x${name.slice(2)}` : name.slice(1)));
    throw new SyntaxError(`an unknown entity &${name}; at ${where}`);
  });
}

const NAME = /[A-Za-z_][\w.:-]*/y;

export function parseXml(source: string): XmlElement {
  let at = 0;
  const declaration = /^<\?xml [^?]*\?>\s*/.exec(source);
  if (declaration) at = declaration[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const readName = () => {
    NAME.lastIndex = at;
    const match = NAME.exec(source);
    if (!match) throw new SyntaxError(`a name expected at ${at}`);
    at += match[0].length;
    return match[0];
  };
  const skipSpace = () => {
    while (/\s/.test(source[at] ?? '')) at += 1;
  };
  while (at < source.length) {
    const lt = source.indexOf('<', at);
    const text = source.slice(at, lt === -1 ? source.length : lt);
    if (text.trim() !== '') {
      const parent = stack[stack.length - 1];
      if (!parent) throw new SyntaxError(`text outside the root at ${at}`);
      parent.text += decode(text, at);
    }
    if (lt === -1) break;
    at = lt + 1;
    if (source[at] === '/') {
      at += 1;
      const name = readName();
      skipSpace();
      if (source[at] !== '>') throw new SyntaxError(`'>' expected at ${at}`);
      at += 1;
      const open = stack.pop();
      if (open?.name !== name) throw new SyntaxError(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const element: XmlElement = { name: readName(), attributes: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (source.startsWith('/>', at) || source[at] === '>') break;
      const attribute = readName();
      if (source[at] !== '=') throw new SyntaxError(`'=' expected after ${attribute} at ${at}`);
      const quote = source[at + 1];
      if (quote !== '"' && quote !== "'") throw new SyntaxError(`an unquoted attribute ${attribute} at ${at}`);
      const end = source.indexOf(quote, at + 2);
      if (end === -1) throw new SyntaxError(`an attribute left open at ${at}`);
      if (attribute in element.attributes) throw new SyntaxError(`${attribute} twice at ${at}`);
      element.attributes[attribute] = decode(source.slice(at + 2, end), at);
      at = end + 1;
    }
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(element);
    else if (root) throw new SyntaxError(`a second root <${element.name}>`);
    else root = element;
    if (source.startsWith('/>', at)) at += 2;
    else {
      at += 1;
      stack.push(element);
    }
  }
  if (stack.length > 0) throw new SyntaxError(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (!root) throw new SyntaxError('no root element');
  return root;
}

const childrenNamed = (element: XmlElement, name: string) => element.children.filter((child) => child.name === name);
function only(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  assert.equal(found.length, 1, `<${element.name}> has one <${name}>`);
  return found[0]!;
}
const textOf = (element: XmlElement, name: string) => only(element, name).text;

/** '-1234.56' → -123456, without a float in between. */
export function paiseOf(amount: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(amount);
  assert.ok(match, `an amount with two decimals: ${amount}`);
  const paise = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -paise : paise;
}

export interface TallyEntry {
  ledger: string;
  /** Signed as Tally signs it: a debit negative. */
  amountPaise: number;
  deemedPositive: boolean;
}

export interface TallyVoucher {
  type: string;
  date: string;
  number: string;
  party: string;
  narration: string;
  entries: TallyEntry[];
}

export interface TallyFile {
  reportNames: string[];
  ledgers: { name: string; parent: string; attributeName: string }[];
  vouchers: TallyVoucher[];
}

/** The file's IMPORTDATA blocks: its ledger masters and its vouchers. */
export function readTallyFile(xml: string): TallyFile {
  const envelope = parseXml(xml);
  assert.equal(envelope.name, 'ENVELOPE');
  assert.equal(textOf(only(envelope, 'HEADER'), 'TALLYREQUEST'), 'Import Data');
  const imports = childrenNamed(only(envelope, 'BODY'), 'IMPORTDATA');
  const file: TallyFile = { reportNames: [], ledgers: [], vouchers: [] };
  for (const block of imports) {
    file.reportNames.push(textOf(only(block, 'REQUESTDESC'), 'REPORTNAME'));
    for (const message of childrenNamed(only(block, 'REQUESTDATA'), 'TALLYMESSAGE')) {
      for (const ledger of childrenNamed(message, 'LEDGER')) {
        file.ledgers.push({
          name: textOf(only(ledger, 'NAME.LIST'), 'NAME'),
          parent: textOf(ledger, 'PARENT'),
          attributeName: ledger.attributes.NAME ?? '',
        });
      }
      for (const voucher of childrenNamed(message, 'VOUCHER')) {
        assert.equal(voucher.attributes.VCHTYPE, textOf(voucher, 'VOUCHERTYPENAME'));
        file.vouchers.push({
          type: textOf(voucher, 'VOUCHERTYPENAME'),
          date: textOf(voucher, 'DATE'),
          number: textOf(voucher, 'VOUCHERNUMBER'),
          party: textOf(voucher, 'PARTYLEDGERNAME'),
          narration: textOf(voucher, 'NARRATION'),
          entries: childrenNamed(voucher, 'ALLLEDGERENTRIES.LIST').map((entry) => ({
            ledger: textOf(entry, 'LEDGERNAME'),
            amountPaise: paiseOf(textOf(entry, 'AMOUNT')),
            deemedPositive: textOf(entry, 'ISDEEMEDPOSITIVE') === 'Yes',
          })),
        });
      }
    }
  }
  return file;
}
