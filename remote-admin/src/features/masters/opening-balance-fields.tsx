import type { OpeningBalanceValue } from 'shared-api/schemas';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormSelectField, FormTextField } from '../../ui';

const SIDES = [
  { value: 'Dr', label: 'Dr (owed to us)' },
  { value: 'Cr', label: 'Cr (we owe)' },
];

interface OpeningBalanceFieldsProps<V extends FieldValues> {
  form: Pick<UseFormReturn<V, unknown, FieldValues>, 'register' | 'formState'>;
  /** What Dr means for this record, e.g. 'Dr: the party owes us'. */
  hint: string;
}

/** The opening balance of a master record: rupees and the side it stands on (kept as exact paise). */
export function OpeningBalanceFields<V extends FieldValues>({ form, hint }: OpeningBalanceFieldsProps<V>) {
  return (
    <>
      <FormTextField
        form={form}
        name={'openingBalance.amount' as Path<V>}
        label="Opening balance (₹)"
        inputMode="decimal"
        autoComplete="off"
        hint={hint}
      />
      <FormSelectField form={form} name={'openingBalance.side' as Path<V>} label="Dr / Cr" options={SIDES} />
    </>
  );
}

/** Paise and side as the form shows them: '12500.50' and 'Dr'; '0' for none. */
export function openingBalanceInput(balance: { amountPaise: number; side: 'Dr' | 'Cr' }) {
  return { amount: balance.amountPaise === 0 ? '0' : (balance.amountPaise / 100).toFixed(2), side: balance.side };
}

/**
 * Form values → a request body: the schema gives the balance as paise, the API takes rupees text,
 * written exactly (paise / 100 with two decimals, no float arithmetic beyond that division).
 */
export function withBalanceInput<T extends { openingBalance?: OpeningBalanceValue | undefined }>(
  values: T,
): Omit<T, 'openingBalance'> & { openingBalance?: { amount: string; side: OpeningBalanceValue['side'] } } {
  const { openingBalance, ...rest } = values;
  if (!openingBalance) return rest;
  return { ...rest, openingBalance: openingBalanceInput(openingBalance) };
}
