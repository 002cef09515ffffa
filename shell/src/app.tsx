import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { preloadHttp, queryClient } from 'shared-api';
import { PageChunkCollector, PageMetaCollector, Toaster, type PageMeta } from 'shared-ui';
import { AppRoutes } from './navigation/app-router';
import { NavigatorBridge } from './navigation/navigator-bridge';
import { ScrollRestoration } from './navigation/scroll-restoration';

export interface AppProps {
  /** The router around the page: BrowserRouter in the browser, StaticRouter when prerendering. */
  router: (children: ReactNode) => ReactNode;
  /** The prerenderer's: receives the page's title, description and structured data. */
  collectMeta?: ((meta: PageMeta) => void) | undefined;
  /** The prerenderer's: receives the name of each page chunk the route shows (shared-ui's lazyPage). */
  collectChunk?: ((chunk: string) => void) | undefined;
}

/**
 * The whole page, the same tree in the browser and in the prerenderer: React hydrates the prerendered
 * HTML only if the two render alike (useId, for one, follows the tree's shape).
 */
export function App({ router, collectMeta, collectChunk }: AppProps) {
  usePreloadHttpWhenIdle();
  return (
    <StrictMode>
      <PageMetaCollector.Provider value={collectMeta ?? null}>
        <PageChunkCollector.Provider value={collectChunk ?? null}>
          <QueryClientProvider client={queryClient}>
            {router(
              <>
                <NavigatorBridge />
                <ScrollRestoration />
                <AppRoutes />
              </>,
            )}
            <Toaster />
          </QueryClientProvider>
        </PageChunkCollector.Provider>
      </PageMetaCollector.Provider>
    </StrictMode>
  );
}

/**
 * The API client is not in main.js (shared-api's http.ts): its chunk is fetched once the page is hydrated
 * and the browser is idle, so a visitor's first call (a tracking lookup, a form sent) does not wait for it.
 */
function usePreloadHttpWhenIdle() {
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(preloadHttp, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(preloadHttp, 0);
    return () => clearTimeout(id);
  }, []);
}
