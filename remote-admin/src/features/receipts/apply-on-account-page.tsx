import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { moneyEntriesApi, receivablesApi } from 'shared-api/back-office';
import { formatPaise, type MoneyEntry } from 'shared-api/schemas';
import { Alert, buttonClass, Card, Loading, notify } from 'shared-ui';
import { z } from 'zod';
import { FormActions, FormSection, LoadFailed, PageHeader, formatDate, ledgerPath, useAdminForm } from '../../ui';
import { onAccountOf } from '../payments/entry-labels';
import { historyPath, MONEY_RESOURCE, paymentsPath } from '../payments/payment-paths';
import { BillAllocations, type AllocationForm } from './bill-allocations';
import {
  allocationRows,
  billRows,
  checkAgainstBalances,
  onFormRows,
  sentAllocations,
  sentRows,
  type BillRow,
} from './receipt-form-values';
import styles from './receipts.module.css';

const formSchemaFor = (onAccountPaise: number) =>
  z.object({ allocations: allocationRows }).superRefine((value, context) => {
    checkAgainstBalances(value.allocations, context);
    const allocated = value.allocations.reduce((sum, row) => sum + (row.amount ?? 0), 0);
    if (allocated === 0)
      context.addIssue({ code: 'custom', path: ['allocations'], message: 'Give an amount against at least one bill' });
    if (allocated > onAccountPaise) {
      context.addIssue({
        code: 'custom',
        path: ['allocations'],
        message: `Only ${formatPaise(onAccountPaise)} of this receipt is on account`,
      });
    }
  });

/** /admin/payments/receipts/:id/apply: sets what a receipt left on account against the party's open bills. */
export default function ApplyOnAccountPage() {
  const { id = '' } = useParams();
  const entry = useQuery({
    queryKey: [MONEY_RESOURCE, 'detail', id],
    queryFn: async () => (await moneyEntriesApi.get(id)).data,
  });
  const receipt = entry.data;

  let body;
  if (entry.isPending) body = <Loading label="Loading the receipt…" minHeight={240} />;
  else if (entry.isError || !receipt) body = <LoadFailed what="The receipt" onRetry={() => void entry.refetch()} />;
  else if (receipt.kind !== 'receipt' || !receipt.billingParty)
    body = <Alert tone="error">{receipt.reference} is not a receipt.</Alert>;
  else if (receipt.reversal) body = <Alert tone="error">{receipt.reference} was reversed: it has nothing on account.</Alert>;
  else if (onAccountOf(receipt) <= 0)
    body = <Alert tone="info">{receipt.reference} is set against bills in full: nothing of it is on account.</Alert>;
  else body = <ApplyForm receipt={receipt} />;

  return (
    <section>
      <PageHeader
        title={receipt ? `Set ${receipt.reference} against bills` : 'Set a receipt against bills'}
        breadcrumbs={[
          { label: 'Payments', to: paymentsPath },
          { label: 'Payment history', to: historyPath() },
          { label: 'Set against bills' },
        ]}
        description="Money a party paid ahead of its bills, or beyond them, stays on its account until it is set against a bill; its account does not move, the bills' balances do."
      />
      <Card>{body}</Card>
    </section>
  );
}

function ApplyForm({ receipt }: { receipt: MoneyEntry }) {
  const party = receipt.billingParty!;
  const onAccount = onAccountOf(receipt);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useAdminForm({ schema: formSchemaFor(onAccount), defaultValues: { allocations: [] } });
  const rows = useWatch({ control: form.control, name: 'allocations' });
  const bills = useQuery({
    queryKey: ['billing-parties', 'open-bills', party.id],
    queryFn: async () => (await receivablesApi.openBills(party.id)).data,
  });
  const { setValue } = form;
  useEffect(() => {
    setValue('allocations', billRows(bills.data ?? []));
  }, [bills.data, setValue]);

  const onSubmit = async (values: z.output<ReturnType<typeof formSchemaFor>>) => {
    const answer = await moneyEntriesApi
      .applyOnAccount(receipt.id, { allocations: sentAllocations(values) })
      .catch((error: unknown) => {
        throw onFormRows(error, sentRows(values));
      });
    // Bills, balances, queues, statements and the history all moved.
    for (const key of ['billing-parties', 'ledgers', MONEY_RESOURCE, 'payments', 'payments-pending', 'bills']) {
      void queryClient.invalidateQueries({ queryKey: [key] });
    }
    notify.success(answer.message ?? `${receipt.reference} set against bills`);
    navigate(ledgerPath('party', party.id));
  };

  return (
    <form noValidate onSubmit={form.submitWith(onSubmit, 'The receipt could not be set against the bills. Please try again.')}>
      <p className={styles.muted}>
        {receipt.reference} of {formatDate(receipt.entryDate)} from {party.name}: {formatPaise(receipt.settledPaise)} received
        {receipt.tdsPaise > 0 ? ' with its TDS' : ''}, {formatPaise(onAccount)} of it on account.
      </p>
      <FormSection title="Bills to set it against">
        <BillAllocations
          form={form as unknown as AllocationForm}
          bills={bills}
          rows={(rows ?? []) as BillRow[]}
          available={onAccount}
          availableLabel="what is on account"
          noBills={`${party.name} has no open bills: the money stays on its account.`}
        />
      </FormSection>
      <FormActions formError={form.formError} submitLabel="Set against bills" submitting={form.formState.isSubmitting}>
        <Link to={ledgerPath('party', party.id)} className={buttonClass({ variant: 'ghost' })}>
          Cancel
        </Link>
      </FormActions>
    </form>
  );
}
