import { sql } from 'drizzle-orm';
import { COMMISSION_KEPT } from '../trips/owner-account';
import { narration, pagesOf, paise, type ExportPeriod, type Reader } from './period';
import { voucherLines, type Voucher } from './vouchers';

/*
 * Market trips on their owners' accounts, as Journals: Lorry Hire Dr and the owner Cr for the hire
 * and the vehicle-side charges (a deduction such as a shortage the other way round), and the
 * commission kept: owner Dr, Commission Income Cr.
 *
 * Read from the owner's ledger lines rather than from the trip, because that is what the owner's
 * account holds: an edited trip cancels its old lines and posts new ones on the trip's date, a moved
 * or cancelled trip cancels them, and the owner's ledger in Tally must come to what ours does for the
 * same days. One Journal per trip, owner and day, with the lines of that day netted; a day whose lines
 * cancel out (booked and cancelled the same day) gives none. A cancelling line is told apart as
 * commission or hire by the line it cancels.
 */

interface TripDayRow {
  trip_id: string;
  vehicle_id: string;
  posted_on: string;
  trip_no: string;
  lr_no: string;
  origin: string;
  destination: string;
  hire_paise: string;
  commission_paise: string;
}

export async function* tripVouchers(db: Reader, { from, to, asOf, pageSize }: ExportPeriod): AsyncGenerator<Voucher[]> {
  const commission = sql`coalesce(o.narration, l.narration) like ${`${COMMISSION_KEPT}%`}`;
  const pages = pagesOf<TripDayRow>(
    db,
    pageSize,
    (after) => sql`
      select l.source_id as trip_id, l.account_id as vehicle_id, l.posted_on::text as posted_on,
        t.trip_no, t.lr_no, t.origin, t.destination,
        coalesce(sum(l.amount_paise) filter (where not (${commission})), 0) as hire_paise,
        coalesce(sum(l.amount_paise) filter (where ${commission}), 0) as commission_paise
      from ledger_lines l
      left join ledger_lines o on o.id = l.reverses
      join trips t on t.id = l.source_id
      where l.source = 'trip' and l.account_kind = 'owner' and l.posted_on between ${from} and ${to}
        and l.created_at <= ${asOf}::timestamptz
        ${after ? sql`and (l.posted_on, l.source_id, l.account_id) > (${after.posted_on}::date, ${after.trip_id}::uuid, ${after.vehicle_id}::uuid)` : sql``}
      group by l.posted_on, l.source_id, l.account_id, t.trip_no, t.lr_no, t.origin, t.destination
      order by l.posted_on, l.source_id, l.account_id`,
  );
  for await (const rows of pages) {
    // In the owner's account the hire is a credit (negative) and the commission a debit (positive).
    const vouchers = rows.flatMap((row): Voucher[] => {
      const hire = paise(row.hire_paise);
      const kept = paise(row.commission_paise);
      if (hire === 0 && kept === 0) return [];
      const owner = { kind: 'owner', id: row.vehicle_id } as const;
      return [
        {
          type: 'Journal',
          date: row.posted_on,
          number: row.trip_no,
          narration: narration(`Lorry hire, ${row.lr_no}, ${row.origin} to ${row.destination}`, kept !== 0 && 'commission kept'),
          party: owner,
          lines: voucherLines(
            { ledger: 'lorryHire', amountPaise: -hire },
            { ledger: owner, amountPaise: hire + kept },
            { ledger: 'commissionIncome', amountPaise: -kept },
          ),
        },
      ];
    });
    if (vouchers.length > 0) yield vouchers;
  }
}
