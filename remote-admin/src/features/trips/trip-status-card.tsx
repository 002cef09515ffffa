import { useCan } from 'shared-api';
import { useState } from 'react';
import { CANCELLABLE_STATUSES, type TripDetail, type TripStatus } from 'shared-api/schemas';
import { Button } from 'shared-ui';
import { DetailCard, Fact, Facts, formatDate, formatDateTime } from '../../ui';
import { CancelTripDialog, DeliverTripDialog, StartTripDialog } from './trip-action-dialogs';
import { TripStatusBadge } from './trip-status-badge';
import styles from './trips.module.css';

type Action = 'start' | 'deliver' | 'cancel';

/** What is next for a trip that has no button here. */
const WAITING: Partial<Record<TripStatus, string>> = {
  delivered: 'Delivered. Upload the proof of delivery (POD) under Documents to mark it POD received.',
  pod_received: 'POD received. The trip is ready to be billed.',
  billed: 'Billed. It is settled when the bill is paid.',
  settled: 'Settled. Nothing more to do.',
};

/** The trip's status, its dates, and the next step it can take (start, deliver, cancel). */
export function TripStatusCard({ trip, editLock }: { trip: TripDetail; editLock: { id: string; reason: string | null } }) {
  const [action, setAction] = useState<Action | null>(null);
  const close = () => setAction(null);
  const cancellable = CANCELLABLE_STATUSES.includes(trip.status);
  const canMove = useCan('operations.write');

  return (
    <DetailCard title="Status">
      <Facts>
        <Fact term="Status">
          <TripStatusBadge status={trip.status} />
        </Fact>
        <Fact term="Trip date">{formatDate(trip.tripDate)}</Fact>
        <Fact term="LR date">{formatDate(trip.lrDate)}</Fact>
        <Fact term="Session">{trip.sessionName}</Fact>
        {trip.startedAt && <Fact term="Started">{formatDateTime(trip.startedAt)}</Fact>}
        {trip.deliveredAt && <Fact term="Delivered">{formatDateTime(trip.deliveredAt)}</Fact>}
        {trip.podReceivedAt && <Fact term="POD received">{formatDateTime(trip.podReceivedAt)}</Fact>}
        {trip.cancelledAt && <Fact term="Cancelled">{formatDateTime(trip.cancelledAt)}</Fact>}
        {trip.cancelReason && <Fact term="Reason for cancelling">{trip.cancelReason}</Fact>}
        <Fact term="Documents">{trip.documentCount}</Fact>
      </Facts>
      {editLock.reason && (
        <p id={editLock.id} className={styles.note}>
          {editLock.reason}
        </p>
      )}
      <div className={styles.nextStep}>
        <h3 className={styles.subTitle}>Next step</h3>
        {canMove && trip.status === 'planned' && <Button onClick={() => setAction('start')}>Start trip</Button>}
        {canMove && trip.status === 'in_transit' && <Button onClick={() => setAction('deliver')}>Mark delivered</Button>}
        {canMove && cancellable && (
          <Button variant="secondary" onClick={() => setAction('cancel')}>
            Cancel trip
          </Button>
        )}
        {WAITING[trip.status] && <p className={styles.note}>{WAITING[trip.status]}</p>}
        {trip.status === 'cancelled' && (
          <p className={styles.note}>Cancelled trips keep their numbers and cannot change again.</p>
        )}
      </div>
      {action === 'start' && <StartTripDialog trip={trip} onClose={close} />}
      {action === 'deliver' && <DeliverTripDialog trip={trip} onClose={close} />}
      {action === 'cancel' && <CancelTripDialog trip={trip} onClose={close} />}
    </DetailCard>
  );
}
