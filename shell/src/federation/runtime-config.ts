export interface RuntimeConfig {
  apiBase: string;
  /** Remote name → URL of its mf-manifest.json (or remoteEntry.js). */
  remotes: Record<string, string>;
}

const INLINE_ELEMENT_ID = 'runtime-config';
const CONFIG_URL = '/runtime-config.json';
const CONFIG_TIMEOUT_MS = 5000;

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!raw || typeof raw !== 'object') throw new Error('Runtime config is not an object');
  const { apiBase = '/api', remotes } = raw as Partial<RuntimeConfig>;
  if (typeof apiBase !== 'string') throw new Error('Runtime config: apiBase must be a string');
  if (!remotes || typeof remotes !== 'object') throw new Error('Runtime config: remotes map is missing');
  for (const [name, url] of Object.entries(remotes)) {
    if (typeof url !== 'string' || url.length === 0) throw new Error(`Runtime config: remote "${name}" has no URL`);
  }
  return { apiBase, remotes };
}

/**
 * The server inlines the map into index.html (saving a round trip); a static host without that
 * step serves runtime-config.json beside index.html instead.
 */
export async function loadRuntimeConfig(doc: Document = document): Promise<RuntimeConfig> {
  const inline = doc.getElementById(INLINE_ELEMENT_ID)?.textContent?.trim();
  if (inline) return parseRuntimeConfig(JSON.parse(inline));
  const response = await fetch(CONFIG_URL, { cache: 'no-cache', signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Runtime config: ${CONFIG_URL} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
