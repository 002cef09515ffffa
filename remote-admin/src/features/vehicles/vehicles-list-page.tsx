import { vehiclesApi } from 'shared-api/back-office';
import { truckTypeLabels, type TruckType, type Vehicle } from 'shared-api/schemas';
import { ResourceListPage, type DataColumn, type ListFilter, type RecordLink } from '../../ui';
import { ACTIVE_FILTER, activeColumn } from '../masters/master-list';
import { TYPE_OPTIONS } from './vehicle-form';
import { vehiclesPath } from './vehicle-pages';

const FILTERS: ListFilter<'active' | 'vehicleType'>[] = [
  ACTIVE_FILTER,
  { name: 'vehicleType', label: 'Type', allLabel: 'All types', options: TYPE_OPTIONS },
];

const typeLabel = (type: TruckType | null) => (type ? truckTypeLabels[type] : '—');

const COLUMNS: DataColumn<Vehicle>[] = [
  { id: 'type', header: 'Type', hideOnPhone: true, cell: (vehicle) => typeLabel(vehicle.vehicleType) },
  { id: 'ownerName', header: 'Owner', sortable: true, cell: (vehicle) => vehicle.ownerName },
  { id: 'ownerPhone', header: 'Owner mobile', hideOnPhone: true, cell: (vehicle) => vehicle.ownerPhone ?? '—' },
  { id: 'ownerPan', header: 'Owner PAN', hideOnPhone: true, cell: (vehicle) => vehicle.ownerPan ?? 'No PAN' },
  { id: 'broker', header: 'Broker', hideOnPhone: true, cell: (vehicle) => vehicle.brokerName ?? '—' },
  activeColumn(),
];

const RECORD: RecordLink<Vehicle> = {
  to: (vehicle) => `${vehiclesPath}/${vehicle.id}/edit`,
  name: (vehicle) => vehicle.registrationNumber,
  action: 'Edit',
};

export default function VehiclesListPage() {
  return (
    <ResourceListPage
      title="Vehicles"
      description="Market (hired) lorries, their owners, brokers and the owners' bank accounts."
      add={{ label: 'Add vehicle', to: `${vehiclesPath}/new`, needs: 'masters.write' }}
      resource="vehicles"
      api={vehiclesApi}
      exportNeeds="amounts.read"
      importable
      defaultSort="registrationNumber"
      filters={FILTERS}
      search={{ label: 'Search vehicles', placeholder: 'Number, owner, PAN or broker' }}
      caption="Market vehicles"
      noun="vehicles"
      nameColumn={{ id: 'registrationNumber', header: 'Registration', sortable: true }}
      columns={COLUMNS}
      record={RECORD}
      ledger={{ kind: 'owner', name: (vehicle) => `${vehicle.ownerName} (${vehicle.registrationNumber})` }}
      empty={{
        filtered: 'No vehicles match this search or these filters.',
        none: 'No market vehicles yet. Add one, or import them.',
      }}
    />
  );
}
