import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { driversApi } from 'shared-api';
import { driverStatuses, driverStatusLabels, type Driver } from 'shared-api/schemas';
import { buttonClass } from 'shared-ui';
import {
  LedgerLink,
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

export default function DriversListPage() {
  const list = useResourceList<Driver, DriverFilter>({
    resource: 'drivers',
    fetch: (query) => driversApi.list(query),
    defaultSort: 'name',
    filters: ['status', 'licence'],
  });

  const columns = useMemo<DataColumn<Driver>[]>(
    () => [
      { id: 'name', header: 'Name', sortable: true, cell: (driver) => <Link to={driverPath(driver.id)}>{driver.name}</Link> },
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
    ],
    [],
  );

  const filtered = list.search !== '' || Object.keys(list.filters).length > 0;
  return (
    <section>
      <PageHeader
        title="Drivers"
        breadcrumbs={[{ label: 'Drivers' }]}
        description="The drivers of your own trucks and their driving licences."
        actions={
          <Link to={`${driversPath}/new`} className={buttonClass()}>
            Add driver
          </Link>
        }
      />
      <DriverFigures />
      <ListToolbar list={list} searchLabel="Search drivers" searchPlaceholder="Name, mobile or licence no." filters={FILTERS}>
        <SheetActions
          exportFile={(format) => driversApi.exportFile(listFileQuery(list), format)}
          importer={{ api: driversApi, plural: 'drivers', resource: 'drivers' }}
        />
      </ListToolbar>
      <DataTable
        caption="Drivers"
        noun="drivers"
        columns={columns}
        list={list}
        rowId={(driver) => driver.id}
        rowActions={(driver) => (
          <>
            <LedgerLink kind="driver" id={driver.id} name={driver.name} />
            <Link
              to={driverPath(driver.id)}
              className={buttonClass({ variant: 'secondary', size: 'small' })}
              aria-label={`Open ${driver.name}`}
            >
              Open
            </Link>
          </>
        )}
        empty={filtered ? 'No drivers match this search or these filters.' : 'No drivers yet. Add one, or import them.'}
      />
    </section>
  );
}
