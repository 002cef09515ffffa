import { useAuthStore } from 'shared-api';
import { billingPartiesApi } from 'shared-api/back-office';
import type { BillingPartyOption } from 'shared-api/schemas';
import { FormGrid, FormRecordSelect, FormSection, FormSelectField, FormTextAreaField, FormTextField } from '../../ui';
import { branchSelectOptions, useBranches } from '../branches/use-branch-options';
import type { TripAdminForm } from './trip-form-values';
import type { ChosenRecord } from './use-chosen-record';

const describeParty = (party: BillingPartyOption) =>
  [party.gstin ?? 'No GSTIN', party.city, party.stateName].filter(Boolean).join(' · ');

interface BookingFieldsProps {
  form: TripAdminForm;
  party: ChosenRecord<BillingPartyOption>;
  /** A saved trip stays in the branch that booked it: its series numbered it. */
  saved: boolean;
}

export function BookingFields({ form, party, saved }: BookingFieldsProps) {
  // Staff of one branch book in theirs (the server sees to it); staff of every branch choose.
  const ownBranch = useAuthStore((state) => state.user?.branchId ?? null);
  const branches = useBranches(saved);
  const choosesBranch = ownBranch === null && branches.length > 0;
  return (
    <FormSection title="Booking">
      <FormGrid>
        {choosesBranch && (
          <FormSelectField
            form={form}
            name="branchId"
            label="Branch"
            options={branchSelectOptions(branches, 'No branch (the company’s series)')}
            disabled={saved}
            hint={
              saved ? 'A trip stays in the branch that booked it.' : 'Its trip and LR numbers come from this branch’s series.'
            }
          />
        )}
        <FormTextField form={form} name="tripDate" label="Trip date" type="date" required />
        <FormTextField form={form} name="lrDate" label="LR date (optional)" type="date" hint="Blank: the trip date" />
        <FormRecordSelect
          form={form}
          name="billingPartyId"
          label="Billing party"
          resource="billing-parties"
          select={billingPartiesApi.select}
          value={party.option}
          onChange={party.choose}
          describe={describeParty}
          hint="Who is billed for this trip. Type a name or GSTIN."
          required
        />
      </FormGrid>
    </FormSection>
  );
}

export function ConsignorFields({ form }: { form: TripAdminForm }) {
  return (
    <FormSection title="Consignor" description="Who hands over the goods.">
      <FormGrid>
        <FormTextField form={form} name="consignorName" label="Consignor name" autoComplete="off" required />
        <FormTextField form={form} name="consignorGstin" label="Consignor GSTIN (optional)" autoComplete="off" />
        <FormTextField form={form} name="consignorPhone" label="Consignor phone (optional)" type="tel" autoComplete="off" />
        <FormTextAreaField form={form} name="consignorAddress" label="Consignor address (optional)" rows={2} />
      </FormGrid>
    </FormSection>
  );
}

export function ConsigneeFields({ form }: { form: TripAdminForm }) {
  return (
    <FormSection title="Consignee" description="Who receives the goods.">
      <FormGrid>
        <FormTextField form={form} name="consigneeName" label="Consignee name" autoComplete="off" required />
        <FormTextField form={form} name="consigneeGstin" label="Consignee GSTIN (optional)" autoComplete="off" />
        <FormTextField form={form} name="consigneePhone" label="Consignee phone (optional)" type="tel" autoComplete="off" />
        <FormTextAreaField form={form} name="consigneeAddress" label="Consignee address (optional)" rows={2} />
        <FormTextAreaField
          form={form}
          name="deliveryAddress"
          label="Delivery address (optional)"
          rows={2}
          hint="Blank: the consignee's address"
        />
      </FormGrid>
    </FormSection>
  );
}
