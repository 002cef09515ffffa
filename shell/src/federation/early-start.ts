import { preloadRemote } from '@module-federation/enhanced/runtime';
import { registerRuntimeRemotes } from './remotes';
import { loadRuntimeConfig, type RuntimeConfig } from './runtime-config';

interface RemotePreload {
  remote: string;
  /** Exposed modules, without the leading './'. */
  exposes: string[];
}

/**
 * The remote modules the first screen of `pathname` shows, as laid out in ../routes.tsx (keep the
 * two in step; a path missing here still works, it only loads its remote later). /admin/* behind the
 * guard is left out: whether it shows the back office depends on the session.
 */
export function remotesForPath(pathname: string): RemotePreload[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const adminScreens: Record<string, string> = {
    '/admin/login': 'login-screen',
    '/admin/forgot-password': 'forgot-password-screen',
    '/admin/reset-password': 'reset-password-screen',
  };
  const adminScreen = adminScreens[path];
  if (adminScreen) return [{ remote: 'admin', exposes: [adminScreen] }];
  if (path === '/admin' || path.startsWith('/admin/')) return [];
  // The header's search field is the shell's own; the search remote's enhancement of it is fetched once
  // the page is live (layouts/site-search.tsx), so it never holds up the page's own files.
  return [path === '/search' ? { remote: 'search', exposes: ['search-page'] } : { remote: 'marketing', exposes: ['routes'] }];
}

function preloadRemotesOf(pathname: string, config: RuntimeConfig): void {
  const wanted = remotesForPath(pathname).filter(({ remote }) => remote in config.remotes);
  const merged = new Map<string, string[]>();
  for (const { remote, exposes } of wanted) merged.set(remote, [...(merged.get(remote) ?? []), ...exposes]);
  for (const [remote, exposes] of merged) {
    // Manifest, remoteEntry and the exposed modules' chunks, fetched while the shell's own chunks load.
    // A failure here is only a missed head start: RemoteView loads the remote again and shows the error.
    preloadRemote([{ nameOrAlias: remote, exposes }]).catch(() => undefined);
  }
}

let started: Promise<RuntimeConfig> | undefined;

/**
 * Runs from main.js before the shell's chunks have arrived: reads the runtime map, registers the remotes
 * and starts fetching the remotes the current page shows, so that their round trips overlap with the
 * download of the shell instead of following it. Resolves with the runtime map; later calls (bootstrap)
 * get the same promise.
 */
export function startFederation(): Promise<RuntimeConfig> {
  if (started) return started;
  const ready = loadRuntimeConfig().then((config) => {
    registerRuntimeRemotes(config.remotes);
    try {
      preloadRemotesOf(window.location.pathname, config);
    } catch (error) {
      console.warn('[shell] could not preload remotes', error);
    }
    return config;
  });
  // Handled by bootstrap once it runs; without this the rejection would be reported as unhandled first.
  ready.catch(() => undefined);
  started = ready;
  return ready;
}
