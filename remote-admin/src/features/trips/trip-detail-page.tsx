import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useCan } from 'shared-api';
import { tripsApi } from 'shared-api/back-office';
import type { TripDetail } from 'shared-api/schemas';
import { Button, buttonClass } from 'shared-ui';
import { DeleteRecordDialog, DetailLayout, PageHeader, RecordGate, formatDate, useRecord } from '../../ui';
import { TripDocuments } from '../documents/trip-documents';
import { TripMoney } from '../payments/trip-money';
import { TripLrButton } from './trip-lr-button';
import { publicTrackingPath, tripEditPath, tripKeys, tripsPath } from './trip-paths';
import { canDelete, editLockReason } from './trip-rules';
import { TripShareButton } from './trip-share-button';
import { AmountsCard, ChargesCard, PartiesCard, RouteAndGoodsCard, VehicleCard } from './trip-detail-sections';
import { TripHistory } from './trip-history';
import { TripStatusBadge } from './trip-status-badge';
import { TripStatusCard } from './trip-status-card';
import { TripTimeline } from './trip-timeline';
import styles from './trips.module.css';

const LIST = { label: 'Trips', to: tripsPath };

export default function TripDetailPage() {
  const { id = '' } = useParams();
  const trip = useRecord(tripKeys.detail(id), async () => (await tripsApi.get(id)).data);
  return (
    <RecordGate query={trip} title="Trip" noun="trip" list={LIST}>
      {(record) => <TripView trip={record} />}
    </RecordGate>
  );
}

function TripView({ trip }: { trip: TripDetail }) {
  const navigate = useNavigate();
  const lockId = useId();
  const [deleting, setDeleting] = useState(false);
  const lock = editLockReason(trip);
  const canChange = useCan('operations.write');
  const seesMoney = useCan('money.read');
  const seesAmounts = useCan('amounts.read');

  return (
    <section>
      <PageHeader
        title={`Trip ${trip.tripNo}`}
        breadcrumbs={[LIST, { label: trip.tripNo }]}
        description={
          <span className={styles.headline}>
            <span>LR {trip.lrNo}</span>
            <TripStatusBadge status={trip.status} />
            <span>
              Tracking{' '}
              <a href={publicTrackingPath(trip.trackingNumber)} target="_blank" rel="noreferrer">
                {trip.trackingNumber}
                <span className="ui-visually-hidden"> (the public tracking page, in a new tab)</span>
              </a>
            </span>
            <span>
              {trip.billingParty.name} · {trip.origin} → {trip.destination} · {formatDate(trip.tripDate)}
            </span>
          </span>
        }
        actions={
          <>
            {!canChange ? null : lock ? (
              <Button variant="primary" disabled aria-describedby={lockId}>
                Edit trip
              </Button>
            ) : (
              <Link to={tripEditPath(trip.id)} className={buttonClass()}>
                Edit trip
              </Link>
            )}
            <TripLrButton trip={trip} />
            {canChange && <TripShareButton trip={trip} />}
            {canChange && canDelete(trip) && (
              <Button variant="ghost" onClick={() => setDeleting(true)}>
                Delete trip
              </Button>
            )}
          </>
        }
      />
      <DetailLayout asideFirst aside={<TripStatusCard trip={trip} editLock={{ id: lockId, reason: lock }} />}>
        <PartiesCard trip={trip} />
        <RouteAndGoodsCard trip={trip} />
        <VehicleCard trip={trip} />
        {seesAmounts && <AmountsCard trip={trip} />}
        {seesAmounts && <ChargesCard trip={trip} />}
        <TripTimeline trip={trip} />
        <TripDocuments trip={trip} />
        {seesMoney && <TripMoney trip={trip} />}
        <TripHistory tripId={trip.id} />
      </DetailLayout>
      <DeleteRecordDialog
        record={deleting ? trip : null}
        resource="trips"
        remove={tripsApi.remove}
        title={`Delete trip ${trip.tripNo}?`}
        confirmLabel="Delete trip"
        deleted={`Trip ${trip.tripNo} deleted`}
        failure="The trip could not be deleted. Please try again."
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(tripsPath, { replace: true })}
      >
        <p>
          Trip {trip.tripNo} and LR {trip.lrNo} are removed for good. Only the latest planned trip of a session can be deleted, so
          that its numbers leave no gap; any other trip is cancelled instead.
        </p>
      </DeleteRecordDialog>
    </section>
  );
}
