import { prerenderToNodeStream } from 'react-dom/static';
// Server-only: StaticRouter is the prerenderer's, so it stays out of the router surface every browser
// loads; in this bundle 'react-router' is the very module instance behind the 'react-router-dom' it shares.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { configureApi, queryClient, type CompanyProfile } from 'shared-api';
import type { PageMeta } from 'shared-ui';
import { App } from '../app';
import { remotesForPath } from '../federation/early-start';
import { loadRemoteModule, registerRuntimeRemotes } from '../federation/remotes';

/*
 * The shell as the prerender job (server/src/prerender/job.ts) drives it: the same App as the page, with a
 * StaticRouter, remotes loaded through the runtime map with their server builds (the manifests name
 * them), and React's static prerender, which waits for every lazy part, remote pages included.
 */

export interface PrerenderSetup {
  /** Absolute: the job reaches the API and the remotes over HTTP. */
  apiBase: string;
  /** Remote name → absolute URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  /** The company's public profile (GET /api/company), shown in every page's header and footer. */
  company?: CompanyProfile | undefined;
}

export function configure({ apiBase, remotes, company }: PrerenderSetup): void {
  configureApi({ apiBase });
  registerRuntimeRemotes(remotes);
  // The key useCompanyProfile reads: the pages carry the contacts, and the browser starts from the same cache.
  if (company) queryClient.setQueryData(['company'], company);
}

/**
 * The public pages to prerender: each remote that has them lists its own (`./public-routes`, e.g.
 * remote-marketing/src/public-routes.ts), so a page added to a remote needs no change here.
 */
export async function publicRoutes(remotes: readonly string[]): Promise<string[]> {
  const lists = await Promise.all(
    remotes.map((remote) => loadRemoteModule<{ publicRoutes: () => string[] }>(remote, 'public-routes')),
  );
  return lists.flatMap((list) => list.publicRoutes());
}

/**
 * The remote modules the first screen of a path shows: the same list the page itself starts fetching
 * from main.js, which the job turns into preload hints in the HTML so the fetch starts with the HTML.
 */
export const remotesFor = remotesForPath;

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** Every stylesheet the rendered modules imported, in the order they were loaded. */
  css: string;
  /** What the page said of itself through usePageMeta (the last page component to say it wins). */
  meta: PageMeta | undefined;
  /** The query cache the page was rendered from, for the browser to start with (react-query's dehydrate). */
  queryState: unknown;
  /** The page chunks (shared-ui's lazyPage) the route showed, by the name each remote's manifest lists them under. */
  chunks: string[];
}

declare global {
  var __SSR_STYLES__: Map<string, string> | undefined;
}

const PRERENDER_TIMEOUT_MS = 30_000;

/** One route's HTML; rejects when any part of it failed, rather than keep a page with a hole in it. */
export async function renderRoute(url: string): Promise<RenderedPage> {
  const errors: unknown[] = [];
  let meta: PageMeta | undefined;
  const chunks = new Set<string>();
  const { prelude } = await prerenderToNodeStream(
    <App
      router={(children) => <StaticRouter location={url}>{children}</StaticRouter>}
      collectMeta={(collected) => (meta = collected)}
      collectChunk={(chunk) => chunks.add(chunk)}
    />,
    {
      onError: (error) => {
        errors.push(error);
      },
      signal: AbortSignal.timeout(PRERENDER_TIMEOUT_MS),
      // Every part in place in the HTML: a large part would otherwise come after the page with a script
      // to move it in, and without JavaScript the visitor would see only the fallback.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length > 0) throw new AggregateError(errors, `${url} could not be prerendered: ${String(errors[0])}`);
  return {
    html,
    css: [...(globalThis.__SSR_STYLES__?.values() ?? [])].join('\n'),
    meta,
    queryState: dehydrate(queryClient),
    chunks: [...chunks],
  };
}
