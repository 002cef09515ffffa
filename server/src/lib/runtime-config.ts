import { readFileSync, statSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';

export interface RuntimeConfigSnapshot {
  /** Changes whenever the file does (mtime + size); '' when there is no file. */
  version: string;
  /** The config as JSON that is safe inside a <script> element, or undefined when missing/invalid. */
  inlineJson: string | undefined;
  /** Origins of every absolute http(s) URL in the config (remotes, API host), for the CSP. */
  origins: string[];
}

const EMPTY: RuntimeConfigSnapshot = { version: '', inlineJson: undefined, origins: [] };

/**
 * Reads the deployment's runtime config (the map of remotes) and re-reads it only when its mtime or
 * size changes, so a redeploy of the map takes effect without a restart.
 */
export function createRuntimeConfigReader(path: string, log: FastifyBaseLogger) {
  let cached: RuntimeConfigSnapshot = EMPTY;
  let checkedAt = -Infinity;
  let warnedVersion: string | undefined;

  /**
   * `maxAgeMs`: a snapshot checked this recently is good enough (API answers only need the CSP's
   * origins, and a file check per call cost as much as the rest of the headers); pages always check.
   */
  return function read({ maxAgeMs = 0 }: { maxAgeMs?: number } = {}): RuntimeConfigSnapshot {
    const now = performance.now();
    if (now - checkedAt < maxAgeMs) return cached;
    checkedAt = now;
    let version: string;
    try {
      const stat = statSync(path);
      version = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return (cached = EMPTY);
    }
    if (version === cached.version) return cached;
    try {
      const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
      // `<` escaped so no value can close the <script> element it is inlined into.
      const inlineJson = JSON.stringify(parsed).replace(/</g, '\\u003c');
      cached = { version, inlineJson, origins: collectOrigins(parsed) };
    } catch (error) {
      if (warnedVersion !== version)
        log.error({ err: error, path }, 'runtime config is not valid JSON; serving the page without it');
      warnedVersion = version;
      cached = { ...EMPTY, version };
    }
    return cached;
  };
}

export type RuntimeConfigReader = ReturnType<typeof createRuntimeConfigReader>;

function collectOrigins(value: unknown, found = new Set<string>()): string[] {
  if (typeof value === 'string') {
    if (/^https?:\/\//i.test(value)) {
      try {
        found.add(new URL(value).origin);
      } catch {
        // not a URL after all
      }
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectOrigins(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectOrigins(item, found);
  }
  return [...found];
}
