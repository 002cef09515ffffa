import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { billingPartiesApi, driversApi, trucksApi, vehiclesApi } from 'shared-api/back-office';
import { createTripSchema, indianToday, type SelectOption, type TripStatus } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import { ConfirmDialog, FormActions, useAdminForm, type RecordFormProps } from '../../ui';
import { ChargesFields } from './trip-charges-fields';
import { emptyTrip, type TripFormDefaults, type TripFormValues } from './trip-form-values';
import { FreightFields, InvoiceFields, RemarksFields, RouteAndGoodsFields } from './trip-goods-fields';
import { BookingFields, ConsigneeFields, ConsignorFields } from './trip-party-fields';
import { TripSummary } from './trip-summary';
import { VehicleFields } from './trip-vehicle-fields';
import { useChosenRecord } from './use-chosen-record';
import { driverWarnings, truckWarnings } from './vehicle-warnings';
import styles from './trips.module.css';

/** The records a saved trip names, as its typeaheads show them. */
export interface TripChoices {
  billingParty: SelectOption | null;
  truck: SelectOption | null;
  driver: SelectOption | null;
  vehicle: SelectOption | null;
  /** The account the party's advance came into. */
  advanceAccount?: SelectOption | null;
}

const NO_CHOICES: TripChoices = { billingParty: null, truck: null, driver: null, vehicle: null };

export interface TripFormProps extends RecordFormProps<TripFormValues> {
  initialValues?: TripFormDefaults;
  initialChoices?: TripChoices;
  /** A saved trip's status: the truck and driver warnings matter only until it starts. */
  status?: TripStatus;
}

/**
 * The trip form (spec: Trip Creation): booking, consignor and consignee, route and goods, the
 * shipper's papers, freight, the vehicle, extra charges and remarks, checked by the schema the
 * server uses, with the figures beside it as they are typed.
 */
export function TripForm({
  initialValues,
  initialChoices = NO_CHOICES,
  status,
  submitLabel,
  failure,
  cancelTo,
  onSubmit,
  actions,
}: TripFormProps) {
  const form = useAdminForm({ schema: createTripSchema, defaultValues: initialValues ?? emptyTrip(indianToday()) });
  // The party's name is all the form shows of it, so a saved trip's party needs no look-up.
  const billingParty = useChosenRecord('billing-parties', billingPartiesApi.select, initialChoices.billingParty, {
    lookUp: false,
  });
  const truck = useChosenRecord('trucks', trucksApi.select, initialChoices.truck);
  const driver = useChosenRecord('drivers', driversApi.select, initialChoices.driver);
  const vehicle = useChosenRecord('vehicles', vehiclesApi.select, initialChoices.vehicle);
  const fleet = useWatch({ control: form.control, name: 'fleet' });

  const beforeStart = status === undefined || status === 'planned';
  const warnings = beforeStart && fleet === 'own' ? [...truckWarnings(truck.details), ...driverWarnings(driver.details)] : [];

  // Saving with warnings asks once; the answer holds for that save only.
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  const submit = form.submitWith(async (values) => {
    if (warnings.length > 0 && !confirmed.current) {
      setConfirming(true);
      return;
    }
    confirmed.current = false;
    await onSubmit(values);
  }, failure);

  return (
    <form noValidate onSubmit={submit} aria-label="Trip">
      <div className={styles.formLayout}>
        <div className={styles.formFields}>
          <BookingFields form={form} party={billingParty} saved={status !== undefined} />
          <ConsignorFields form={form} />
          <ConsigneeFields form={form} />
          <RouteAndGoodsFields form={form} />
          <InvoiceFields form={form} />
          <FreightFields form={form} advanceAccount={initialChoices.advanceAccount ?? null} />
          <VehicleFields form={form} choices={{ truck, driver, vehicle }} warnings={warnings} />
          <ChargesFields form={form} />
          <RemarksFields form={form} />
        </div>
        <div className={styles.formAside}>
          <TripSummary form={form} />
        </div>
      </div>
      <FormActions formError={form.formError} submitLabel={submitLabel} submitting={form.formState.isSubmitting}>
        <Link to={cancelTo} className={buttonClass({ variant: 'ghost' })}>
          Cancel
        </Link>
        {actions}
      </FormActions>
      <ConfirmDialog
        open={confirming}
        title="Save this trip with these warnings?"
        confirmLabel="Save anyway"
        tone="primary"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          confirmed.current = true;
          setConfirming(false);
          void submit();
        }}
      >
        {/* Only while asking: the same warnings already show in the Vehicle section. */}
        {confirming && (
          <ul>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        )}
      </ConfirmDialog>
    </form>
  );
}
