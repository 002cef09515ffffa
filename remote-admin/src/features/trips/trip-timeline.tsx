import { indianClock, shipmentStatusLabels, staffTrackingStatuses, tripEventSchema, type TripDetail } from 'shared-api/schemas';
import { tripsApi } from 'shared-api/back-office';
import { notify } from 'shared-ui';
import {
  DetailCard,
  FormActions,
  FormGrid,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  formatDate,
  useAdminForm,
} from '../../ui';
import { useTripChanged } from './trip-cache';
import styles from './trips.module.css';

const STATUS_OPTIONS = staffTrackingStatuses.map((status) => ({ value: status, label: shipmentStatusLabels[status] }));

const freshEvent = () => ({ ...indianClock(), location: '', description: '' });

/** Where the goods are on the way, as staff hear it; customers see it on the public tracking page. */
function AddEventForm({ trip }: { trip: TripDetail }) {
  const form = useAdminForm({ schema: tripEventSchema, defaultValues: freshEvent() });
  const changed = useTripChanged();
  return (
    <form
      noValidate
      className={styles.eventForm}
      aria-label="Add a tracking event"
      onSubmit={form.submitWith(async (values) => {
        const answer = await tripsApi.addEvent(trip.id, values);
        changed(answer.data);
        notify.success(answer.message ?? 'Tracking event added');
        form.reset(freshEvent());
      }, 'The event could not be added. Please try again.')}
    >
      <h3 className={styles.subTitle}>Add an event</h3>
      <FormGrid>
        <FormTextField form={form} name="date" label="Date" type="date" required />
        <FormTextField form={form} name="time" label="Time" type="time" required />
        <FormTextField form={form} name="location" label="Location" autoComplete="off" required />
        <FormSelectField form={form} name="status" label="Status" placeholder="Choose…" options={STATUS_OPTIONS} />
      </FormGrid>
      <FormTextAreaField form={form} name="description" label="What happened" rows={2} required />
      <FormActions formError={form.formError} submitLabel="Add event" submitting={form.formState.isSubmitting} />
    </form>
  );
}

export function TripTimeline({ trip }: { trip: TripDetail }) {
  return (
    <DetailCard title="Tracking">
      {trip.events.length === 0 ? (
        <p className={styles.note}>No tracking events yet. Starting the trip adds the first.</p>
      ) : (
        <ol className={styles.timeline} aria-label={`Tracking of trip ${trip.tripNo}, oldest first`}>
          {trip.events.map((event) => (
            <li key={event.id} className={styles.timelineItem}>
              <p className={styles.timelineHead}>
                <strong>{event.statusLabel}</strong> · {event.location}
              </p>
              <p className={styles.secondary}>
                <time dateTime={`${event.date}T${event.time}`}>
                  {formatDate(event.date)}, {event.time}
                </time>
              </p>
              <p className={styles.timelineText}>{event.description}</p>
            </li>
          ))}
        </ol>
      )}
      {trip.status === 'in_transit' ? (
        <AddEventForm trip={trip} />
      ) : (
        <p className={styles.note}>Events are added while the trip is in transit.</p>
      )}
    </DetailCard>
  );
}
