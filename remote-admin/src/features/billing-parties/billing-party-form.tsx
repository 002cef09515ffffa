import { useEffect } from 'react';
import { GST_STATES, createBillingPartySchema, stateOfGstin, type BillingParty } from 'shared-api/schemas';
import type { z } from 'zod';
import { FormGrid, FormSection, FormSelectField, FormTextAreaField, FormTextField, RecordForm, useAdminForm } from '../../ui';
import type { MasterFormProps } from '../masters/master-pages';
import { MasterAccountsSection, openingBalanceInput } from '../masters/opening-balance-fields';

export type BillingPartyFormInput = z.input<typeof createBillingPartySchema>;
export type BillingPartyFormValues = z.output<typeof createBillingPartySchema>;

const STATE_OPTIONS = GST_STATES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

export const EMPTY_PARTY: BillingPartyFormInput = {
  name: '',
  gstin: '',
  stateCode: '',
  pan: '',
  contactPerson: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  pincode: '',
  creditDays: '0',
  openingBalance: { amount: '0', side: 'Dr' },
  active: true,
  notes: '',
};

export function partyFormInput(party: BillingParty): BillingPartyFormInput {
  return {
    name: party.name,
    gstin: party.gstin ?? '',
    stateCode: party.stateCode,
    // The PAN inside a GSTIN is read from it; only an unregistered party's PAN is typed.
    pan: party.gstin ? '' : (party.pan ?? ''),
    contactPerson: party.contactPerson ?? '',
    phone: party.phone ?? '',
    email: party.email ?? '',
    address: party.address ?? '',
    city: party.city ?? '',
    pincode: party.pincode ?? '',
    creditDays: String(party.creditDays),
    openingBalance: openingBalanceInput(party.openingBalance),
    active: party.active,
    notes: party.notes ?? '',
  };
}

/** The one billing party form: a GSTIN fills in the state (and the PAN inside it). */
export function BillingPartyForm({
  initialValues = EMPTY_PARTY,
  ...props
}: MasterFormProps<BillingPartyFormValues, BillingPartyFormInput>) {
  const form = useAdminForm({ schema: createBillingPartySchema, defaultValues: initialValues });
  const gstin = form.watch('gstin');
  const fromGstin = typeof gstin === 'string' ? stateOfGstin(gstin.replace(/\s+/g, '').toUpperCase()) : undefined;
  const { setValue } = form;
  const stateFromGstin = fromGstin?.code;

  // Keyed on the code: the state object is new on every render, and setting a value re-renders.
  useEffect(() => {
    if (stateFromGstin) setValue('stateCode', stateFromGstin, { shouldValidate: true });
  }, [stateFromGstin, setValue]);

  return (
    <RecordForm form={form} {...props}>
      <FormSection title="Party">
        <FormGrid>
          <FormTextField form={form} name="name" label="Name" autoComplete="off" required />
          <FormTextField
            form={form}
            name="gstin"
            label="GSTIN (optional)"
            autoComplete="off"
            hint="15 characters, like 27AAPFU0939F1ZV. The state and PAN are read from it."
          />
          <FormSelectField
            form={form}
            name="stateCode"
            label="State"
            options={STATE_OPTIONS}
            placeholder="Choose the state"
            disabled={fromGstin !== undefined}
            hint={fromGstin ? `${fromGstin.name}, from the GSTIN` : 'The place of supply of its bills.'}
          />
          <FormTextField
            form={form}
            name="pan"
            label="PAN (optional)"
            autoComplete="off"
            hint={fromGstin ? 'Read from the GSTIN.' : 'For a party without a GSTIN.'}
            disabled={fromGstin !== undefined}
          />
        </FormGrid>
      </FormSection>
      <FormSection title="Contact">
        <FormGrid>
          <FormTextField form={form} name="contactPerson" label="Contact person (optional)" autoComplete="off" />
          <FormTextField form={form} name="phone" label="Mobile (optional)" type="tel" autoComplete="off" hint="10 digits" />
          <FormTextField form={form} name="email" label="E-mail (optional)" type="email" autoComplete="off" />
          <FormTextField form={form} name="city" label="City (optional)" autoComplete="off" />
          <FormTextField form={form} name="pincode" label="PIN code (optional)" inputMode="numeric" autoComplete="off" />
        </FormGrid>
        <FormTextAreaField form={form} name="address" label="Address (optional)" rows={2} />
      </FormSection>
      <MasterAccountsSection
        form={form}
        balanceHint="Dr: the party owes us; Cr: we owe the party."
        activeHint="Inactive parties are not offered in forms."
      >
        <FormTextField
          form={form}
          name="creditDays"
          label="Credit days"
          inputMode="numeric"
          hint="Days the party has to pay a bill."
        />
      </MasterAccountsSection>
    </RecordForm>
  );
}
