import { bankAccountTypeLabels, bankAccountTypes, createBankSchema, type Bank } from 'shared-api/schemas';
import { z } from 'zod';
import { FormGrid, FormSection, FormSelectField, FormTextField, RecordForm, useAdminForm } from '../../ui';
import type { MasterFormProps } from '../masters/master-pages';
import { MasterAccountsSection, openingBalanceInput } from '../masters/opening-balance-fields';

export type BankFormInput = z.input<typeof createBankSchema>;
export type BankFormValues = z.output<typeof createBankSchema>;

export const ACCOUNT_TYPE_OPTIONS = bankAccountTypes.map((type) => ({ value: type, label: bankAccountTypeLabels[type] }));

export const EMPTY_BANK: BankFormInput = {
  name: '',
  accountType: 'current',
  bankName: '',
  accountNumber: '',
  ifsc: '',
  branch: '',
  openingBalance: { amount: '0', side: 'Dr' },
  active: true,
  notes: '',
};

/**
 * What the form checks: a cash box without the bank details its hidden fields may still hold from
 * before the type was changed to cash (the schema refuses an account number or IFSC on a cash account,
 * and the operator could neither see nor clear them). They stay in the inputs if the type is changed back.
 */
const bankFormSchema = z.preprocess(
  (values: BankFormInput) =>
    values.accountType === 'cash' ? { ...values, bankName: '', accountNumber: '', ifsc: '', branch: '' } : values,
  createBankSchema,
);

export function bankFormInput(bank: Bank): BankFormInput {
  return {
    name: bank.name,
    accountType: bank.accountType,
    bankName: bank.bankName ?? '',
    accountNumber: bank.accountNumber ?? '',
    ifsc: bank.ifsc ?? '',
    branch: bank.branch ?? '',
    openingBalance: openingBalanceInput(bank.openingBalance),
    active: bank.active,
    notes: bank.notes ?? '',
  };
}

/** A bank account the company's money moves through, or a cash box (which has no bank details). */
export function BankForm({ initialValues = EMPTY_BANK, ...props }: MasterFormProps<BankFormValues, BankFormInput>) {
  const form = useAdminForm({ schema: bankFormSchema, defaultValues: initialValues });
  const cash = form.watch('accountType') === 'cash';
  return (
    <RecordForm form={form} {...props}>
      <FormSection title="Account">
        <FormGrid>
          <FormTextField
            form={form}
            name="name"
            label="Account name"
            autoComplete="off"
            required
            hint="What staff call it, like HDFC current"
          />
          <FormSelectField form={form} name="accountType" label="Type" options={ACCOUNT_TYPE_OPTIONS} />
        </FormGrid>
      </FormSection>
      {!cash && (
        <FormSection title="Bank details">
          <FormGrid>
            <FormTextField form={form} name="bankName" label="Bank" autoComplete="off" required />
            <FormTextField
              form={form}
              name="accountNumber"
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <FormTextField form={form} name="ifsc" label="IFSC" autoComplete="off" required hint="Like HDFC0001234" />
            <FormTextField form={form} name="branch" label="Branch (optional)" autoComplete="off" />
          </FormGrid>
        </FormSection>
      )}
      <MasterAccountsSection
        form={form}
        title="Balance"
        balanceHint="Dr: money in the account; Cr: an overdraft used."
        activeHint="Inactive accounts are not offered in forms."
      />
    </RecordForm>
  );
}
