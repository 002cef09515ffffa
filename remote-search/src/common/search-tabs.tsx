import { useRef, type KeyboardEvent } from 'react';
import type { SearchContentType } from 'shared-api';
import { SEARCH_TABS } from './content-types';
import styles from './search-tabs.module.css';

export interface SearchTabsProps {
  value: SearchContentType;
  onChange: (value: SearchContentType) => void;
  /** Prefix of the tab ids, so the panel can point back at its tab. */
  idPrefix: string;
  /** Id of the element the tabs filter. */
  panelId: string;
  label: string;
  compact?: boolean;
}

export function searchTabId(idPrefix: string, value: SearchContentType): string {
  return `${idPrefix}-tab-${value}`;
}

const KEY_STEP: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** All / Services / Industries / Help, as an ARIA tablist: one tab stop, arrow keys move and select. */
export function SearchTabs({ value, onChange, idPrefix, panelId, label, compact = false }: SearchTabsProps) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = KEY_STEP[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, SEARCH_TABS.length);
    tabRefs.current[next]?.focus();
    onChange(SEARCH_TABS[next]!.value);
  }

  return (
    <div role="tablist" aria-label={label} className={[styles.tabs, compact && styles.compact].filter(Boolean).join(' ')}>
      {SEARCH_TABS.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={searchTabId(idPrefix, tab.value)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
