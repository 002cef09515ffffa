import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDebouncedSearch } from 'shared-api';
import { adminApi } from 'shared-api/back-office';
import type { AdminSearchGroup, AdminSearchItem, AdminSearchKind } from 'shared-api/schemas';
import styles from './admin-search.module.css';

const GROUP_LABELS: Record<AdminSearchKind, string> = {
  trip: 'Trips',
  user: 'Users',
  quote: 'Quote requests',
  message: 'Messages',
  billing_party: 'Billing parties',
  vehicle: 'Vehicles',
  bank: 'Banks',
  truck: 'Trucks',
  driver: 'Drivers',
};

/** Where a group's 'all matches' link goes: that kind's list, searched for the same text. */
const LIST_PATHS: Record<AdminSearchKind, string> = {
  trip: '/admin/trips',
  user: '/admin/users',
  quote: '/admin/quotes',
  message: '/admin/messages',
  billing_party: '/admin/billing-parties',
  vehicle: '/admin/vehicles',
  bank: '/admin/banks',
  truck: '/admin/trucks',
  driver: '/admin/drivers',
};

async function searchBackOffice(query: string) {
  const { data } = await adminApi.search(query);
  return { results: data.groups, total: data.groups.reduce((sum, group) => sum + group.total, 0) };
}

/**
 * The sidebar's search box: looks through the back office's records (users, quote requests and
 * messages today) as the admin types, 300 ms after the last key, and opens a record with Enter.
 */
export function AdminSearch() {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const navigate = useNavigate();
  const listId = useId();
  const inputId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const search = useDebouncedSearch<AdminSearchGroup>(text, 'admin', searchBackOffice);

  const groups = search.results.filter((group) => group.items.length > 0);
  const options = groups.flatMap((group) => group.items);
  const optionId = (item: AdminSearchItem) => `${listId}-${item.kind}-${item.id}`;
  const showPanel = open && search.status !== 'idle';

  function close() {
    setOpen(false);
    setText('');
    setActiveIndex(-1);
  }

  function go(path: string) {
    close();
    navigate(path);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const chosen = options[activeIndex] ?? (options.length === 1 ? options[0] : undefined);
      if (chosen) {
        event.preventDefault();
        go(chosen.path);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else {
        setText('');
      }
    }
  }

  return (
    <div
      ref={wrapRef}
      className={styles.wrap}
      onBlur={(event) => {
        if (!wrapRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="ui-visually-hidden">
        Search the back office
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        placeholder="Search users, quotes, messages…"
        autoComplete="off"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && options[activeIndex] ? optionId(options[activeIndex]) : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.panel} hidden={!showPanel}>
        <p className={styles.status} role="status" aria-live="polite">
          {search.status === 'loading' && search.results.length === 0 && 'Searching…'}
          {search.status === 'error' && 'The search is not available right now. Please try again.'}
          {search.status === 'done' && (search.total === 0 ? `Nothing found for “${search.query}”` : `${search.total} found`)}
        </p>
        <div id={listId} role="listbox" aria-label="Search results">
          {groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className={styles.group}>
              <p id={`${listId}-${group.kind}`} className={styles.groupTitle}>
                {GROUP_LABELS[group.kind]} <span className={styles.count}>{group.total}</span>
              </p>
              {group.items.map((item) => {
                const active = options[activeIndex] === item;
                return (
                  <div
                    key={item.id}
                    id={optionId(item)}
                    role="option"
                    aria-selected={active}
                    tabIndex={-1}
                    className={[styles.option, active && styles.active].filter(Boolean).join(' ')}
                    // mousedown would blur the input and close the panel before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(item.path)}
                  >
                    <span className={styles.title}>{item.title}</span>
                    <span className={styles.subtitle}>{item.subtitle}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {groups.some((group) => group.total > group.items.length) && (
          <ul className={styles.more}>
            {groups
              .filter((group) => group.total > group.items.length)
              .map((group) => (
                <li key={group.kind}>
                  <Link
                    to={`${LIST_PATHS[group.kind]}?search=${encodeURIComponent(search.query)}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={close}
                  >
                    All {group.total} {GROUP_LABELS[group.kind].toLowerCase()}
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </div>
    </div>
  );
}
