import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_TIMEOUT_MS, timeoutPlugin } from './timeout-plugin';

const entries = new Map<string, string>();

/** Registers the deployment's remotes with the federation runtime; the build knows none of them. */
export function registerRuntimeRemotes(remotes: Record<string, string>): void {
  registerPlugins([timeoutPlugin()]);
  for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/** Forgets what the runtime cached for a remote (a failed manifest included) so it is fetched anew. */
export function resetRemote(name: string): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, new Error('timed out'))), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads `remote/module`. Besides the manifest and entry timeouts, the whole load is bounded so that
 * a remote whose chunks hang also ends in the error screen rather than an endless spinner.
 */
export async function loadRemoteModule<T>(remote: string, module: string): Promise<T> {
  if (!entries.has(remote)) throw new RemoteUnavailableError(remote, new Error('not in the runtime map'));
  try {
    const loaded = await withTimeout(loadRemote<T>(`${remote}/${module}`), REMOTE_TIMEOUT_MS * 2, remote);
    if (loaded == null) throw new Error('empty module');
    return loaded;
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, error);
  }
}
