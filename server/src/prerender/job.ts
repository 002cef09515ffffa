import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { criticalCss } from './critical-css';
import {
  composePage,
  pageContentHash,
  preloadHints,
  robotsTxt,
  routeFile,
  sitemapXml,
  type ComposedPage,
  type PageMeta,
  type PageNeeds,
  type RemoteManifest,
} from './generation';
import { readGenerationInputs, type InputLocations } from './inputs';

/*
 * The prerender job (issue 16): reads the runtime map, loads the shell's Node.js build and through it
 * the remotes the map points at, renders every public route into a new generation folder named by
 * what it was made from, and only then points `current.json` at it. Anything failing leaves the
 * pointer, and so the pages in service, as they were. A page that renders as it is in service is
 * linked, not written; when no page changed, no generation is written at all.
 */

export interface PrerenderJobOptions extends InputLocations {
  /** The folder of generations and their pointer. */
  outDir: string;
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
  /** Each route's pageContentHash, to tell the next run which pages it need not write again. */
  pages?: Record<string, string>;
}

export interface PrerenderOutcome {
  /** The generation in service now. */
  generation: Generation;
  /**
   * `made`: a new generation; `reused`: one made before from the same inputs (a rollback); `same`: every
   * page rendered to the bytes in service, so no new generation was written.
   */
  result: 'made' | 'reused' | 'same';
  /** Pages rendered, and of those how many differ from the generation that was in service. */
  pages: { rendered: number; changed: number; unchanged: number };
}

export const POINTER_FILE = 'current.json';
const GENERATION_FILE = 'generation.json';
/** Generations kept besides the current one, for pages still open in browsers after a release. */
const KEPT_GENERATIONS = 2;

/**
 * `current.json`: the generation in service (`key`, its folder) and, when it differs, the key of the inputs
 * it stands for (`inputs`: inputs that changed without changing any page keep the generation).
 */
interface Pointer {
  key: string;
  inputs?: string;
}

function readPointer(outDir: string): Pointer | undefined {
  try {
    return JSON.parse(readFileSync(join(outDir, POINTER_FILE), 'utf8')) as Pointer;
  } catch {
    return undefined;
  }
}

/** The generation in service, if any. */
export function currentGeneration(outDir: string): Generation | undefined {
  const pointer = readPointer(outDir);
  if (!pointer) return undefined;
  try {
    return JSON.parse(readFileSync(join(outDir, pointer.key, GENERATION_FILE), 'utf8')) as Generation;
  } catch {
    return undefined;
  }
}

/** The key of the inputs the pages in service were made from: when it is the key of today's inputs, there is nothing to do. */
export function inputsInService(outDir: string): string | undefined {
  const pointer = readPointer(outDir);
  return pointer && (pointer.inputs ?? pointer.key);
}

/** Writes through a temporary file and a rename, so a reader sees the old file or the new one, whole. */
function writeAtomically(path: string, content: string) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, path);
}

function pointAt(outDir: string, key: string, inputs = key) {
  const pointer: Pointer = inputs === key ? { key } : { key, inputs };
  writeAtomically(join(outDir, POINTER_FILE), `${JSON.stringify(pointer)}\n`);
}

/** An unchanged page is the same file in the new generation: a hard link, or a copy where links are not allowed. */
function reuseFile(from: string, to: string) {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
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

export async function runPrerenderJob(options: PrerenderJobOptions): Promise<PrerenderOutcome> {
  const log = options.log ?? (() => undefined);
  const { key, map, remotes, manifests, template, companyText } = await readGenerationInputs(options);
  const inService = currentGeneration(options.outDir);
  const none = { rendered: 0, changed: 0, unchanged: 0 };
  if (inService && inputsInService(options.outDir) === key) return { generation: inService, result: 'reused', pages: none };

  mkdirSync(options.outDir, { recursive: true });
  const folder = join(options.outDir, key);
  if (existsSync(join(folder, GENERATION_FILE))) {
    const generation = JSON.parse(readFileSync(join(folder, GENERATION_FILE), 'utf8')) as Generation;
    pointAt(options.outDir, key);
    return { generation, result: 'reused', pages: none };
  }

  const remoteManifests = Object.fromEntries(
    Object.entries(manifests).map(([name, text]) => [name, JSON.parse(text) as RemoteManifest]),
  );
  const prerenderer = await (createRequire(import.meta.url)(options.prerenderer) as { load(): Promise<Prerenderer> }).load();
  const company = (JSON.parse(companyText) as { data?: unknown }).data;
  prerenderer.configure({ apiBase: new URL(map.apiBase, options.origin).href, remotes, company });
  const withPages = Object.entries(remoteManifests)
    .filter(([, manifest]) => manifest.exposes.some((expose) => expose.name === 'public-routes'))
    .map(([name]) => name);
  const routes = await prerenderer.publicRoutes(withPages);
  const building = join(options.outDir, `.tmp-${key}-${process.pid}`);
  rmSync(building, { recursive: true, force: true });
  const pages = { rendered: 0, changed: 0, unchanged: 0 };
  const hashes: Record<string, string> = {};
  let generation: Generation;
  try {
    for (const route of routes) {
      const started = performance.now();
      const page = await prerenderer.renderRoute(route);
      const name = routeFile(route);
      const file = join(building, name);
      mkdirSync(dirname(file), { recursive: true });
      const composed: ComposedPage = {
        ...page,
        css: await criticalCss(page.css, page.html),
        runtimeConfig: map,
        url: new URL(route, options.publicUrl).href,
        preloads: preloadHints(map.remotes, remoteManifests, { remotes: prerenderer.remotesFor(route), chunks: page.chunks }),
      };
      const hash = pageContentHash(template, composed);
      hashes[route] = hash;
      pages.rendered += 1;
      // A page whose content is as in service stays the same file, so nothing reads or compresses it anew.
      const previous = inService && join(options.outDir, inService.key, name);
      const unchanged = previous !== undefined && inService?.pages?.[route] === hash && existsSync(previous);
      if (unchanged) {
        reuseFile(previous, file);
        pages.unchanged += 1;
      } else {
        writeFileSync(file, composePage(template, composed));
        pages.changed += 1;
      }
      log(`prerendered ${route} in ${Math.round(performance.now() - started)} ms${unchanged ? ' (unchanged)' : ''}`);
    }
    if (inService && pages.changed === 0 && routes.join('\n') === inService.routes.join('\n')) {
      // Inputs changed (e.g. a back-office remote's manifest) but no page did: the generation in service stays.
      rmSync(building, { recursive: true, force: true });
      pointAt(options.outDir, inService.key, key);
      return { generation: inService, result: 'same', pages };
    }
    generation = { key, map, routes, createdAt: new Date().toISOString(), pages: hashes };
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
  return { generation, result: 'made', pages };
}
