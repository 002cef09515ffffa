import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { EmbeddedDatabaseChoice } from '../config';
import type { PoolStats } from '../lib/metrics';
import { appliedMigrations } from './applied-migrations';
import { acquireDataDirLock } from './data-dir-lock';
import { embeddedPostgresBinaries, startEmbeddedPostgres } from './embedded-postgres';
import { retryingTransactions } from './retrying-transactions';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query API both drivers share; services depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgresql';
/** What runs the database: an outside PostgreSQL (DATABASE_URL), or one of the two embedded ones. */
export type DatabaseEngine = 'postgresql' | 'embedded-postgresql' | 'pglite';

export interface Database {
  db: Db;
  /**
   * For prepared statements whose every call should run one plan (the trips list pages): on
   * PostgreSQL its own few connections with plan_cache_mode = force_generic_plan. Left to choose,
   * PostgreSQL re-plans a statement on every call whenever its values' plans look cheaper than the
   * generic one (a status that matches 150 trips against one that matches 20,000), and planning the
   * trips page cost more than running it. Other statements keep planning for their values on `db`.
   * The same handle as `db` on PGlite, which has one connection and no statement cache to speak of.
   */
  genericPlans: Db;
  kind: DatabaseKind;
  engine: DatabaseEngine;
  /** Applies pending migrations; when any was applied, refreshes planner statistics (see migrateThenAnalyze). */
  migrate(): Promise<{ applied: number }>;
  /** Closes the connection and, for PGlite, releases the DATA_DIR lock. */
  close(): Promise<void>;
  /** Synchronous lock release for process 'exit', where async close() cannot run. */
  releaseLock(): void;
  /** The connection pools' use right now, for the metrics; none on PGlite. */
  poolStats(): PoolStats[];
  /**
   * Hears the notices (`pg_notify`) sent on `channel` by any instance's transactions as they commit.
   * `hearing(true)` says every notice from then on will arrive; `hearing(false)` that some may be
   * missed (the listening connection was lost; it is opened again, and says `hearing(true)` once it
   * listens). Closing the database stops it.
   */
  listen(channel: string, listener: NoticeListener): Promise<void>;
}

export interface NoticeListener {
  notified(): void;
  hearing(yes: boolean): void;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Without databaseUrl; default 'pglite' (the server's config defaults to 'auto'). */
  embeddedDatabase?: EmbeddedDatabaseChoice | undefined;
  /** Where the choice of embedded database is explained; default console.warn. */
  log?: (message: string) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 'postgresql');
  const log = options.log ?? ((message: string) => console.warn(message));
  const choice = options.embeddedDatabase ?? 'pglite';
  const clusterDir = join(options.dataDir, 'postgres');
  const hasPglite = existsSync(join(options.dataDir, 'pglite', 'PG_VERSION'));
  if (choice === 'pglite' || (choice === 'auto' && hasPglite && !existsSync(clusterDir))) return openPglite(options.dataDir);
  const bin = embeddedPostgresBinaries();
  if (!bin) {
    if (choice === 'postgres')
      throw new Error(`EMBEDDED_DATABASE=postgres, but npm has no PostgreSQL binaries for ${process.platform}-${process.arch}`);
    log(
      `No PostgreSQL binaries for ${process.platform}-${process.arch}: the embedded database is PGlite, in ${options.dataDir}/pglite`,
    );
    return openPglite(options.dataDir);
  }
  try {
    return await openEmbeddedPostgres(bin, options.dataDir);
  } catch (error) {
    // A new folder may still fall back; a cluster that holds data must never be silently swapped for another.
    if (choice === 'postgres' || existsSync(clusterDir)) throw error;
    log(
      `The embedded PostgreSQL could not start, so the embedded database is PGlite, in ${options.dataDir}/pglite: ${(error as Error).message}`,
    );
    return openPglite(options.dataDir);
  }
}

async function openEmbeddedPostgres(bin: string, dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  // One server per folder: a second would find the cluster's postmaster and take it for a leftover.
  const lock = acquireDataDirLock(dataDir);
  let database: Database;
  let server: Awaited<ReturnType<typeof startEmbeddedPostgres>>;
  try {
    server = await startEmbeddedPostgres(bin, join(dataDir, 'postgres'), join(dataDir, 'postgres.log'));
  } catch (error) {
    lock.release();
    throw error;
  }
  try {
    database = await openPostgres(server.url, 'embedded-postgresql');
  } catch (error) {
    await server.stop();
    lock.release();
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
        await server.stop();
      } finally {
        lock.release();
      }
    },
    releaseLock() {
      server.stopNow();
      lock.release();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  // Lock before opening: a second PGlite on the same files would corrupt them.
  const lock = acquireDataDirLock(dataDir);
  let client: PGlite;
  try {
    // Extensions the migrations create must be loaded into PGlite's WebAssembly build first.
    client = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  } catch (error) {
    lock.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    genericPlans: db,
    kind: 'pglite',
    engine: 'pglite',
    migrate: () => migrateThenAnalyze(db, () => migratePglite(db, { migrationsFolder })),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock.release();
      }
    },
    releaseLock: () => lock.release(),
    poolStats: () => [],
    async listen(channel, listener) {
      // One process, one connection: nothing is ever missed.
      await client.listen(channel, () => listener.notified());
      listener.hearing(true);
    },
  };
}

/**
 * A connection that dies while checked out (PostgreSQL restarted between two queries of a transaction)
 * emits 'error' on its client, where the pool's idle listener is not: without this listener the server
 * crashed. The query in hand fails (its request gets an error answer) and the pool drops the client.
 */
function keepCheckedOutClientsFromCrashing(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error(`PostgreSQL: connection lost while in use (${error.message})`));
  });
}

/**
 * How long a pooled connection stays open unused. What a connection has made lives and dies with it: its
 * prepared statements and the plans PostgreSQL chose for them. At pg's default of 10 s, someone who read a
 * page for longer than that met a new connection on their next click, which connected, prepared and
 * planned again: the money history's first page after a 12 s pause took 47–81 ms, and 4–7 ms with the
 * connection kept.
 */
export const IDLE_CONNECTION_MS = 10 * 60_000;

async function openPostgres(connectionString: string, engine: DatabaseEngine): Promise<Database> {
  // No JIT: the back office's queries run for milliseconds, and on the reports over every account
  // (whose cost estimate crosses jit_above_cost) compiling them took ~0.5 s, longer than running them.
  // A connection that cannot be had within 10 s (database unreachable, or every connection busy that
  // long) fails the request with a 503 instead of holding it until the proxy gives up.
  const connectionTimeoutMillis = 10_000;
  const idleTimeoutMillis = IDLE_CONNECTION_MS;
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis, idleTimeoutMillis, options: '-c jit=off' });
  // Fail at start rather than on the first request when the URL or credentials are wrong.
  // An idle connection can die (server restart, DROP DATABASE … FORCE); the pool replaces it. Without
  // a listener that event would be an uncaught exception and take the whole server down.
  pool.on('error', (error) => console.error(`PostgreSQL: idle connection lost (${error.message}); the pool reconnects`));
  keepCheckedOutClientsFromCrashing(pool);
  const probe = await pool.connect();
  probe.release();
  const db = retryingTransactions(drizzlePg({ client: pool, schema, casing: 'snake_case' }));
  const genericPool = new pg.Pool({
    connectionString,
    max: 4,
    connectionTimeoutMillis,
    idleTimeoutMillis,
    options: '-c plan_cache_mode=force_generic_plan -c jit=off',
  });
  genericPool.on('error', (error) => console.error(`PostgreSQL: idle connection lost (${error.message}); the pool reconnects`));
  keepCheckedOutClientsFromCrashing(genericPool);
  const listeners: NoticeConnection[] = [];
  return {
    db,
    genericPlans: retryingTransactions(drizzlePg({ client: genericPool, schema, casing: 'snake_case' })),
    kind: 'postgresql',
    engine,
    migrate: () => migrateThenAnalyze(db, () => migratePg(db, { migrationsFolder })),
    async close() {
      await Promise.all([pool.end(), genericPool.end(), ...listeners.map((listening) => listening.close())]);
      // end() can resolve while idle connections are still closing; wait, so the caller may drop the database.
      for (let waited = 0; pool.totalCount + genericPool.totalCount > 0 && waited < 2000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
    },
    releaseLock() {}, // PostgreSQL coordinates its own clients
    poolStats: () => [statsOf('main', pool), statsOf('generic-plans', genericPool)],
    async listen(channel, listener) {
      const listening = new NoticeConnection(connectionString, channel, listener);
      listeners.push(listening);
      await listening.open();
    },
  };
}

/** Delay before opening a lost listening connection again. */
const RELISTEN_AFTER_MS = 1_000;

/** A connection of its own that LISTENs on one channel, and opens again whenever it is lost. */
class NoticeConnection {
  private client: pg.Client | undefined;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;
  /** Said once per outage, not once per attempt to listen again. */
  private outage = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly listener: NoticeListener,
  ) {}

  /** Listens, or leaves it to the retries (the listener hears nothing until then). */
  async open(): Promise<void> {
    if (this.closed) return;
    // Keepalive probes find a connection cut without a reset, which would otherwise wait in silence.
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    this.client = client;
    let lost = false;
    const onLost = (why: string) => {
      if (lost) return;
      lost = true;
      this.listener.hearing(false);
      if (this.closed) return;
      if (!this.outage) console.error(`PostgreSQL: not listening on ${this.channel} (${why}); trying again every second`);
      this.outage = true;
      client.end().catch(() => {});
      this.retry = setTimeout(() => void this.open(), RELISTEN_AFTER_MS);
    };
    client.on('notification', (notice) => {
      if (notice.channel === this.channel) this.listener.notified();
    });
    client.on('error', (error) => onLost(error.message));
    client.on('end', () => onLost('closed'));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
      if (lost) return;
      this.listener.hearing(true);
      if (this.outage) console.error(`PostgreSQL: listening on ${this.channel} again`);
      this.outage = false;
    } catch (error) {
      onLost((error as Error).message);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.listener.hearing(false);
    await this.client?.end().catch(() => {});
  }
}

const statsOf = (name: string, pool: pg.Pool): PoolStats => ({
  pool: name,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
  max: pool.options.max,
});

/**
 * Applies what `apply` migrates, then gathers planner statistics only if a migration was applied: a
 * new table, column or index has none yet, and PGlite never gathers them itself. Otherwise they are
 * as current as autovacuum (PostgreSQL) or the maintenance job (PGlite) keeps them, and an ANALYZE of
 * every table on every start held each start up for as long as it took (ready in 13.7 s against
 * 4.1 s on the benchmark's database of 100,000 rows a list), and each instance of a cluster once more.
 */
async function migrateThenAnalyze(db: Db, apply: () => Promise<unknown>): Promise<{ applied: number }> {
  const before = (await appliedMigrations(db)).length;
  await apply();
  const applied = (await appliedMigrations(db)).length - before;
  if (applied > 0) await db.execute(sql`ANALYZE`);
  return { applied };
}

/** The rows of a raw `db.execute`: both drivers answer `{ rows }`, which drizzle's shared type does not say. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;
