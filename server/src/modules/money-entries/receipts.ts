import { asc, eq, inArray, sql } from 'drizzle-orm';
import { formatPaise } from 'shared-api/schemas';
import { billingParties, creditNotes, freightBills, freightBillTrips, receiptAllocations } from '../../db/schema';
import type { MoneyEntryRow } from '../../db/schema';
import { fieldError, payingAccount } from '../ledger/accounts';
import { keepBillsReceived } from '../ledger/kept-balances';
import { settleTrips } from '../ledger/trip-settlement';
import { noted, type EntryKind, type Executor } from './kinds';

/*
 * A receipt: money a billing party paid (plus the TDS it deducted), set against its open bills; what
 * no bill takes stays on the party's account. The bank gets the money, the party's account is
 * credited with the money and the TDS on separate lines, so the TDS can be claimed from Form 26AS.
 */

interface Planned {
  billNos: string[];
  allocatedPaise: number;
}

/*
 * The service posts a kind's lines before `recorded` writes its allocations, so the narration (which
 * names the bills) cannot be read back from the allocations yet: `columns` leaves what it checked here
 * for `lines`, keyed by the transaction both run in.
 */
const planned = new WeakMap<Executor, Planned>();

async function partyName(tx: Executor, id: string): Promise<string> {
  const [party] = await tx.select({ name: billingParties.name }).from(billingParties).where(eq(billingParties.id, id)).limit(1);
  if (!party) throw fieldError('billingPartyId', 'This billing party does not exist (any more)');
  return party.name;
}

/** The trips on these bills' standing lines: their status follows the bills' balances. */
async function tripsOfBills(tx: Executor, billIds: readonly string[]): Promise<string[]> {
  if (billIds.length === 0) return [];
  const rows = await tx
    .select({ tripId: freightBillTrips.tripId })
    .from(freightBillTrips)
    .where(inArray(freightBillTrips.billId, [...billIds]));
  return rows.map((row) => row.tripId);
}

async function allocatedBills(tx: Executor, receiptId: string): Promise<string[]> {
  const rows = await tx
    .select({ billId: receiptAllocations.billId })
    .from(receiptAllocations)
    .where(eq(receiptAllocations.receiptId, receiptId));
  return rows.map((row) => row.billId);
}

/**
 * "Received against FB/2627/00001, FB/2627/00002; ₹500.00 on account" (the amount itself is in the
 * line's column; only the part left on account needs saying). `from` names the payer on the bank's line.
 */
function receivedText(entry: MoneyEntryRow, plan: Planned, from?: string): string {
  const head = from ? `Received from ${from}` : 'Received';
  if (plan.billNos.length === 0) return `${head} on account`;
  const onAccount = entry.amountPaise + entry.tdsPaise - plan.allocatedPaise;
  const against = `${head} against ${plan.billNos.join(', ')}`;
  return onAccount > 0 ? `${against}; ${formatPaise(onAccount)} on account` : against;
}

/**
 * Checks money about to be set against bills: each bill the party's own, not cancelled, raised by
 * `notAfter` when that is given (a receipt cannot pay a bill not yet raised; on-account money set
 * against a later bill can), and each amount within what is left on it. The bills are locked in id
 * order, so two receipts for the same bills wait for each other instead of deadlocking, and the second
 * sees what the first set against them: the row a lock waited for is read as the first left it, with
 * the received figure it kept (ledger/kept-balances.ts). Gives the bills' numbers in the order given.
 */
export async function checkedBills(
  tx: Executor,
  partyId: string,
  allocations: readonly { billId: string; amount: number }[],
  notAfter?: string,
): Promise<string[]> {
  const ids = allocations.map((allocation) => allocation.billId);
  if (ids.length === 0) return [];
  const bills = await tx
    .select({
      id: freightBills.id,
      billNo: freightBills.billNo,
      billingPartyId: freightBills.billingPartyId,
      billDate: freightBills.billDate,
      balance: sql<number>`${freightBills.totalPaise} - ${freightBills.receivedPaise}`.mapWith(Number),
    })
    .from(freightBills)
    .where(inArray(freightBills.id, ids))
    .orderBy(asc(freightBills.id))
    .for('update');
  const byId = new Map(bills.map((bill) => [bill.id, bill]));
  const cancelled = new Map(
    (
      await tx
        .select({ billId: creditNotes.billId, noteNo: creditNotes.noteNo })
        .from(creditNotes)
        .where(inArray(creditNotes.billId, ids))
    ).map((note) => [note.billId, note.noteNo]),
  );
  return allocations.map((allocation, index) => {
    const bill = byId.get(allocation.billId);
    if (!bill) throw fieldError(`allocations.${index}.billId`, 'This bill does not exist (any more)');
    if (bill.billingPartyId !== partyId) {
      throw fieldError(`allocations.${index}.billId`, `${bill.billNo} is billed to another party`);
    }
    // Money cannot pay a bill not yet raised; and a balance as of a day must not count it.
    if (notAfter && bill.billDate > notAfter) {
      throw fieldError(`allocations.${index}.billId`, `${bill.billNo} is dated ${bill.billDate}, after this receipt`);
    }
    const noteNo = cancelled.get(bill.id);
    if (noteNo) throw fieldError(`allocations.${index}.billId`, `${bill.billNo} is cancelled by credit note ${noteNo}`);
    if (allocation.amount > bill.balance) {
      throw fieldError(
        `allocations.${index}.amount`,
        bill.balance > 0
          ? `Only ${formatPaise(bill.balance)} is left to receive on ${bill.billNo}`
          : `Nothing is left to receive on ${bill.billNo}: it is fully received`,
      );
    }
    return bill.billNo;
  });
}

/** After what bills received changed: their kept figure written again, their trips settled or back to billed. */
export async function billsReceivedChanged(tx: Executor, billIds: readonly string[]): Promise<void> {
  await keepBillsReceived(tx, billIds);
  await settleTrips(tx, await tripsOfBills(tx, billIds));
}

export const receipts: EntryKind<'receipt'> = {
  async columns(tx, input) {
    await partyName(tx, input.billingPartyId);
    const toBankId = await payingAccount(tx, input.mode, input.bankId, 'bankId');

    const billNos = await checkedBills(tx, input.billingPartyId, input.allocations, input.entryDate);

    planned.set(tx, {
      billNos,
      allocatedPaise: input.allocations.reduce((sum, allocation) => sum + allocation.amount, 0),
    });
    return {
      billingPartyId: input.billingPartyId,
      toBankId,
      tdsPaise: input.tds ?? 0,
      amountPaise: input.amount,
    };
  },

  async lines(tx, entry) {
    const party = await partyName(tx, entry.billingPartyId!);
    const plan = planned.get(tx) ?? { billNos: [], allocatedPaise: 0 };
    const on = { sessionId: entry.sessionId, postedOn: entry.entryDate };
    const partyAccount = { kind: 'party', id: entry.billingPartyId! } as const;
    return [
      {
        ...on,
        account: { kind: 'bank', id: entry.toBankId! },
        amountPaise: entry.amountPaise,
        narration: noted(entry, receivedText(entry, plan, party)),
      },
      { ...on, account: partyAccount, amountPaise: -entry.amountPaise, narration: noted(entry, receivedText(entry, plan)) },
      // Zero-TDS lines are dropped by postLines.
      { ...on, account: partyAccount, amountPaise: -entry.tdsPaise, narration: 'TDS deducted by the party' },
    ];
  },

  async recorded(tx, _actor, entry, input) {
    planned.delete(tx);
    if (input.allocations.length === 0) return;
    await tx.insert(receiptAllocations).values(
      input.allocations.map((allocation) => ({
        receiptId: entry.id,
        billId: allocation.billId,
        amountPaise: allocation.amount,
      })),
    );
    await billsReceivedChanged(
      tx,
      input.allocations.map((allocation) => allocation.billId),
    );
  },

  // The allocations stay as a record of what the receipt did; a reversed receipt's no longer count
  // (bill-balance.ts), so its bills reopen and their settled trips go back to billed.
  async reversed(tx, _actor, entry) {
    await billsReceivedChanged(tx, await allocatedBills(tx, entry.id));
  },
};
