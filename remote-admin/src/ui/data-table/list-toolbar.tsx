import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { SelectField } from 'shared-ui';
import type { ResourceList } from './use-resource-list';
import styles from './list-toolbar.module.css';

export interface ListFilter<F extends string> {
  name: F;
  label: string;
  /** The first option, meaning no filter, e.g. 'All roles'. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
}

export interface ListToolbarProps<F extends string> {
  list: Pick<ResourceList<unknown, F>, 'search' | 'setSearch' | 'filters' | 'setFilter'>;
  searchLabel: string;
  searchPlaceholder?: string;
  filters?: ListFilter<F>[];
  /** Extra controls at the end, e.g. an export button. */
  children?: ReactNode;
}

/** Typing waits this long before asking the server, as the public search does (spec §9). */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/** Search box and filters above a data table; both go to the server through the list's address. */
export function ListToolbar<F extends string>({
  list,
  searchLabel,
  searchPlaceholder,
  filters = [],
  children,
}: ListToolbarProps<F>) {
  const [text, setText] = useState(list.search);
  const searchId = useId();
  const { setSearch } = list;
  const pushed = useRef(list.search);

  // Back/Forward or a link changed the address: show that search in the box.
  useEffect(() => {
    if (list.search !== pushed.current) {
      pushed.current = list.search;
      setText(list.search);
    }
  }, [list.search]);

  useEffect(() => {
    if (text.trim() === pushed.current) return;
    const timer = setTimeout(() => {
      pushed.current = text.trim();
      setSearch(text);
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setSearch]);

  return (
    <div className={styles.toolbar} role="search">
      <div className={styles.search}>
        <label htmlFor={searchId} className={styles.label}>
          {searchLabel}
        </label>
        <input
          id={searchId}
          type="search"
          className={styles.input}
          value={text}
          placeholder={searchPlaceholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              pushed.current = text.trim();
              setSearch(text);
            }
          }}
        />
      </div>
      {filters.map((filter) => (
        <SelectField
          key={filter.name}
          className={styles.filter}
          label={filter.label}
          value={list.filters[filter.name] ?? ''}
          onChange={(event) => list.setFilter(filter.name, event.target.value)}
          placeholder={filter.allLabel}
          options={filter.options}
        />
      ))}
      {children}
    </div>
  );
}
