import { readlinkSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/*
 * Work that is seconds of CPU — an export's XLSX cells and zip, a PDF's layout — runs on a worker
 * thread, so the request thread keeps answering everyone else meanwhile (health checks, tracking, the
 * public pages). At most OFF_THREAD_WORKERS run at once on an instance; more wait for a turn, in order.
 */

/**
 * One worker per core, at most four: the work is all CPU, so a third worker on two cores finishes
 * nothing sooner and adds a database cursor and a stream of rows for the request thread to pass on.
 */
export const OFF_THREAD_WORKERS = Math.max(1, Math.min(4, availableParallelism()));

/** A worker runs TypeScript as this thread does: through tsx, resolved from here. */
const runsTypeScript = fileURLToPath(import.meta.url).endsWith('.ts');
const EXEC_ARGV = runsTypeScript ? ['--import', import.meta.resolve('tsx')] : [];

/** A module next to `base` (import.meta.url) by its name without extension, as this build names files. */
export const workerModule = (name: string, base: string) => new URL(`${name}${runsTypeScript ? '.ts' : '.js'}`, base);

class Turns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async take(): Promise<() => void> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    };
  }
}

const turns = new Turns(OFF_THREAD_WORKERS);

/**
 * Runs `entry` on a worker thread with `data` once a turn is free; `use` talks to it. The worker is
 * stopped and the turn given back when `use` settles, however it does.
 */
export async function withWorker<T>(entry: URL, data: unknown, use: (worker: Worker) => Promise<T>): Promise<T> {
  const done = await turns.take();
  const worker = new Worker(entry, { workerData: data, execArgv: EXEC_ARGV });
  try {
    return await use(worker);
  } finally {
    done();
    await worker.terminate();
  }
}

/**
 * Called first thing on a worker thread: the thread gives way to every other thread of the process
 * (nice 19). On two cores, four exports at the default priority left the request thread a sixth of the
 * CPU (health p50 27 ms, p99 125 ms, measured); at the lowest one the kernel runs it whenever it has
 * something to do, and the exports take the rest. Linux gives each thread its own nice value, named by
 * its thread id (/proc/thread-self); elsewhere the worker keeps the process's priority.
 */
export function giveWayToRequests(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isSafeInteger(threadId) && threadId > 0) setPriority(threadId, 19);
  } catch {
    // Not Linux, or not allowed: the work still runs off the request thread.
  }
}

/** A worker that answers once: its first message, or its error. */
export function firstAnswer<T>(worker: Worker): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (message: { ok: true; value: T } | { ok: false; message: string; stack?: string }) => {
      if (message.ok) resolve(message.value);
      else reject(Object.assign(new Error(message.message), message.stack ? { stack: message.stack } : {}));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The worker stopped (exit code ${code})`)));
  });
}
