import { sql } from 'drizzle-orm';
import { driverAdvanceTypeLabels, type DriverAdvanceType, type MoneyEntryKind } from 'shared-api/schemas';
import type { LedgerRef } from './ledgers';
import { narration, pagesOf, paise, type ExportPeriod, type Reader } from './period';
import { voucherLines, type Voucher } from './vouchers';

/*
 * Money entries as vouchers, the lines as each kind posts them in our books (modules/money-entries):
 * a receipt (bank Dr what came in, TDS Receivable Dr what the party deducted, party Cr both), an owner
 * payment (owner Dr the gross, bank Cr what was paid, TDS Payable 194C Cr the TDS kept back), a
 * transfer between our accounts (Contra), a driver's advance and the cash of his settlement.
 *
 * A reversed entry is left out: its reversal is posted on the entry's own date (modules/ledger/post.ts
 * reverseLines), so the entry and its reversal always fall in the same period and cancel out there,
 * as they do in our ledger. A settlement that moved no cash posts nothing, here as there.
 */

interface EntryRow {
  id: string;
  kind: MoneyEntryKind;
  reference: string;
  entry_date: string;
  created_at: string;
  amount_paise: string;
  tds_paise: string;
  from_bank_id: string | null;
  to_bank_id: string | null;
  driver_id: string | null;
  billing_party_id: string | null;
  vehicle_id: string | null;
  advance_type: DriverAdvanceType | null;
  owner_payment_stage: 'advance' | 'balance' | null;
  settlement_direction: 'to-driver' | 'from-driver' | null;
  instrument: string | null;
  notes: string | null;
}

const bank = (id: string | null): LedgerRef => ({ kind: 'bank', id: id! });

function entryVoucher(row: EntryRow): Voucher {
  const amount = paise(row.amount_paise);
  const tds = paise(row.tds_paise);
  const about = (text: string) => narration(text, row.instrument, row.notes);
  const common = { date: row.entry_date, number: row.reference };
  switch (row.kind) {
    case 'receipt': {
      const party = { kind: 'party', id: row.billing_party_id! } as const;
      return {
        ...common,
        type: 'Receipt',
        narration: about(tds > 0 ? 'Received, with TDS deducted by the party' : 'Received'),
        party,
        lines: voucherLines(
          { ledger: bank(row.to_bank_id), amountPaise: amount },
          { ledger: 'tdsReceivable', amountPaise: tds },
          { ledger: party, amountPaise: -(amount + tds) },
        ),
      };
    }
    case 'owner-payment': {
      const owner = { kind: 'owner', id: row.vehicle_id! } as const;
      return {
        ...common,
        type: 'Payment',
        narration: about(
          `${row.owner_payment_stage === 'advance' ? 'Advance' : 'Balance'} lorry hire${tds > 0 ? ', TDS u/s 194C kept back' : ''}`,
        ),
        party: owner,
        lines: voucherLines(
          { ledger: owner, amountPaise: amount + tds },
          { ledger: bank(row.from_bank_id), amountPaise: -amount },
          { ledger: 'tdsPayable', amountPaise: -tds },
        ),
      };
    }
    case 'transfer':
      return {
        ...common,
        type: 'Contra',
        narration: about('Transfer'),
        party: bank(row.to_bank_id),
        lines: [
          { ledger: bank(row.to_bank_id), amountPaise: amount },
          { ledger: bank(row.from_bank_id), amountPaise: -amount },
        ],
      };
    case 'driver-advance': {
      const driver = { kind: 'driver', id: row.driver_id! } as const;
      return {
        ...common,
        type: 'Payment',
        narration: about(`${driverAdvanceTypeLabels[row.advance_type!]} advance`),
        party: driver,
        lines: [
          { ledger: driver, amountPaise: amount },
          { ledger: bank(row.from_bank_id), amountPaise: -amount },
        ],
      };
    }
    case 'driver-settlement': {
      const driver = { kind: 'driver', id: row.driver_id! } as const;
      // Paid to the driver: his account goes up, like an advance; returned by him: it goes down.
      const toDriver = row.settlement_direction === 'to-driver';
      const cash = toDriver ? amount : -amount;
      return {
        ...common,
        type: toDriver ? 'Payment' : 'Receipt',
        narration: about(toDriver ? 'Settlement paid to the driver' : 'Settlement returned by the driver'),
        party: driver,
        lines: [
          { ledger: driver, amountPaise: cash },
          { ledger: bank(row.from_bank_id ?? row.to_bank_id), amountPaise: -cash },
        ],
      };
    }
  }
}

export async function* moneyEntryVouchers(db: Reader, { from, to, asOf, pageSize }: ExportPeriod): AsyncGenerator<Voucher[]> {
  const pages = pagesOf<EntryRow>(
    db,
    pageSize,
    (after) => sql`
      select id, kind::text as kind, reference, entry_date::text as entry_date, created_at::text as created_at,
        amount_paise, tds_paise, from_bank_id, to_bank_id, driver_id, billing_party_id, vehicle_id,
        advance_type::text as advance_type, owner_payment_stage::text as owner_payment_stage,
        settlement_direction::text as settlement_direction, instrument, notes
      from money_entries
      where entry_date between ${from} and ${to} and created_at <= ${asOf}::timestamptz and reversed_at is null and amount_paise > 0
        ${after ? sql`and (entry_date, created_at, id) > (${after.entry_date}::date, ${after.created_at}::timestamptz, ${after.id}::uuid)` : sql``}
      order by entry_date, created_at, id`,
  );
  for await (const rows of pages) yield rows.map(entryVoucher);
}
