import type { ReactNode } from 'react';
import type { OpeningBalanceValue } from 'shared-api/schemas';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormCheckboxField, FormGrid, FormSection, FormSelectField, FormTextAreaField, FormTextField } from '../../ui';

const SIDES = [
  { value: 'Dr', label: 'Dr (owed to us)' },
  { value: 'Cr', label: 'Cr (we owe)' },
];

interface MasterAccountsSectionProps<V extends FieldValues> {
  form: Pick<UseFormReturn<V, unknown, FieldValues>, 'register' | 'formState'>;
  /** 'Accounts' unless told otherwise. */
  title?: string;
  /** What Dr means for this record, e.g. 'Dr: the party owes us'. */
  balanceHint: string;
  /** Why Active matters, e.g. 'Inactive parties are not offered in forms.'; without it there is no Active (drivers have a status). */
  activeHint?: string;
  /** Fields before the balance, e.g. the credit days. */
  children?: ReactNode;
}

/**
 * The last section of a master record's form: the opening balance, in rupees on its side (kept as
 * exact paise), whether it is active, and notes. The fields are named as every master schema names them.
 */
export function MasterAccountsSection<V extends FieldValues>({
  form,
  title = 'Accounts',
  balanceHint,
  activeHint,
  children,
}: MasterAccountsSectionProps<V>) {
  return (
    <FormSection title={title}>
      <FormGrid>
        {children}
        <FormTextField
          form={form}
          name={'openingBalance.amount' as Path<V>}
          label="Opening balance (₹)"
          inputMode="decimal"
          autoComplete="off"
          hint={balanceHint}
        />
        <FormSelectField form={form} name={'openingBalance.side' as Path<V>} label="Dr / Cr" options={SIDES} />
        {activeHint && <FormCheckboxField form={form} name={'active' as Path<V>} label="Active" hint={activeHint} />}
      </FormGrid>
      <FormTextAreaField form={form} name={'notes' as Path<V>} label="Notes (optional)" rows={2} />
    </FormSection>
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
