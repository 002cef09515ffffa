import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { billingPartiesApi, billsApi, errorMessage, fieldErrors } from 'shared-api';
import { amountInWords, formatRate, gstRegimeLabels } from 'shared-api/money';
import { createBillSchema, indianToday, type BillableTrip, type BillingPartyOption, type SelectOption } from 'shared-api/schemas';
import { Alert, Button, buttonClass, Card, Loading, notify, TextAreaField, TextField } from 'shared-ui';
import { formatDate, formatPaise, FormSection, LoadFailed, PageHeader, RecordSelect } from '../../ui';
import { billKeys, billPath, billsPath } from './bill-paths';
import { previewTax, useBillContext } from './bill-preview';
import styles from './bills.module.css';

type Field = 'billingPartyId' | 'billDate' | 'tripIds' | 'notes';
type Errors = Partial<Record<Field, string>>;

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
                <td>
                  <span className={styles.primary}>{trip.lrNo}</span>
                  <span className={styles.secondary}>{formatDate(trip.lrDate)}</span>
                </td>
                <td>{trip.vehicleNumber ?? '—'}</td>
                <td>
                  {trip.origin} – {trip.destination}
                </td>
                <td>
                  {trip.goodsDescription}
                  <span className={styles.secondary}>{trip.weightTonnes} t</span>
                </td>
                <td className={styles.amount}>{formatPaise(trip.freightPaise)}</td>
                <td className={styles.amount}>{formatPaise(trip.chargesPaise)}</td>
                <td className={styles.amount}>{formatPaise(trip.taxablePaise)}</td>
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

export default function BillCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // ?party=<id> (from the queue of trips waiting for a bill) starts with that party; a choice replaces it.
  const presetId = useSearchParams()[0].get('party') ?? '';
  const preset = useQuery({
    queryKey: ['billing-parties', 'detail', presetId],
    queryFn: async () => (await billingPartiesApi.get(presetId)).data,
    enabled: presetId !== '',
  });
  const [picked, setParty] = useState<SelectOption | null | undefined>(undefined);
  const party = picked !== undefined ? picked : preset.data ? { id: preset.data.id, label: preset.data.name } : null;
  const [billDate, setBillDate] = useState(indianToday());
  const [notes, setNotes] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const partyId = party?.id ?? '';

  const billable = useQuery({
    queryKey: billKeys.billable(partyId),
    queryFn: async () => (await billsApi.billableTrips(partyId)).data,
    enabled: partyId !== '',
  });
  const trips = useMemo(() => billable.data ?? [], [billable.data]);
  const chosenTrips = trips.filter((trip) => chosen.has(trip.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const input = { billingPartyId: partyId, billDate, tripIds: chosenTrips.map((trip) => trip.id), notes };
    const checked = createBillSchema.safeParse(input);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await billsApi.create(input);
      void queryClient.invalidateQueries({ queryKey: billKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['trips'] });
      notify.success(answer.message ?? `Bill ${answer.data.billNo} issued`);
      navigate(billPath(answer.data.id));
    } catch (error) {
      const onFields = fieldErrors(error) as Errors;
      setErrors(onFields);
      const placed = Object.keys(onFields).length > 0;
      if (!placed) setFormError(errorMessage(error, 'The bill could not be issued. Please try again.'));
      // A trip the server refused may have been billed meanwhile: show the party's trips as they are now.
      if (onFields.tripIds) void billable.refetch();
    } finally {
      setSending(false);
    }
  };

  return (
    <section>
      <PageHeader
        title="New freight bill"
        breadcrumbs={[{ label: 'Freight bills', to: billsPath }, { label: 'New bill' }]}
        description="Choose the party, then the trips whose POD is in. The bill number is given when it is issued."
      />
      <Card>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <FormSection title="Bill">
            <RecordSelect<BillingPartyOption>
              label="Billing party"
              resource="billing-parties"
              select={billingPartiesApi.select}
              value={party}
              onChange={(option) => {
                setParty(option);
                setChosen(new Set());
              }}
              describe={describeParty}
              hint="Type a name or GSTIN."
              error={errors.billingPartyId}
              required
            />
            <TextField
              label="Bill date"
              type="date"
              value={billDate}
              onChange={(event) => setBillDate(event.target.value)}
              error={errors.billDate}
              required
            />
          </FormSection>
          <FormSection title="Trips">
            {partyId === '' && <p className={styles.note}>Choose the billing party to see its trips.</p>}
            {partyId !== '' && billable.isPending && <Loading label="Loading the party's trips…" minHeight={120} />}
            {partyId !== '' && billable.isError && (
              <LoadFailed what="The party's trips" onRetry={() => void billable.refetch()} />
            )}
            {partyId !== '' && billable.isSuccess && trips.length === 0 && (
              <p className={styles.note}>This party has no trips waiting for a bill: a trip is billed once its POD is in.</p>
            )}
            {trips.length > 0 && <TripChoice trips={trips} chosen={chosen} onChange={setChosen} error={errors.tripIds} />}
            {trips.length === 0 && errors.tripIds && <p className={styles.fieldError}>{errors.tripIds}</p>}
            {partyId !== '' && <Preview partyId={partyId} billDate={billDate} trips={chosenTrips} />}
          </FormSection>
          <TextAreaField
            label="Notes (optional)"
            rows={2}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            error={errors.notes}
          />
          {formError && <Alert tone="error">{formError}</Alert>}
          <div className={styles.headerActions}>
            <Button type="submit" busy={sending}>
              {sending ? 'Issuing…' : 'Issue bill'}
            </Button>
            <Link to={billsPath} className={buttonClass({ variant: 'secondary' })}>
              Cancel
            </Link>
          </div>
        </form>
      </Card>
    </section>
  );
}
