import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { IDLE_CONNECTION_MS, openDatabase, rowsOf, type Database } from '../src/db/client';
import { createPostgresDatabase } from './helpers/database';

/*
 * A pooled connection carries what it made: its prepared statements and the plans chosen for them. pg
 * closes a connection after 10 s unused by default, so a click after reading a page for longer met a new
 * connection, which connects, prepares and plans again (the money history's first page after a 12 s
 * pause: 47–81 ms, against 4–7 ms on the connection kept).
 */
describe(
  'a pooled PostgreSQL connection left unused for a while',
  { skip: !process.env.TEST_DATABASE_URL && 'PostgreSQL only (TEST_DATABASE_URL)' },
  () => {
    let database: Database;
    let drop: () => Promise<void>;
    before(async () => {
      const created = await createPostgresDatabase();
      drop = created.drop;
      database = await openDatabase({ databaseUrl: created.url, dataDir: tmpdir() });
    });
    after(async () => {
      await database?.close();
      await drop?.();
    });

    it("is the same connection, with what it prepared, after a pause longer than pg's default 10 s", async () => {
      assert.ok(IDLE_CONNECTION_MS >= 5 * 60_000, 'kept for minutes, not seconds');
      const backend = async () => rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
      const before = await backend();
      await sleep(11_000);
      const main = database.poolStats().find((stats) => stats.pool === 'main');
      assert.equal(main?.total, 1, 'the connection is still open');
      assert.equal(await backend(), before, 'and it answers the next query');
    });
  },
);
