import { driversApi } from 'shared-api/back-office';
import { createDriverSchema, type Driver } from 'shared-api/schemas';
import { masterPages } from '../masters/master-pages';
import { withBalanceInput } from '../masters/opening-balance-fields';
import { DriverForm, driverFormInput, type DriverFormInput, type DriverFormValues } from './driver-form';

export const driversPath = '/admin/drivers';
export const driverPath = (id: string) => `${driversPath}/${id}`;

const pages = masterPages<DriverFormValues, DriverFormInput, Driver>({
  noun: 'driver',
  list: { label: 'Drivers', to: driversPath },
  resource: 'drivers',
  add: {
    title: 'Add driver',
    description: "A driver of your own trucks. The licence scan can be added on the driver's page once saved.",
  },
  api: driversApi,
  create: (values) => driversApi.create(withBalanceInput(values)),
  update: (id, changes) => driversApi.update(id, withBalanceInput(changes)),
  formInput: driverFormInput,
  schema: createDriverSchema,
  label: (driver) => driver.name,
  next: (driver) => driverPath(driver.id),
  form: (props, driver) => <DriverForm onTrip={driver?.status === 'on_trip'} {...props} />,
});

export const DriverCreatePage = pages.CreatePage;
export const DriverEditPage = pages.EditPage;
