import type { LedgerBook, LedgerRef } from './ledgers';
import { element, tallyAmount, tallyDate, tallyMessage, yesNo } from './xml';

/*
 * A voucher as this module builds it: lines signed as our own books sign them (a debit positive, a
 * credit negative; db/schema/money.ts ledgerLines), turned into Tally's convention only when written.
 */

export type VoucherType = 'Sales' | 'Credit Note' | 'Receipt' | 'Payment' | 'Contra' | 'Journal';

export interface VoucherLine {
  ledger: LedgerRef;
  /** Signed paise: a debit positive, a credit negative. */
  amountPaise: number;
}

export interface Voucher {
  type: VoucherType;
  date: string;
  /** The document's own number ('FB-2627-00001', 'RC-2627-00007' …). */
  number: string;
  narration: string;
  /** The ledger Tally shows the voucher against (the party, the owner, the bank …). */
  party: LedgerRef;
  lines: VoucherLine[];
}

/** The lines that move money: a zero line (no TDS, no commission) says nothing and is left out. */
export const voucherLines = (...lines: VoucherLine[]): VoucherLine[] => lines.filter((line) => line.amountPaise !== 0);

/**
 * The voucher in Tally's XML. Tally signs the other way round: a debit is a negative AMOUNT with
 * ISDEEMEDPOSITIVE Yes, a credit a positive one with No. A voucher that does not balance is a bug
 * here, never something to hand to the accountant.
 */
export function voucherXml(voucher: Voucher, ledgers: LedgerBook): string {
  const total = voucher.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  if (total !== 0) throw new Error(`voucher ${voucher.number} does not balance: ${total} paise`);
  const lines = voucher.lines
    .map(
      (line) =>
        '<ALLLEDGERENTRIES.LIST>\n' +
        `${element('LEDGERNAME', ledgers.nameOf(line.ledger))}\n` +
        `${element('ISDEEMEDPOSITIVE', yesNo(line.amountPaise > 0))}\n` +
        `${element('AMOUNT', tallyAmount(-line.amountPaise))}\n` +
        '</ALLLEDGERENTRIES.LIST>\n',
    )
    .join('');
  return tallyMessage(
    `<VOUCHER VCHTYPE="${voucher.type}" ACTION="Create" OBJVIEW="Accounting Voucher View">\n` +
      `${element('DATE', tallyDate(voucher.date))}\n` +
      `${element('VOUCHERTYPENAME', voucher.type)}\n` +
      `${element('VOUCHERNUMBER', voucher.number)}\n` +
      `${element('PARTYLEDGERNAME', ledgers.nameOf(voucher.party))}\n` +
      `${element('NARRATION', voucher.narration)}\n` +
      `${element('PERSISTEDVIEW', 'Accounting Voucher View')}\n` +
      lines +
      '</VOUCHER>\n',
  );
}

/** Every ledger a page of vouchers names, for the book to load what it does not know yet. */
export const ledgersOf = (vouchers: readonly Voucher[]): LedgerRef[] =>
  vouchers.flatMap((voucher) => [voucher.party, ...voucher.lines.map((line) => line.ledger)]);
