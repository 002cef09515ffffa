import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { banksApi, driversApi, tripsApi } from 'shared-api/back-office';
import {
  driverAdvanceSchema,
  driverAdvanceTypeLabels,
  driverAdvanceTypes,
  indianToday,
  transferSchema,
  type SelectOption,
} from 'shared-api/schemas';
import { buttonClass, Card, Loading } from 'shared-ui';
import {
  FormActions,
  FormGrid,
  FormRecordSelect,
  FormSection,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  LoadFailed,
  PageHeader,
  useAdminForm,
} from '../../ui';
import { selectTrips, type TripOption } from '../expenses/select-trips';
import { useChosenRecord } from '../trips/use-chosen-record';
import { describeBank, MONEY_MODE_OPTIONS, PaymentAccountFields } from './account-fields';
import { useRecordEntry } from './use-record-entry';
import { ledgerPath, paymentsPath, tripPath } from './payment-paths';

const ADVANCE_TYPE_OPTIONS = driverAdvanceTypes.map((type) => ({ value: type, label: driverAdvanceTypeLabels[type] }));
const CRUMBS = (label: string) => [{ label: 'Payments', to: paymentsPath }, { label }];

function DriverAdvanceForm({ driver, trip }: { driver: SelectOption | null; trip: (SelectOption & { route?: string }) | null }) {
  const record = useRecordEntry();
  const form = useAdminForm({
    schema: driverAdvanceSchema,
    defaultValues: {
      kind: 'driver-advance',
      entryDate: indianToday(),
      driverId: driver?.id ?? '',
      tripId: trip?.id ?? '',
      advanceType: 'cash',
      litres: '',
      amount: '',
      mode: 'cash',
      bankId: '',
      instrument: '',
      notes: '',
    },
  });
  const advanceType = useWatch({ control: form.control, name: 'advanceType' });
  const chosenDriver = useChosenRecord('drivers', driversApi.select, driver, { lookUp: false });
  const chosenTrip = useChosenRecord<TripOption>('trips', selectTrips, trip, { lookUp: false });
  return (
    <Card>
      <form
        noValidate
        onSubmit={form.submitWith(async (values) => {
          // The API reads amounts in rupees as typed; the checked values hold them in paise.
          const typed = form.getValues();
          await record(
            { ...typed, litres: typed.advanceType === 'diesel' ? typed.litres : null },
            ledgerPath('driver', values.driverId),
          );
        }, 'The advance could not be recorded. Please try again.')}
      >
        <FormSection title="Advance">
          <FormGrid>
            <FormTextField form={form} name="entryDate" label="Date" type="date" required />
            <FormRecordSelect
              form={form}
              name="driverId"
              label="Driver"
              resource="drivers"
              select={driversApi.select}
              value={chosenDriver.option}
              onChange={chosenDriver.choose}
              required
            />
            <FormRecordSelect
              form={form}
              name="tripId"
              label="Trip (optional)"
              resource="trips"
              select={selectTrips}
              value={chosenTrip.option}
              onChange={chosenTrip.choose}
              hint="The trip it is for: its settlement counts it"
            />
            <FormSelectField form={form} name="advanceType" label="Given as" options={ADVANCE_TYPE_OPTIONS} />
            {advanceType === 'diesel' && (
              <FormTextField form={form} name="litres" label="Litres" inputMode="decimal" autoComplete="off" required />
            )}
            <FormTextField form={form} name="amount" label="Amount (₹)" inputMode="decimal" autoComplete="off" required />
          </FormGrid>
        </FormSection>
        <FormSection title="Paid through">
          <FormGrid>
            <PaymentAccountFields form={form} modeLabel="Paid by" accountHint="The account the money leaves" />
          </FormGrid>
          <FormTextAreaField form={form} name="notes" label="Notes (optional)" rows={2} />
        </FormSection>
        <FormActions formError={form.formError} submitLabel="Record advance" submitting={form.formState.isSubmitting}>
          <Link to={trip ? tripPath(trip.id) : paymentsPath} className={buttonClass({ variant: 'ghost' })}>
            Cancel
          </Link>
        </FormActions>
      </form>
    </Card>
  );
}

/** Cash, diesel or a FASTag top-up given to a driver; ?trip=<id> starts with that trip and its driver. */
export function DriverAdvancePage() {
  const tripId = useSearchParams()[0].get('trip') ?? '';
  const trip = useQuery({
    queryKey: ['trips', 'detail', tripId],
    queryFn: async () => (await tripsApi.get(tripId)).data,
    enabled: tripId !== '',
  });
  let body: ReactNode;
  if (tripId && trip.isPending) body = <Loading label="Loading the trip…" minHeight={200} />;
  else if (tripId && trip.isError) body = <LoadFailed what="The trip" onRetry={() => void trip.refetch()} />;
  else {
    const found = trip.data;
    body = (
      <DriverAdvanceForm
        driver={found?.driver ? { id: found.driver.id, label: found.driver.name } : null}
        trip={found ? { id: found.id, label: found.tripNo } : null}
      />
    );
  }
  return (
    <section>
      <PageHeader
        title="Driver advance"
        breadcrumbs={CRUMBS('Driver advance')}
        description="Money given to a driver for a trip goes on his account until the trip is settled."
      />
      {body}
    </section>
  );
}

/** Money moved between two of the company's accounts (a bank to the cash box, one bank to another). */
export function TransferPage() {
  const record = useRecordEntry();
  const form = useAdminForm({
    schema: transferSchema,
    defaultValues: {
      kind: 'transfer',
      entryDate: indianToday(),
      fromBankId: '',
      toBankId: '',
      amount: '',
      mode: 'bank',
      instrument: '',
      notes: '',
    },
  });
  const from = useChosenRecord('banks', banksApi.select, null, { lookUp: false });
  const to = useChosenRecord('banks', banksApi.select, null, { lookUp: false });
  return (
    <section>
      <PageHeader
        title="Transfer between accounts"
        breadcrumbs={CRUMBS('Transfer')}
        description="Money leaving one of the company's accounts for another: both statements show it."
      />
      <Card>
        <form
          noValidate
          onSubmit={form.submitWith(
            async (values) => record(form.getValues(), ledgerPath('bank', values.fromBankId)),
            'The transfer could not be recorded. Please try again.',
          )}
        >
          <FormSection title="Transfer">
            <FormGrid>
              <FormTextField form={form} name="entryDate" label="Date" type="date" required />
              <FormTextField form={form} name="amount" label="Amount (₹)" inputMode="decimal" autoComplete="off" required />
              <FormRecordSelect
                form={form}
                name="fromBankId"
                label="From account"
                resource="banks"
                select={banksApi.select}
                value={from.option}
                onChange={from.choose}
                describe={describeBank}
                required
              />
              <FormRecordSelect
                form={form}
                name="toBankId"
                label="To account"
                resource="banks"
                select={banksApi.select}
                value={to.option}
                onChange={to.choose}
                describe={describeBank}
                required
              />
              <FormSelectField form={form} name="mode" label="Moved by" options={MONEY_MODE_OPTIONS} />
              <FormTextField form={form} name="instrument" label="Cheque / UTR no. (optional)" autoComplete="off" />
            </FormGrid>
            <FormTextAreaField form={form} name="notes" label="Notes (optional)" rows={2} />
          </FormSection>
          <FormActions formError={form.formError} submitLabel="Record transfer" submitting={form.formState.isSubmitting}>
            <Link to={paymentsPath} className={buttonClass({ variant: 'ghost' })}>
              Cancel
            </Link>
          </FormActions>
        </form>
      </Card>
    </section>
  );
}
