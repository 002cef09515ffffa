import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { banksApi } from 'shared-api/back-office';
import { bankAccountTypeLabels, paymentModeLabels, paymentModes, type BankOption, type PaymentMode } from 'shared-api/schemas';
import { FormRecordSelect, FormSelectField, FormTextField } from '../../ui';
import { useChosenRecord } from '../trips/use-chosen-record';

/** Money that moves now is never on credit. */
export const MONEY_MODE_OPTIONS = paymentModes
  .filter((mode) => mode !== 'credit')
  .map((mode) => ({ value: mode, label: paymentModeLabels[mode] }));

export const describeBank = (bank: BankOption) =>
  [bankAccountTypeLabels[bank.accountType], bank.accountEnding && `…${bank.accountEnding}`].filter(Boolean).join(' · ');

/** The fields every money form has, as typed. */
export interface AccountInput {
  mode: PaymentMode;
  bankId?: string | null | undefined;
  instrument?: string | null | undefined;
}

/**
 * How money moved and through which account: cash through the cash box (or another cash account),
 * anything else through a bank account; with the cheque, UTR or slip number.
 */
export function PaymentAccountFields<V extends FieldValues, T extends FieldValues>({
  form: anyForm,
  modeLabel,
  accountHint,
}: {
  form: UseFormReturn<V, unknown, T>;
  modeLabel: string;
  accountHint: string;
}) {
  // Every money form's values include AccountInput; its other fields are not touched here.
  const form = anyForm as unknown as UseFormReturn<AccountInput, unknown, AccountInput>;
  const mode = useWatch({ control: form.control, name: 'mode' });
  const bank = useChosenRecord('banks', banksApi.select, null, { lookUp: false });
  return (
    <>
      <FormSelectField
        form={form}
        name="mode"
        label={modeLabel}
        options={MONEY_MODE_OPTIONS}
        hint={mode === 'cash' ? 'Cash goes through the cash box unless you choose another cash account.' : undefined}
      />
      <FormRecordSelect
        form={form}
        name="bankId"
        label={mode === 'cash' ? 'Cash account (optional)' : 'Account'}
        resource="banks"
        select={banksApi.select}
        value={bank.option}
        onChange={bank.choose}
        describe={describeBank}
        hint={accountHint}
        required={mode !== 'cash'}
      />
      <FormTextField form={form} name="instrument" label="Cheque / UTR / slip no. (optional)" autoComplete="off" />
    </>
  );
}
