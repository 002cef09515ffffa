import { AppError } from './errors';

export const SERVER_BUSY = 'The server is busy, please try again in a moment';

/** Thrown when more work is waiting than the queue takes: 503, and the client may retry shortly. */
export class ServerBusyError extends AppError {
  override readonly retryAfterSeconds = 5;
  constructor() {
    super(503, SERVER_BUSY);
  }
}

export interface ConcurrencyLimit {
  /** Runs `task` when fewer than `concurrency` tasks are running; waits in line otherwise. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * At most `concurrency` tasks at a time, the rest in first-come order; with `maxWaiting` already in
 * line, a new task is refused at once (ServerBusyError) rather than queued for longer than a client waits.
 */
export function limitConcurrency(concurrency: number, maxWaiting: number): ConcurrencyLimit {
  let running = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    async run(task) {
      if (running >= concurrency) {
        if (queue.length >= maxWaiting) throw new ServerBusyError();
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
