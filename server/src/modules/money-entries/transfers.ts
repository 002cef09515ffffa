import { eq } from 'drizzle-orm';
import { driverAdvanceTypeLabels } from 'shared-api/schemas';
import { drivers, trips } from '../../db/schema';
import { activeAccountType, fieldError, payingAccount } from '../ledger/accounts';
import { noted, type EntryKind } from './kinds';

/** Money moved between two of the company's accounts. */
export const transfers: EntryKind<'transfer'> = {
  async columns(tx, input) {
    await activeAccountType(tx, input.fromBankId, 'fromBankId');
    await activeAccountType(tx, input.toBankId, 'toBankId');
    return { fromBankId: input.fromBankId, toBankId: input.toBankId, amountPaise: input.amount };
  },
  async lines(_tx, entry) {
    const on = { sessionId: entry.sessionId, postedOn: entry.entryDate };
    return [
      {
        ...on,
        account: { kind: 'bank', id: entry.fromBankId! },
        amountPaise: -entry.amountPaise,
        narration: noted(entry, 'Transfer out'),
      },
      {
        ...on,
        account: { kind: 'bank', id: entry.toBankId! },
        amountPaise: entry.amountPaise,
        narration: noted(entry, 'Transfer in'),
      },
    ];
  },
};

/** '120.500' (as the database gives a numeric) → '120.5'; '120.000' → '120'. */
export const plainDecimal = (text: string) => (text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text);

export async function driverNameOf(tx: Parameters<EntryKind<'transfer'>['columns']>[0], id: string): Promise<string> {
  const [driver] = await tx.select({ name: drivers.name }).from(drivers).where(eq(drivers.id, id)).limit(1);
  if (!driver) throw fieldError('driverId', 'This driver does not exist (any more)');
  return driver.name;
}

/** Cash, diesel or a FASTag top-up given to a driver, out of an account and onto the driver's. */
export const driverAdvances: EntryKind<'driver-advance'> = {
  async columns(tx, input) {
    await driverNameOf(tx, input.driverId);
    if (input.tripId) {
      const [trip] = await tx.select({ driverId: trips.driverId }).from(trips).where(eq(trips.id, input.tripId)).limit(1);
      if (!trip) throw fieldError('tripId', 'This trip does not exist (any more)');
      if (trip.driverId !== input.driverId) throw fieldError('tripId', 'This trip has another driver');
    }
    return {
      fromBankId: await payingAccount(tx, input.mode, input.bankId, 'bankId'),
      driverId: input.driverId,
      tripId: input.tripId ?? null,
      advanceType: input.advanceType,
      litres: input.litres ?? null,
      amountPaise: input.amount,
    };
  },
  async lines(tx, entry) {
    const driver = await driverNameOf(tx, entry.driverId!);
    const what = `${driverAdvanceTypeLabels[entry.advanceType!]} advance${entry.litres ? ` (${plainDecimal(entry.litres)} L)` : ''}`;
    const on = { sessionId: entry.sessionId, postedOn: entry.entryDate };
    return [
      {
        ...on,
        account: { kind: 'bank', id: entry.fromBankId! },
        amountPaise: -entry.amountPaise,
        narration: noted(entry, `${what} to ${driver}`),
      },
      { ...on, account: { kind: 'driver', id: entry.driverId! }, amountPaise: entry.amountPaise, narration: noted(entry, what) },
    ];
  },
};
