import type { MoneyEntryKind } from 'shared-api/schemas';
import type { createMoneyEntrySchema } from 'shared-api/schemas';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { moneyEntries, MoneyEntryRow } from '../../db/schema';
import type { Actor } from '../../lib/audit';
import type { LedgerLineInput } from '../ledger/post';

/*
 * What each kind of money entry does on its own; the service (service.ts) does what they share:
 * the session of the date, the number, the row, the ledger lines, the audit and the reversal.
 */

export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type CreateMoneyEntry = z.output<typeof createMoneyEntrySchema>;
export type EntryInput<K extends MoneyEntryKind> = Extract<CreateMoneyEntry, { kind: K }>;
export type EntryColumns = Partial<typeof moneyEntries.$inferInsert>;

export interface EntryKind<K extends MoneyEntryKind> {
  /**
   * Checks the input against the records it names (locking what a simultaneous entry must wait for)
   * and gives the entry's columns of its own; `amountPaise` when the kind works the amount out.
   */
  columns(tx: Executor, input: EntryInput<K>, session: { id: string; name: string }): Promise<EntryColumns>;
  /** The ledger lines the written entry posts. */
  lines(tx: Executor, entry: MoneyEntryRow): Promise<LedgerLineInput[]>;
  /** What follows the written entry (a receipt's allocations, a trip's status). */
  recorded?(tx: Executor, actor: Actor, entry: MoneyEntryRow, input: EntryInput<K>): Promise<void>;
  /** What follows its reversal, after its lines are cancelled. */
  reversed?(tx: Executor, actor: Actor, entry: MoneyEntryRow): Promise<void>;
  /** What the accountant should know about the written entry though it stands (a cash limit crossed). */
  warnings?(tx: Executor, entry: MoneyEntryRow): Promise<string[]>;
}

export type EntryKinds = { [K in MoneyEntryKind]: EntryKind<K> };

/** Notes and the cheque or slip number, after what a line says. */
export const noted = (entry: MoneyEntryRow, text: string) =>
  `${text}${entry.instrument ? `, ${entry.instrument}` : ''}${entry.notes ? ` — ${entry.notes}` : ''}`;
