import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { banksApi, billingPartiesApi, receivablesApi } from 'shared-api/back-office';
import { bankAccountTypeLabels, type BankOption, type BillingPartyOption, type SelectOption } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import { BillAllocations, type AllocationForm } from './bill-allocations';
import {
  FormActions,
  FormGrid,
  FormRecordSelect,
  FormSection,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useAdminForm,
} from '../../ui';
import {
  billRows,
  RECEIPT_MODE_OPTIONS,
  receiptFormSchema,
  typedPaise,
  type BillRow,
  type ReceiptFormInput,
  type ReceiptFormValues,
} from './receipt-form-values';
import styles from './receipts.module.css';

export interface ReceiptFormProps {
  initialValues: ReceiptFormInput;
  /** The party chosen before the form opened (?party=), as the typeahead shows it. */
  initialParty: SelectOption | null;
  cancelTo: string;
  onSubmit: (values: ReceiptFormValues) => Promise<void>;
}

const describeParty = (party: BillingPartyOption) =>
  [party.gstin ?? 'No GSTIN', party.city, party.stateName].filter(Boolean).join(' · ');
const describeBank = (bank: BankOption) =>
  [bankAccountTypeLabels[bank.accountType], bank.accountEnding && `…${bank.accountEnding}`].filter(Boolean).join(' · ');

/** Money received from a billing party, and which of its open bills it pays. */
export function ReceiptForm({ initialValues, initialParty, cancelTo, onSubmit }: ReceiptFormProps) {
  const form = useAdminForm({ schema: receiptFormSchema, defaultValues: initialValues });
  const [party, setParty] = useState<SelectOption | null>(initialParty);
  const [bank, setBank] = useState<SelectOption | null>(null);
  const [partyId, mode, amount, tds, rows] = useWatch({
    control: form.control,
    name: ['billingPartyId', 'mode', 'amount', 'tds', 'allocations'],
  });

  const bills = useQuery({
    queryKey: ['billing-parties', 'open-bills', partyId],
    queryFn: async () => (await receivablesApi.openBills(partyId)).data,
    enabled: Boolean(partyId),
  });
  // A new party brings its own bills; what was typed against the last party's bills goes.
  const { setValue } = form;
  useEffect(() => {
    setValue('allocations', billRows(bills.data ?? []));
  }, [bills.data, setValue]);

  const settled = typedPaise(amount) + typedPaise(tds);

  return (
    <form noValidate onSubmit={form.submitWith(onSubmit, 'The receipt could not be saved. Please try again.')}>
      <FormSection title="Receipt">
        <FormGrid>
          <FormRecordSelect
            form={form}
            name="billingPartyId"
            label="Billing party"
            resource="billing-parties"
            select={billingPartiesApi.select}
            value={party}
            onChange={setParty}
            describe={describeParty}
            hint="Type the party's name or GSTIN"
            required
          />
          <FormTextField form={form} name="entryDate" label="Date" type="date" required />
          <FormTextField form={form} name="amount" label="Amount received (₹)" inputMode="decimal" autoComplete="off" required />
          <FormTextField
            form={form}
            name="tds"
            label="TDS deducted (₹)"
            inputMode="decimal"
            autoComplete="off"
            hint="What the party deducted and will show in Form 26AS; it counts as paid."
          />
        </FormGrid>
      </FormSection>
      <FormSection title="Received into">
        <FormGrid>
          <FormSelectField
            form={form}
            name="mode"
            label="Received by"
            options={RECEIPT_MODE_OPTIONS}
            hint={mode === 'cash' ? 'Cash goes into the cash box.' : undefined}
          />
          {mode !== 'cash' && (
            <FormRecordSelect
              form={form}
              name="bankId"
              label="Account"
              resource="banks"
              select={banksApi.select}
              value={bank}
              onChange={setBank}
              describe={describeBank}
              hint="The bank account the money came into"
              required
            />
          )}
          <FormTextField form={form} name="instrument" label="Cheque / UTR no. (optional)" autoComplete="off" />
        </FormGrid>
        {/* Cash has no account field: what the server says of the cash box is said here. */}
        {mode === 'cash' && form.formState.errors.bankId?.message && (
          <p className={styles.fieldError} role="alert">
            {form.formState.errors.bankId.message}
          </p>
        )}
        <FormTextAreaField form={form} name="notes" label="Notes (optional)" rows={2} />
      </FormSection>
      <FormSection title="Bills paid">
        {!partyId ? (
          <p className={styles.muted}>Choose the party to see its open bills.</p>
        ) : (
          <>
            <BillAllocations
              form={form as unknown as AllocationForm}
              bills={bills}
              rows={(rows ?? []) as BillRow[]}
              available={settled}
              availableLabel="the amount and the TDS"
              noBills="This party has no open bills: the whole receipt stays on its account."
            />
          </>
        )}
      </FormSection>
      <FormActions formError={form.formError} submitLabel="Save receipt" submitting={form.formState.isSubmitting}>
        <Link to={cancelTo} className={buttonClass({ variant: 'ghost' })}>
          Cancel
        </Link>
      </FormActions>
    </form>
  );
}
