import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/*
 * PGlite takes no lock on its directory, and two processes writing to it corrupt it silently
 * (duplicate keys). So the server holds `<DATA_DIR>/server.lock`, created with O_EXCL and holding the
 * owner's pid. A lock whose pid is no longer running (a crash, kill -9) is stale and is taken over.
 */

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly path: string;
  /** Idempotent; removes the file only while it still holds this process's pid. */
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0: existence check only
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user — still a live owner.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // vanished or unreadable between our attempts
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const path = join(dataDir, 'server.lock');
  // Two rounds: the second one follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          if (readOwner(path) === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(path);
    if (owner !== undefined && isRunning(owner)) {
      throw new DataDirLockedError(
        `Another server is using DATA_DIR ${dataDir} (pid ${owner}). Stop it, or start this one with a different DATA_DIR.`,
      );
    }
    // A crashed owner left the file behind. An empty file (owner died while writing it) is stale too.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(`Could not lock DATA_DIR ${dataDir}: another process keeps taking ${path}.`);
}
