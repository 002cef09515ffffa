import { useQuery } from '@tanstack/react-query';
import { sessionsApi, tripsApi } from 'shared-api/back-office';
import { indianToday, tripStatuses, tripStatusLabels } from 'shared-api/schemas';
import { Alert, Loading } from 'shared-ui';
import { ChartCard, countOf, formatDate, formatPaise, StatCard, StatGrid, useUrlParam } from '../../../ui';
import { BranchFilter } from '../../branches/branch-filter';
import styles from '../dashboard.module.css';

/** The first day of this month in India, for "this month's freight". */
const monthStart = (today: string) => `${today.slice(0, 8)}01`;

/** Trips of the working session: what is on the road, what waits for its POD, this month's freight, and by status. */
export function TripFigures() {
  const today = indianToday();
  // The same key as the session switcher, so switching the session refreshes these figures.
  const working = useQuery({ queryKey: ['sessions', 'working'], queryFn: async () => (await sessionsApi.working()).data });
  const sessionId = working.data?.id;
  // One branch's trips, for staff of every branch who choose one (a user of one branch gets theirs anyway).
  const [branchId, setBranchId] = useUrlParam<string>('branchId', '');
  const inBranch: Record<string, string> = branchId ? { branchId } : {};
  const session = useQuery({
    queryKey: ['trips', 'stats', sessionId ?? 'all', branchId],
    queryFn: async () => (await tripsApi.stats({ ...(sessionId && { sessionId }), ...inBranch })).data,
    enabled: working.isSuccess,
  });
  const month = useQuery({
    queryKey: ['trips', 'stats', 'month', monthStart(today), branchId],
    queryFn: async () => (await tripsApi.stats({ from: monthStart(today), to: today, ...inBranch })).data,
  });
  /** The trips list behind a figure, in the branch chosen. */
  const trips = (query: Record<string, string> = {}) => {
    const search = new URLSearchParams({ ...query, ...inBranch }).toString();
    return search ? `/admin/trips?${search}` : '/admin/trips';
  };
  const loading = working.isPending || session.isPending || month.isPending;

  return (
    <section className={styles.section} aria-labelledby="dash-trips">
      <div className={styles.sectionHead}>
        <h2 id="dash-trips">Trips{working.data ? ` in ${working.data.name}` : ''}</h2>
        <BranchFilter className={styles.branchFilter} value={branchId} onChange={setBranchId} />
      </div>
      {loading && <Loading label="Loading trip figures…" minHeight={200} />}
      {(session.isError || month.isError) && (
        <Alert tone="error">The trip figures could not be loaded. Refresh the page to try again.</Alert>
      )}
      {session.data && month.data && (
        <>
          <StatGrid label="Trips at a glance">
            <StatCard
              label="In transit now"
              value={session.data.inTransitNow}
              hint="on the road"
              to={trips({ status: 'in_transit' })}
            />
            <StatCard
              label="Delivered, awaiting POD"
              value={session.data.deliveredAwaitingPod}
              hint="upload the POD to bill them"
              to={trips({ status: 'delivered' })}
              tone={session.data.deliveredAwaitingPod > 0 ? 'attention' : 'default'}
            />
            <StatCard
              label="This month's freight"
              value={formatPaise(month.data.freightPaise)}
              hint={`${countOf(month.data.total - month.data.byStatus.cancelled, 'trip')} since ${formatDate(monthStart(today))}`}
              to={trips({ from: monthStart(today), to: today })}
            />
            <StatCard
              label="Trips this session"
              value={session.data.total}
              hint={`${formatPaise(session.data.freightPaise)} freight`}
              to={trips()}
            />
          </StatGrid>
          <div className={styles.charts}>
            <ChartCard
              title="Trips by status"
              description={`${countOf(session.data.total, 'trip')} in the session`}
              kind="bar"
              categoryLabel="Status"
              valueLabel="Trips"
              data={tripStatuses.map((status) => ({ label: tripStatusLabels[status], value: session.data.byStatus[status] }))}
            />
            <ChartCard
              title="Trips per week"
              description="the last 12 weeks"
              kind="line"
              categoryLabel="Week starting"
              valueLabel="Trips"
              data={session.data.perWeek.map((week) => ({
                label: formatDate(week.weekStart).replace(/ \d{4}$/, ''),
                value: week.trips,
              }))}
            />
          </div>
        </>
      )}
    </section>
  );
}
