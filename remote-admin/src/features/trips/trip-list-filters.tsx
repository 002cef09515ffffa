import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { billingPartiesApi, driversApi, trucksApi, vehiclesApi } from 'shared-api/back-office';
import { tripStatuses, tripStatusLabels, type TripListFilter } from 'shared-api/schemas';
import { Button, SelectField, TextField } from 'shared-ui';
import { LIST_SEARCH_DEBOUNCE_MS, RecordFilter, type ResourceList } from '../../ui';
import { ALL_SESSIONS, type SessionFilter } from './use-session-filter';
import { BranchFilter } from '../branches/branch-filter';
import styles from './trips.module.css';

type FilterList = Pick<ResourceList<unknown, TripListFilter>, 'filters' | 'setFilter'>;

export function SessionSelect({ session }: { session: SessionFilter }) {
  const workingId = session.working?.id;
  return (
    <SelectField
      className={styles.sessionFilter}
      label="Session"
      value={session.value ?? ALL_SESSIONS}
      onChange={(event) => session.set(event.target.value)}
      hint={
        session.working
          ? session.value === workingId
            ? 'Your working session'
            : `Your working session is ${session.working.name}`
          : undefined
      }
      options={[
        ...session.sessions.map((option) => ({
          value: option.id,
          label: option.id === workingId ? `${option.name} (working session)` : option.name,
        })),
        { value: ALL_SESSIONS, label: 'All sessions' },
      ]}
    />
  );
}

/** One status at a time, or all; each a toggle button so the choice is one tap on a phone. */
export function StatusChips({ list }: { list: FilterList }) {
  const current = list.filters.status ?? '';
  const chip = (value: string, label: string) => (
    <button
      key={value || 'all'}
      type="button"
      className={styles.chip}
      aria-pressed={current === value}
      onClick={() => list.setFilter('status', value)}
    >
      {label}
    </button>
  );
  return (
    <div className={styles.chips} role="group" aria-label="Status">
      {chip('', 'All statuses')}
      {tripStatuses.map((status) => chip(status, tripStatusLabels[status]))}
    </div>
  );
}

/** A free-text filter (origin, destination) sent once typing pauses, like the search box. */
function PlaceFilter({ list, name, label }: { list: FilterList; name: 'origin' | 'destination'; label: string }) {
  const applied = list.filters[name] ?? '';
  const [text, setText] = useState(applied);
  const pushed = useRef(applied);
  const { setFilter } = list;

  useEffect(() => {
    if (applied !== pushed.current) {
      pushed.current = applied;
      setText(applied);
    }
  }, [applied]);

  useEffect(() => {
    if (text.trim() === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = text.trim();
      setFilter(name, text.trim());
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, name, setFilter]);

  return (
    <TextField
      className={styles.moreFilter}
      label={label}
      value={text}
      autoComplete="off"
      onChange={(event) => setText(event.target.value)}
    />
  );
}

const MORE: readonly TripListFilter[] = [
  'branchId',
  'billingPartyId',
  'truckId',
  'driverId',
  'vehicleId',
  'origin',
  'destination',
];

/** Staff of every branch narrow the list to one; staff of one branch see only theirs anyway. */
const nameOf = async <T,>(load: Promise<{ data: T }>, name: (record: T) => string) => name((await load).data);

/** The filters on one party, vehicle, driver or place, folded away until wanted. */
export function MoreTripFilters({ list }: { list: FilterList }) {
  const [, setParams] = useSearchParams();
  const active = MORE.filter((name) => list.filters[name]).length;
  // Open on arrival when one of them is on; after that the admin opens and closes it.
  const [openAtFirst] = useState(active > 0);
  const clear = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [...MORE, 'page']) next.delete(name);
        return next;
      },
      { replace: true },
    );
  return (
    <details className={styles.more} open={openAtFirst || undefined}>
      <summary className={styles.moreSummary}>More filters{active > 0 && ` (${active} on)`}</summary>
      <div className={styles.moreGrid}>
        <BranchFilter
          className={styles.moreFilter}
          value={list.filters.branchId ?? ''}
          onChange={(branchId) => list.setFilter('branchId', branchId)}
        />
        <RecordFilter
          className={styles.moreFilter}
          label="Billing party"
          resource="billing-parties"
          select={billingPartiesApi.select}
          value={list.filters.billingPartyId ?? ''}
          onChange={(id) => list.setFilter('billingPartyId', id)}
          nameOf={(id) => nameOf(billingPartiesApi.get(id), (party) => party.name)}
        />
        <RecordFilter
          className={styles.moreFilter}
          label="Truck"
          resource="trucks"
          select={trucksApi.select}
          value={list.filters.truckId ?? ''}
          onChange={(id) => list.setFilter('truckId', id)}
          nameOf={(id) => nameOf(trucksApi.get(id), (truck) => truck.registrationNumber)}
        />
        <RecordFilter
          className={styles.moreFilter}
          label="Driver"
          resource="drivers"
          select={driversApi.select}
          value={list.filters.driverId ?? ''}
          onChange={(id) => list.setFilter('driverId', id)}
          nameOf={(id) => nameOf(driversApi.get(id), (driver) => driver.name)}
        />
        <RecordFilter
          className={styles.moreFilter}
          label="Market vehicle"
          resource="vehicles"
          select={vehiclesApi.select}
          value={list.filters.vehicleId ?? ''}
          onChange={(id) => list.setFilter('vehicleId', id)}
          nameOf={(id) => nameOf(vehiclesApi.get(id), (vehicle) => vehicle.registrationNumber)}
        />
        <PlaceFilter list={list} name="origin" label="Origin" />
        <PlaceFilter list={list} name="destination" label="Destination" />
      </div>
      {active > 0 && (
        <Button variant="ghost" size="small" onClick={clear}>
          Clear these filters
        </Button>
      )}
    </details>
  );
}
