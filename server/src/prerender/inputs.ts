import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generationKey } from './generation';

/*
 * What a generation of prerendered pages is made from, read the same way by the job (to render) and by
 * the supervisor (to decide whether there is anything to render): the runtime map, each remote's
 * manifest, the shell's index.html and prerenderer, the company profile and the public address.
 */

export interface InputLocations {
  /** The runtime map the server inlines into its pages (RUNTIME_CONFIG). */
  mapPath: string;
  /** Where the job reaches the site, for the map's relative URLs (PRERENDER_ORIGIN). */
  origin: string;
  /** The shell's browser build (its index.html is every page's template). */
  shellDist: string;
  /** The shell's Node.js build: `shell/dist-ssr/prerender.js`. */
  prerenderer: string;
  /** The site's public address (PUBLIC_URL): canonical URLs, the sitemap. */
  publicUrl: string;
}

export interface RuntimeMap {
  apiBase: string;
  remotes: Record<string, string>;
}

export interface GenerationInputs {
  /** Names the generation these inputs make. */
  key: string;
  map: RuntimeMap;
  /** The map's remotes with absolute URLs. */
  remotes: Record<string, string>;
  /** Each remote's mf-manifest.json, as text. */
  manifests: Record<string, string>;
  template: string;
  /** GET /api/company as it answered. */
  companyText: string;
}

/**
 * An input that is not there (yet): a build not made, a remote or the API not answering. Said once by
 * the supervisor, which tries again when it changes.
 */
export class MissingInputError extends Error {
  override name = 'MissingInputError';
}

function readInput(path: string, what: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new MissingInputError(`${what} ${path} is missing`);
    throw error;
  }
}

function parseMap(text: string, mapPath: string): RuntimeMap {
  const map = JSON.parse(text) as RuntimeMap;
  if (typeof map.apiBase !== 'string' || typeof map.remotes !== 'object' || map.remotes === null) {
    throw new Error(`${mapPath} is not a runtime map ({ apiBase, remotes })`);
  }
  return map;
}

export const readMap = (mapPath: string): RuntimeMap => parseMap(readInput(mapPath, 'the runtime map').toString('utf8'), mapPath);

async function fetchInput(url: string, what: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
    throw new MissingInputError(`${what} ${url} does not answer (${cause})`);
  }
  if (!response.ok) throw new MissingInputError(`${what} ${url} answered ${response.status}`);
  return response.text();
}

export async function readGenerationInputs(locations: InputLocations): Promise<GenerationInputs> {
  const mapText = readInput(locations.mapPath, 'the runtime map').toString('utf8');
  const map = parseMap(mapText, locations.mapPath);
  const template = readInput(join(locations.shellDist, 'index.html'), "the shell's page").toString('utf8');
  const prerenderer = readInput(locations.prerenderer, 'the prerenderer (the shell\'s Node.js build, "npm run build")');
  const absolute = (url: string) => new URL(url, locations.origin).href;
  const remotes = Object.fromEntries(Object.entries(map.remotes).map(([name, url]) => [name, absolute(url)]));
  const manifests: Record<string, string> = Object.fromEntries(
    await Promise.all(
      Object.entries(remotes).map(async ([name, url]) => [name, await fetchInput(url, `the ${name} remote's manifest`)]),
    ),
  );
  // The company's contacts are in every page: a change in the back office makes a new generation.
  const companyText = await fetchInput(`${absolute(map.apiBase).replace(/\/$/, '')}/company`, 'the company profile');
  const key = generationKey([mapText, ...Object.values(manifests), template, prerenderer, companyText, locations.publicUrl]);
  return { key, map, remotes, manifests, template, companyText };
}
