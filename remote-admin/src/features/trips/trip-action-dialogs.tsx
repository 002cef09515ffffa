import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { type Envelope } from 'shared-api';
import { tripsApi } from 'shared-api/back-office';
import { cancelTripSchema, deliverTripSchema, startTripSchema, type TripDetail } from 'shared-api/schemas';
import { Button, notify } from 'shared-ui';
import type { z } from 'zod';
import {
  FormActions,
  FormGrid,
  FormTextAreaField,
  FormTextField,
  formatCount,
  ModalDialog,
  useAdminForm,
  type AdminForm,
} from '../../ui';
import { useTripChanged } from './trip-cache';

interface ActionDialogProps<S extends z.ZodType<FieldValues, FieldValues>> {
  title: string;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  submitLabel: string;
  failure: string;
  /** Toast when the server says nothing of its own. */
  done: string;
  send: (values: z.output<S>) => Promise<Envelope<TripDetail>>;
  onClose: () => void;
  /** The button that closes without doing anything. */
  dismissLabel?: string;
  children: (form: AdminForm<S>) => ReactNode;
}

/** A status change asked for in a dialog: its fields, the server's field errors on them, the trip updated from the answer. */
function ActionDialog<S extends z.ZodType<FieldValues, FieldValues>>({
  title,
  schema,
  defaultValues,
  submitLabel,
  failure,
  done,
  send,
  onClose,
  dismissLabel = 'Cancel',
  children,
}: ActionDialogProps<S>) {
  const form = useAdminForm({ schema, defaultValues });
  const changed = useTripChanged();
  const busy = form.formState.isSubmitting;
  return (
    <ModalDialog title={title} onClose={onClose} busy={busy}>
      <form
        noValidate
        onSubmit={form.submitWith(async (values) => {
          const answer = await send(values);
          changed(answer.data);
          notify.success(answer.message ?? done);
          onClose();
        }, failure)}
      >
        {children(form)}
        <FormActions formError={form.formError} submitLabel={submitLabel} submitting={busy}>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {dismissLabel}
          </Button>
        </FormActions>
      </form>
    </ModalDialog>
  );
}

/** When and where a status change happened; blank means now, at the trip's origin or destination. */
const happened = (place: string) =>
  ({
    date: { label: 'Date (optional)', type: 'date', hint: 'Blank: today' },
    time: { label: 'Time (optional)', type: 'time', hint: 'Blank: now' },
    location: { label: 'Location (optional)', autoComplete: 'off', hint: `Blank: ${place}` },
  }) as const;

export interface TripDialogProps {
  trip: TripDetail;
  onClose: () => void;
}

export function StartTripDialog({ trip, onClose }: TripDialogProps) {
  return (
    <ActionDialog
      title={`Start trip ${trip.tripNo}`}
      schema={startTripSchema}
      defaultValues={{ date: '', time: '', location: '', startKm: trip.startKm === null ? '' : String(trip.startKm) }}
      submitLabel="Start trip"
      failure="The trip could not be started. Please try again."
      done={`Trip ${trip.tripNo} is in transit`}
      send={(values) => tripsApi.start(trip.id, trip.fleet === 'own' ? values : { ...values, startKm: undefined })}
      onClose={onClose}
    >
      {(form) => (
        <FormGrid>
          <FormTextField form={form} name="date" {...happened(trip.origin).date} />
          <FormTextField form={form} name="time" {...happened(trip.origin).time} />
          <FormTextField form={form} name="location" {...happened(trip.origin).location} />
          {trip.fleet === 'own' && (
            <FormTextField
              form={form}
              name="startKm"
              label="Start km (optional)"
              inputMode="numeric"
              hint="Blank: the odometer the truck last recorded"
            />
          )}
        </FormGrid>
      )}
    </ActionDialog>
  );
}

/** An own truck's end km is required and cannot be below its start km; the server checks both again. */
export function deliverSchemaFor(trip: Pick<TripDetail, 'fleet' | 'startKm'>) {
  return deliverTripSchema.superRefine((values, context) => {
    if (trip.fleet !== 'own') return;
    if (values.endKm === null || values.endKm === undefined) {
      context.addIssue({ code: 'custom', path: ['endKm'], message: 'End km is required for an own truck' });
    } else if (trip.startKm !== null && values.endKm < trip.startKm) {
      context.addIssue({
        code: 'custom',
        path: ['endKm'],
        message: `End km must be at least the start km (${formatCount(trip.startKm)})`,
      });
    }
  });
}

export function DeliverTripDialog({ trip, onClose }: TripDialogProps) {
  return (
    <ActionDialog
      title={`Deliver trip ${trip.tripNo}`}
      schema={deliverSchemaFor(trip)}
      defaultValues={{ date: '', time: '', location: '', endKm: '' }}
      submitLabel="Mark delivered"
      failure="The trip could not be marked delivered. Please try again."
      done={`Trip ${trip.tripNo} is delivered`}
      send={(values) => tripsApi.deliver(trip.id, values)}
      onClose={onClose}
    >
      {(form) => (
        <FormGrid>
          <FormTextField form={form} name="date" {...happened(trip.destination).date} />
          <FormTextField form={form} name="time" {...happened(trip.destination).time} />
          <FormTextField form={form} name="location" {...happened(trip.destination).location} />
          {trip.fleet === 'own' && (
            <FormTextField
              form={form}
              name="endKm"
              label="End km"
              inputMode="numeric"
              required
              hint={
                trip.startKm === null
                  ? "The truck's odometer at delivery"
                  : `The odometer at delivery; it started at ${formatCount(trip.startKm)} km`
              }
            />
          )}
        </FormGrid>
      )}
    </ActionDialog>
  );
}

export function CancelTripDialog({ trip, onClose }: TripDialogProps) {
  return (
    <ActionDialog
      title={`Cancel trip ${trip.tripNo}?`}
      schema={cancelTripSchema}
      defaultValues={{ reason: '' }}
      submitLabel="Cancel trip"
      failure="The trip could not be cancelled. Please try again."
      done={`Trip ${trip.tripNo} is cancelled`}
      send={(values) => tripsApi.cancel(trip.id, values)}
      onClose={onClose}
      dismissLabel="Keep the trip"
    >
      {(form) => (
        <>
          <p>
            The trip keeps its numbers and shows as cancelled
            {trip.status === 'in_transit' ? '; its truck and driver become free again' : ''}.
          </p>
          <FormTextAreaField form={form} name="reason" label="Reason" rows={3} required />
        </>
      )}
    </ActionDialog>
  );
}
