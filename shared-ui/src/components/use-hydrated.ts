import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates a prerendered page, true once the page is the browser's
 * own (at once for a page rendered in the browser). What depends on the visitor or on scripts renders
 * its server version until then, so hydration finds the markup it expects.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
