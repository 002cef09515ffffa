import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { moneyEntriesApi } from 'shared-api/back-office';
import { formatRate } from 'shared-api/money';
import {
  indianToday,
  ownerPaymentSchema,
  ownerPaymentStages,
  rupeesToPaise,
  tripStatusLabels,
  type OwnerPaymentStage,
  type OwnerPaymentTerms,
  type TripStatus,
} from 'shared-api/schemas';
import { buttonClass, Card, CheckboxField, Loading } from 'shared-ui';
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
  useDebounced,
} from '../../ui';
import { PaymentAccountFields } from './account-fields';
import { useRecordEntry } from './use-record-entry';
import { ledgerPath, paymentsPath, pendingPath, tripPath } from './payment-paths';
import styles from './payments.module.css';

const STAGE_OPTIONS = ownerPaymentStages.map((stage) => ({
  value: stage,
  label: stage === 'advance' ? 'Advance (at loading)' : 'Balance (after the POD)',
}));

/** What the owner and the trip stand at, and what this payment comes to: the lorry-hire payment advice on screen. */
function Terms({ terms }: { terms: OwnerPaymentTerms }) {
  const { vehicle, trip, payment } = terms;
  return (
    <>
      <DetailCard title="Owner">
        <Facts>
          <Fact term="Owner">
            <Link to={ledgerPath('owner', vehicle.id)}>{vehicle.ownerName}</Link>
          </Fact>
          <Fact term="Vehicle">{vehicle.registrationNumber}</Fact>
          <Fact term="PAN">{vehicle.ownerPan ?? 'None given: TDS at 20%'}</Fact>
          {vehicle.declaredSmallFleet && <Fact term="Declaration">10 goods carriages or fewer</Fact>}
          {vehicle.brokerName && <Fact term="Broker">{vehicle.brokerName}</Fact>}
          <Fact term="Bank account">{vehicle.bankAccount ?? 'Not on file'}</Fact>
        </Facts>
      </DetailCard>
      <DetailCard title="Trip">
        <Facts>
          <Fact term="Trip">
            <Link to={tripPath(trip.id)}>
              {trip.tripNo} · {trip.lrNo}
            </Link>
          </Fact>
          <Fact term="Route">{trip.route}</Fact>
          <Fact term="Status">{tripStatusLabels[trip.status as TripStatus] ?? trip.status}</Fact>
          <Fact term="Still owed to the owner">{formatPaise(terms.owedPaise)}</Fact>
          <Fact term="Paid to this owner this year">{formatPaise(terms.earlierThisYearPaise)}</Fact>
        </Facts>
      </DetailCard>
      {payment && (
        <DetailCard title="This payment">
          <dl className={styles.figures} aria-live="polite">
            <dt>Amount (before TDS)</dt>
            <dd>{formatPaise(payment.grossPaise)}</dd>
            <dt>
              TDS u/s 194C{payment.tdsPaise > 0 ? ` @ ${formatRate(payment.rateBasisPoints)}` : ''}
              <br />
              <span className={styles.muted}>{payment.reason}</span>
            </dt>
            <dd>− {formatPaise(payment.tdsPaise)}</dd>
            <dt className={styles.total}>To pay</dt>
            <dd className={styles.total}>{formatPaise(payment.netPaise)}</dd>
          </dl>
        </DetailCard>
      )}
    </>
  );
}

function PaymentForm({ tripId, stage, terms }: { tripId: string; stage: OwnerPaymentStage; terms: OwnerPaymentTerms }) {
  const record = useRecordEntry();
  const suggested =
    stage === 'advance' ? Math.min(terms.trip.hireAdvancePaise || terms.owedPaise, terms.owedPaise) : terms.owedPaise;
  const form = useAdminForm({
    schema: ownerPaymentSchema,
    defaultValues: {
      kind: 'owner-payment',
      entryDate: indianToday(),
      tripId,
      stage: terms.balanceAllowed || stage === 'advance' ? stage : 'advance',
      gross: suggested > 0 ? (suggested / 100).toFixed(2) : '',
      tds: '',
      tdsOverrideReason: '',
      mode: 'bank',
      bankId: '',
      instrument: '',
      notes: '',
    },
  });
  const [overriding, setOverriding] = useState(false);
  const [gross, entryDate] = useWatch({ control: form.control, name: ['gross', 'entryDate'] });
  const grossText = useDebounced(String(gross ?? ''), 300);

  return (
    <OwnerTermsContext tripId={tripId} gross={grossText} entryDate={String(entryDate ?? '')} fallback={terms}>
      {(live) => (
        <DetailLayout aside={<Terms terms={live} />}>
          <Card>
            <form
              noValidate
              onSubmit={form.submitWith(async () => {
                // The API reads amounts in rupees as typed; the checked values hold them in paise.
                const typed = form.getValues();
                await record(
                  overriding ? typed : { ...typed, tds: undefined, tdsOverrideReason: undefined },
                  ledgerPath('owner', live.vehicle.id),
                );
              }, 'The payment could not be recorded. Please try again.')}
            >
              <FormSection title="Payment">
                <FormGrid>
                  <FormTextField form={form} name="entryDate" label="Date" type="date" required />
                  <FormSelectField
                    form={form}
                    name="stage"
                    label="Stage"
                    options={STAGE_OPTIONS}
                    hint={live.balanceAllowed ? undefined : 'The balance can be paid once the POD is filed.'}
                  />
                  <FormTextField
                    form={form}
                    name="gross"
                    label="Amount before TDS (₹)"
                    inputMode="decimal"
                    autoComplete="off"
                    required
                    hint={`Still owed: ${formatPaise(live.owedPaise)}`}
                  />
                </FormGrid>
                <CheckboxField
                  label="Change the TDS worked out from the owner’s PAN"
                  hint="For a lower-deduction certificate or a declaration not yet on file; the reason is kept with the payment."
                  checked={overriding}
                  onChange={(event) => setOverriding(event.target.checked)}
                />
                {overriding && (
                  <FormGrid>
                    <FormTextField form={form} name="tds" label="TDS (₹)" inputMode="decimal" autoComplete="off" required />
                    <FormTextField form={form} name="tdsOverrideReason" label="Reason" autoComplete="off" required />
                  </FormGrid>
                )}
              </FormSection>
              <FormSection title="Paid through">
                <FormGrid>
                  <PaymentAccountFields form={form} modeLabel="Paid by" accountHint="The account the money leaves" />
                </FormGrid>
                <FormTextAreaField form={form} name="notes" label="Notes (optional)" rows={2} />
              </FormSection>
              <FormActions formError={form.formError} submitLabel="Record payment" submitting={form.formState.isSubmitting}>
                <Link to={pendingPath('owner-due')} className={buttonClass({ variant: 'ghost' })}>
                  Cancel
                </Link>
              </FormActions>
            </form>
          </Card>
        </DetailLayout>
      )}
    </OwnerTermsContext>
  );
}

/** The terms for the amount typed, kept on screen while the next ones load. */
function OwnerTermsContext({
  tripId,
  gross,
  entryDate,
  fallback,
  children,
}: {
  tripId: string;
  gross: string;
  entryDate: string;
  fallback: OwnerPaymentTerms;
  children: (terms: OwnerPaymentTerms) => ReactNode;
}) {
  const readable = rupeesToPaise(gross) !== undefined && rupeesToPaise(gross)! > 0;
  const live = useQuery({
    queryKey: ['money-entries', 'owner-payment-terms', tripId, readable ? gross : '', entryDate],
    queryFn: async () =>
      (
        await moneyEntriesApi.ownerPaymentTerms({
          tripId,
          gross: readable ? gross : undefined,
          entryDate: entryDate || undefined,
        })
      ).data,
    placeholderData: (previous) => previous,
    retry: false,
  });
  return <>{children(live.data ?? fallback)}</>;
}

/** Pay a market vehicle's owner for a trip: the advance at loading, or the balance after the POD, less TDS. */
export default function OwnerPaymentPage() {
  const [params] = useSearchParams();
  const tripId = params.get('trip') ?? '';
  const stage: OwnerPaymentStage = params.get('stage') === 'balance' ? 'balance' : 'advance';
  const terms = useQuery({
    queryKey: ['money-entries', 'owner-payment-terms', tripId],
    queryFn: async () => (await moneyEntriesApi.ownerPaymentTerms({ tripId })).data,
    enabled: tripId !== '',
    retry: false,
  });
  const crumbs = [{ label: 'Payments', to: paymentsPath }, { label: 'Pay an owner' }];

  if (!tripId) {
    return (
      <section>
        <PageHeader title="Pay an owner" breadcrumbs={crumbs} />
        <p>
          Owners are paid for a trip. Pick the trip from <Link to={pendingPath('owner-due')}>the owner balances due</Link>, or use
          “Pay owner” on a market trip’s page.
        </p>
      </section>
    );
  }
  return (
    <section>
      <PageHeader
        title="Pay an owner"
        breadcrumbs={crumbs}
        description="TDS under section 194C is worked out from the owner’s PAN and this year’s payments; you may change it with a reason."
      />
      {terms.isPending && <Loading label="Loading the trip and the owner…" minHeight={240} />}
      {terms.isError && <LoadFailed what="This trip’s owner" onRetry={() => void terms.refetch()} />}
      {terms.data && <PaymentForm tripId={tripId} stage={stage} terms={terms.data} />}
    </section>
  );
}
