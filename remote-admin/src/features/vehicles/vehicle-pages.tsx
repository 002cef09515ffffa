import { vehiclesApi } from 'shared-api';
import { createVehicleSchema, type Vehicle } from 'shared-api/schemas';
import { MasterCreatePage, MasterEditPage, saveChanges } from '../masters/master-pages';
import { withBalanceInput } from '../masters/opening-balance-fields';
import { VehicleForm, vehicleFormInput, type VehicleFormValues } from './vehicle-form';

export const vehiclesPath = '/admin/vehicles';
const LIST = { label: 'Vehicles', to: vehiclesPath };

export function VehicleCreatePage() {
  return (
    <MasterCreatePage<VehicleFormValues, Vehicle>
      title="Add market vehicle"
      description="A hired lorry and its owner. Your own trucks are kept under Trucks."
      list={LIST}
      resource="vehicles"
      create={(values) => vehiclesApi.create(withBalanceInput(values))}
      next={() => vehiclesPath}
      form={(props) => <VehicleForm {...props} />}
    />
  );
}

export function VehicleEditPage() {
  return (
    <MasterEditPage<VehicleFormValues, Vehicle>
      noun="vehicle"
      list={LIST}
      resource="vehicles"
      get={vehiclesApi.get}
      update={(vehicle, values) =>
        saveChanges(vehicle, values, createVehicleSchema.parse(vehicleFormInput(vehicle)), (id, changes) =>
          vehiclesApi.update(id, withBalanceInput(changes)),
        )
      }
      remove={vehiclesApi.remove}
      label={(vehicle) => vehicle.registrationNumber}
      description={(vehicle) => `Owner: ${vehicle.ownerName}`}
      form={(vehicle, props) => <VehicleForm key={vehicle.id} initialValues={vehicleFormInput(vehicle)} {...props} />}
    />
  );
}
