import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { banksApi } from 'shared-api/back-office';
import {
  bankAccountTypeLabels,
  paymentModeLabels,
  paymentModes,
  type BankOption,
  type PaymentMode,
  type SelectOption,
} from 'shared-api/schemas';
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

/** The form's names of the fields below (a trip's party advance has its own). */
interface AccountFieldNames {
  mode: string;
  bankId: string;
  /** Null: no cheque / UTR field. */
  instrument: string | null;
}

const MONEY_FORM_NAMES: AccountFieldNames = { mode: 'mode', bankId: 'bankId', instrument: 'instrument' };

/**
 * How money moved and through which account: cash through the cash box (or another cash account),
 * anything else through a bank account; with the cheque, UTR or slip number.
 */
export function PaymentAccountFields<V extends FieldValues, T extends FieldValues>({
  form: anyForm,
  modeLabel,
  accountHint,
  names = MONEY_FORM_NAMES,
  account = null,
}: {
  form: UseFormReturn<V, unknown, T>;
  modeLabel: string;
  accountHint: string;
  names?: AccountFieldNames;
  /** The account already chosen (an edit). */
  account?: SelectOption | null;
}) {
  // The named fields hold AccountInput's values; the form's other fields are not touched here.
  const form = anyForm as unknown as UseFormReturn<Record<string, string>, unknown, Record<string, string>>;
  const mode = useWatch({ control: form.control, name: names.mode }) as PaymentMode | undefined;
  const bank = useChosenRecord('banks', banksApi.select, account, { lookUp: false });
  return (
    <>
      <FormSelectField
        form={form}
        name={names.mode}
        label={modeLabel}
        options={MONEY_MODE_OPTIONS}
        hint={mode === 'cash' ? 'Cash goes through the cash box unless you choose another cash account.' : undefined}
      />
      <FormRecordSelect
        form={form}
        name={names.bankId}
        label={mode === 'cash' ? 'Cash account (optional)' : 'Account'}
        resource="banks"
        select={banksApi.select}
        value={bank.option}
        onChange={bank.choose}
        describe={describeBank}
        hint={accountHint}
        required={mode !== 'cash'}
      />
      {names.instrument && (
        <FormTextField form={form} name={names.instrument} label="Cheque / UTR / slip no. (optional)" autoComplete="off" />
      )}
    </>
  );
}
