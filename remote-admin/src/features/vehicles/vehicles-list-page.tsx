import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { vehiclesApi } from 'shared-api';
import { truckTypeLabels, type TruckType, type Vehicle } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import {
  DataTable,
  LedgerLink,
  ListToolbar,
  PageHeader,
  useResourceList,
  type DataColumn,
  type ListFilter,
  listFileQuery,
  SheetActions,
} from '../../ui';
import { ActiveBadge } from '../masters/master-badges';
import { TYPE_OPTIONS } from './vehicle-form';
import { vehiclesPath } from './vehicle-pages';

type VehicleFilter = 'active' | 'vehicleType';

const FILTERS: ListFilter<VehicleFilter>[] = [
  {
    name: 'active',
    label: 'Status',
    allLabel: 'Active and inactive',
    options: [
      { value: 'true', label: 'Active' },
      { value: 'false', label: 'Inactive' },
    ],
  },
  { name: 'vehicleType', label: 'Type', allLabel: 'All types', options: TYPE_OPTIONS },
];

const typeLabel = (type: TruckType | null) => (type ? truckTypeLabels[type] : '—');

export default function VehiclesListPage() {
  const list = useResourceList<Vehicle, VehicleFilter>({
    resource: 'vehicles',
    fetch: (query) => vehiclesApi.list(query),
    defaultSort: 'registrationNumber',
    filters: ['active', 'vehicleType'],
  });

  const columns = useMemo<DataColumn<Vehicle>[]>(
    () => [
      {
        id: 'registrationNumber',
        header: 'Registration',
        sortable: true,
        cell: (vehicle) => <Link to={`${vehiclesPath}/${vehicle.id}/edit`}>{vehicle.registrationNumber}</Link>,
      },
      { id: 'type', header: 'Type', hideOnPhone: true, cell: (vehicle) => typeLabel(vehicle.vehicleType) },
      { id: 'ownerName', header: 'Owner', sortable: true, cell: (vehicle) => vehicle.ownerName },
      { id: 'ownerPhone', header: 'Owner mobile', hideOnPhone: true, cell: (vehicle) => vehicle.ownerPhone ?? '—' },
      { id: 'ownerPan', header: 'Owner PAN', hideOnPhone: true, cell: (vehicle) => vehicle.ownerPan ?? 'No PAN' },
      { id: 'broker', header: 'Broker', hideOnPhone: true, cell: (vehicle) => vehicle.brokerName ?? '—' },
      { id: 'status', header: 'Status', cell: (vehicle) => <ActiveBadge active={vehicle.active} /> },
    ],
    [],
  );

  const filtered = list.search !== '' || Object.keys(list.filters).length > 0;
  return (
    <section>
      <PageHeader
        title="Vehicles"
        breadcrumbs={[{ label: 'Vehicles' }]}
        description="Market (hired) lorries, their owners, brokers and the owners' bank accounts."
        actions={
          <Link to={`${vehiclesPath}/new`} className={buttonClass()}>
            Add vehicle
          </Link>
        }
      />
      <ListToolbar list={list} searchLabel="Search vehicles" searchPlaceholder="Number, owner, PAN or broker" filters={FILTERS}>
        <SheetActions
          exportFile={(format) => vehiclesApi.exportFile(listFileQuery(list), format)}
          importer={{ api: vehiclesApi, plural: 'vehicles', resource: 'vehicles' }}
        />
      </ListToolbar>
      <DataTable
        caption="Market vehicles"
        noun="vehicles"
        columns={columns}
        list={list}
        rowId={(vehicle) => vehicle.id}
        rowActions={(vehicle) => (
          <>
            <LedgerLink kind="owner" id={vehicle.id} name={`${vehicle.ownerName} (${vehicle.registrationNumber})`} />
            <Link
              to={`${vehiclesPath}/${vehicle.id}/edit`}
              className={buttonClass({ variant: 'secondary', size: 'small' })}
              aria-label={`Edit ${vehicle.registrationNumber}`}
            >
              Edit
            </Link>
          </>
        )}
        empty={filtered ? 'No vehicles match this search or these filters.' : 'No market vehicles yet. Add one, or import them.'}
      />
    </section>
  );
}
