import { useQuery } from '@tanstack/react-query';
import { driversApi } from 'shared-api/back-office';
import { driverStatuses, driverStatusLabels, type Driver } from 'shared-api/schemas';
import { formatDate, ResourceListPage, StatCard, StatGrid, type DataColumn, type ListFilter, type RecordLink } from '../../ui';
import { PaperBadge } from '../masters/master-badges';
import { DriverStatusBadge } from './driver-detail-page';
import { driverPath, driversPath } from './driver-pages';

type DriverFilter = 'status' | 'licence';

const FILTERS: ListFilter<DriverFilter>[] = [
  {
    name: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: driverStatuses.map((s) => ({ value: s, label: driverStatusLabels[s] })),
  },
  {
    name: 'licence',
    label: 'Licence',
    allLabel: 'All licences',
    options: [
      { value: 'expired', label: 'Expired' },
      { value: 'expiring', label: 'Expiring within 30 days' },
      { value: 'valid', label: 'Valid' },
    ],
  },
];

function DriverFigures() {
  const stats = useQuery({ queryKey: ['drivers', 'stats'], queryFn: async () => (await driversApi.stats()).data });
  if (!stats.data) return null;
  const { total, byStatus, licenceExpired, licenceExpiring } = stats.data;
  return (
    <StatGrid label="Driver figures">
      <StatCard label="Drivers" value={total} to={driversPath} />
      <StatCard label="Active" value={byStatus.active} hint={`${byStatus.on_trip} on trip`} to={`${driversPath}?status=active`} />
      <StatCard label="Licences expired" value={licenceExpired} to={`${driversPath}?licence=expired`} />
      <StatCard label="Licences expiring" value={licenceExpiring} hint="within 30 days" to={`${driversPath}?licence=expiring`} />
    </StatGrid>
  );
}

const COLUMNS: DataColumn<Driver>[] = [
  { id: 'phone', header: 'Mobile', cell: (driver) => driver.phone },
  { id: 'licenceNumber', header: 'Licence no.', hideOnPhone: true, cell: (driver) => driver.licence.number ?? '—' },
  {
    id: 'licenceExpiresOn',
    header: 'Licence expiry',
    sortable: true,
    hideOnPhone: true,
    cell: (driver) => formatDate(driver.licence.expiresOn),
  },
  { id: 'licence', header: 'Licence', cell: (driver) => <PaperBadge paper={driver.licence} /> },
  { id: 'status', header: 'Status', cell: (driver) => <DriverStatusBadge status={driver.status} /> },
];

const RECORD: RecordLink<Driver> = { to: (driver) => driverPath(driver.id), name: (driver) => driver.name, action: 'Open' };

export default function DriversListPage() {
  return (
    <ResourceListPage
      title="Drivers"
      description="The drivers of your own trucks and their driving licences."
      add={{ label: 'Add driver', to: `${driversPath}/new`, needs: 'operations.write' }}
      summary={<DriverFigures />}
      resource="drivers"
      api={driversApi}
      exportNeeds="amounts.read"
      importable
      defaultSort="name"
      filters={FILTERS}
      search={{ label: 'Search drivers', placeholder: 'Name, mobile or licence no.' }}
      caption="Drivers"
      noun="drivers"
      nameColumn={{ id: 'name', header: 'Name', sortable: true }}
      columns={COLUMNS}
      record={RECORD}
      ledger={{ kind: 'driver' }}
      empty={{ filtered: 'No drivers match this search or these filters.', none: 'No drivers yet. Add one, or import them.' }}
    />
  );
}
