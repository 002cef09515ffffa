import { trucksApi } from 'shared-api/back-office';
import { createTruckSchema, type Truck } from 'shared-api/schemas';
import { masterPages } from '../masters/master-pages';
import { TruckForm, truckFormInput, type TruckFormInput, type TruckFormValues } from './truck-form';

export const trucksPath = '/admin/trucks';
export const truckPath = (id: string) => `${trucksPath}/${id}`;

const pages = masterPages<TruckFormValues, TruckFormInput, Truck>({
  noun: 'truck',
  list: { label: 'Trucks', to: trucksPath },
  resource: 'trucks',
  add: {
    title: 'Add new truck',
    description: 'A truck of your own fleet and its papers. Scans of the papers can be added on its page once it is saved.',
  },
  api: trucksApi,
  create: (values) => trucksApi.create(values),
  update: (id, changes) => trucksApi.update(id, changes),
  formInput: truckFormInput,
  schema: createTruckSchema,
  label: (truck) => truck.registrationNumber,
  next: (truck) => truckPath(truck.id),
  form: (props, truck) => <TruckForm onTrip={truck?.status === 'on_trip'} {...props} />,
});

export const TruckCreatePage = pages.CreatePage;
export const TruckEditPage = pages.EditPage;
