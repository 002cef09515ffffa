import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { criticalCss } from './critical-css';
import {
  composePage,
  generationKey,
  preloadHints,
  robotsTxt,
  routeFile,
  sitemapXml,
  type PageMeta,
  type PageNeeds,
  type RemoteManifest,
} from './generation';

/*
 * The prerender job (issue 16): reads the runtime map, loads the shell's Node.js build and through it
 * the remotes the map points at, renders every public route into a new generation folder named by
 * what it was made from, and only then points `current.json` at it. Anything failing leaves the
 * pointer, and so the pages in service, as they were.
 */

export interface PrerenderJobOptions {
  /** The runtime map the server inlines into its pages (RUNTIME_CONFIG). */
  mapPath: string;
  /** Where the server listens, for the map's relative URLs: `http://127.0.0.1:8080`. */
  origin: string;
  /** The folder of generations and their pointer. */
  outDir: string;
  /** The shell's browser build (its index.html is every page's template). */
  shellDist: string;
  /** The shell's Node.js build: `shell/dist-ssr/prerender.js`. */
  prerenderer: string;
  /** The site's public address (PUBLIC_URL): canonical URLs, the sitemap. */
  publicUrl: string;
  log?: (message: string) => void;
}

/** What the shell's prerender.js offers (shell/src/server/prerender.tsx). */
interface Prerenderer {
  configure(setup: { apiBase: string; remotes: Record<string, string>; company?: unknown }): void;
  /** The pages the remotes named list as theirs. */
  publicRoutes(remotes: string[]): Promise<string[]>;
  renderRoute(url: string): Promise<{ html: string; css: string; meta?: PageMeta; queryState?: unknown; chunks: string[] }>;
  remotesFor(path: string): PageNeeds['remotes'];
}

export interface Generation {
  key: string;
  /** The runtime map the pages carry. */
  map: unknown;
  routes: string[];
  createdAt: string;
}

export const POINTER_FILE = 'current.json';
const GENERATION_FILE = 'generation.json';
/** Generations kept besides the current one, for pages still open in browsers after a release. */
const KEPT_GENERATIONS = 2;

interface RuntimeMap {
  apiBase: string;
  remotes: Record<string, string>;
}

function readMap(mapPath: string): { text: string; map: RuntimeMap } {
  const text = readFileSync(mapPath, 'utf8');
  const map = JSON.parse(text) as RuntimeMap;
  if (typeof map.apiBase !== 'string' || typeof map.remotes !== 'object' || map.remotes === null) {
    throw new Error(`${mapPath} is not a runtime map ({ apiBase, remotes })`);
  }
  return { text, map };
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** The generation in service, if any. */
export function currentGeneration(outDir: string): Generation | undefined {
  try {
    const { key } = JSON.parse(readFileSync(join(outDir, POINTER_FILE), 'utf8')) as { key: string };
    return JSON.parse(readFileSync(join(outDir, key, GENERATION_FILE), 'utf8')) as Generation;
  } catch {
    return undefined;
  }
}

/** Writes through a temporary file and a rename, so a reader sees the old file or the new one, whole. */
function writeAtomically(path: string, content: string) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

function pointAt(outDir: string, key: string) {
  writeAtomically(join(outDir, POINTER_FILE), `${JSON.stringify({ key })}\n`);
}

/** Removes all but the current generation and the KEPT_GENERATIONS newest others, and any half-written one. */
function prune(outDir: string, currentKey: string) {
  const generations = readdirSync(outDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, modified: statSync(join(outDir, entry.name)).mtimeMs }));
  const finished = generations
    .filter(({ name }) => !name.startsWith('.') && name !== currentKey)
    .sort((a, b) => b.modified - a.modified);
  for (const { name } of finished.slice(KEPT_GENERATIONS)) rmSync(join(outDir, name), { recursive: true, force: true });
  const hour = 60 * 60 * 1000;
  for (const { name, modified } of generations) {
    if (name.startsWith('.tmp-') && Date.now() - modified > hour) rmSync(join(outDir, name), { recursive: true, force: true });
  }
}

export async function runPrerenderJob(options: PrerenderJobOptions): Promise<{ generation: Generation; reused: boolean }> {
  const log = options.log ?? (() => undefined);
  const { text: mapText, map } = readMap(options.mapPath);
  const absolute = (url: string) => new URL(url, options.origin).href;
  const remotes = Object.fromEntries(Object.entries(map.remotes).map(([name, url]) => [name, absolute(url)]));
  const template = readFileSync(join(options.shellDist, 'index.html'), 'utf8');
  const manifests: Record<string, string> = Object.fromEntries(
    await Promise.all(Object.entries(remotes).map(async ([name, url]) => [name, await fetchText(url)])),
  );
  // The company's contacts are in every page: a change in the back office makes a new generation.
  const companyText = await fetchText(`${absolute(map.apiBase).replace(/\/$/, '')}/company`);
  const key = generationKey([
    mapText,
    ...Object.values(manifests),
    template,
    readFileSync(options.prerenderer),
    companyText,
    options.publicUrl,
  ]);

  mkdirSync(options.outDir, { recursive: true });
  const folder = join(options.outDir, key);
  if (existsSync(join(folder, GENERATION_FILE))) {
    const generation = JSON.parse(readFileSync(join(folder, GENERATION_FILE), 'utf8')) as Generation;
    if (currentGeneration(options.outDir)?.key !== key) pointAt(options.outDir, key);
    return { generation, reused: true };
  }

  const remoteManifests = Object.fromEntries(
    Object.entries(manifests).map(([name, text]) => [name, JSON.parse(text) as RemoteManifest]),
  );
  const prerenderer = await (createRequire(import.meta.url)(options.prerenderer) as { load(): Promise<Prerenderer> }).load();
  const company = (JSON.parse(companyText) as { data?: unknown }).data;
  prerenderer.configure({ apiBase: absolute(map.apiBase), remotes, company });
  const withPages = Object.entries(remoteManifests)
    .filter(([, manifest]) => manifest.exposes.some((expose) => expose.name === 'public-routes'))
    .map(([name]) => name);
  const routes = await prerenderer.publicRoutes(withPages);
  const building = join(options.outDir, `.tmp-${key}-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  let generation: Generation;
  try {
    for (const route of routes) {
      const started = performance.now();
      const page = await prerenderer.renderRoute(route);
      const file = join(building, routeFile(route));
      mkdirSync(dirname(file), { recursive: true });
      const composed = composePage(template, {
        ...page,
        css: await criticalCss(page.css, page.html),
        runtimeConfig: map,
        url: new URL(route, options.publicUrl).href,
        preloads: preloadHints(map.remotes, remoteManifests, { remotes: prerenderer.remotesFor(route), chunks: page.chunks }),
      });
      writeFileSync(file, composed);
      log(`prerendered ${route} in ${Math.round(performance.now() - started)} ms`);
    }
    generation = { key, map, routes, createdAt: new Date().toISOString() };
    writeFileSync(join(building, 'sitemap.xml'), sitemapXml(options.publicUrl, routes, generation.createdAt.slice(0, 10)));
    writeFileSync(join(building, 'robots.txt'), robotsTxt(options.publicUrl));
    writeFileSync(join(building, GENERATION_FILE), `${JSON.stringify(generation, null, 2)}\n`);
  } catch (error) {
    // Nothing half-made is left behind; the pointer was never touched.
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  rmSync(folder, { recursive: true, force: true });
  renameSync(building, folder);
  pointAt(options.outDir, key);
  prune(options.outDir, key);
  return { generation, reused: false };
}
