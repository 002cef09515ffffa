import { createContext, lazy, useContext, type ComponentType } from 'react';

/**
 * Where the prerenderer hears which page chunks a route rendered (issue 16), to write preload hints for
 * exactly those into the page's HTML. In the browser there is none. shared-ui is a singleton, so every
 * remote's pages reach the shell's collector.
 */
export const PageChunkCollector = createContext<((chunk: string) => void) | null>(null);

/**
 * A page loaded on demand, in its own chunk. `chunk` must be the name the import gives its chunk
 * (`/* webpackChunkName: "page-…" *\/`): the build lists each named chunk's files in the remote's
 * manifest, and the prerendered HTML preloads the files of the pages it shows.
 */
export function lazyPage(chunk: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Page = lazy(load);
  function ChunkedPage() {
    useContext(PageChunkCollector)?.(chunk);
    return <Page />;
  }
  ChunkedPage.displayName = `Page(${chunk})`;
  return ChunkedPage;
}
