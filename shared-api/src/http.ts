import type { KyInstance } from 'ky';
import { getApiSettings, onApiSettingsChange } from './config';
import { answerArrived, idempotencyKeyFor } from './idempotency';
import { isOnLoginPage, navigateTo } from './navigation';
import { tokenStorage } from './token-storage';

const VERIFY_PATH = '/auth/verify';
const unauthorizedListeners = new Set<() => void>();

/** Lets the auth store forget the user when any call finds the session gone. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

type Ky = typeof import('ky').default;

function createClient(ky: Ky): KyInstance {
  return ky.create({
    prefix: getApiSettings().apiBase,
    // Explicit so relative API bases resolve the same in the browser and in Node-based tests.
    baseUrl: globalThis.location?.origin,
    // A failed call is reported to the user at once; TanStack Query owns retries where they make sense.
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        async ({ request }) => {
          const token = tokenStorage.get();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          const key = await idempotencyKeyFor(request);
          if (key) request.headers.set('Idempotency-Key', key);
        },
      ],
      afterResponse: [
        ({ request, response }) => answerArrived(request, response),
        ({ request, response }) => {
          if (response.status !== 401) return;
          // Spec §8: verify failures are handled by the store itself, and a login page shows its own error.
          if (new URL(request.url).pathname.endsWith(VERIFY_PATH)) return;
          tokenStorage.clear();
          unauthorizedListeners.forEach((listener) => listener());
          if (!isOnLoginPage()) navigateTo('/login');
        },
      ],
    },
  });
}

let kyModule: Promise<Ky> | undefined;

/**
 * ky arrives in its own chunk on the first call, not in the shell's main.js: a prerendered public page
 * makes no call before it is live, and main.js is the last file a page needs to become live (issue 26).
 * The shell asks for it once the page is live (preloadHttp), so a visitor's first call does not wait.
 */
function loadKy(): Promise<Ky> {
  kyModule ??= import(/* webpackChunkName: "http-client" */ 'ky').then(
    (module) => module.default,
    (error: unknown) => {
      kyModule = undefined; // a failed chunk load (offline for a moment) is tried again by the next call
      throw error;
    },
  );
  return kyModule;
}

let client: KyInstance | undefined;
onApiSettingsChange(() => {
  client = undefined;
});

/** The one HTTP client of the product (spec §7). */
export async function http(): Promise<KyInstance> {
  const ky = await loadKy();
  client ??= createClient(ky);
  return client;
}

/** Fetches the client's code ahead of the first call (the shell calls it once the page is live). */
export function preloadHttp(): void {
  loadKy().catch(() => undefined);
}
