import { sql } from 'drizzle-orm';
import { narration, pagesOf, paise, type ExportPeriod, type Reader } from './period';
import { voucherLines, type Voucher } from './vouchers';

/*
 * Freight bills as Sales vouchers (the party owes the total; Freight Income earns the taxable value
 * and the output GST is owed to the government, none of it under reverse charge, where the recipient
 * pays the GST) and their credit notes as Credit Note vouchers, the same lines turned round. A bill
 * stays a sale even when a credit note later cancels it, as in our books: the note is its own voucher
 * on its own date.
 */

interface TaxColumns {
  taxable_paise: string;
  cgst_paise: string;
  sgst_paise: string;
  igst_paise: string;
  total_paise: string;
}

/** The lines of a bill, as a sale: party Dr, income and taxes Cr. A credit note negates each. */
function saleLines(partyId: string, amounts: TaxColumns, sign: 1 | -1) {
  return voucherLines(
    { ledger: { kind: 'party', id: partyId }, amountPaise: sign * paise(amounts.total_paise) },
    { ledger: 'freightIncome', amountPaise: -sign * paise(amounts.taxable_paise) },
    { ledger: 'outputCgst', amountPaise: -sign * paise(amounts.cgst_paise) },
    { ledger: 'outputSgst', amountPaise: -sign * paise(amounts.sgst_paise) },
    { ledger: 'outputIgst', amountPaise: -sign * paise(amounts.igst_paise) },
  );
}

interface BillRow extends TaxColumns {
  id: string;
  number: number;
  bill_no: string;
  bill_date: string;
  billing_party_id: string;
  party_name: string;
  reverse_charge: boolean;
  rate_basis_points: number;
  notes: string | null;
}

export async function* billVouchers(db: Reader, { from, to, asOf, pageSize }: ExportPeriod): AsyncGenerator<Voucher[]> {
  const pages = pagesOf<BillRow>(
    db,
    pageSize,
    (after) => sql`
      select id, number, bill_no, bill_date::text as bill_date, billing_party_id, party_name, reverse_charge,
        rate_basis_points, notes, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise
      from freight_bills
      where bill_date between ${from} and ${to} and created_at <= ${asOf}::timestamptz
        ${after ? sql`and (bill_date, number, id) > (${after.bill_date}::date, ${after.number}::int, ${after.id}::uuid)` : sql``}
      order by bill_date, number, id`,
  );
  for await (const rows of pages) {
    yield rows.map((row) => ({
      type: 'Sales',
      date: row.bill_date,
      number: row.bill_no,
      narration: narration(
        `Freight bill to ${row.party_name}`,
        row.reverse_charge && `GST @ ${row.rate_basis_points / 100}% payable by the recipient on reverse charge`,
        row.notes,
      ),
      party: { kind: 'party', id: row.billing_party_id },
      lines: saleLines(row.billing_party_id, row, 1),
    }));
  }
}

interface CreditNoteRow extends TaxColumns {
  id: string;
  number: number;
  note_no: string;
  note_date: string;
  reason: string;
  bill_no: string;
  billing_party_id: string;
}

export async function* creditNoteVouchers(db: Reader, { from, to, asOf, pageSize }: ExportPeriod): AsyncGenerator<Voucher[]> {
  const pages = pagesOf<CreditNoteRow>(
    db,
    pageSize,
    (after) => sql`
      select n.id, n.number, n.note_no, n.note_date::text as note_date, n.reason, b.bill_no, b.billing_party_id,
        n.taxable_paise, n.cgst_paise, n.sgst_paise, n.igst_paise, n.total_paise
      from credit_notes n
      join freight_bills b on b.id = n.bill_id
      where n.note_date between ${from} and ${to} and n.created_at <= ${asOf}::timestamptz
        ${after ? sql`and (n.note_date, n.number, n.id) > (${after.note_date}::date, ${after.number}::int, ${after.id}::uuid)` : sql``}
      order by n.note_date, n.number, n.id`,
  );
  for await (const rows of pages) {
    yield rows.map((row) => ({
      type: 'Credit Note',
      date: row.note_date,
      number: row.note_no,
      narration: narration(`Cancels ${row.bill_no}`, row.reason),
      party: { kind: 'party', id: row.billing_party_id },
      lines: saleLines(row.billing_party_id, row, -1),
    }));
  }
}
