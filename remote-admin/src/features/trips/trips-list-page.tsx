import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { type TripListEnvelope, useCan } from 'shared-api';
import { tripsApi } from 'shared-api/back-office';
import { tripListFilters, type TripListFilter, type TripListItem } from 'shared-api/schemas';
import { buttonClass, Loading } from 'shared-ui';
import {
  DataTable,
  DateRangeFilter,
  formatDate,
  formatPaise,
  ListToolbar,
  PageHeader,
  SortSelect,
  useResourceList,
  type DataColumn,
} from '../../ui';
import { MoreTripFilters, SessionSelect, StatusChips } from './trip-list-filters';
import { newTripPath, tripPath } from './trip-paths';
import { TripStatusBadge } from './trip-status-badge';
import { TripTotalsRow } from './trip-totals';
import { ALL_SESSIONS, useSessionFilter, type SessionFilter } from './use-session-filter';
import styles from './trips.module.css';

/** Every sort of tripSortValues, in words. */
const SORTS = [
  { value: '-tripDate', label: 'Trip date, newest first' },
  { value: 'tripDate', label: 'Trip date, oldest first' },
  { value: '-tripNumber', label: 'Trip no., highest first' },
  { value: 'tripNumber', label: 'Trip no., lowest first' },
  { value: '-freight', label: 'Freight, highest first' },
  { value: 'freight', label: 'Freight, lowest first' },
  { value: '-createdAt', label: 'Added, newest first' },
  { value: 'createdAt', label: 'Added, oldest first' },
] as const;

const columns: DataColumn<TripListItem>[] = [
  {
    id: 'tripNumber',
    header: 'Trip no.',
    sortable: true,
    cell: (trip) => (
      <>
        <Link to={tripPath(trip.id)} className={styles.primary}>
          {trip.tripNo}
        </Link>
        <span className={styles.secondary}>{trip.lrNo}</span>
      </>
    ),
  },
  { id: 'tripDate', header: 'Date', sortable: true, cell: (trip) => formatDate(trip.tripDate) },
  { id: 'party', header: 'Party', cell: (trip) => trip.billingParty.name },
  {
    id: 'route',
    header: 'Route',
    hideOnPhone: true,
    cell: (trip) => (
      <span className={styles.route}>
        {trip.origin}
        <span aria-hidden="true"> → </span>
        <span className="ui-visually-hidden"> to </span>
        {trip.destination}
      </span>
    ),
  },
  {
    id: 'vehicle',
    header: 'Truck / vehicle',
    hideOnPhone: true,
    cell: (trip) =>
      trip.truck ? (
        trip.truck.registrationNumber
      ) : trip.vehicle ? (
        <>
          <span className={styles.primary}>{trip.vehicle.registrationNumber}</span>
          <span className={styles.secondary}>Market</span>
        </>
      ) : (
        '—'
      ),
  },
  { id: 'status', header: 'Status', cell: (trip) => <TripStatusBadge status={trip.status} /> },
  { id: 'freight', header: 'Freight', sortable: true, align: 'end', cell: (trip) => formatPaise(trip.freightPaise) },
];

function TripsTable({ session }: { session: SessionFilter }) {
  // A viewer reads trips without their amounts: no freight column, sort or totals.
  const seesAmounts = useCan('amounts.read');
  const shownColumns = useMemo(
    () => (seesAmounts ? columns : columns.filter((column) => column.id !== 'freight')),
    [seesAmounts],
  );
  const sorts = seesAmounts ? SORTS : SORTS.filter((sort) => !sort.value.endsWith('freight'));
  const list = useResourceList<TripListItem, TripListFilter, TripListEnvelope>({
    resource: 'trips',
    fetch: ({ sessionId, ...query }) => tripsApi.list({ ...query, ...(sessionId !== ALL_SESSIONS && { sessionId }) }),
    defaultSort: '-tripDate',
    filters: tripListFilters,
  });
  const filtered = list.search !== '' || Object.keys(list.filters).some((name) => name !== 'sessionId');
  const response = list.response;

  return (
    <>
      <ListToolbar
        list={list}
        searchLabel="Search trips"
        searchPlaceholder="Trip no., LR no., tracking no., party, place or goods"
      >
        <SessionSelect session={session} />
        <DateRangeFilter
          from={list.filters.from ?? ''}
          to={list.filters.to ?? ''}
          fromLabel="Trip date from"
          toLabel="Trip date to"
        />
        <SortSelect list={list} options={sorts} />
      </ListToolbar>
      <StatusChips list={list} />
      <MoreTripFilters list={list} />
      <DataTable
        caption="Trips"
        noun="trips"
        columns={shownColumns}
        list={list}
        rowId={(trip) => trip.id}
        rowActions={(trip) => (
          <Link to={tripPath(trip.id)} className={buttonClass({ variant: 'secondary', size: 'small' })}>
            Open<span className="ui-visually-hidden"> trip {trip.tripNo}</span>
          </Link>
        )}
        empty={
          filtered
            ? 'No trips match this search or these filters.'
            : session.value === ALL_SESSIONS
              ? 'No trips yet. Add the first one.'
              : 'No trips in this session yet. Add the first one.'
        }
      />
      {seesAmounts && <TripTotalsRow totals={response?.totals ?? null} loaded={response !== undefined && !list.isError} />}
    </>
  );
}

/** Spec: Trips Management. Every trip of a session with its LR, party, route, vehicle, status and freight. */
export default function TripsListPage() {
  const session = useSessionFilter();
  const canBook = useCan('operations.write');
  return (
    <section>
      <PageHeader
        title="Trips"
        breadcrumbs={[{ label: 'Trips' }]}
        description="Every trip with its LR: find one, follow it on the road and keep its papers."
        actions={
          canBook && (
            <Link to={newTripPath} className={buttonClass()}>
              Add new trip
            </Link>
          )
        }
      />
      {session.ready ? <TripsTable session={session} /> : <Loading label="Loading your working session…" minHeight={240} />}
    </section>
  );
}
