import { useQuery } from '@tanstack/react-query';
import { trucksApi } from 'shared-api/back-office';
import { truckStatuses, truckStatusLabels, truckTypeLabels, type Truck } from 'shared-api/schemas';
import { formatDate, ResourceListPage, StatCard, StatGrid, type DataColumn, type ListFilter, type RecordLink } from '../../ui';
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

const COLUMNS: DataColumn<Truck>[] = [
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
];

const RECORD: RecordLink<Truck> = {
  to: (truck) => truckPath(truck.id),
  name: (truck) => truck.registrationNumber,
  action: 'Open',
};

export default function TrucksListPage() {
  return (
    <ResourceListPage
      title="Trucks"
      description="Your own fleet and the papers each truck must carry."
      add={{ label: 'Add new truck', to: `${trucksPath}/new`, needs: 'operations.write' }}
      summary={<TruckFigures />}
      resource="trucks"
      api={trucksApi}
      importable
      defaultSort="registrationNumber"
      filters={FILTERS}
      search={{ label: 'Search trucks', placeholder: 'Registration, make, chassis or engine no.' }}
      caption="Trucks"
      noun="trucks"
      nameColumn={{ id: 'registrationNumber', header: 'Registration', sortable: true }}
      columns={COLUMNS}
      record={RECORD}
      empty={{
        filtered: 'No trucks match this search or these filters.',
        none: 'No trucks yet. Add your first truck, or import your fleet.',
      }}
    />
  );
}
