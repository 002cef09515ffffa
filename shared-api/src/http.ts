import ky, { type KyInstance } from 'ky';
import { getApiSettings, onApiSettingsChange } from './config';
import { isOnLoginPage, navigateTo } from './navigation';
import { tokenStorage } from './token-storage';

const VERIFY_PATH = '/auth/verify';
const unauthorizedListeners = new Set<() => void>();

/** Lets the auth store forget the user when any call finds the session gone. */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function createClient(): KyInstance {
  return ky.create({
    prefix: getApiSettings().apiBase,
    // Explicit so relative API bases resolve the same in the browser and in Node-based tests.
    baseUrl: globalThis.location?.origin,
    // A failed call is reported to the user at once; TanStack Query owns retries where they make sense.
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = tokenStorage.get();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
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

let client = createClient();
onApiSettingsChange(() => {
  client = createClient();
});

/** The one HTTP client of the product (spec §7). */
export function http(): KyInstance {
  return client;
}
