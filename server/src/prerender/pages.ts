import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { POINTER_FILE } from './job';
import { routeFile } from './generation';

const MAX_REMEMBERED_PATHS = 1_000;

/**
 * The prerendered pages in service: the generation `current.json` points at, re-read when the pointer
 * changes (the job switches it by renaming, so it is read whole or not at all). Pages are kept in
 * memory per generation; a path without a page (admin, unknown, a visitor's own page) gets undefined.
 */
export function createPrerenderedPages(outDir: string) {
  let pointerVersion = '';
  let key: string | undefined;
  let pages = new Map<string, string | undefined>();

  function currentKey(): string | undefined {
    let version: string;
    try {
      const stat = statSync(join(outDir, POINTER_FILE));
      version = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch {
      return (key = undefined);
    }
    if (version !== pointerVersion) {
      pointerVersion = version;
      try {
        key = (JSON.parse(readFileSync(join(outDir, POINTER_FILE), 'utf8')) as { key: string }).key;
      } catch {
        key = undefined;
      }
      pages = new Map();
    }
    return key;
  }

  /** A file of the current generation, by the name `fileOf` gives it (remembered per generation). */
  function read(name: string, fileOf: (name: string) => string): string | undefined {
    const generation = currentKey();
    if (!generation) return undefined;
    if (pages.has(name)) return pages.get(name);
    let text: string | undefined;
    try {
      text = readFileSync(join(outDir, generation, fileOf(name)), 'utf8');
    } catch {
      text = undefined; // no such page, or a path that cannot name one
    }
    // Any path can be asked for: the memory of answers stays bounded.
    if (pages.size >= MAX_REMEMBERED_PATHS) pages.clear();
    pages.set(name, text);
    return text;
  }

  return {
    /** The HTML of `path` in the current generation. */
    pageFor: (path: string) => read(path.length > 1 ? path.replace(/\/+$/, '') : path, routeFile),
    /** The generation's sitemap.xml or robots.txt. */
    siteFile: (name: 'sitemap.xml' | 'robots.txt') => read(name, (file) => file),
  };
}

export type PrerenderedPages = ReturnType<typeof createPrerenderedPages>;
