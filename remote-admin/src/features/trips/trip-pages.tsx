import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { tripsApi } from 'shared-api/back-office';
import type { TripDetail } from 'shared-api/schemas';
import { Alert, Card, notify } from 'shared-ui';
import { PageHeader, RecordGate, useRecord } from '../../ui';
import { TripForm, type TripChoices } from './trip-form';
import { tripFormInput, tripRequest, type TripFormValues } from './trip-form-values';
import { tripKeys, tripPath, tripsPath } from './trip-paths';
import { editLockReason } from './trip-rules';
import { refreshTripLists } from './trip-cache';

const LIST = { label: 'Trips', to: tripsPath };

export function TripCreatePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({ mutationFn: (values: TripFormValues) => tripsApi.create(tripRequest(values)) });
  const onSubmit = async (values: TripFormValues) => {
    const { data: trip, message } = await create.mutateAsync(values);
    queryClient.setQueryData(tripKeys.detail(trip.id), trip);
    refreshTripLists(queryClient);
    notify.success(message ?? `Trip ${trip.tripNo} saved, with LR ${trip.lrNo}`);
    navigate(tripPath(trip.id));
  };
  return (
    <section>
      <PageHeader
        title="Add new trip"
        breadcrumbs={[LIST, { label: 'Add new trip' }]}
        description="The trip number and the LR number are given when it is saved."
      />
      <Card>
        <TripForm
          submitLabel="Save trip"
          failure="The trip could not be saved. Please try again."
          cancelTo={tripsPath}
          onSubmit={onSubmit}
        />
      </Card>
    </section>
  );
}

const choicesOf = (trip: TripDetail): TripChoices => ({
  billingParty: { id: trip.billingParty.id, label: trip.billingParty.name },
  truck: trip.truck && { id: trip.truck.id, label: trip.truck.registrationNumber },
  driver: trip.driver && { id: trip.driver.id, label: trip.driver.name },
  vehicle: trip.vehicle && { id: trip.vehicle.id, label: trip.vehicle.registrationNumber },
  advanceAccount: trip.partyAdvanceReceipt?.bank
    ? { id: trip.partyAdvanceReceipt.bank.id, label: trip.partyAdvanceReceipt.bank.name }
    : null,
});

export function TripEditPage() {
  const { id = '' } = useParams();
  const trip = useRecord(tripKeys.detail(id), async () => (await tripsApi.get(id)).data);
  return (
    <RecordGate query={trip} title="Edit trip" noun="trip" list={LIST}>
      {(record) => <TripEditor trip={record} />}
    </RecordGate>
  );
}

function TripEditor({ trip }: { trip: TripDetail }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const update = useMutation({ mutationFn: (values: TripFormValues) => tripsApi.update(trip.id, tripRequest(values)) });
  const title = `Edit trip ${trip.tripNo}`;
  const trail = [LIST, { label: trip.tripNo, to: tripPath(trip.id) }, { label: 'Edit' }];
  const locked = editLockReason(trip);

  if (locked) {
    return (
      <section>
        <PageHeader title={title} breadcrumbs={trail} />
        <Alert tone="info">{locked}</Alert>
        <p>
          <Link to={tripPath(trip.id)}>Back to trip {trip.tripNo}</Link>
        </p>
      </section>
    );
  }

  const onSubmit = async (values: TripFormValues) => {
    const { data: saved, message } = await update.mutateAsync(values);
    queryClient.setQueryData(tripKeys.detail(saved.id), saved);
    refreshTripLists(queryClient);
    notify.success(message ?? `Trip ${saved.tripNo} saved`);
    navigate(tripPath(saved.id));
  };

  return (
    <section>
      <PageHeader title={title} breadcrumbs={trail} description={`LR ${trip.lrNo} · ${trip.origin} → ${trip.destination}`} />
      <Card>
        <TripForm
          key={trip.id}
          initialValues={tripFormInput(trip)}
          initialChoices={choicesOf(trip)}
          status={trip.status}
          submitLabel="Save changes"
          failure="The changes could not be saved. Please try again."
          cancelTo={tripPath(trip.id)}
          onSubmit={onSubmit}
        />
      </Card>
    </section>
  );
}
