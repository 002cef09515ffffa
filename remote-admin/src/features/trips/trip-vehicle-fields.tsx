import { useWatch } from 'react-hook-form';
import { driversApi, trucksApi, vehiclesApi } from 'shared-api/back-office';
import {
  daysBetween,
  fleetKindLabels,
  fleetKinds,
  indianToday,
  rateBases,
  truckTypeLabels,
  type DriverOption,
  type FleetKind,
  type TruckOption,
  type VehicleOption,
} from 'shared-api/schemas';
import { FormGrid, FormRecordSelect, FormSection, FormSelectField, FormTextField, formatDate } from '../../ui';
import { DriverStatusBadge } from '../drivers/driver-detail-page';
import { PaperBadge, PapersStatusBadge } from '../masters/master-badges';
import { TruckStatusBadge } from '../trucks/truck-detail-page';
import { RATE_BASIS_OPTIONS, RATE_HINTS } from './trip-goods-fields';
import type { TripAdminForm } from './trip-form-values';
import type { ChosenRecord } from './use-chosen-record';
import styles from './trips.module.css';

export interface VehicleChoices {
  truck: ChosenRecord<TruckOption>;
  driver: ChosenRecord<DriverOption>;
  vehicle: ChosenRecord<VehicleOption>;
}

const describeTruck = (truck: TruckOption) =>
  `${truckTypeLabels[truck.truckType]} · papers ${truck.papersStatus === 'valid' ? 'valid' : truck.papersStatus === 'missing' ? 'not recorded' : truck.papersStatus}`;
const describeDriver = (driver: DriverOption) =>
  `${driver.phone} · licence ${driver.licenceStatus === 'valid' ? 'valid' : driver.licenceStatus}`;
const describeVehicle = (vehicle: VehicleOption) =>
  [vehicle.ownerName, vehicle.vehicleType && truckTypeLabels[vehicle.vehicleType]].filter(Boolean).join(' · ');

const OWN_FIELDS = ['truckId', 'driverId', 'startKm'] as const;
const MARKET_FIELDS = [
  'vehicleId',
  'marketDriverName',
  'marketDriverPhone',
  'hireRateBasis',
  'hireRate',
  'hireAdvance',
  'commission',
] as const;

function TruckFacts({ truck }: { truck: TruckOption }) {
  return (
    <p className={styles.recordFacts} data-testid="truck-facts">
      <span>
        Papers <PapersStatusBadge status={truck.papersStatus} />
      </span>
      <span>Next expiry {formatDate(truck.nextExpiryOn, 'not recorded')}</span>
      <TruckStatusBadge status={truck.status} />
    </p>
  );
}

function DriverFacts({ driver }: { driver: DriverOption }) {
  return (
    <p className={styles.recordFacts} data-testid="driver-facts">
      <span>
        Licence{' '}
        <PaperBadge paper={{ status: driver.licenceStatus, daysLeft: daysBetween(indianToday(), driver.licenceExpiresOn) }} />
      </span>
      <span>Expires {formatDate(driver.licenceExpiresOn)}</span>
      <DriverStatusBadge status={driver.status} />
    </p>
  );
}

/** Warnings about the chosen truck and driver, said as soon as they are chosen. */
export function VehicleWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <div className={styles.warning} role="status">
      <p className={styles.warningTitle}>Check before saving</p>
      <ul>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The vehicle: an own truck with one of the company's drivers, or a hired market vehicle with its
 * driver and hire terms. Switching clears the other kind's fields, so nothing hidden is sent or checked.
 */
export function VehicleFields({ form, choices, warnings }: { form: TripAdminForm; choices: VehicleChoices; warnings: string[] }) {
  const fleet = useWatch({ control: form.control, name: 'fleet' });
  const hireBasisValue = useWatch({ control: form.control, name: 'hireRateBasis' });
  const hireBasis = rateBases.find((basis) => basis === hireBasisValue);

  const switchTo = (next: FleetKind) => {
    const cleared = next === 'own' ? MARKET_FIELDS : OWN_FIELDS;
    for (const name of cleared) form.setValue(name, '');
    form.clearErrors([...cleared]);
    if (next === 'own') choices.vehicle.choose(null);
    else {
      choices.truck.choose(null);
      choices.driver.choose(null);
    }
  };

  const fleetField = form.register('fleet', {
    onChange: (event: { target: { value: string } }) => {
      const next = fleetKinds.find((kind) => kind === event.target.value);
      if (next) switchTo(next);
    },
  });

  return (
    <FormSection title="Vehicle">
      <fieldset className={styles.fleetChoice}>
        <legend className={styles.fleetLegend}>Whose vehicle</legend>
        {fleetKinds.map((kind) => (
          <label key={kind} className={styles.fleetOption}>
            <input type="radio" value={kind} {...fleetField} />
            {fleetKindLabels[kind]}
          </label>
        ))}
      </fieldset>
      {fleet === 'market' ? (
        <FormGrid>
          <div>
            <FormRecordSelect
              form={form}
              name="vehicleId"
              label="Market vehicle"
              resource="vehicles"
              select={vehiclesApi.select}
              value={choices.vehicle.option}
              onChange={choices.vehicle.choose}
              describe={describeVehicle}
              hint="Type the registration number or the owner's name"
              required
            />
            {choices.vehicle.details && <p className={styles.recordFacts}>Owner: {choices.vehicle.details.ownerName}</p>}
          </div>
          <FormTextField form={form} name="marketDriverName" label="Driver name (optional)" autoComplete="off" />
          <FormTextField form={form} name="marketDriverPhone" label="Driver phone (optional)" type="tel" autoComplete="off" />
          <FormSelectField
            form={form}
            name="hireRateBasis"
            label="Hire rate basis"
            placeholder="Choose…"
            options={RATE_BASIS_OPTIONS}
          />
          <FormTextField
            form={form}
            name="hireRate"
            label="Hire rate (₹)"
            inputMode="decimal"
            autoComplete="off"
            hint={hireBasis ? RATE_HINTS[hireBasis] : 'What the owner is paid'}
          />
          <FormTextField
            form={form}
            name="hireAdvance"
            label="Hire advance (₹, optional)"
            inputMode="decimal"
            autoComplete="off"
          />
          <FormTextField
            form={form}
            name="commission"
            label="Commission (₹, optional)"
            inputMode="decimal"
            autoComplete="off"
            hint="Kept from the hire"
          />
        </FormGrid>
      ) : (
        <FormGrid>
          <div>
            <FormRecordSelect
              form={form}
              name="truckId"
              label="Truck"
              resource="trucks"
              select={trucksApi.select}
              value={choices.truck.option}
              onChange={choices.truck.choose}
              describe={describeTruck}
              hint="Type the registration number"
              required
            />
            {choices.truck.details && <TruckFacts truck={choices.truck.details} />}
          </div>
          <div>
            <FormRecordSelect
              form={form}
              name="driverId"
              label="Driver"
              resource="drivers"
              select={driversApi.select}
              value={choices.driver.option}
              onChange={choices.driver.choose}
              describe={describeDriver}
              hint="Type a name or phone number"
              required
            />
            {choices.driver.details && <DriverFacts driver={choices.driver.details} />}
          </div>
          <FormTextField
            form={form}
            name="startKm"
            label="Start km (optional)"
            inputMode="numeric"
            hint="The odometer at loading"
          />
        </FormGrid>
      )}
      <VehicleWarnings warnings={warnings} />
    </FormSection>
  );
}
