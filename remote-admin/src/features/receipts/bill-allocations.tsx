import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { formatPaise, type OpenBill } from 'shared-api/schemas';
import { Alert, Button } from 'shared-ui';
import { DataTable, FormTextField, formatDate, staticList, type DataColumn } from '../../ui';
import { oldestFirst, typedPaise, type BillRow } from './receipt-form-values';
import styles from './receipts.module.css';

/** The part of a form that sets money against bills: its `allocations` rows (a receipt's, or on-account money's). */
export type AllocationForm = Pick<
  UseFormReturn<{ allocations: BillRow[] }, unknown, FieldValues>,
  'register' | 'formState' | 'setValue'
>;

/**
 * A party's open bills with an amount field each, what is left on account as the amounts are typed,
 * and "Allocate oldest first": the receipt form's bills, and the page that sets on-account money
 * against bills raised later.
 */
export function BillAllocations({
  form,
  bills,
  rows,
  available,
  availableLabel,
  noBills,
}: {
  form: AllocationForm;
  bills: UseQueryResult<OpenBill[]>;
  /** The rows as typed (watched). */
  rows: readonly BillRow[];
  /** What can be set against the bills, in paise. */
  available: number;
  /** What `available` is, as 'The bills take ₹10.00 more than …' ends: 'the amount and the TDS'. */
  availableLabel: string;
  /** What an empty list of open bills means here. */
  noBills: string;
}) {
  const allocated = rows.reduce((sum, row) => sum + typedPaise(row.amount), 0);
  const onAccount = available - allocated;

  const allocateOldestFirst = () => {
    const amounts = oldestFirst(rows, available);
    amounts.forEach((text, index) => form.setValue(`allocations.${index}.amount`, text, { shouldValidate: true }));
  };

  const columns = useMemo<DataColumn<OpenBill>[]>(
    () => [
      { id: 'billNo', header: 'Bill', cell: (bill) => bill.billNo },
      { id: 'billDate', header: 'Date', cell: (bill) => formatDate(bill.billDate) },
      { id: 'days', header: 'Days', align: 'end', hideOnPhone: true, cell: (bill) => bill.daysOutstanding },
      { id: 'total', header: 'Total', align: 'end', hideOnPhone: true, cell: (bill) => formatPaise(bill.totalPaise) },
      { id: 'received', header: 'Received', align: 'end', hideOnPhone: true, cell: (bill) => formatPaise(bill.receivedPaise) },
      { id: 'balance', header: 'Balance', align: 'end', cell: (bill) => formatPaise(bill.balancePaise) },
      {
        id: 'amount',
        header: 'Amount',
        cell: (bill) => {
          const index = (bills.data ?? []).findIndex((each) => each.id === bill.id);
          // What the server says of the bill itself (cancelled, another party's) has no field of its own.
          const billError = form.formState.errors.allocations?.[index]?.billId?.message;
          return (
            <>
              <FormTextField
                form={form}
                name={`allocations.${index}.amount`}
                label={`Amount against ${bill.billNo} (₹)`}
                className={styles.amountCell}
                inputMode="decimal"
                autoComplete="off"
              />
              {billError && (
                <span className={styles.fieldError} role="alert">
                  {billError}
                </span>
              )}
            </>
          );
        },
      },
    ],
    [bills.data, form],
  );

  const allocationsError = form.formState.errors.allocations?.root?.message ?? form.formState.errors.allocations?.message;

  return (
    <>
      <div className={styles.billsHead}>
        <p className={[styles.onAccount, onAccount < 0 && styles.over].filter(Boolean).join(' ')} aria-live="polite">
          {onAccount < 0
            ? `The bills take ${formatPaise(-onAccount)} more than ${availableLabel}`
            : `${formatPaise(onAccount)} on account`}
        </p>
        <Button variant="secondary" size="small" onClick={allocateOldestFirst} disabled={!bills.data?.length || available === 0}>
          Allocate oldest first
        </Button>
      </div>
      {bills.data?.length === 0 ? (
        <Alert tone="info">{noBills}</Alert>
      ) : (
        <DataTable
          caption="Open bills"
          noun="open bills"
          columns={columns}
          list={staticList(bills.data ?? [], {
            isPending: bills.isPending,
            isFetching: bills.isFetching,
            isError: bills.isError,
            retry: () => void bills.refetch(),
          })}
          rowId={(bill) => bill.id}
          empty="No open bills."
        />
      )}
      {allocationsError && (
        <p className={styles.fieldError} role="alert">
          {allocationsError}
        </p>
      )}
    </>
  );
}
