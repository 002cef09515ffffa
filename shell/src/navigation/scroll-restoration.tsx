import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

/** Scroll offsets by history entry, so Back returns to where the visitor was, even after a reload. */
const positions = new Map<string, number>(readSaved());

function readSaved(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as [string, number][]) : [];
  } catch {
    return [];
  }
}

function save() {
  try {
    // The most recent entries are enough to go back through.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage full or blocked: Back then starts at the top, which is all that is lost.
  }
}

function scrollToHash(hash: string): boolean {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return target !== null;
}

/**
 * A new page starts at its top (or at the #fragment it links to); a new query string on the same page
 * keeps the offset; Back and Forward return to the offset the page was left at. The browser's own
 * restoration is turned off because it runs before the page's content has rendered.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry scroll events belong to. Switched before the new page scrolls, so the scroll that opens it
  // (which the browser reports a frame later) is never written to the page being left.
  const currentKey = useRef(location.key);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    // Kept up to date while reading, because by the time the next page renders the offset has changed.
    const remember = () => positions.set(currentKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = location.key;
    // A sort, filter or tab kept in the query string is the same page: the reader keeps their place.
    const samePage = previousPath.current === location.pathname;
    previousPath.current = location.pathname;
    const saved = positions.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash && scrollToHash(location.hash)) return;
    if (!samePage) window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
