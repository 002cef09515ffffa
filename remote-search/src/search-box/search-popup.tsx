import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { resultTitle, type SearchContentType } from 'shared-api';
import { Button } from 'shared-ui';
import { resultSummary } from '../common/result-summary';
import { ResultTypeBadge } from '../common/result-type-badge';
import { SearchTabs, searchTabId } from '../common/search-tabs';
import type { PopupOption } from './popup-options';
import styles from './search-popup.module.css';
import type { LiveSearch } from './use-live-search';

export interface SearchPopupProps {
  ids: { popup: string; listbox: string };
  contentType: SearchContentType;
  onContentTypeChange: (next: SearchContentType) => void;
  search: LiveSearch;
  options: readonly PopupOption[];
  activeId: string | undefined;
  onPickSuggestion: (text: string) => void;
  /** A result link was clicked; the link navigates by itself. */
  onResultFollowed: () => void;
  /** 'View All Results' and 'Search Anyway': open the search page. */
  onViewAll: () => void;
}

// Pressing anywhere in the panel must not take focus from the input: the combobox keeps typing and
// arrow keys working, and the widget's blur handler does not mistake a click inside for leaving.
const keepFocusInInput = (event: MouseEvent) => event.preventDefault();

/** The panel under the header search input: tabs, then suggestions or results. Loaded lazily. */
export default function SearchPopup(props: SearchPopupProps) {
  const { ids, contentType, onContentTypeChange, search } = props;
  const panelId = `${ids.popup}-panel`;
  return (
    <div id={ids.popup} className={styles.popup} onMouseDown={keepFocusInInput}>
      <SearchTabs
        compact
        label="Search in"
        value={contentType}
        onChange={onContentTypeChange}
        idPrefix={ids.popup}
        panelId={panelId}
      />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={searchTabId(ids.popup, contentType)}
        aria-busy={search.status === 'loading'}
        className={styles.panel}
      >
        {search.status === 'idle' ? <Suggestions {...props} /> : <Results {...props} />}
      </div>
      <div role="status" className="ui-visually-hidden">
        {announcement(search)}
      </div>
    </div>
  );
}

function announcement({ status, total }: LiveSearch): string {
  if (status === 'loading') return 'Searching';
  if (status === 'error') return 'Search failed';
  if (status === 'done') return total === 0 ? 'No matching results' : `${total} ${total === 1 ? 'result' : 'results'} found`;
  return '';
}

function Suggestions({ ids, options, activeId, onPickSuggestion }: SearchPopupProps) {
  const groups = [
    { key: 'popular', label: 'Popular searches' },
    { key: 'recent', label: 'Recent searches' },
  ] as const;
  return (
    <div role="listbox" id={ids.listbox} aria-label="Search suggestions" className={styles.listbox}>
      {groups.map((group) => (
        <div key={group.key} role="group" aria-label={group.label} className={styles.group}>
          <div className={styles.groupLabel} aria-hidden="true">
            {group.label}
          </div>
          {options.map(
            (option) =>
              option.kind === 'suggestion' &&
              option.group === group.key && (
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={option.id === activeId}
                  className={styles.suggestion}
                  onClick={() => onPickSuggestion(option.text)}
                >
                  {option.text}
                </div>
              ),
          )}
        </div>
      ))}
    </div>
  );
}

function Results({ ids, search, options, activeId, onResultFollowed, onViewAll }: SearchPopupProps) {
  if (options.length === 0) {
    if (search.status === 'loading') return <p className={styles.message}>Searching…</p>;
    return (
      <div className={styles.empty}>
        <p className={styles.message}>{search.status === 'error' ? 'Search is not available right now' : 'No results found'}</p>
        <Button size="small" variant="secondary" onClick={onViewAll}>
          Search Anyway
        </Button>
      </div>
    );
  }
  return (
    <>
      <div role="listbox" id={ids.listbox} aria-label="Search results" className={styles.listbox}>
        {options.map(
          (option) =>
            option.kind === 'result' && (
              <Link
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.id === activeId}
                tabIndex={-1}
                to={option.path}
                state={option.state}
                className={styles.result}
                onClick={onResultFollowed}
              >
                <span className={styles.resultHeading}>
                  <ResultTypeBadge type={option.result.type} />
                  <span className={styles.resultTitle}>{resultTitle(option.result)}</span>
                </span>
                <span className={styles.resultSummary}>{resultSummary(option.result)}</span>
              </Link>
            ),
        )}
      </div>
      <div className={styles.footer}>
        <Button size="small" variant="secondary" block onClick={onViewAll}>
          View All Results ({search.total})
        </Button>
      </div>
    </>
  );
}
