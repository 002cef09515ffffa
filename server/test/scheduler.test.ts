import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../src/db/client';
import type { JobOutcome } from '../src/lib/metrics';
import { startScheduler, type ScheduledJob } from '../src/jobs/scheduler';
import { backends, createPostgresDatabase, seedPgliteDir } from './helpers/database';

/*
 * Periodic jobs run once per interval however many instances poll. On PostgreSQL the two instances
 * are two connection pools on one database; PGlite belongs to one process, so there the two
 * schedulers share its one connection (the claim is the same statement either way).
 */

const silent = { error: () => {} };
const INTERVAL = 400;

for (const backend of backends) {
  describe(`periodic jobs across instances (${backend})`, () => {
    const databases: Database[] = [];
    let dataDir: string;
    let drop: (() => Promise<void>) | undefined;

    before(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'freight-scheduler-'));
      const postgres = backend === 'postgresql' ? await createPostgresDatabase() : undefined;
      drop = postgres?.drop;
      if (!postgres) await seedPgliteDir(dataDir);
      const open = () => openDatabase({ dataDir, databaseUrl: postgres?.url, embeddedDatabase: 'pglite' });
      databases.push(await open());
      await databases[0]!.migrate();
      databases.push(postgres ? await open() : databases[0]!);
    });
    after(async () => {
      for (const database of new Set(databases)) await database.close();
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const jobRow = async (name: string) =>
      rowsOf<{ last_outcome: string | null; last_error: string | null; last_run_by: string | null }>(
        await databases[0]!.db.execute(
          sql`SELECT last_outcome, last_error, last_run_by FROM scheduled_jobs WHERE name = ${name}`,
        ),
      )[0];

    it('two instances polling every 20 ms run a job once per interval, and each run is recorded', async () => {
      const starts: number[] = [];
      const seen: JobOutcome[] = [];
      const job: ScheduledJob = {
        name: 'counting',
        intervalMs: INTERVAL,
        firstRunAfterMs: 0,
        run: async () => {
          starts.push(performance.now());
          await sleep(30); // long enough for the other instance to poll while this one runs
        },
      };
      const schedulers = databases.map((database) =>
        startScheduler({ db: database.db, jobs: [job], log: silent, pollMs: 20, observer: (_, outcome) => seen.push(outcome) }),
      );
      await sleep(INTERVAL * 5 + 200);
      await Promise.all(schedulers.map((scheduler) => scheduler.stop()));

      // Due at 0, 400, 800, 1200, 1600, 2000 ms: six runs, give or take the one at the edge.
      assert.ok(starts.length >= 5 && starts.length <= 6, `${starts.length} runs in ${INTERVAL * 5 + 200} ms`);
      const gaps = starts.slice(1).map((start, i) => start - starts[i]!);
      assert.ok(
        gaps.every((gap) => gap >= INTERVAL - 25),
        `never twice in one interval: ${gaps.map(Math.round).join(', ')} ms apart`,
      );
      assert.deepEqual(seen, Array<JobOutcome>(starts.length).fill('ok'));
      assert.equal((await jobRow('counting'))?.last_outcome, 'ok');
    });

    it('a failed run is recorded with its error; the schedule survives a restart', async () => {
      let runs = 0;
      const failing: ScheduledJob = {
        name: 'failing',
        intervalMs: 60_000,
        firstRunAfterMs: 0,
        run: async () => {
          runs += 1;
          throw new Error('mail server down');
        },
      };
      const seen: JobOutcome[] = [];
      const first = startScheduler({
        db: databases[0]!.db,
        jobs: [failing],
        log: silent,
        pollMs: 20,
        observer: (_, o) => seen.push(o),
      });
      await sleep(150);
      await first.stop();
      assert.equal(runs, 1);
      assert.deepEqual(seen, ['error']);
      const row = await jobRow('failing');
      assert.equal(row?.last_outcome, 'error');
      assert.equal(row?.last_error, 'mail server down');

      // Restarted instances find the next run a minute away and leave it there.
      const restarted = databases.map((database) =>
        startScheduler({ db: database.db, jobs: [failing], log: silent, pollMs: 20 }),
      );
      await sleep(150);
      await Promise.all(restarted.map((scheduler) => scheduler.stop()));
      assert.equal(runs, 1);
    });
  });
}
