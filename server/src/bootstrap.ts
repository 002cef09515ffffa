import { createHmac, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { instanceSettings, users } from './db/schema';
import { purgeExpiredSessions } from './jobs/maintenance';
import { createPasswordHasher } from './lib/passwords';
import { moveDiskLogoIntoDatabase } from './modules/company/disk-logo';
import { ensureCompanyProfile } from './modules/company/service';
import { syncSearchContent } from './modules/search/content-sync';
import { ensureCurrentSession } from './modules/sessions/service';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/**
 * Everything the database needs before the first request: schema, statistics, seed rows. Instances
 * sharing one PostgreSQL (DATABASE_URL) may start at the same moment; they take turns, so the
 * migrations run once and the second finds everything in place.
 */
export async function prepareDatabase(database: Database, config: Config, print: (text: string) => void = console.log) {
  if (!config.databaseUrl) return prepareNow(database, config, print);
  await withSessionLock(config.databaseUrl, PREPARE_LOCK, async () => {
    await prepareNow(database, config, print);
    await checkTokenSecret(database.db, config.jwtSecret, print);
  });
}

const SECRET_FINGERPRINT = 'jwt-secret-fingerprint';

/**
 * Instances on one database must sign tokens with one secret (JWT_SECRET), or each refuses the
 * others' tokens and device cookies: a sign-in would work only until the proxy picked another
 * instance. Each start records a fingerprint of its secret (an HMAC that reveals nothing of it) and
 * says so loudly when the last instance to start used another. Only a warning: rotating the secret
 * means restarting the instances one after the other.
 */
async function checkTokenSecret(db: Db, secret: string, print: (text: string) => void): Promise<void> {
  const fingerprint = createHmac('sha256', secret).update('instance-settings fingerprint').digest('hex').slice(0, 16);
  const [previous] = await db.select().from(instanceSettings).where(eq(instanceSettings.name, SECRET_FINGERPRINT));
  if (previous && previous.value !== fingerprint) {
    print(
      `Warning: this instance signs tokens with another secret than ${previous.setBy} did when it started ` +
        `(${previous.updatedAt.toISOString()}). Tokens issued by one are refused by the other: give every instance the same JWT_SECRET.`,
    );
  }
  const setBy = `${hostname()}:${process.pid}`;
  await db
    .insert(instanceSettings)
    .values({ name: SECRET_FINGERPRINT, value: fingerprint, setBy })
    .onConflictDoUpdate({ target: instanceSettings.name, set: { value: fingerprint, setBy, updatedAt: sql`now()` } });
}

/** The advisory lock instances take turns on to prepare the database (any fixed number would do). */
const PREPARE_LOCK = "hashtext('globe-route-logistics:prepare-database')";

/**
 * Runs `task` while holding a session-level advisory lock, on a connection of its own: the lock
 * belongs to that one session (a pooled connection could be another one at unlock), it outlives the
 * migrations' own transactions, and should this process die, PostgreSQL ends the session and the
 * lock with it. A plain pg client: drizzle's pool gives no way to pin one connection.
 */
async function withSessionLock(connectionString: string, lock: string, task: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(${lock})`);
    try {
      await task();
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${lock})`);
    }
  } finally {
    await client.end();
  }
}

async function prepareNow(database: Database, config: Config, print: (text: string) => void) {
  await database.migrate();
  await ensureCompanyProfile(database.db);
  await moveDiskLogoIntoDatabase(database.db, config.uploadDir, print);
  await syncSearchContent(database.db);
  await ensureCurrentSession(database.db);
  await ensureFirstAdmin(database.db, config, print);
  await purgeExpiredSessions(database.db);
}

/**
 * On an empty users table, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD. Without a
 * password, a random one is generated and printed once: it is stored only as a hash.
 * Returns the created e-mail, or undefined when users already exist.
 */
export async function ensureFirstAdmin(db: Db, config: Config, print: (text: string) => void): Promise<string | undefined> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return undefined;

  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  const password = config.adminPassword ?? randomPassword();
  const passwordHash = await createPasswordHasher(config.passwordHashing).hash(password);
  // ON CONFLICT: if another process created it in the meantime (PostgreSQL), theirs wins.
  const created = await db
    .insert(users)
    .values({ name: 'Administrator', email, passwordHash, role: 'admin', emailVerifiedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (created.length === 0) return undefined;

  if (!config.adminPassword) print(framedNotice(email, password));
  return email;
}

/** 18 random characters with at least one letter and one digit (the password policy). */
function randomPassword(): string {
  for (;;) {
    const candidate = randomBytes(14).toString('base64url').slice(0, 18);
    if (/[A-Za-z]/.test(candidate) && /\d/.test(candidate)) return candidate;
  }
}

function framedNotice(email: string, password: string): string {
  const lines = [
    'FIRST ADMIN ACCOUNT CREATED',
    '',
    `  E-mail:   ${email}`,
    `  Password: ${password}`,
    '',
    'This password is shown only once. Sign in at /admin/login and',
    'change it, or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start.',
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return ['', border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border, ''].join('\n');
}
