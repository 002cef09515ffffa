import { createVehicleSchema, truckTypeLabels, truckTypes, type Vehicle } from 'shared-api/schemas';
import type { z } from 'zod';
import {
  FormCheckboxField,
  FormGrid,
  FormSection,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  RecordForm,
  useAdminForm,
} from '../../ui';
import type { MasterFormProps } from '../masters/master-pages';
import { MasterAccountsSection, openingBalanceInput } from '../masters/opening-balance-fields';

export type VehicleFormInput = z.input<typeof createVehicleSchema>;
export type VehicleFormValues = z.output<typeof createVehicleSchema>;

export const TYPE_OPTIONS = truckTypes.map((type) => ({ value: type, label: truckTypeLabels[type] }));

export const EMPTY_VEHICLE: VehicleFormInput = {
  registrationNumber: '',
  vehicleType: '',
  ownerName: '',
  ownerPhone: '',
  ownerPan: '',
  ownerDeclaredSmallFleet: false,
  ownerAddress: '',
  brokerName: '',
  brokerPhone: '',
  bankAccountName: '',
  bankAccountNumber: '',
  bankIfsc: '',
  bankName: '',
  openingBalance: { amount: '0', side: 'Cr' },
  active: true,
  notes: '',
};

export function vehicleFormInput(vehicle: Vehicle): VehicleFormInput {
  return {
    registrationNumber: vehicle.registrationNumber,
    vehicleType: vehicle.vehicleType ?? '',
    ownerName: vehicle.ownerName,
    ownerPhone: vehicle.ownerPhone ?? '',
    ownerPan: vehicle.ownerPan ?? '',
    ownerDeclaredSmallFleet: vehicle.ownerDeclaredSmallFleet,
    ownerAddress: vehicle.ownerAddress ?? '',
    brokerName: vehicle.brokerName ?? '',
    brokerPhone: vehicle.brokerPhone ?? '',
    bankAccountName: vehicle.bankAccountName ?? '',
    bankAccountNumber: vehicle.bankAccountNumber ?? '',
    bankIfsc: vehicle.bankIfsc ?? '',
    bankName: vehicle.bankName ?? '',
    openingBalance: openingBalanceInput(vehicle.openingBalance),
    active: vehicle.active,
    notes: vehicle.notes ?? '',
  };
}

/** A market (hired) lorry: its number, its owner (paid the hire, less TDS), the broker and the owner's bank. */
export function VehicleForm({ initialValues = EMPTY_VEHICLE, ...props }: MasterFormProps<VehicleFormValues, VehicleFormInput>) {
  const form = useAdminForm({ schema: createVehicleSchema, defaultValues: initialValues });
  return (
    <RecordForm form={form} {...props}>
      <FormSection title="Vehicle">
        <FormGrid>
          <FormTextField
            form={form}
            name="registrationNumber"
            label="Registration number"
            autoComplete="off"
            required
            hint="Like MH12AB1234 or 22BH1234AB"
          />
          <FormSelectField
            form={form}
            name="vehicleType"
            label="Type (optional)"
            options={TYPE_OPTIONS}
            placeholder="Not known"
          />
        </FormGrid>
      </FormSection>
      <FormSection title="Owner" description="The owner is paid the lorry hire, less TDS under section 194C.">
        <FormGrid>
          <FormTextField form={form} name="ownerName" label="Owner name" autoComplete="off" required />
          <FormTextField form={form} name="ownerPhone" label="Owner mobile (optional)" type="tel" autoComplete="off" />
          <FormTextField
            form={form}
            name="ownerPan"
            label="Owner PAN (optional)"
            autoComplete="off"
            hint="Decides the TDS rate: 1% for an individual or HUF, 2% for others; 20% without a PAN."
          />
          <FormCheckboxField
            form={form}
            name="ownerDeclaredSmallFleet"
            label="Owner declared 10 or fewer goods carriages"
            hint="With a PAN and this declaration, no TDS is deducted."
          />
        </FormGrid>
        <FormTextAreaField form={form} name="ownerAddress" label="Owner address (optional)" rows={2} />
      </FormSection>
      <FormSection title="Broker">
        <FormGrid>
          <FormTextField form={form} name="brokerName" label="Broker name (optional)" autoComplete="off" />
          <FormTextField form={form} name="brokerPhone" label="Broker mobile (optional)" type="tel" autoComplete="off" />
        </FormGrid>
      </FormSection>
      <FormSection title="Owner's bank account" description="Where the hire is paid. An account number needs its IFSC.">
        <FormGrid>
          <FormTextField form={form} name="bankAccountName" label="Account holder (optional)" autoComplete="off" />
          <FormTextField
            form={form}
            name="bankAccountNumber"
            label="Account number (optional)"
            inputMode="numeric"
            autoComplete="off"
          />
          <FormTextField form={form} name="bankIfsc" label="IFSC (optional)" autoComplete="off" hint="Like HDFC0001234" />
          <FormTextField form={form} name="bankName" label="Bank (optional)" autoComplete="off" />
        </FormGrid>
      </FormSection>
      <MasterAccountsSection
        form={form}
        balanceHint="Cr: hire we still owe the owner; Dr: an advance the owner owes back."
        activeHint="Inactive vehicles are not offered in forms."
      />
    </RecordForm>
  );
}
