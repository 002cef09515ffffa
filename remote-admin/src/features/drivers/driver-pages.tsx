import { driversApi } from 'shared-api';
import { createDriverSchema, type Driver } from 'shared-api/schemas';
import { MasterCreatePage, MasterEditPage, saveChanges } from '../masters/master-pages';
import { withBalanceInput } from '../masters/opening-balance-fields';
import { DriverForm, driverFormInput, type DriverFormValues } from './driver-form';

export const driversPath = '/admin/drivers';
export const driverPath = (id: string) => `${driversPath}/${id}`;
export const driverKeys = { detail: (id: string) => ['drivers', 'detail', id] as const };
const LIST = { label: 'Drivers', to: driversPath };

export function DriverCreatePage() {
  return (
    <MasterCreatePage<DriverFormValues, Driver>
      title="Add driver"
      description="A driver of your own trucks. The licence scan can be added on the driver's page once saved."
      list={LIST}
      resource="drivers"
      create={(values) => driversApi.create(withBalanceInput(values))}
      next={(driver) => driverPath(driver.id)}
      form={(props) => <DriverForm {...props} />}
    />
  );
}

export function DriverEditPage() {
  return (
    <MasterEditPage<DriverFormValues, Driver>
      noun="driver"
      list={LIST}
      resource="drivers"
      get={driversApi.get}
      update={(driver, values) =>
        saveChanges(driver, values, createDriverSchema.parse(driverFormInput(driver)), (id, changes) =>
          driversApi.update(id, withBalanceInput(changes)),
        )
      }
      remove={driversApi.remove}
      label={(driver) => driver.name}
      next={(driver) => driverPath(driver.id)}
      form={(driver, props) => (
        <DriverForm key={driver.id} initialValues={driverFormInput(driver)} onTrip={driver.status === 'on_trip'} {...props} />
      )}
    />
  );
}
