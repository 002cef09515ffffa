import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { LedgerAccountKind, LedgerSource } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { ledgerLines } from '../../db/schema';
import type { Actor } from '../../lib/audit';
import { jsonObjectWhen, type JsonSql } from '../../lib/json-row';

/*
 * Posting to the ledger (db/schema/money.ts ledgerLines): a document adds its lines in the
 * transaction that writes it; a reversed or corrected document adds lines that cancel its earlier ones.
 * Nothing here updates or deletes a line.
 */

export interface LedgerLineInput {
  sessionId: string;
  postedOn: string;
  account: { kind: LedgerAccountKind; id: string };
  /** Signed paise: a debit positive, a credit negative (see ledgerLines). */
  amountPaise: number;
  narration: string;
}

export interface LedgerDocument {
  source: LedgerSource;
  sourceId: string;
  reference: string;
}

type Writer = Pick<Db, 'insert' | 'select'>;

export async function postLines(
  executor: Writer,
  actor: Actor,
  document: LedgerDocument,
  lines: LedgerLineInput[],
): Promise<void> {
  const rows = lines
    .filter((line) => line.amountPaise !== 0)
    .map((line) => {
      if (!Number.isSafeInteger(line.amountPaise))
        throw new RangeError(`a ledger amount must be whole paise: ${line.amountPaise}`);
      return {
        sessionId: line.sessionId,
        postedOn: line.postedOn,
        accountKind: line.account.kind,
        accountId: line.account.id,
        amountPaise: line.amountPaise,
        source: document.source,
        sourceId: document.sourceId,
        reference: document.reference,
        narration: line.narration,
        createdBy: actor.id,
      };
    });
  if (rows.length > 0) await executor.insert(ledgerLines).values(rows);
}

/**
 * Cancels every line of a document that is not cancelled yet, with lines of the opposite sign posted
 * on `postedOn` (the day of the reversal, or the document's own day for a correction), in `sessionId`.
 */
export async function reverseLines(
  executor: Writer,
  actor: Actor,
  document: LedgerDocument,
  { postedOn, sessionId, narration }: { postedOn: string; sessionId: string; narration: string },
): Promise<void> {
  const open = await executor
    .select()
    .from(ledgerLines)
    .where(
      and(
        eq(ledgerLines.source, document.source),
        eq(ledgerLines.sourceId, document.sourceId),
        isNull(ledgerLines.reverses),
        // Inside the subquery the table is `r`, so "ledger_lines"."id" is the outer line.
        sql`not exists (select 1 from ${ledgerLines} as r where r.reverses = ${ledgerLines.id})`,
      ),
    );
  if (open.length === 0) return;
  await executor.insert(ledgerLines).values(
    open.map((line) => ({
      sessionId,
      postedOn,
      accountKind: line.accountKind,
      accountId: line.accountId,
      amountPaise: -line.amountPaise,
      source: document.source,
      sourceId: document.sourceId,
      reference: document.reference,
      narration,
      reverses: line.id,
      createdBy: actor.id,
    })),
  );
}

/** Each account's balance from its lines alone (the opening balance is the master record's). */
export async function lineTotals(
  executor: Pick<Db, 'select'>,
  kind: LedgerAccountKind,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await executor
    .select({ id: ledgerLines.accountId, total: sql<string>`sum(${ledgerLines.amountPaise})` })
    .from(ledgerLines)
    .where(and(eq(ledgerLines.accountKind, kind), inArray(ledgerLines.accountId, [...ids])))
    .groupBy(ledgerLines.accountId);
  return new Map(rows.map((row) => [row.id, Number(row.total)]));
}

/** A reversed document's reversal as the API shows it; null while it stands. */
/** reversalOf written by the database, for rows it writes as JSON (lib/json-row). */
export const reversalJson = (table: { reversedAt: PgColumn; reversedBy: PgColumn; reversalReason: PgColumn }): JsonSql =>
  jsonObjectWhen(sql`${table.reversedAt} is not null and ${table.reversalReason} is not null`, {
    at: table.reversedAt,
    by: table.reversedBy,
    reason: table.reversalReason,
  });

export function reversalOf(row: { reversedAt: Date | null; reversedBy: string | null; reversalReason: string | null }) {
  return row.reversedAt && row.reversalReason
    ? { at: row.reversedAt.toISOString(), by: row.reversedBy, reason: row.reversalReason }
    : null;
}
