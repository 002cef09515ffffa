import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { tripChargeKindLabels } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { ledgerLines, tripCharges, trips } from '../../db/schema';
import type { Actor } from '../../lib/audit';
import { keepOwnerOwed } from '../ledger/kept-balances';
import { postLines, reverseLines, type LedgerLineInput } from '../ledger/post';

/*
 * A market trip on its owner's account: the hire and the vehicle-side additions are owed to the owner
 * (credit), the commission and the vehicle-side deductions (shortage, damage …) are kept back (debit).
 * The lines follow the trip: written when it is booked; when it is edited and they come out
 * different, the old ones are cancelled and the new ones posted on the trip's date (so the statement
 * shows the correction); a cancelled or deleted trip's lines are cancelled.
 */

type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

/** How a commission line's narration starts: the Tally export tells the commission from the hire by it. */
export const COMMISSION_KEPT = 'Commission kept';

async function wantedLines(executor: Executor, tripId: string): Promise<{ reference: string; lines: LedgerLineInput[] }> {
  const [trip] = await executor.select().from(trips).where(eq(trips.id, tripId)).limit(1);
  if (!trip) return { reference: '', lines: [] };
  if (trip.fleet !== 'market' || trip.status === 'cancelled' || !trip.vehicleId) return { reference: trip.tripNo, lines: [] };
  const charges = await executor
    .select()
    .from(tripCharges)
    .where(and(eq(tripCharges.tripId, tripId), eq(tripCharges.side, 'vehicle')))
    .orderBy(asc(tripCharges.position));
  const on = { sessionId: trip.sessionId, postedOn: trip.tripDate, account: { kind: 'owner' as const, id: trip.vehicleId } };
  const lr = `${trip.lrNo}, ${trip.origin} to ${trip.destination}`;
  return {
    reference: trip.tripNo,
    lines: [
      { ...on, amountPaise: -(trip.hirePaise ?? 0), narration: `Lorry hire, ${lr}` },
      ...charges.map((charge) => ({
        ...on,
        amountPaise: charge.effect === 'add' ? -charge.amountPaise : charge.amountPaise,
        narration: `${tripChargeKindLabels[charge.kind]} ${charge.effect === 'add' ? 'added' : 'deducted'}, ${trip.lrNo}${charge.note ? ` (${charge.note})` : ''}`,
      })),
      { ...on, amountPaise: trip.commissionPaise, narration: `${COMMISSION_KEPT}, ${trip.lrNo}` },
    ].filter((line) => line.amountPaise !== 0),
  };
}

/** The trip's lines that stand: posted and not cancelled since. */
async function standingLines(executor: Executor, tripId: string) {
  return executor
    .select()
    .from(ledgerLines)
    .where(
      and(
        eq(ledgerLines.source, 'trip'),
        eq(ledgerLines.sourceId, tripId),
        isNull(ledgerLines.reverses),
        sql`not exists (select 1 from ${ledgerLines} as r where r.reverses = ${ledgerLines.id})`,
      ),
    );
}

const signature = (lines: { accountId: string; amountPaise: number; narration: string }[]) =>
  lines
    .map((line) => `${line.accountId}|${line.amountPaise}|${line.narration}`)
    .sort()
    .join('\n');

/** Brings the owner's account in line with the trip as it now stands; `why` is what a cancelling line says. */
export async function syncOwnerLines(executor: Executor, actor: Actor, tripId: string, why: string): Promise<void> {
  const { reference, lines } = await wantedLines(executor, tripId);
  const standing = await standingLines(executor, tripId);
  const wanted = lines.map((line) => ({ accountId: line.account.id, amountPaise: line.amountPaise, narration: line.narration }));
  if (signature(wanted) === signature(standing)) return;
  const document = { source: 'trip' as const, sourceId: tripId, reference: reference || standing[0]!.reference };
  if (standing.length > 0) {
    const [trip] = await executor
      .select({ tripDate: trips.tripDate, sessionId: trips.sessionId })
      .from(trips)
      .where(eq(trips.id, tripId));
    const first = standing[0]!;
    await reverseLines(executor, actor, document, {
      postedOn: trip?.tripDate ?? first.postedOn,
      sessionId: trip?.sessionId ?? first.sessionId,
      narration: why,
    });
  }
  await postLines(executor, actor, document, lines);
  await keepOwnerOwed(executor, [tripId]);
}
