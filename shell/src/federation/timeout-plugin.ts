import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote may take to answer before its area shows the error screen. */
export const REMOTE_TIMEOUT_MS = 8000;

/**
 * The federation runtime waits for a manifest or remoteEntry forever by default, so a hung remote
 * would keep its area loading; this plugin bounds both.
 */
export function timeoutPlugin(timeoutMs = REMOTE_TIMEOUT_MS): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-timeout',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    },
    createScript() {
      return { timeout: timeoutMs };
    },
  };
}
