import { useWatch } from 'react-hook-form';
import {
  freightTerms,
  freightTermsLabels,
  gstPayerLabels,
  gstPayers,
  rateBases,
  rateBasisLabels,
  riskTypeLabels,
  riskTypes,
  type RateBasis,
  type SelectOption,
} from 'shared-api/schemas';
import { PaymentAccountFields } from '../payments/account-fields';
import { FormGrid, FormSection, FormSelectField, FormTextAreaField, FormTextField } from '../../ui';
import type { TripAdminForm } from './trip-form-values';

export const RATE_BASIS_OPTIONS = rateBases.map((basis) => ({ value: basis, label: rateBasisLabels[basis] }));
const TERMS_OPTIONS = freightTerms.map((terms) => ({ value: terms, label: freightTermsLabels[terms] }));
const GST_PAYER_OPTIONS = gstPayers.map((payer) => ({ value: payer, label: gstPayerLabels[payer] }));
const RISK_OPTIONS = riskTypes.map((risk) => ({ value: risk, label: riskTypeLabels[risk] }));

/** What a rate is multiplied by, said beside the rate field. */
export const RATE_HINTS: Record<RateBasis, string> = {
  fixed: 'The whole amount for the trip',
  per_tonne: 'Per tonne of the charged weight (the actual weight when no charged weight is given)',
  per_km: 'Per km of the distance',
};

export function RouteAndGoodsFields({ form }: { form: TripAdminForm }) {
  return (
    <FormSection title="Route and goods">
      <FormGrid>
        <FormTextField form={form} name="origin" label="Origin" autoComplete="off" required />
        <FormTextField form={form} name="destination" label="Destination" autoComplete="off" required />
        <FormTextField
          form={form}
          name="distanceKm"
          label="Distance in km (optional)"
          inputMode="numeric"
          hint="Needed for a rate per km"
        />
        <FormTextField
          form={form}
          name="goodsDescription"
          label="Goods"
          autoComplete="off"
          required
          hint="What is carried, e.g. Cotton bales"
        />
        <FormTextField form={form} name="packages" label="Packages (optional)" inputMode="numeric" />
        <FormTextField form={form} name="packing" label="Packing (optional)" autoComplete="off" hint="Bags, boxes, loose…" />
        <FormTextField form={form} name="actualWeightTonnes" label="Actual weight in tonnes" inputMode="decimal" required />
        <FormTextField
          form={form}
          name="chargedWeightTonnes"
          label="Charged weight in tonnes (optional)"
          inputMode="decimal"
          hint="Blank: the actual weight"
        />
        <FormTextField form={form} name="declaredValue" label="Declared value (₹, optional)" inputMode="decimal" />
      </FormGrid>
    </FormSection>
  );
}

export function InvoiceFields({ form }: { form: TripAdminForm }) {
  return (
    <FormSection title="Shipper's invoice and e-way bill">
      <FormGrid>
        <FormTextField form={form} name="invoiceNumber" label="Invoice number (optional)" autoComplete="off" />
        <FormTextField form={form} name="invoiceDate" label="Invoice date (optional)" type="date" />
        <FormTextField form={form} name="invoiceValue" label="Invoice value (₹, optional)" inputMode="decimal" />
        <FormTextField
          form={form}
          name="ewayBillNumber"
          label="E-way bill number (optional)"
          inputMode="numeric"
          autoComplete="off"
          hint="12 digits"
        />
        <FormTextField form={form} name="ewayBillValidUntil" label="E-way bill valid until (optional)" type="date" />
      </FormGrid>
    </FormSection>
  );
}

/** Names of the party advance's mode and account fields in the trip form. */
const ADVANCE_ACCOUNT_NAMES = { mode: 'partyAdvanceMode', bankId: 'partyAdvanceBankId', instrument: null };

/** An advance typed as something other than nothing or zero. */
const hasAmount = (text: string | undefined) => Boolean(text && Number(text.replace(/,/g, '')) !== 0);

export function FreightFields({ form, advanceAccount }: { form: TripAdminForm; advanceAccount: SelectOption | null }) {
  const basis = useWatch({ control: form.control, name: 'rateBasis' });
  const advance = useWatch({ control: form.control, name: 'partyAdvance' }) as unknown as string | undefined;
  return (
    <FormSection title="Freight">
      <FormGrid>
        <FormSelectField form={form} name="freightTerms" label="Freight terms" placeholder="Choose…" options={TERMS_OPTIONS} />
        <FormSelectField form={form} name="gstPayer" label="GST paid by" placeholder="Choose…" options={GST_PAYER_OPTIONS} />
        <FormSelectField form={form} name="risk" label="Risk" options={RISK_OPTIONS} />
        <FormSelectField form={form} name="rateBasis" label="Rate basis" options={RATE_BASIS_OPTIONS} />
        <FormTextField
          form={form}
          name="rate"
          label="Rate (₹)"
          inputMode="decimal"
          autoComplete="off"
          required
          hint={RATE_HINTS[basis ?? 'fixed']}
        />
        <FormTextField
          form={form}
          name="partyAdvance"
          label="Party advance (₹, optional)"
          inputMode="decimal"
          autoComplete="off"
          hint="Paid by the party at loading: recorded as its receipt"
        />
        {hasAmount(advance) && (
          <PaymentAccountFields
            form={form}
            modeLabel="Advance received as"
            accountHint="Where the advance came in"
            names={ADVANCE_ACCOUNT_NAMES}
            account={advanceAccount}
          />
        )}
      </FormGrid>
    </FormSection>
  );
}

export function RemarksFields({ form }: { form: TripAdminForm }) {
  return (
    <FormSection title="Remarks">
      <FormTextAreaField form={form} name="remarks" label="Remarks (optional)" rows={3} />
    </FormSection>
  );
}
