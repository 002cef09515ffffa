import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, rowsOf, type Database } from '../src/db/client';
import { createPostgresDatabase } from './helpers/database';

/*
 * PostgreSQL restarted (or an administrator ended a connection) while a transaction held it between two
 * queries: the connection's end reached a client checked out of the pool, with no listener, and the
 * uncaught 'error' took the whole server down (met by the load test's PostgreSQL restart). Now the
 * transaction fails, and the pool goes on with new connections.
 */
describe(
  'a PostgreSQL connection lost while in use',
  { skip: !process.env.TEST_DATABASE_URL && 'PostgreSQL only (TEST_DATABASE_URL)' },
  () => {
    let database: Database;
    let drop: () => Promise<void>;
    let url: string;
    before(async () => {
      ({ url, drop } = await createPostgresDatabase());
      database = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
    });
    after(async () => {
      await database?.close();
      await drop?.();
    });

    it('fails the transaction that held it, and the next queries run on a new connection', async () => {
      const killer = new pg.Client({ connectionString: url });
      await killer.connect();
      try {
        await assert.rejects(
          database.db.transaction(async (tx) => {
            const [backend] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
            await killer.query('select pg_terminate_backend($1)', [backend!.pid]);
            await sleep(300); // the connection's end arrives while no query runs on it
            await tx.execute(sql`select 1`);
          }),
        );
      } finally {
        await killer.end();
      }
      const [row] = rowsOf<{ one: number }>(await database.db.execute(sql`select 1 as one`));
      assert.equal(row!.one, 1);
    });
  },
);
