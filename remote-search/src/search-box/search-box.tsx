import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchContentType } from 'shared-api';
import { searchPageUrl } from '../common/content-types';
import { readRecentSearches, saveRecentSearch } from '../common/recent-searches';
import { buildPopupOptions, type PopupOption } from './popup-options';
import styles from './search-box.module.css';
import { useLiveSearch } from './use-live-search';

// The header loads this module on every page, so it holds only the input. The panel is most of the
// widget's code and is fetched on first focus (or when the pointer comes near the input).
const loadSearchPopup = () => import('./search-popup');
const SearchPopup = lazy(loadSearchPopup);

/** The header's global search (spec §2): an ARIA combobox whose popup lists suggestions or results. */
export function SearchBox() {
  const navigate = useNavigate();
  const baseId = useId();
  const ids = { input: `${baseId}-input`, popup: `${baseId}-popup`, listbox: `${baseId}-listbox` };
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const [query, setQuery] = useState('');
  const [contentType, setContentType] = useState<SearchContentType>('all');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [recentSearches, setRecentSearches] = useState(readRecentSearches);

  const search = useLiveSearch(query, contentType);
  const options = buildPopupOptions({ search, recentSearches, listboxId: ids.listbox });
  // Answers arrive while the visitor is arrowing; an index past the new list means no active option.
  const currentIndex = open && activeIndex < options.length ? activeIndex : -1;
  const activeOption = options[currentIndex];

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

  useEffect(() => {
    if (!open) return;
    // A press anywhere outside the widget closes it (clicks inside keep focus in the input, see the popup).
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current?.contains(event.target as Node)) return;
      setOpen(false);
      setActiveIndex(-1);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function remember(text: string) {
    setRecentSearches(saveRecentSearch(text));
  }

  /** After a click on a result link: the link itself navigates. */
  function onResultFollowed() {
    remember(search.query);
    close();
  }

  function openSearchPage() {
    const text = query.trim();
    if (!text) return;
    remember(text);
    close();
    void navigate(searchPageUrl(text, contentType));
  }

  function pickSuggestion(text: string) {
    setQuery(text);
    setActiveIndex(-1);
    inputRef.current?.focus();
  }

  function activate(option: PopupOption) {
    if (option.kind === 'suggestion') {
      pickSuggestion(option.text);
      return;
    }
    onResultFollowed();
    void navigate(option.path, { state: option.state });
  }

  function moveActive(step: 1 | -1) {
    if (!open) {
      setOpen(true);
      return;
    }
    const count = options.length;
    if (count === 0) return;
    setActiveIndex(step === 1 ? (currentIndex + 1) % count : currentIndex <= 0 ? count - 1 : currentIndex - 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        moveActive(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        // Handled here rather than by the form's submit, so the combobox decides what Enter means.
        event.preventDefault();
        if (activeOption) activate(activeOption);
        else openSearchPage();
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (query) {
          // APG combobox: Escape on a closed combobox clears it.
          setQuery('');
        }
        break;
    }
  }

  // Reached only when a virtual keyboard submits without an Enter keydown (some Android IMEs).
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    openSearchPage();
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Tabbing out of the widget closes it; moving focus between the input and the popup's tabs does not.
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) close();
  }

  return (
    <div ref={containerRef} className={styles.searchBox} onBlur={onBlur}>
      <form role="search" aria-label="Site" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={ids.input} className="ui-visually-hidden">
          Search
        </label>
        <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          id={ids.input}
          className={styles.input}
          // type=text, not search: browsers clear a search field on Escape, which must only close the popup here.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={ids.listbox}
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search services, industries, help…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onPointerEnter={() => void loadSearchPopup()}
          onKeyDown={onKeyDown}
        />
      </form>
      {open && (
        <Suspense fallback={<div className={styles.popupLoading}>Loading…</div>}>
          <SearchPopup
            ids={ids}
            contentType={contentType}
            onContentTypeChange={(next) => {
              setContentType(next);
              setActiveIndex(-1);
            }}
            search={search}
            options={options}
            activeId={activeOption?.id}
            onPickSuggestion={pickSuggestion}
            onResultFollowed={onResultFollowed}
            onViewAll={openSearchPage}
          />
        </Suspense>
      )}
    </div>
  );
}

export default SearchBox;
