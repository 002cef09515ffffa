import assert from 'node:assert/strict';
import type { MasterSuite } from './master-fixtures';
import { addDriver, addTruck, bookTrip, ownTripBody, podReceived } from './trip-fixtures';

/*
 * Freight bills for the receipt suites, issued through the API as an accountant would: an own-truck
 * trip of the party at a fixed freight of the bill's total, dated on the bill's day, run to POD
 * received and billed (the session's regime is reverse charge unless a test changes it, so the bill's
 * total is the freight).
 */

export interface FixtureBill {
  id: string;
  billNo: string;
  billDate: string;
  totalPaise: number;
  /** The bill's one trip and its LR. */
  tripId: string;
  lrNo: string;
}

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A bill of `totalPaise` to `party` dated `billDate`, over one new trip of that freight. */
export async function addBill(
  suite: MasterSuite,
  { party, totalPaise, billDate }: { party: { id: string }; totalPaise: number; billDate: string },
): Promise<FixtureBill> {
  const trip = await bookTrip(
    suite,
    ownTripBody(party, await addTruck(suite), await addDriver(suite), {
      tripDate: billDate,
      rateBasis: 'fixed',
      rate: rupees(totalPaise),
    }),
  );
  await podReceived(suite, trip);
  const res = await suite.call('POST', '/bills', { billingPartyId: party.id, billDate, tripIds: [trip.id] });
  assert.equal(res.status, 201, res.text);
  const bill = res.body.data;
  assert.equal(bill.totalPaise, totalPaise, 'a reverse-charge bill comes to its freight');
  return { id: bill.id, billNo: bill.billNo, billDate, totalPaise, tripId: trip.id, lrNo: trip.lrNo };
}

/** Cancels a bill with a credit note dated `noteDate`; answers the note's number. */
export async function cancelBill(suite: MasterSuite, bill: FixtureBill, noteDate: string): Promise<string> {
  const res = await suite.call('POST', `/bills/${bill.id}/credit-note`, { noteDate, reason: 'Billed twice' });
  assert.equal(res.status, 200, res.text);
  return res.body.data.creditNote.noteNo;
}
