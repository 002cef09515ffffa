import type { LedgerMaster } from './ledgers';

/*
 * The pieces of a Tally import file (ENVELOPE / HEADER / BODY / IMPORTDATA …) as text. Everything
 * written between tags or inside an attribute goes through `escapeXml`, so a party called
 * "Shah & Sons" or an owner's name with a quote in it reads back as it was typed.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text as XML 1.0 character data or an attribute value. Control characters XML 1.0 cannot carry at
 * all (a stray form feed pasted into a note) are dropped rather than making the whole file unreadable.
 */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 forbids
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** `<NAME>text</NAME>`. */
export const element = (name: string, text: string): string => `<${name}>${escapeXml(text)}</${name}>`;

/** Paise as Tally's amount: signed rupees with two decimals, made from the integer so no float creeps in. */
export function tallyAmount(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`an amount must be whole paise: ${paise}`);
  const whole = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** '2026-04-01' → '20260401', the date Tally reads. */
export const tallyDate = (isoDay: string): string => isoDay.replaceAll('-', '');

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

export const ENVELOPE_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE>\n<HEADER>\n<TALLYREQUEST>Import Data</TALLYREQUEST>\n</HEADER>\n<BODY>\n';
export const ENVELOPE_END = '</BODY>\n</ENVELOPE>\n';

/** An IMPORTDATA block's opening: 'All Masters' for the ledgers, 'Vouchers' for the vouchers. */
export const importDataStart = (reportName: 'All Masters' | 'Vouchers'): string =>
  `<IMPORTDATA>\n<REQUESTDESC>\n${element('REPORTNAME', reportName)}\n</REQUESTDESC>\n<REQUESTDATA>\n`;
export const IMPORT_DATA_END = '</REQUESTDATA>\n</IMPORTDATA>\n';

/** One object (a LEDGER or a VOUCHER) as Tally wraps each. */
export const tallyMessage = (inner: string): string => `<TALLYMESSAGE xmlns:UDF="TallyUDF">\n${inner}</TALLYMESSAGE>\n`;

/** A LEDGER master as Tally imports it. */
export function ledgerMasterXml(ledger: LedgerMaster): string {
  const name = escapeXml(ledger.name);
  return tallyMessage(
    `<LEDGER NAME="${name}" ACTION="Create">\n` +
      `<NAME.LIST>\n${element('NAME', ledger.name)}\n</NAME.LIST>\n` +
      `${element('PARENT', ledger.parent)}\n` +
      (ledger.taxType ? `${element('TAXTYPE', ledger.taxType)}\n` : '') +
      (ledger.gstDutyHead ? `${element('TAXTYPE', 'GST')}\n${element('GSTDUTYHEAD', ledger.gstDutyHead)}\n` : '') +
      (ledger.gstin ? `${element('PARTYGSTIN', ledger.gstin)}\n` : '') +
      '</LEDGER>\n',
  );
}
