import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Globe Route Logistics';

/** A schema.org object for the page's JSON-LD (`@context` is added when it is written). */
export type StructuredData = Record<string, unknown> & { '@type': string };

export interface PageMeta {
  /** The page's own title; the site's name is added after it. Empty: the site's name alone. */
  title: string;
  description?: string | undefined;
  /** Open Graph type: an article for a blog post, a website otherwise. */
  type?: 'website' | 'article';
  /** What search engines read about the page beside its text (Organization, BreadcrumbList, FAQPage…). */
  structuredData?: StructuredData[];
}

/** The title a page shows in the browser's tab and in search results. */
export const documentTitle = (title: string) => (title ? `${title} | ${SITE_NAME}` : SITE_NAME);

/**
 * Where a page's meta goes while it is prerendered (issue 16): the prerenderer provides one and writes
 * what the page asked for into the HTML's head. In the browser there is none, and the effect below
 * sets the title and description instead. shared-ui is a singleton, so every remote's pages reach
 * the shell's collector.
 */
export const PageMetaCollector = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the document title and meta description of the page being shown (and, prerendered, its tags). */
export function usePageMeta(title: string, description?: string, more: Omit<PageMeta, 'title' | 'description'> = {}): void {
  const collect = useContext(PageMetaCollector);
  // During a server render effects do not run: the page's meta is handed over as it renders.
  collect?.({ title, description, ...more });
  useEffect(() => {
    document.title = documentTitle(title);
    if (description) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}

/** A page's trail from the home page, as search engines show it under the result. */
export function breadcrumbs(trail: readonly { name: string; path: string }[]): StructuredData {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, name: step.name, item: step.path })),
  };
}
