import { createHash } from 'node:crypto';
import { SESSION_MARKER_HEAD } from 'shared-api/session-marker';

/*
 * What a prerender generation is made of, without any I/O: the file each route is written to, the
 * key that names a generation, and the page put together from the shell's index.html.
 */

/** `/` → `index.html`, `/services/ocean-freight` → `services/ocean-freight/index.html`. */
export function routeFile(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments.some((segment) => segment === '.' || segment === '..' || !/^[A-Za-z0-9._~-]+$/.test(segment))) {
    throw new Error(`${path} cannot name a prerendered page`);
  }
  return [...segments, 'index.html'].join('/');
}

/**
 * A generation is named by everything its HTML was made from: the runtime map, each remote's manifest
 * (which names its content-hashed chunks), the shell's index.html and its prerenderer. A remote
 * released or rolled back, or the shell rebuilt in place, gives another name.
 */
export function generationKey(inputs: readonly (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(createHash('sha256').update(input).digest());
  return hash.digest('hex').slice(0, 16);
}

/** What a page said of itself (shared-ui's PageMeta, as the prerenderer hands it over). */
export interface PageMeta {
  title: string;
  description?: string | undefined;
  type?: 'website' | 'article' | undefined;
  structuredData?: Record<string, unknown>[] | undefined;
}

/** Text in an attribute or an element: the five characters HTML gives meaning to. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The parts of a remote's mf-manifest.json the hints are made from (see scripts/webpack-app-config.cjs). */
export interface RemoteManifest {
  metaData: {
    remoteEntry: { name: string; path: string };
    publicPath?: string;
    /** Named on-demand chunks (the pages) → their files. */
    chunkGroups?: Record<string, string[]>;
  };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

export interface Preload {
  href: string;
  /** The manifest is fetched, the rest are scripts. */
  as: 'fetch' | 'script';
}

/** What a page's first screen loads from the remotes: the modules it shows and its page chunks. */
export interface PageNeeds {
  remotes: { remote: string; exposes: string[] }[];
  chunks: string[];
}

// Relative map URLs stay relative in the page, so the hints resolve as the runtime's own requests do.
const PAGE_ORIGIN = 'http://page.invalid';
function pageHref(url: URL): string {
  return url.origin === PAGE_ORIGIN ? `${url.pathname}${url.search}` : url.href;
}

/**
 * Preload hints for what the page will ask the remotes for once its scripts run: each remote's manifest,
 * its remoteEntry.js, the exposed modules' own files and the page chunks the route rendered. The fetches
 * start with the HTML instead of one after another behind the shell's scripts.
 */
export function preloadHints(
  remotes: Record<string, string>,
  manifests: Record<string, RemoteManifest>,
  needs: PageNeeds,
): Preload[] {
  const hints = new Map<string, Preload>();
  const add = (href: string, as: Preload['as']) => hints.set(href, { href, as });
  for (const { remote, exposes } of needs.remotes) {
    const manifestUrl = remotes[remote];
    const manifest = manifests[remote];
    if (!manifestUrl || !manifest) continue;
    const manifestHref = new URL(manifestUrl, `${PAGE_ORIGIN}/`);
    const { publicPath, remoteEntry, chunkGroups = {} } = manifest.metaData;
    const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestHref) : manifestHref;
    const file = (name: string) => pageHref(new URL(name, base));
    add(pageHref(manifestHref), 'fetch');
    add(file(`${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`), 'script');
    for (const expose of manifest.exposes.filter(({ name }) => exposes.includes(name))) {
      for (const name of expose.assets.js.sync) add(file(name), 'script');
    }
    for (const chunk of needs.chunks) for (const name of chunkGroups[chunk] ?? []) add(file(name), 'script');
  }
  return [...hints.values()];
}

/**
 * Chromium keeps a preload that failed (its remote down when the page opened) and answers the page's
 * next request for that address with the same failure, without asking the network: the first Try Again
 * after the remote is back would fail for nothing. This runs before the hints and, when one fails, makes
 * that request itself at once, so the failure is used up and the page's own later request goes out.
 * Should the remote already be back, the script it loads is the remote's own file, which is safe to run
 * early (a chunk waits in its queue; remoteEntry sets the global the runtime looks for first).
 */
export const PRELOAD_FAILURE_DRAIN =
  "<script>addEventListener('error',function(e){var l=e.target;if(!(l instanceof HTMLLinkElement)||l.rel!=='preload')return;" +
  "if(l.as==='script'){var s=document.createElement('script');s.src=l.href;s.onload=s.onerror=function(){s.remove()};document.head.appendChild(s)}" +
  "else if(l.as==='fetch')fetch(l.href,{mode:'cors',credentials:'same-origin'}).catch(function(){})},true)</script>";

/** `<link rel=preload>` tags; a fetch preload is CORS, as the runtime's fetch() of the manifest is. */
const preloadTags = (preloads: readonly Preload[]) =>
  preloads.length === 0
    ? ''
    : PRELOAD_FAILURE_DRAIN +
      preloads
        .map(
          ({ href, as }) => `<link rel="preload" href="${escapeHtml(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`,
        )
        .join('');

export interface ComposedPage {
  /** The prerendered markup for inside <div id="root">. */
  html: string;
  /** The stylesheets the page's modules imported. */
  css: string;
  /** The map the page was rendered with: the browser hydrates with the same remotes. */
  runtimeConfig: unknown;
  meta?: PageMeta | undefined;
  /** The query cache the page was rendered from (react-query's dehydrated state). */
  queryState?: unknown;
  /** The page's address on the public site: canonical URL, og:url, and the base of relative links in JSON-LD. */
  url?: string | undefined;
  /** What the page's scripts will fetch from the remotes (preloadHints). */
  preloads?: readonly Preload[] | undefined;
}

const SITE_NAME = 'Globe Route Logistics';

/** JSON inside a <script> element: `<` escaped, so no value can close it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Relative links in structured data made absolute against the page's address, as search engines want them. */
function absoluteLinks(value: unknown, base: string): unknown {
  if (Array.isArray(value)) return value.map((item) => absoluteLinks(item, base));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' && item.startsWith('/') && ['item', 'url', '@id', 'logo', 'image'].includes(key)
        ? new URL(item, base).href
        : absoluteLinks(item, base),
    ]),
  );
}

/** The page's own <title>, description, canonical URL, Open Graph and Twitter card tags, and JSON-LD. */
export function headTags(meta: PageMeta | undefined, url: string | undefined): { title: string; tags: string } {
  const title = meta?.title ? `${meta.title} | ${SITE_NAME}` : SITE_NAME;
  const description = meta?.description;
  const tags = [
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}">` : '',
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:type" content="${meta?.type ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(meta?.title || SITE_NAME)}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    url ? `<meta property="og:url" content="${escapeHtml(url)}">` : '',
    '<meta name="twitter:card" content="summary">',
    `<meta name="twitter:title" content="${escapeHtml(meta?.title || SITE_NAME)}">`,
    description ? `<meta name="twitter:description" content="${escapeHtml(description)}">` : '',
    ...(meta?.structuredData ?? []).map(
      (data) =>
        `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...(absoluteLinks(data, url ?? 'http://localhost/') as object) })}</script>`,
    ),
  ];
  return { title, tags: tags.join('') };
}

const ROOT = /<div id="?root"?>\s*<\/div>/;
/** React's own inline scripts, which it writes after the markup (the one that holds early form submits). */
const TRAILING_SCRIPTS = /(?:<script>[\s\S]*?<\/script>)+$/;

/**
 * The shell's index.html with the page's markup in its root, its own head tags and styles, the map it
 * was made with and the data it was rendered from.
 */
export function composePage(template: string, page: ComposedPage): string {
  if (!ROOT.test(template)) throw new Error('The shell\'s index.html has no empty <div id="root"> to put the page in');
  const { title, tags } = headTags(page.meta, page.url);
  const config = `<script type="application/json" id="runtime-config">${scriptJson(page.runtimeConfig)}</script>`;
  const state =
    page.queryState === undefined
      ? ''
      : `<script type="application/json" id="query-state">${scriptJson(page.queryState)}</script>`;
  const styles = page.css ? `<style data-prerendered>${page.css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  // Function replacements, so `$&`-like sequences in the page are not interpreted.
  // A page with parts for signed-in and signed-out visitors shows each their own before it is live.
  const session = /data-signed-(in|out)-only/.test(page.html) ? SESSION_MARKER_HEAD : '';
  const head = `${session}${preloadTags(page.preloads ?? [])}${tags}${config}${state}${styles}</head>`;
  return (
    template
      // The shell's marker for the map the server would inline: the page carries its own instead.
      .replace('<!--runtime-config-->', () => '')
      .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
      // The template's generic description gives way to the page's own.
      .replace(/<meta\s+name="?description"?\s+content="[^"]*"\s*\/?>/i, () => '')
      .replace(/<\/head>/i, () => head)
      // The page reads without JavaScript, so the shell's notice that it needs it is left out.
      .replace(/<noscript>[\s\S]*?<\/noscript>/i, '')
      // React's scripts go after the root, which must hold only what React hydrates.
      .replace(ROOT, () => {
        const scripts = TRAILING_SCRIPTS.exec(page.html)?.[0] ?? '';
        return `<div id="root">${page.html.slice(0, page.html.length - scripts.length)}</div>${scripts}`;
      })
  );
}

/**
 * What a page says, to tell whether a new render changed it: its bytes with the times in its query cache
 * left out (react-query's dehydratedAt, dataUpdatedAt, errorUpdatedAt), which differ on every run. A page
 * kept because of this keeps the times of its first render, when its data was indeed fetched.
 */
export function pageContentHash(template: string, page: ComposedPage): string {
  const timeless = (state: unknown): unknown => {
    const { queries, ...rest } = (state ?? {}) as { queries?: unknown };
    if (!Array.isArray(queries)) return state;
    return {
      ...rest,
      queries: queries.map((query: { dehydratedAt?: number; state?: Record<string, unknown> }) => {
        const { dehydratedAt: _dehydratedAt, state: queryState, ...others } = query;
        const { dataUpdatedAt: _dataUpdatedAt, errorUpdatedAt: _errorUpdatedAt, ...kept } = queryState ?? {};
        return { ...others, state: kept };
      }),
    };
  };
  return createHash('sha256')
    .update(composePage(template, { ...page, queryState: timeless(page.queryState) }))
    .digest('hex');
}

/** Every prerendered page for search engines (sitemaps.org protocol). */
export function sitemapXml(publicUrl: string, routes: readonly string[], lastModified: string): string {
  const urls = routes
    .map((route) => `<url><loc>${escapeHtml(new URL(route, publicUrl).href)}</loc><lastmod>${lastModified}</lastmod></url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** Crawlers may read the public site, never the back office or the API, and find the sitemap. */
export const robotsTxt = (publicUrl: string) =>
  `User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', publicUrl).href}\n`;
