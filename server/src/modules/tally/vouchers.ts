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

/**
 * A voucher with its ledgers by name, as the file names them: what the request thread hands the
 * worker that writes the XML (file-worker.ts), the names read from the database on the way.
 */
export interface NamedVoucher extends Omit<Voucher, 'party' | 'lines'> {
  party: string;
  lines: { ledger: string; amountPaise: number }[];
}

/** The voucher with its ledgers' names from `book` (which has loaded every ledger the voucher names). */
export const named = (voucher: Voucher, book: LedgerBook): NamedVoucher => ({
  ...voucher,
  party: book.nameOf(voucher.party),
  lines: voucher.lines.map((line) => ({ ledger: book.nameOf(line.ledger), amountPaise: line.amountPaise })),
});

/** The lines that move money: a zero line (no TDS, no commission) says nothing and is left out. */
export const voucherLines = (...lines: VoucherLine[]): VoucherLine[] => lines.filter((line) => line.amountPaise !== 0);

/**
 * The voucher in Tally's XML. Tally signs the other way round: a debit is a negative AMOUNT with
 * ISDEEMEDPOSITIVE Yes, a credit a positive one with No. A voucher that does not balance is a bug
 * here, never something to hand to the accountant.
 */
export function voucherXml(voucher: NamedVoucher): string {
  const total = voucher.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  if (total !== 0) throw new Error(`voucher ${voucher.number} does not balance: ${total} paise`);
  const lines = voucher.lines
    .map(
      (line) =>
        '<ALLLEDGERENTRIES.LIST>\n' +
        `${element('LEDGERNAME', line.ledger)}\n` +
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
      `${element('PARTYLEDGERNAME', voucher.party)}\n` +
      `${element('NARRATION', voucher.narration)}\n` +
      `${element('PERSISTEDVIEW', 'Accounting Voucher View')}\n` +
      lines +
      '</VOUCHER>\n',
  );
}

/** Every ledger a page of vouchers names, for the book to load what it does not know yet. */
export const ledgersOf = (vouchers: readonly Voucher[]): LedgerRef[] =>
  vouchers.flatMap((voucher) => [voucher.party, ...voucher.lines.map((line) => line.ledger)]);
