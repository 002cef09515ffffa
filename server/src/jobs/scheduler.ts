import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../db/client';
import type { JobOutcome, JobRunObserver } from '../lib/metrics';

export interface ScheduledJob {
  name: string;
  intervalMs: number;
  /** How long after the job's first ever schedule it first runs; default one interval. */
  firstRunAfterMs?: number;
  /** A run that started this long ago and never finished (its instance died) no longer blocks the next. */
  staleAfterMs?: number;
  /** One run; 'skipped' when there was nothing to do. */
  run(): Promise<void | 'skipped'>;
}

export interface SchedulerOptions {
  db: Db;
  jobs: readonly ScheduledJob[];
  log: Pick<FastifyBaseLogger, 'error'>;
  /** How often this instance asks whether a job is due: one short UPDATE per job. */
  pollMs?: number;
  observer?: JobRunObserver | undefined;
}

export interface Scheduler {
  /** Stops polling and waits for this instance's runs in progress to finish. */
  stop(): Promise<void>;
}

const interval = (ms: number) => sql`(${ms}::float8 * interval '1 millisecond')`;

/*
 * Periodic jobs that run once across every instance on the database, on the schedule kept in
 * scheduled_jobs. An instance claims a run with one UPDATE that moves next_run_at a whole interval on
 * and only matches while the run is due: of several instances polling at once, exactly one gets the
 * row back, and the others find it no longer due. A claimed row rather than pg_try_advisory_lock:
 * the schedule survives restarts (a restarted instance does not run ANALYZE again at once), no
 * connection is held for the length of a run, and an instance killed mid-run leaves nothing locked —
 * its run counts as finished once it is staleAfterMs old. All times are the database's now().
 */
export function startScheduler({ db, jobs, log, pollMs = 15_000, observer }: SchedulerOptions): Scheduler {
  const instance = `${hostname()}:${process.pid}`;
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  const registered = (async () => {
    for (const job of jobs) {
      await db.execute(sql`
        INSERT INTO scheduled_jobs (name, next_run_at)
        VALUES (${job.name}, now() + ${interval(job.firstRunAfterMs ?? job.intervalMs)})
        ON CONFLICT (name) DO NOTHING`);
    }
  })();

  /** This run's id when this instance got it, else undefined (not due, or another run still going). */
  async function claim(job: ScheduledJob): Promise<string | undefined> {
    const runId = `${instance}:${randomUUID()}`;
    const result = await db.execute(sql`
      UPDATE scheduled_jobs SET
        next_run_at = now() + ${interval(job.intervalMs)},
        last_started_at = now(),
        last_run_by = ${runId}
      WHERE name = ${job.name}
        AND next_run_at <= now()
        AND (last_started_at IS NULL
          OR last_finished_at >= last_started_at
          OR last_started_at < now() - ${interval(job.staleAfterMs ?? Math.max(job.intervalMs, 3_600_000))})
      RETURNING name`);
    return rowsOf(result).length > 0 ? runId : undefined;
  }

  async function runOnce(job: ScheduledJob, runId: string): Promise<void> {
    const started = performance.now();
    let outcome: JobOutcome = 'ok';
    let error: string | null = null;
    try {
      if ((await job.run()) === 'skipped') outcome = 'skipped';
    } catch (failure) {
      outcome = 'error';
      error = failure instanceof Error ? failure.message : String(failure);
      log.error({ err: failure, job: job.name }, `job ${job.name} failed`);
    }
    observer?.(job.name, outcome, (performance.now() - started) / 1000);
    // Only this run's own record: a run taken over as stale must not mark its successor finished.
    await db.execute(sql`
      UPDATE scheduled_jobs SET last_finished_at = now(), last_outcome = ${outcome}, last_error = ${error}
      WHERE name = ${job.name} AND last_run_by = ${runId}`);
  }

  async function poll(): Promise<void> {
    await registered;
    for (const job of jobs) {
      if (stopped || running.has(job.name)) continue;
      const runId = await claim(job);
      if (!runId) continue;
      const run = runOnce(job, runId)
        .catch((error: unknown) => log.error({ err: error, job: job.name }, `job ${job.name}: its run could not be recorded`))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }
  }

  let polling: Promise<void> = Promise.resolve();
  const tick = () => {
    polling = poll().catch((error: unknown) => log.error({ err: error }, 'could not check for due jobs'));
  };
  tick();
  const timer = setInterval(tick, pollMs);
  timer.unref(); // never what keeps the process alive

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await polling;
      await Promise.all(running.values());
    },
  };
}
