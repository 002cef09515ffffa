import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchContentType } from 'shared-api';
import { searchPageUrl } from '../common/content-types';
import { readRecentSearches, saveRecentSearch } from '../common/recent-searches';
import { buildPopupOptions, type PopupOption } from './popup-options';
import styles from './search-box.module.css';
import { useLiveSearch } from './use-live-search';

// The header loads this module after the page is live, so it holds only the behaviour. The panel is
// most of the widget's code and is fetched on first focus (or when the pointer comes near the input).
const loadSearchPopup = () => import('./search-popup');
const SearchPopup = lazy(loadSearchPopup);

/**
 * The search field the page already shows (the shell's header renders it, a plain GET form to /search
 * that works before any script and without JavaScript), and what it holds.
 */
export interface SearchBoxProps {
  input: HTMLInputElement;
  query: string;
  onQueryChange: (query: string) => void;
}

/**
 * The header's global search (spec §2): turns the page's own search field into an ARIA combobox whose
 * popup lists suggestions or results, without replacing the field or moving the layout. The popup is
 * rendered where this component is, beside the field, inside the same positioned box.
 */
export function SearchBox({ input, query, onQueryChange }: SearchBoxProps) {
  const navigate = useNavigate();
  const baseId = useId();
  const ids = { popup: `${baseId}-popup`, listbox: `${baseId}-listbox` };
  const popupRef = useRef<HTMLDivElement>(null);

  const [contentType, setContentType] = useState<SearchContentType>('all');
  // A visitor already typing in the field when this arrives sees the suggestions at once.
  const [open, setOpen] = useState(() => input === document.activeElement && input.value.trim() !== '');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [recentSearches, setRecentSearches] = useState(readRecentSearches);

  const search = useLiveSearch(query, contentType);
  const options = buildPopupOptions({ search, recentSearches, listboxId: ids.listbox });
  // Answers arrive while the visitor is arrowing; an index past the new list means no active option.
  const currentIndex = open && activeIndex < options.length ? activeIndex : -1;
  const activeOption = options[currentIndex];

  /** The field and the popup: what "inside the widget" means for clicks and focus. */
  const inWidget = (node: Node | null) =>
    node !== null && (input.contains(node) || popupRef.current?.contains(node) === true || input.form?.contains(node) === true);

  function close() {
    setOpen(false);
    setActiveIndex(-1);
  }

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
    onQueryChange(text);
    setActiveIndex(-1);
    input.focus();
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

  function onKeyDown(event: KeyboardEvent) {
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
          onQueryChange('');
        }
        break;
    }
  }

  // The field's listeners call the handlers of the latest render.
  const handlers = useRef({ onKeyDown, onTyped: () => undefined as void, onFocus: () => undefined as void });
  handlers.current = {
    onKeyDown,
    onTyped: () => {
      setActiveIndex(-1);
      setOpen(true);
    },
    onFocus: () => setOpen(true),
  };

  const inWidgetRef = useRef(inWidget);
  inWidgetRef.current = inWidget;
  useEffect(() => {
    const keyDown = (event: KeyboardEvent) => handlers.current.onKeyDown(event);
    const typed = () => handlers.current.onTyped();
    const focused = () => handlers.current.onFocus();
    const nearby = () => void loadSearchPopup();
    // Tabbing out of the widget closes it; moving focus between the field and the popup's tabs does not.
    const left = (event: FocusEvent) => {
      if (!inWidgetRef.current(event.relatedTarget as Node | null)) {
        setOpen(false);
        setActiveIndex(-1);
      }
    };
    const popupHost = popupRef.current;
    input.addEventListener('keydown', keyDown);
    input.addEventListener('input', typed);
    input.addEventListener('focus', focused);
    input.addEventListener('pointerenter', nearby);
    input.addEventListener('blur', left);
    popupHost?.addEventListener('focusout', left);
    return () => {
      input.removeEventListener('keydown', keyDown);
      input.removeEventListener('input', typed);
      input.removeEventListener('focus', focused);
      input.removeEventListener('pointerenter', nearby);
      input.removeEventListener('blur', left);
      popupHost?.removeEventListener('focusout', left);
    };
  }, [input]);

  // The combobox's roles and states live on the page's own field.
  useLayoutEffect(() => {
    const fixed: Record<string, string> = {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-controls': ids.listbox,
    };
    for (const [name, value] of Object.entries(fixed)) input.setAttribute(name, value);
    return () => {
      for (const name of [...Object.keys(fixed), 'aria-expanded', 'aria-activedescendant']) input.removeAttribute(name);
    };
  }, [input, ids.listbox]);
  const activeId = activeOption?.id;
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(open));
    if (activeId) input.setAttribute('aria-activedescendant', activeId);
    else input.removeAttribute('aria-activedescendant');
  }, [input, open, activeId]);

  useEffect(() => {
    if (!open) return;
    // A press anywhere outside the widget closes it (clicks inside keep focus in the input, see the popup).
    const onPointerDown = (event: PointerEvent) => {
      if (inWidgetRef.current(event.target as Node)) return;
      setOpen(false);
      setActiveIndex(-1);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div ref={popupRef}>
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
            activeId={activeId}
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
