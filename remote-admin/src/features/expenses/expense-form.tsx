import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { banksApi, driversApi, trucksApi } from 'shared-api/back-office';
import { bankAccountTypeLabels, type BankOption, type ExpenseCategory } from 'shared-api/schemas';
import {
  FormCheckboxField,
  FormGrid,
  FormRecordSelect,
  FormSection,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  formatDate,
  formatPaise,
  RecordForm,
  useAdminForm,
  type RecordFormProps,
} from '../../ui';
import { useChosenRecord } from '../trips/use-chosen-record';
import {
  dieselAmount,
  EXPENSE_TYPE_OPTIONS,
  expenseFormSchema,
  NO_RECORDS,
  PAYMENT_MODE_OPTIONS,
  paysFromAccount,
  type ExpenseAdminForm,
  type ExpenseFormInput,
  type ExpenseFormValues,
  type ExpenseRecords,
} from './expense-form-values';
import { selectTrips, type TripOption } from './select-trips';
import styles from './expenses.module.css';

export interface ExpenseFormProps extends RecordFormProps<ExpenseFormValues> {
  categories: readonly ExpenseCategory[];
  initialValues: ExpenseFormInput;
  records?: ExpenseRecords;
  /** A saved expense is corrected, never silently changed: the form asks why. */
  correcting?: boolean;
}

const describeTrip = (trip: TripOption) => `${formatDate(trip.tripDate)} · ${trip.route}`;
const describeBank = (bank: BankOption) =>
  [bankAccountTypeLabels[bank.accountType], bank.accountEnding && `…${bank.accountEnding}`].filter(Boolean).join(' · ');

/** Diesel is bought by the litre: the amount is worked out as the litres and rate are typed, as the server will. */
function DieselFields({ form }: { form: ExpenseAdminForm }) {
  const [litres = '', rate = ''] = useWatch({ control: form.control, name: ['litres', 'rate'] });
  const amount = dieselAmount(litres, rate);
  const amountId = useId();
  const amountError = form.formState.errors.amount?.message;
  return (
    <>
      <FormTextField form={form} name="litres" label="Litres" inputMode="decimal" autoComplete="off" required />
      <FormTextField form={form} name="rate" label="Rate per litre (₹)" inputMode="decimal" autoComplete="off" required />
      <div className={styles.workedOut}>
        <label htmlFor={amountId} className={styles.workedOutLabel}>
          Amount (litres × rate)
        </label>
        <output id={amountId} className={styles.workedOutValue} aria-live="polite">
          {amount === undefined ? '—' : formatPaise(amount)}
        </output>
        {amountError && (
          <span className={styles.fieldError} role="alert">
            {amountError}
          </span>
        )}
      </div>
    </>
  );
}

/** An expense: what it was for, on which trip or truck, and how it was paid. */
export function ExpenseForm({ categories, initialValues, records = NO_RECORDS, correcting = false, ...props }: ExpenseFormProps) {
  const [schema] = useState(() => expenseFormSchema(categories));
  const form = useAdminForm({ schema, defaultValues: initialValues });
  const [type, categoryId, mode, paidByDriver] = useWatch({
    control: form.control,
    name: ['type', 'categoryId', 'mode', 'paidByDriver'],
  });
  const trip = useChosenRecord('trips', selectTrips, records.trip, { lookUp: false });
  const truck = useChosenRecord('trucks', trucksApi.select, records.truck, { lookUp: false });
  const driver = useChosenRecord('drivers', driversApi.select, records.driver, { lookUp: false });
  const bank = useChosenRecord('banks', banksApi.select, records.bank, { lookUp: false });
  const perLitre = categories.some((category) => category.id === categoryId && category.perLitre);

  return (
    <RecordForm form={form} {...props}>
      <FormSection title="Expense">
        <FormGrid>
          <FormTextField form={form} name="expenseDate" label="Date" type="date" required />
          <FormSelectField form={form} name="type" label="Type" options={EXPENSE_TYPE_OPTIONS} />
          <FormSelectField
            form={form}
            name="categoryId"
            label="Category"
            placeholder="Choose a category"
            options={categories.map((category) => ({ value: category.id, label: category.name }))}
          />
          {perLitre ? (
            <DieselFields form={form} />
          ) : (
            <FormTextField form={form} name="amount" label="Amount (₹)" inputMode="decimal" autoComplete="off" required />
          )}
        </FormGrid>
      </FormSection>
      <FormSection title="Trip, truck and driver">
        <FormGrid>
          {type === 'trip' && (
            <FormRecordSelect
              form={form}
              name="tripId"
              label="Trip"
              resource="trips"
              select={selectTrips}
              value={trip.option}
              onChange={trip.choose}
              describe={describeTrip}
              hint="Type the trip, LR or tracking no., or a place"
              required
            />
          )}
          {type !== 'office' && (
            <FormRecordSelect
              form={form}
              name="truckId"
              label="Truck"
              resource="trucks"
              select={trucksApi.select}
              value={truck.option}
              onChange={truck.choose}
              hint={type === 'trip' ? 'Optional: the trip names its truck' : 'Type the registration number'}
              required={type === 'truck'}
            />
          )}
          <FormRecordSelect
            form={form}
            name="driverId"
            label="Driver"
            resource="drivers"
            select={driversApi.select}
            value={driver.option}
            onChange={driver.choose}
            hint={paidByDriver ? 'The driver who paid it' : 'Optional'}
            required={paidByDriver}
          />
        </FormGrid>
      </FormSection>
      <FormSection title="Payment">
        <FormGrid>
          <FormSelectField
            form={form}
            name="mode"
            label="Paid by"
            options={PAYMENT_MODE_OPTIONS}
            hint={mode === 'cash' && !paidByDriver ? 'Cash is paid from the cash box.' : undefined}
          />
          {paysFromAccount(mode, paidByDriver) && (
            <FormRecordSelect
              form={form}
              name="bankId"
              label="Account"
              resource="banks"
              select={banksApi.select}
              value={bank.option}
              onChange={bank.choose}
              describe={describeBank}
              hint="The bank account it was paid from"
              required
            />
          )}
          <FormCheckboxField
            form={form}
            name="paidByDriver"
            label="Paid by the driver from his advances"
            hint="It goes on his account for the trip settlement, not on a bank's."
          />
          <FormTextField form={form} name="billNumber" label="Bill no. (optional)" autoComplete="off" />
        </FormGrid>
        <FormTextAreaField form={form} name="notes" label="Notes (optional)" rows={2} />
      </FormSection>
      {correcting && (
        <FormSection title="Correction">
          <FormTextAreaField
            form={form}
            name="reason"
            label="Reason for the change"
            rows={2}
            required
            hint="Kept with the change in the expense's history."
          />
        </FormSection>
      )}
    </RecordForm>
  );
}
