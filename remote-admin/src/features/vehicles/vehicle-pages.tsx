import { vehiclesApi } from 'shared-api/back-office';
import { createVehicleSchema, type Vehicle } from 'shared-api/schemas';
import { masterPages } from '../masters/master-pages';
import { withBalanceInput } from '../masters/opening-balance-fields';
import { VehicleForm, vehicleFormInput, type VehicleFormInput, type VehicleFormValues } from './vehicle-form';

export const vehiclesPath = '/admin/vehicles';

const pages = masterPages<VehicleFormValues, VehicleFormInput, Vehicle>({
  noun: 'vehicle',
  list: { label: 'Vehicles', to: vehiclesPath },
  resource: 'vehicles',
  add: { title: 'Add market vehicle', description: 'A hired lorry and its owner. Your own trucks are kept under Trucks.' },
  api: vehiclesApi,
  create: (values) => vehiclesApi.create(withBalanceInput(values)),
  update: (id, changes) => vehiclesApi.update(id, withBalanceInput(changes)),
  formInput: vehicleFormInput,
  schema: createVehicleSchema,
  label: (vehicle) => vehicle.registrationNumber,
  description: (vehicle) => `Owner: ${vehicle.ownerName}`,
  form: (props) => <VehicleForm {...props} />,
});

export const VehicleCreatePage = pages.CreatePage;
export const VehicleEditPage = pages.EditPage;
