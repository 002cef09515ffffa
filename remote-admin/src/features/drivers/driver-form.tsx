import { createDriverSchema, driverEditableStatuses, driverStatusLabels, type Driver } from 'shared-api/schemas';
import type { z } from 'zod';
import { FormGrid, FormSection, FormSelectField, FormTextAreaField, FormTextField, RecordForm, useAdminForm } from '../../ui';
import type { MasterFormProps } from '../masters/master-pages';
import { MasterAccountsSection, openingBalanceInput } from '../masters/opening-balance-fields';

export type DriverFormInput = z.input<typeof createDriverSchema>;
export type DriverFormValues = z.output<typeof createDriverSchema>;

const STATUS_OPTIONS = driverEditableStatuses.map((status) => ({ value: status, label: driverStatusLabels[status] }));

export const EMPTY_DRIVER: DriverFormInput = {
  name: '',
  phone: '',
  licenceNumber: '',
  licenceExpiresOn: '',
  address: '',
  openingBalance: { amount: '0', side: 'Dr' },
  status: 'active',
  notes: '',
};

export function driverFormInput(driver: Driver): DriverFormInput {
  return {
    name: driver.name,
    phone: driver.phone,
    licenceNumber: driver.licence.number ?? '',
    licenceExpiresOn: driver.licence.expiresOn ?? '',
    address: driver.address ?? '',
    openingBalance: openingBalanceInput(driver.openingBalance),
    status: driver.status === 'on_trip' ? 'active' : driver.status,
    notes: driver.notes ?? '',
  };
}

/** A driver of the own fleet and the licence that lets them drive. */
export function DriverForm({
  initialValues = EMPTY_DRIVER,
  onTrip = false,
  ...props
}: MasterFormProps<DriverFormValues, DriverFormInput> & { onTrip?: boolean }) {
  const form = useAdminForm({ schema: createDriverSchema, defaultValues: initialValues });
  return (
    <RecordForm form={form} {...props}>
      <FormSection title="Driver">
        <FormGrid>
          <FormTextField form={form} name="name" label="Full name" autoComplete="off" required />
          <FormTextField form={form} name="phone" label="Mobile" type="tel" autoComplete="off" required hint="10 digits" />
          {onTrip ? null : <FormSelectField form={form} name="status" label="Status" options={STATUS_OPTIONS} />}
        </FormGrid>
        <FormTextAreaField form={form} name="address" label="Address (optional)" rows={2} />
      </FormSection>
      <FormSection
        title="Driving licence"
        description="A licence expiring within 30 days shows on the dashboard and in the bell."
      >
        <FormGrid>
          <FormTextField
            form={form}
            name="licenceNumber"
            label="Licence number"
            autoComplete="off"
            required
            hint="Like MH14 20110062821"
          />
          <FormTextField form={form} name="licenceExpiresOn" label="Licence expiry date" type="date" required />
        </FormGrid>
      </FormSection>
      <MasterAccountsSection
        form={form}
        balanceHint="Dr: an advance the driver still has to account for; Cr: we owe the driver."
      />
    </RecordForm>
  );
}
