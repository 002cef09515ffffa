import {
  createTruckSchema,
  truckEditableStatuses,
  truckPaperKinds,
  truckPaperLabels,
  truckStatusLabels,
  truckTypeLabels,
  truckTypes,
  type Truck,
} from 'shared-api/schemas';
import type { z } from 'zod';
import { FormGrid, FormSection, FormSelectField, FormTextAreaField, FormTextField, RecordForm, useAdminForm } from '../../ui';
import type { MasterFormProps } from '../masters/master-pages';
import styles from './trucks.module.css';

export type TruckFormInput = z.input<typeof createTruckSchema>;
export type TruckFormValues = z.output<typeof createTruckSchema>;

export const TRUCK_TYPE_OPTIONS = truckTypes.map((type) => ({ value: type, label: truckTypeLabels[type] }));
const STATUS_OPTIONS = truckEditableStatuses.map((status) => ({ value: status, label: truckStatusLabels[status] }));

const emptyPapers = () =>
  Object.fromEntries(truckPaperKinds.map((kind) => [kind, { number: '', expiresOn: '' }])) as NonNullable<
    TruckFormInput['papers']
  >;

export const EMPTY_TRUCK: TruckFormInput = {
  registrationNumber: '',
  truckType: 'open_body',
  make: '',
  model: '',
  capacityTonnes: '',
  chassisNumber: '',
  engineNumber: '',
  odometerKm: '',
  status: 'available',
  notes: '',
  papers: emptyPapers(),
};

export function truckFormInput(truck: Truck): TruckFormInput {
  return {
    registrationNumber: truck.registrationNumber,
    truckType: truck.truckType,
    make: truck.make ?? '',
    model: truck.model ?? '',
    capacityTonnes: truck.capacityTonnes ?? '',
    chassisNumber: truck.chassisNumber ?? '',
    engineNumber: truck.engineNumber ?? '',
    odometerKm: truck.odometerKm === null ? '' : String(truck.odometerKm),
    // 'On trip' is the trips' to set: the form keeps it as available until the trip ends it.
    status: truck.status === 'on_trip' ? 'available' : truck.status,
    notes: truck.notes ?? '',
    papers: Object.fromEntries(
      truck.papers.map((paper) => [paper.kind, { number: paper.number ?? '', expiresOn: paper.expiresOn ?? '' }]),
    ) as NonNullable<TruckFormInput['papers']>,
  };
}

/** A truck of the own fleet and its seven papers (number and expiry; scans are added on its page). */
export function TruckForm({
  initialValues = EMPTY_TRUCK,
  onTrip = false,
  ...props
}: MasterFormProps<TruckFormValues, TruckFormInput> & { onTrip?: boolean }) {
  const form = useAdminForm({ schema: createTruckSchema, defaultValues: initialValues });
  return (
    <RecordForm form={form} {...props}>
      <FormSection title="Truck">
        <FormGrid>
          <FormTextField
            form={form}
            name="registrationNumber"
            label="Registration number"
            autoComplete="off"
            required
            hint="Like MH12AB1234 or 22BH1234AB"
          />
          <FormSelectField form={form} name="truckType" label="Type" options={TRUCK_TYPE_OPTIONS} />
          <FormTextField
            form={form}
            name="make"
            label="Make (optional)"
            autoComplete="off"
            hint="Tata, Ashok Leyland, BharatBenz…"
          />
          <FormTextField form={form} name="model" label="Model (optional)" autoComplete="off" />
          <FormTextField form={form} name="capacityTonnes" label="Capacity in tonnes (optional)" inputMode="decimal" />
          <FormTextField form={form} name="odometerKm" label="Odometer in km (optional)" inputMode="numeric" />
          <FormTextField form={form} name="chassisNumber" label="Chassis number (optional)" autoComplete="off" />
          <FormTextField form={form} name="engineNumber" label="Engine number (optional)" autoComplete="off" />
          {onTrip ? (
            <p className={styles.onTrip}>Status: on trip. It becomes available when the trip ends.</p>
          ) : (
            <FormSelectField form={form} name="status" label="Status" options={STATUS_OPTIONS} />
          )}
        </FormGrid>
      </FormSection>
      <FormSection
        title="Papers"
        description="Number and expiry date of each paper the truck must carry. A paper expiring within 30 days shows on the dashboard and in the bell."
      >
        <div className={styles.paperRows}>
          {truckPaperKinds.map((kind) => (
            <fieldset key={kind} className={styles.paperRow}>
              <legend className={styles.paperLegend}>{truckPaperLabels[kind]}</legend>
              <FormTextField form={form} name={`papers.${kind}.number`} label="Number" autoComplete="off" />
              <FormTextField form={form} name={`papers.${kind}.expiresOn`} label="Expiry date" type="date" />
            </fieldset>
          ))}
        </div>
      </FormSection>
      <FormSection title="Notes">
        <FormTextAreaField form={form} name="notes" label="Notes (optional)" rows={2} />
      </FormSection>
    </RecordForm>
  );
}
