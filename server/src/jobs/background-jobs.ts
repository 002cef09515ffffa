import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Mailer } from '../lib/mailer';
import type { RateLimitStore } from '../lib/rate-limit-stores';
import { sendExpiryReminders } from './expiry-reminders';
import { runMaintenance } from './maintenance';
import type { ScheduledJob } from './scheduler';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface BackgroundJobsOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  rateLimits: RateLimitStore;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** The server's periodic jobs; jobs/scheduler.ts runs each once across instances. */
export function backgroundJobs({ db, mailer, publicUrl, rateLimits, log }: BackgroundJobsOptions): ScheduledJob[] {
  return [
    {
      // Expired sessions purged and planner statistics refreshed (PGlite never auto-analyzes).
      name: 'maintenance',
      intervalMs: 6 * HOUR,
      run: () => runMaintenance(db),
    },
    {
      // Thresholds are crossed at midnight in India, so hourly runs mean at most one e-mail a day;
      // the first soon after the first start.
      name: 'expiry-reminders',
      intervalMs: HOUR,
      firstRunAfterMs: 30_000,
      run: async () =>
        (await sendExpiryReminders({ db, mailer, publicUrl, log })).recipients.length > 0 ? undefined : 'skipped',
    },
    {
      // Counters whose window and strikes have ended; a flood of distinct keys cannot grow the table for long.
      name: 'rate-limit-cleanup',
      intervalMs: 10 * MINUTE,
      run: async () => {
        await rateLimits.sweep();
      },
    },
  ];
}
