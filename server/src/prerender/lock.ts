import { closeSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/*
 * One prerender job at a time per output folder, whichever instance (or person) starts it: several API
 * instances may share PRERENDER_DIR. The lock is a file created only if absent (O_EXCL), naming who holds
 * it. A holder that died leaves it behind: it is taken over once its process is gone (same host) or once
 * it is older than a job may run (another host's process cannot be asked).
 */

export const LOCK_FILE = 'job.lock';
/** A job runs at most this long (it ends itself then), so an older lock is a dead job's. */
export const JOB_MAX_MS = 10 * 60_000;
/** The job's exit code when another job holds the folder's lock. */
export const LOCKED_EXIT_CODE = 75;

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
}

export const describeHolder = (holder: LockHolder) => `process ${holder.pid} on ${holder.host} since ${holder.startedAt}`;

interface FoundLock {
  text: string;
  /** Undefined while being written, or when a crash tore it: then judged by the file's age. */
  holder: LockHolder | undefined;
  modifiedMs: number;
}

function readHolder(path: string): FoundLock | undefined {
  let text: string;
  let modifiedMs: number;
  try {
    modifiedMs = statSync(path).mtimeMs;
    text = readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
  try {
    return { text, holder: JSON.parse(text) as LockHolder, modifiedMs };
  } catch {
    return { text, holder: undefined, modifiedMs };
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, someone else's
  }
}

function isStale({ holder, modifiedMs }: FoundLock, now: number): boolean {
  if (now - (holder ? Date.parse(holder.startedAt) : modifiedMs) > JOB_MAX_MS) return true;
  if (!holder) return false;
  return holder.host === hostname() && holder.pid !== process.pid && !isAlive(holder.pid);
}

/**
 * Removes the lock at `path` only if it still says `text`: two processes that both found it stale must
 * not remove each other's fresh lock. It is moved aside by a rename (one of them wins), checked, and put
 * back if it turned out to be a fresh one.
 */
function removeIfUnchanged(path: string, text: string): void {
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch {
    return;
  }
  if (readFileSync(aside, 'utf8') !== text) {
    try {
      linkSync(aside, path);
    } catch {
      // a third process locked meanwhile: its lock stays
    }
  }
  unlinkSync(aside);
}

export interface Lock {
  release(): void;
}

/** Takes the folder's lock, or says who holds it. */
export function tryLock(outDir: string, now = Date.now()): { lock: Lock } | { heldBy: LockHolder | undefined } {
  mkdirSync(outDir, { recursive: true });
  const path = join(outDir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date(now).toISOString() });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const found = readHolder(path);
      if (found && isStale(found, now)) {
        removeIfUnchanged(path, found.text);
        continue;
      }
      return { heldBy: found?.holder };
    }
    try {
      writeSync(fd, mine);
    } finally {
      closeSync(fd);
    }
    let released = false;
    return {
      lock: {
        release() {
          if (released) return;
          released = true;
          // Only our own: a lock taken over after we were judged dead is another job's.
          if (readHolder(path)?.text === mine) unlinkSync(path);
        },
      },
    };
  }
  return { heldBy: readHolder(path)?.holder };
}

/** Who holds the folder's lock now, if anyone. */
export const lockHolder = (outDir: string): LockHolder | undefined => readHolder(join(outDir, LOCK_FILE))?.holder;
