import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { moneyEntriesApi } from 'shared-api/back-office';
import {
  driverSettlementSchema,
  indianToday,
  rupeesToPaise,
  settlementDirections,
  tripStatusLabels,
  type DriverSettlementTerms,
  type TripStatus,
} from 'shared-api/schemas';
import { buttonClass, Card, Loading } from 'shared-ui';
import {
  DetailCard,
  DetailLayout,
  Fact,
  Facts,
  FormActions,
  FormGrid,
  FormSection,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  formatPaise,
  LoadFailed,
  PageHeader,
  useAdminForm,
} from '../../ui';
import { PaymentAccountFields } from './account-fields';
import { useRecordEntry } from './use-record-entry';
import { historyPath, ledgerPath, paymentsPath, tripPath } from './payment-paths';
import styles from './payments.module.css';

const DIRECTION_OPTIONS = settlementDirections.map((direction) => ({
  value: direction,
  label: direction === 'to-driver' ? 'Paid to the driver' : 'Returned by the driver',
}));

/** Debit positive: the driver holds the company's money. Said in words, with the amount. */
const standing = (paise: number) =>
  paise > 0
    ? `${formatPaise(paise)} held by the driver`
    : paise < 0
      ? `${formatPaise(-paise)} owed to the driver`
      : 'Nothing either way';

/** The trip sheet's last lines: previous balance + advances − expenses, the cash now, what is carried forward. */
function SettlementFigures({ terms, cashPaise }: { terms: DriverSettlementTerms; cashPaise: number }) {
  return (
    <DetailCard title="Settlement">
      <dl className={styles.figures} aria-live="polite">
        <dt>Previous balance</dt>
        <dd>{standing(terms.previousBalancePaise)}</dd>
        <dt>+ Advances for this trip</dt>
        <dd>{formatPaise(terms.advancesPaise)}</dd>
        <dt>− Expenses he paid</dt>
        <dd>{formatPaise(terms.expensesPaise)}</dd>
        <dt className={styles.total}>Balance</dt>
        <dd className={styles.total}>{standing(terms.balancePaise)}</dd>
        <dt>Cash now</dt>
        <dd>
          {cashPaise === 0
            ? '—'
            : cashPaise > 0
              ? `${formatPaise(cashPaise)} paid to him`
              : `${formatPaise(-cashPaise)} returned`}
        </dd>
        <dt className={styles.total}>Carried forward</dt>
        <dd className={styles.total}>{standing(terms.balancePaise + cashPaise)}</dd>
      </dl>
    </DetailCard>
  );
}

function SettlementForm({ tripId, terms }: { tripId: string; terms: DriverSettlementTerms }) {
  const record = useRecordEntry();
  const owedBack = terms.balancePaise;
  const form = useAdminForm({
    schema: driverSettlementSchema,
    defaultValues: {
      kind: 'driver-settlement',
      entryDate: indianToday(),
      driverId: terms.driver?.id ?? '',
      tripId,
      amount: (Math.abs(owedBack) / 100).toFixed(2),
      direction: owedBack < 0 ? 'to-driver' : 'from-driver',
      mode: 'cash',
      bankId: '',
      instrument: '',
      notes: '',
    },
  });
  const [amount, direction] = useWatch({ control: form.control, name: ['amount', 'direction'] });
  const typed = rupeesToPaise(String(amount ?? '')) ?? 0;
  const cashPaise = direction === 'to-driver' ? typed : -typed;

  return (
    <DetailLayout
      aside={
        <>
          <DetailCard title="Trip and driver">
            <Facts>
              <Fact term="Trip">
                <Link to={tripPath(terms.trip.id)}>
                  {terms.trip.tripNo} · {terms.trip.lrNo}
                </Link>
              </Fact>
              <Fact term="Route">{terms.trip.route}</Fact>
              <Fact term="Status">{tripStatusLabels[terms.trip.status as TripStatus] ?? terms.trip.status}</Fact>
              <Fact term="Driver">
                {terms.driver ? <Link to={ledgerPath('driver', terms.driver.id)}>{terms.driver.name}</Link> : '—'}
              </Fact>
            </Facts>
          </DetailCard>
          <SettlementFigures terms={terms} cashPaise={cashPaise} />
        </>
      }
    >
      <Card>
        <form
          noValidate
          onSubmit={form.submitWith(async (values) => {
            // The API reads amounts in rupees as typed; the checked values hold them in paise.
            await record(form.getValues(), ledgerPath('driver', values.driverId));
          }, 'The settlement could not be recorded. Please try again.')}
        >
          <FormSection title="Cash settled now" description="Leave the amount at 0 to carry the whole balance forward.">
            <FormGrid>
              <FormTextField form={form} name="entryDate" label="Date" type="date" required />
              <FormTextField form={form} name="amount" label="Amount (₹)" inputMode="decimal" autoComplete="off" required />
              <FormSelectField form={form} name="direction" label="Which way" options={DIRECTION_OPTIONS} />
              <PaymentAccountFields form={form} modeLabel="Settled by" accountHint="The account the cash moves through" />
            </FormGrid>
            <FormTextAreaField form={form} name="notes" label="Notes (optional)" rows={2} />
          </FormSection>
          <FormActions formError={form.formError} submitLabel="Record settlement" submitting={form.formState.isSubmitting}>
            <Link to={tripPath(tripId)} className={buttonClass({ variant: 'ghost' })}>
              Cancel
            </Link>
          </FormActions>
        </form>
      </Card>
    </DetailLayout>
  );
}

/** Settle a driver's account for a trip, after delivery: once per trip. */
export default function DriverSettlementPage() {
  const [params] = useSearchParams();
  const tripId = params.get('trip') ?? '';
  const terms = useQuery({
    queryKey: ['money-entries', 'driver-settlement-terms', tripId],
    queryFn: async () => (await moneyEntriesApi.driverSettlementTerms(tripId)).data,
    enabled: tripId !== '',
    retry: false,
  });
  const crumbs = [{ label: 'Payments', to: paymentsPath }, { label: 'Driver settlement' }];
  const data = terms.data;
  return (
    <section>
      <PageHeader
        title="Driver settlement"
        breadcrumbs={crumbs}
        description="What the driver held before the trip, plus its advances, less the expenses he paid from them."
      />
      {!tripId && <p>A driver is settled for a trip: use “Settle driver” on a delivered trip’s page.</p>}
      {terms.isPending && tripId && <Loading label="Loading the trip’s advances and expenses…" minHeight={240} />}
      {terms.isError && <LoadFailed what="This trip’s settlement" onRetry={() => void terms.refetch()} />}
      {data && data.settledAs && (
        <p>
          {data.trip.tripNo} was settled as {data.settledAs}. To settle it again, reverse that entry in the{' '}
          <Link to={historyPath(data.settledAs)}>payment history</Link> first.
        </p>
      )}
      {data && !data.settledAs && !data.canSettle && (
        <p>
          {data.trip.tripNo} is {(tripStatusLabels[data.trip.status as TripStatus] ?? data.trip.status).toLowerCase()}: a driver
          is settled once the trip is delivered.
        </p>
      )}
      {data && !data.settledAs && data.canSettle && <SettlementForm tripId={tripId} terms={data} />}
    </section>
  );
}
