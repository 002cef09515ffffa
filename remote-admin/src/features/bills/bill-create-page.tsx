import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fieldErrors } from 'shared-api';
import { billingPartiesApi, billsApi } from 'shared-api/back-office';
import { amountInWords, formatRate, gstRegimeLabels } from 'shared-api/money';
import { createBillSchema, indianToday, type BillableTrip, type BillingPartyOption, type SelectOption } from 'shared-api/schemas';
import { Card, Loading, notify } from 'shared-ui';
import {
  formatPaise,
  FormGrid,
  FormRecordSelect,
  FormSection,
  FormTextAreaField,
  FormTextField,
  LoadFailed,
  PageHeader,
  RecordForm,
  useAdminForm,
} from '../../ui';
import { useChosenRecord } from '../trips/use-chosen-record';
import { billKeys, billPath, billsPath } from './bill-paths';
import { previewTax, useBillContext } from './bill-preview';
import { LrCells } from './lr-cells';
import styles from './bills.module.css';

const describeParty = (party: BillingPartyOption) =>
  [party.gstin ?? 'No GSTIN', party.city, party.stateName].filter(Boolean).join(' · ');

/** The party's trips waiting for a bill, each with a box to tick, and one box for them all. */
function TripChoice({
  trips,
  chosen,
  onChange,
  error,
}: {
  trips: BillableTrip[];
  chosen: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  error: string | undefined;
}) {
  const all = trips.length > 0 && trips.every((trip) => chosen.has(trip.id));
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <div>
      <div className={styles.tableScroll}>
        <table className={styles.trips} aria-describedby={error ? 'bill-trips-error' : undefined}>
          <caption className="ui-visually-hidden">Trips to bill</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Choose every trip"
                  checked={all}
                  onChange={() => onChange(all ? new Set() : new Set(trips.map((trip) => trip.id)))}
                />
              </th>
              <th scope="col">LR</th>
              <th scope="col">Vehicle</th>
              <th scope="col">From – to</th>
              <th scope="col">Goods</th>
              <th scope="col" className={styles.amount}>
                Freight
              </th>
              <th scope="col" className={styles.amount}>
                Charges
              </th>
              <th scope="col" className={styles.amount}>
                Taxable
              </th>
            </tr>
          </thead>
          <tbody>
            {trips.map((trip) => (
              <tr key={trip.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Bill ${trip.lrNo}`}
                    checked={chosen.has(trip.id)}
                    onChange={() => toggle(trip.id)}
                  />
                </td>
                <LrCells trip={trip} lr={<span className={styles.primary}>{trip.lrNo}</span>} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && (
        <p id="bill-trips-error" className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Taxable value, each tax and the total of the ticked trips, worked out as the server will. */
function Preview({ partyId, billDate, trips }: { partyId: string; billDate: string; trips: BillableTrip[] }) {
  const context = useBillContext(partyId, billDate);
  const tax = previewTax(context, billDate, trips);
  if (trips.length === 0) return <p className={styles.note}>Tick the trips to put on the bill.</p>;
  if (!tax) {
    return (
      <p className={styles.note}>
        {context.supplierStateCode === undefined
          ? "The tax shows once the company's GSTIN is in Settings."
          : 'Working out the tax…'}
      </p>
    );
  }
  const half = formatRate(tax.rateBasisPoints / 2);
  return (
    <section aria-label="Bill preview">
      <p className={styles.note}>{gstRegimeLabels[tax.regime]}</p>
      <dl className={styles.preview}>
        <dt>Taxable value</dt>
        <dd>{formatPaise(tax.taxablePaise)}</dd>
        {!tax.reverseCharge && tax.interState && (
          <>
            <dt>IGST @ {formatRate(tax.rateBasisPoints)}</dt>
            <dd>{formatPaise(tax.igstPaise)}</dd>
          </>
        )}
        {!tax.reverseCharge && !tax.interState && (
          <>
            <dt>CGST @ {half}</dt>
            <dd>{formatPaise(tax.cgstPaise)}</dd>
            <dt>SGST @ {half}</dt>
            <dd>{formatPaise(tax.sgstPaise)}</dd>
          </>
        )}
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{formatPaise(tax.totalPaise)}</dd>
      </dl>
      <p className={styles.words}>{amountInWords(tax.totalPaise)}</p>
      {tax.reverseCharge && <p className={styles.note}>No GST on the bill: the party pays 5% under reverse charge.</p>}
    </section>
  );
}

/** The bill's form: the party and date, its waiting trips to tick, the tax they come to, notes. */
function BillForm({ preset }: { preset: SelectOption | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useAdminForm({
    schema: createBillSchema,
    defaultValues: { billingPartyId: preset?.id ?? '', billDate: indianToday(), tripIds: [], notes: '' },
  });
  const [partyId, billDate, tripIds] = useWatch({ control: form.control, name: ['billingPartyId', 'billDate', 'tripIds'] });
  const party = useChosenRecord<BillingPartyOption>('billing-parties', billingPartiesApi.select, preset, { lookUp: false });
  const chosen = useMemo(() => new Set<string>(tripIds ?? []), [tripIds]);
  const choose = (next: Set<string>) =>
    form.setValue('tripIds', [...next], { shouldValidate: form.formState.isSubmitted, shouldDirty: true });

  const billable = useQuery({
    queryKey: billKeys.billable(partyId),
    queryFn: async () => (await billsApi.billableTrips(partyId)).data,
    enabled: partyId !== '',
  });
  const trips = useMemo(() => billable.data ?? [], [billable.data]);
  const chosenTrips = trips.filter((trip) => chosen.has(trip.id));
  const tripsError = form.formState.errors.tripIds?.message;

  return (
    <RecordForm
      form={form}
      submitLabel="Issue bill"
      failure="The bill could not be issued. Please try again."
      cancelTo={billsPath}
      onSubmit={async (values) => {
        try {
          const answer = await billsApi.create(values);
          void queryClient.invalidateQueries({ queryKey: billKeys.all });
          void queryClient.invalidateQueries({ queryKey: ['trips'] });
          notify.success(answer.message ?? `Bill ${answer.data.billNo} issued`);
          navigate(billPath(answer.data.id));
        } catch (error) {
          // A trip the server refused may have been billed meanwhile: show the party's trips as they are now.
          if (fieldErrors(error).tripIds) void billable.refetch();
          throw error;
        }
      }}
    >
      <FormSection title="Bill">
        <FormGrid>
          <FormRecordSelect
            form={form}
            name="billingPartyId"
            label="Billing party"
            resource="billing-parties"
            select={billingPartiesApi.select}
            value={party.option}
            onChange={(option) => {
              party.choose(option);
              choose(new Set());
            }}
            describe={describeParty}
            hint="Type a name or GSTIN."
            required
          />
          <FormTextField form={form} name="billDate" label="Bill date" type="date" required />
        </FormGrid>
      </FormSection>
      <FormSection title="Trips">
        {partyId === '' && <p className={styles.note}>Choose the billing party to see its trips.</p>}
        {partyId !== '' && billable.isPending && <Loading label="Loading the party's trips…" minHeight={120} />}
        {partyId !== '' && billable.isError && <LoadFailed what="The party's trips" onRetry={() => void billable.refetch()} />}
        {partyId !== '' && billable.isSuccess && trips.length === 0 && (
          <p className={styles.note}>This party has no trips waiting for a bill: a trip is billed once its POD is in.</p>
        )}
        {trips.length > 0 && <TripChoice trips={trips} chosen={chosen} onChange={choose} error={tripsError} />}
        {trips.length === 0 && tripsError && <p className={styles.fieldError}>{tripsError}</p>}
        {partyId !== '' && <Preview partyId={partyId} billDate={billDate} trips={chosenTrips} />}
      </FormSection>
      <FormTextAreaField form={form} name="notes" label="Notes (optional)" rows={2} />
    </RecordForm>
  );
}

export default function BillCreatePage() {
  // ?party=<id> (from the queue of trips waiting for a bill) starts with that party.
  const presetId = useSearchParams()[0].get('party') ?? '';
  const preset = useQuery({
    queryKey: ['billing-parties', 'detail', presetId],
    queryFn: async () => (await billingPartiesApi.get(presetId)).data,
    enabled: presetId !== '',
  });
  return (
    <section>
      <PageHeader
        title="New freight bill"
        breadcrumbs={[{ label: 'Freight bills', to: billsPath }, { label: 'New bill' }]}
        description="Choose the party, then the trips whose POD is in. The bill number is given when it is issued."
      />
      <Card>
        {presetId !== '' && preset.isPending ? (
          <Loading label="Loading the party…" minHeight={120} />
        ) : (
          <BillForm preset={preset.data ? { id: preset.data.id, label: preset.data.name } : null} />
        )}
      </Card>
    </section>
  );
}
