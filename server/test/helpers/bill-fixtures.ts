import { eq, inArray } from 'drizzle-orm';
import { creditNotes, freightBills, freightBillTrips, trips } from '../../src/db/schema';
import type { Actor } from '../../src/lib/audit';
import { postLines } from '../../src/modules/ledger/post';
import { nextNumber } from '../../src/modules/ledger/series';
import { openSessionFor } from '../../src/modules/sessions/service';
import type { MasterSuite } from './master-fixtures';

/*
 * TEST FIXTURE ONLY: freight bills and credit notes written straight into the database, for the
 * receipt suites, until the bills module (POST /api/bills) is on this branch. It uses the same building
 * blocks a bill does (its rows, its line on the party's account, its trips moved to billed) but checks
 * nothing: tests give it sensible bills. Replace it with the API once bills exist here.
 */

const fixtureActor: Actor = { id: null, email: 'bill-fixture@test.example', ip: null };

export interface FixtureBill {
  id: string;
  billNo: string;
  billDate: string;
  totalPaise: number;
}

/** A reverse-charge bill of `totalPaise` to `party` dated `billDate`, for `tripIds` (their status becomes billed). */
export async function addBill(
  suite: MasterSuite,
  {
    party,
    totalPaise,
    billDate,
    tripIds = [],
  }: { party: { id: string; name: string }; totalPaise: number; billDate: string; tripIds?: string[] },
): Promise<FixtureBill> {
  return suite.server.database.db.transaction(async (tx) => {
    const session = await openSessionFor(tx, billDate);
    const number = await nextNumber(tx, session.id, 'fixture-bill');
    const billNo = `FB/${session.name.slice(2, 4)}${session.name.slice(5, 7)}/${String(number).padStart(5, '0')}`;
    const [bill] = await tx
      .insert(freightBills)
      .values({
        sessionId: session.id,
        number,
        billNo,
        billDate,
        dueDate: billDate,
        billingPartyId: party.id,
        partyName: party.name,
        placeOfSupply: '27',
        regime: 'reverse-charge',
        reverseCharge: true,
        interState: false,
        rateBasisPoints: 0,
        taxablePaise: totalPaise,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise,
      })
      .returning();
    // The whole amount on the first LR line: the receipts only read the bill's total.
    if (tripIds.length > 0) {
      await tx.insert(freightBillTrips).values(
        tripIds.map((tripId, index) => {
          const paise = index === 0 ? totalPaise : 0;
          return {
            billId: bill!.id,
            tripId,
            position: index + 1,
            freightPaise: paise,
            chargesPaise: 0,
            taxablePaise: paise,
            cgstPaise: 0,
            sgstPaise: 0,
            igstPaise: 0,
          };
        }),
      );
      await tx.update(trips).set({ status: 'billed' }).where(inArray(trips.id, tripIds));
    }
    await postLines(tx, fixtureActor, { source: 'bill', sourceId: bill!.id, reference: billNo }, [
      {
        sessionId: session.id,
        postedOn: billDate,
        account: { kind: 'party', id: party.id },
        amountPaise: totalPaise,
        narration: `Freight bill ${billNo}`,
      },
    ]);
    return { id: bill!.id, billNo, billDate, totalPaise };
  });
}

/** Cancels a fixture bill with a credit note dated `noteDate`: the note's row, its line, the LR lines released. */
export async function cancelBill(suite: MasterSuite, bill: FixtureBill & { partyId: string }, noteDate: string): Promise<string> {
  return suite.server.database.db.transaction(async (tx) => {
    const session = await openSessionFor(tx, noteDate);
    const number = await nextNumber(tx, session.id, 'fixture-credit-note');
    const noteNo = `CN/${session.name.slice(2, 4)}${session.name.slice(5, 7)}/${String(number).padStart(5, '0')}`;
    const [note] = await tx
      .insert(creditNotes)
      .values({
        sessionId: session.id,
        number,
        noteNo,
        noteDate,
        billId: bill.id,
        reason: 'Fixture: billed twice',
        taxablePaise: bill.totalPaise,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: bill.totalPaise,
      })
      .returning();
    await tx.update(freightBillTrips).set({ active: false }).where(eq(freightBillTrips.billId, bill.id));
    await postLines(tx, fixtureActor, { source: 'credit-note', sourceId: note!.id, reference: noteNo }, [
      {
        sessionId: session.id,
        postedOn: noteDate,
        account: { kind: 'party', id: bill.partyId },
        amountPaise: -bill.totalPaise,
        narration: `Credit note ${noteNo} cancels ${bill.billNo}`,
      },
    ]);
    return noteNo;
  });
}
