import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { ExportPeriod, Reader } from './period';

/*
 * The ledgers a Tally file names: the company's own heads (Freight Income, the output GST ledgers,
 * TDS, Lorry Hire …) and one ledger per account of ours that the period touches — a billing party, a
 * vehicle's owner, a driver, a bank or the cash box, an expense category.
 *
 * A ledger's name is the record's own name. Tally wants every ledger name unique (without regard to
 * case), across groups; when two records share a name, the one created first keeps it and the later
 * ones take their GSTIN, registration number, licence number or account ending in brackets, so an
 * account that was once exported keeps its name in every later export. A name that is still not
 * unique after that gets the start of the record's id.
 */

export const fixedLedgers = {
  freightIncome: { name: 'Freight Income', parent: 'Sales Accounts' },
  outputCgst: { name: 'Output CGST', parent: 'Duties & Taxes', gstDutyHead: 'Central Tax' },
  outputSgst: { name: 'Output SGST', parent: 'Duties & Taxes', gstDutyHead: 'State Tax' },
  outputIgst: { name: 'Output IGST', parent: 'Duties & Taxes', gstDutyHead: 'Integrated Tax' },
  /** What parties deducted from their payments: a claim on the tax department, until the return. */
  tdsReceivable: { name: 'TDS Receivable', parent: 'Duties & Taxes', taxType: 'TDS' },
  tdsPayable: { name: 'TDS Payable 194C', parent: 'Duties & Taxes', taxType: 'TDS' },
  lorryHire: { name: 'Lorry Hire', parent: 'Direct Expenses' },
  commissionIncome: { name: 'Commission Income', parent: 'Indirect Incomes' },
  /** Expenses bought on credit: we keep no vendor for them, so one liability holds them until paid. */
  expensesPayable: { name: 'Expenses Payable', parent: 'Current Liabilities' },
} as const satisfies Record<string, LedgerMaster>;

export type FixedLedger = keyof typeof fixedLedgers;

/** The accounts of ours a ledger stands for; 'category' is an expense head. */
export type AccountKind = 'party' | 'owner' | 'driver' | 'bank' | 'category';

/** What a voucher line posts to: one of ours, or one of the company's fixed heads. */
export type LedgerRef = { kind: AccountKind; id: string } | FixedLedger;

export interface LedgerMaster {
  name: string;
  parent: string;
  gstDutyHead?: string;
  taxType?: string;
  gstin?: string | null;
}

/** Expense categories that run the trucks (built-in codes); the rest are the office's. */
const DIRECT_EXPENSE_CODES = [
  'diesel',
  'toll',
  'driver-bhatta',
  'loading-unloading',
  'rto-police',
  'repairs',
  'tyres',
  'insurance',
  'permit-tax',
];

const keyOf = (kind: AccountKind, id: string) => `${kind}:${id}`;

interface NamedRow {
  kind: AccountKind;
  id: string;
  name: string;
  parent: string;
  gstin: string | null;
}

/** Every named account with its unique ledger name and group, kept to the accounts `wanted` selects (kind, id). */
function namedAccounts(wanted: SQL): SQL {
  const reserved = sql.join(
    Object.values(fixedLedgers).map((ledger) => sql`(${ledger.name})`),
    sql`, `,
  );
  const directCodes = sql.join(
    DIRECT_EXPENSE_CODES.map((code) => sql`${code}`),
    sql`, `,
  );
  return sql`
    with candidates as (
      select 'fixed' as kind, null::uuid as id, v.name as base, null::text as tag, null::text as gstin,
        null::text as parent, 0 as priority, null::timestamptz as created_at
      from (values ${reserved}) as v(name)
      union all
      select 'party', id, name, coalesce(gstin, city, pan), gstin, 'Sundry Debtors', 1, created_at from billing_parties
      union all
      select 'owner', id, owner_name, registration_number, null, 'Sundry Creditors', 1, created_at from vehicles
      union all
      select 'driver', id, name, licence_number, null, 'Loans & Advances (Asset)', 1, created_at from drivers
      union all
      select 'bank', id, name,
        case when account_number is not null then coalesce(bank_name || ' ', '') || right(account_number, 4) else account_type::text end,
        null,
        case account_type::text when 'cash' then 'Cash-in-Hand' when 'od' then 'Bank OD A/c' else 'Bank Accounts' end,
        1, created_at
      from banks
      union all
      select 'category', id, name, 'expense head', null,
        case when code in (${directCodes}) then 'Direct Expenses' else 'Indirect Expenses' end, 1, created_at
      from expense_categories
    ),
    first_pass as (
      select *, row_number() over (partition by lower(base) order by priority, created_at, id) as nth from candidates
    ),
    tagged as (
      select kind, id, gstin, parent, created_at, nth,
        case when nth = 1 then base else base || ' (' || coalesce(tag, kind) || ')' end as name
      from first_pass
    ),
    unique_names as (
      select kind, id, gstin, parent,
        case when row_number() over (partition by lower(name) order by nth > 1, created_at, id) = 1 then name
          else name || ' ' || left(id::text, 8) end as name
      from tagged
    )
    select kind, id, name, parent, gstin from unique_names
    where kind <> 'fixed' and (kind, id) in (${wanted})
    order by kind, lower(name), id`;
}

/** The accounts a period's vouchers can name: every account with a ledger line in it, and the expense heads used. */
function accountsOfPeriod({ from, to, asOf }: ExportPeriod): SQL {
  return sql`
    select distinct account_kind::text, account_id from ledger_lines
    where posted_on between ${from} and ${to} and created_at <= ${asOf}::timestamptz
    union
    select distinct 'category', category_id from expenses
    where expense_date between ${from} and ${to} and reversed_at is null and created_at <= ${asOf}::timestamptz`;
}

/** The ledger names of an export: those of its period up front (its masters), any other found on the way. */
export interface LedgerBook {
  /** The masters of the accounts the period names, in the order the file lists them. */
  readonly accounts: readonly LedgerMaster[];
  /** Makes sure the names of `refs` are known (an account changed while the file was being written). */
  load(refs: readonly LedgerRef[]): Promise<void>;
  nameOf(ref: LedgerRef): string;
}

export async function openLedgerBook(db: Reader, period: ExportPeriod): Promise<LedgerBook> {
  const names = new Map<string, string>();
  const remember = (rows: NamedRow[]) => {
    for (const row of rows) names.set(keyOf(row.kind, row.id), row.name);
    return rows;
  };
  const rows = remember(rowsOf<NamedRow>(await db.execute(namedAccounts(accountsOfPeriod(period)))));
  return {
    accounts: rows.map(({ name, parent, gstin }) => ({ name, parent, gstin })),
    async load(refs) {
      const missing = refs.filter(
        (ref): ref is { kind: AccountKind; id: string } => typeof ref !== 'string' && !names.has(keyOf(ref.kind, ref.id)),
      );
      if (missing.length === 0) return;
      const wanted = sql.join(
        missing.map((ref) => sql`select ${ref.kind}::text, ${ref.id}::uuid`),
        sql` union all `,
      );
      remember(rowsOf<NamedRow>(await db.execute(namedAccounts(wanted))));
    },
    nameOf(ref) {
      if (typeof ref === 'string') return fixedLedgers[ref].name;
      const name = names.get(keyOf(ref.kind, ref.id));
      if (name === undefined) throw new Error(`no ledger name loaded for ${ref.kind} ${ref.id}`);
      return name;
    },
  };
}
