import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { trucksApi } from 'shared-api';
import { truckStatuses, truckStatusLabels, truckTypeLabels, type Truck } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import {
  DataTable,
  formatDate,
  ListToolbar,
  PageHeader,
  StatCard,
  StatGrid,
  useResourceList,
  type DataColumn,
  type ListFilter,
  listFileQuery,
  SheetActions,
} from '../../ui';
import { PapersStatusBadge } from '../masters/master-badges';
import { TruckStatusBadge } from './truck-detail-page';
import { TRUCK_TYPE_OPTIONS } from './truck-form';
import { truckPath, trucksPath } from './truck-pages';

type TruckFilter = 'status' | 'truckType' | 'papers';

const FILTERS: ListFilter<TruckFilter>[] = [
  {
    name: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: truckStatuses.map((s) => ({ value: s, label: truckStatusLabels[s] })),
  },
  { name: 'truckType', label: 'Type', allLabel: 'All types', options: TRUCK_TYPE_OPTIONS },
  {
    name: 'papers',
    label: 'Papers',
    allLabel: 'All papers',
    options: [
      { value: 'expired', label: 'A paper expired' },
      { value: 'expiring', label: 'Expiring within 30 days' },
      { value: 'valid', label: 'All valid' },
    ],
  },
];

function TruckFigures() {
  const stats = useQuery({ queryKey: ['trucks', 'stats'], queryFn: async () => (await trucksApi.stats()).data });
  if (!stats.data) return null;
  const { total, byStatus, papersExpired, papersExpiring } = stats.data;
  return (
    <StatGrid label="Fleet figures">
      <StatCard label="Trucks" value={total} to={trucksPath} />
      <StatCard
        label="Available"
        value={byStatus.available}
        hint={`${byStatus.on_trip} on trip`}
        to={`${trucksPath}?status=available`}
      />
      <StatCard label="Papers expired" value={papersExpired} to={`${trucksPath}?papers=expired`} />
      <StatCard label="Papers expiring" value={papersExpiring} hint="within 30 days" to={`${trucksPath}?papers=expiring`} />
    </StatGrid>
  );
}

export default function TrucksListPage() {
  const list = useResourceList<Truck, TruckFilter>({
    resource: 'trucks',
    fetch: (query) => trucksApi.list(query),
    defaultSort: 'registrationNumber',
    filters: ['status', 'truckType', 'papers'],
  });

  const columns = useMemo<DataColumn<Truck>[]>(
    () => [
      {
        id: 'registrationNumber',
        header: 'Registration',
        sortable: true,
        cell: (truck) => <Link to={truckPath(truck.id)}>{truck.registrationNumber}</Link>,
      },
      { id: 'type', header: 'Type', cell: (truck) => truckTypeLabels[truck.truckType] },
      {
        id: 'make',
        header: 'Make / model',
        hideOnPhone: true,
        cell: (truck) => [truck.make, truck.model].filter(Boolean).join(' ') || '—',
      },
      { id: 'status', header: 'Status', cell: (truck) => <TruckStatusBadge status={truck.status} /> },
      { id: 'papers', header: 'Papers', cell: (truck) => <PapersStatusBadge status={truck.papersStatus} /> },
      {
        id: 'nextExpiryOn',
        header: 'Next expiry',
        sortable: true,
        hideOnPhone: true,
        cell: (truck) => formatDate(truck.nextExpiryOn),
      },
    ],
    [],
  );

  const filtered = list.search !== '' || Object.keys(list.filters).length > 0;
  return (
    <section>
      <PageHeader
        title="Trucks"
        breadcrumbs={[{ label: 'Trucks' }]}
        description="Your own fleet and the papers each truck must carry."
        actions={
          <Link to={`${trucksPath}/new`} className={buttonClass()}>
            Add new truck
          </Link>
        }
      />
      <TruckFigures />
      <ListToolbar
        list={list}
        searchLabel="Search trucks"
        searchPlaceholder="Registration, make, chassis or engine no."
        filters={FILTERS}
      >
        <SheetActions
          exportFile={(format) => trucksApi.exportFile(listFileQuery(list), format)}
          importer={{ api: trucksApi, plural: 'trucks', resource: 'trucks' }}
        />
      </ListToolbar>
      <DataTable
        caption="Trucks"
        noun="trucks"
        columns={columns}
        list={list}
        rowId={(truck) => truck.id}
        rowActions={(truck) => (
          <Link
            to={truckPath(truck.id)}
            className={buttonClass({ variant: 'secondary', size: 'small' })}
            aria-label={`Open ${truck.registrationNumber}`}
          >
            Open
          </Link>
        )}
        empty={
          filtered
            ? 'No trucks match this search or these filters.'
            : 'No trucks yet. Add your first truck, or import your fleet.'
        }
      />
    </section>
  );
}
