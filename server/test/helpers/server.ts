import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import { prepareDatabase } from '../../src/bootstrap';
import { defaultRateLimits, parseEnv, type Config, type RateLimits } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { createPostgresDatabase, seedPgliteDir, type Backend } from './database';

export const ADMIN = { email: 'admin@test.example', password: 'AdminPass123' };
export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

const relaxedRateLimits: RateLimits = JSON.parse(
  JSON.stringify(defaultRateLimits(), (key, value: unknown) => (key === 'max' ? 1_000_000 : value)),
) as RateLimits;

/** Fast argon2 for tests only: 4 MiB, one pass (production uses argon2's 64 MiB, 3 passes). */
const FAST_HASHING = { memoryCost: 4096, timeCost: 1 };

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON when the response is JSON, else undefined. Untyped on purpose: tests probe
   *  arbitrary paths (including ones that must be absent) and the assertions do the checking. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent verbatim (e.g. malformed JSON) with Content-Type: application/json. */
  rawBody?: string;
  token?: string | undefined;
  headers?: Record<string, string>;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** What the bootstrap printed (the first-admin notice). */
  printed: string[];
  request(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  /** Logs in and returns the token; fails the test when login fails. */
  login(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment, validated by the real parseEnv (e.g. { STATIC_ROOT, SERVE_STATIC }). */
  env?: Record<string, string>;
  config?: Partial<Config>;
  /** Keep an existing DATA_DIR instead of a fresh temp one. */
  dataDir?: string;
  /** buildApp's options beyond the database's (e.g. a logger to capture lines). */
  build?: Pick<BuildAppOptions, 'logger'>;
  /** PostgreSQL: join this database (another instance's) instead of a fresh one; close() leaves it. */
  joinDatabaseUrl?: string;
}

/** A real server on a random port with a real, fresh database — what the client would talk to. */
export async function startServer(backend: Backend = 'pglite', options: StartOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'freight-test-'));
  const ownsDataDir = options.dataDir === undefined;
  const postgres = backend === 'postgresql' && !options.joinDatabaseUrl ? await createPostgresDatabase() : undefined;
  if (backend === 'pglite' && ownsDataDir) await seedPgliteDir(dataDir);

  const env = {
    DATA_DIR: dataDir,
    SERVE_STATIC: 'false',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The suites' PGlite backend is PGlite itself, not the default choice of embedded database.
    EMBEDDED_DATABASE: 'pglite',
    ...(postgres && { DATABASE_URL: postgres.url }),
    ...(options.joinDatabaseUrl && { DATABASE_URL: options.joinDatabaseUrl }),
    ...options.env,
  };
  const config: Config = {
    ...parseEnv(env),
    jwtSecret: TEST_JWT_SECRET,
    passwordHashing: FAST_HASHING,
    // Suites log in and post far more often than real clients; the limits have their own tests.
    rateLimits: relaxedRateLimits,
    ...options.config,
  };

  const printed: string[] = [];
  const database = await openDatabase(config);
  await prepareDatabase(database, config, (text) => printed.push(text));
  const app = await buildApp({
    config,
    db: database.db,
    genericPlans: database.genericPlans,
    databaseKind: database.kind,
    poolStats: database.poolStats,
    listen: database.listen,
    logger: false,
    ...options.build,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a TCP port');
  const url = `http://127.0.0.1:${address.port}`;

  async function request(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(url + path, { method, headers, body });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    return { status: response.status, headers: response.headers, body: isJson && text ? JSON.parse(text) : undefined, text };
  }

  return {
    url,
    app,
    database,
    config,
    printed,
    request,
    async login(email, password) {
      const response = await request('POST', '/api/auth/login', { body: { email, password } });
      if (response.status !== 200) throw new Error(`login as ${email} failed: ${response.status} ${response.text}`);
      return response.body.data.token as string;
    },
    async close() {
      await app.close();
      await database.close();
      await postgres?.drop();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
