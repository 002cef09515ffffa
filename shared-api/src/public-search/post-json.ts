import { getApiSettings } from '../config';

/** Spec §9: a public search that has not answered after 10 s falls back to sample data. */
export const PUBLIC_SEARCH_TIMEOUT_MS = 10_000;

/**
 * POSTs JSON with plain fetch and returns the parsed answer. Deliberately not the shared ky client:
 * these endpoints are public, so a 401 from them must never clear the session or redirect to /login.
 * Throws Error('HTTP error! status: {code}') on a non-OK status and Error('Request timeout') on a timeout (spec §8).
 */
export async function postJson(path: string, body: unknown, timeoutMs = PUBLIC_SEARCH_TIMEOUT_MS): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(`${getApiSettings().apiBase}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
    // Reading the body is inside the timeout too: a server can stall after sending headers.
    return await response.json();
  } catch (error) {
    if (controller.signal.aborted) throw new Error('Request timeout');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
