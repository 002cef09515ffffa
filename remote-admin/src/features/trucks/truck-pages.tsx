import { trucksApi } from 'shared-api';
import { createTruckSchema, type Truck } from 'shared-api/schemas';
import { MasterCreatePage, MasterEditPage, saveChanges } from '../masters/master-pages';
import { TruckForm, truckFormInput, type TruckFormValues } from './truck-form';

export const trucksPath = '/admin/trucks';
export const truckPath = (id: string) => `${trucksPath}/${id}`;
export const truckKeys = { detail: (id: string) => ['trucks', 'detail', id] as const };
const LIST = { label: 'Trucks', to: trucksPath };

export function TruckCreatePage() {
  return (
    <MasterCreatePage<TruckFormValues, Truck>
      title="Add new truck"
      description="A truck of your own fleet and its papers. Scans of the papers can be added on its page once it is saved."
      list={LIST}
      resource="trucks"
      create={(values) => trucksApi.create(values)}
      next={(truck) => truckPath(truck.id)}
      form={(props) => <TruckForm {...props} />}
    />
  );
}

export function TruckEditPage() {
  return (
    <MasterEditPage<TruckFormValues, Truck>
      noun="truck"
      list={LIST}
      resource="trucks"
      get={trucksApi.get}
      update={(truck, values) => saveChanges(truck, values, createTruckSchema.parse(truckFormInput(truck)), trucksApi.update)}
      remove={trucksApi.remove}
      label={(truck) => truck.registrationNumber}
      next={(truck) => truckPath(truck.id)}
      form={(truck, props) => (
        <TruckForm key={truck.id} initialValues={truckFormInput(truck)} onTrip={truck.status === 'on_trip'} {...props} />
      )}
    />
  );
}
