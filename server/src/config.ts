import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { emailField, newPasswordField } from 'shared-api/schemas';
import type { LimitRule } from './lib/rate-limit';

/** The repository root (this file is server/src/config.ts). Relative paths in env vars resolve from here,
 *  so the server means the same folder whether it is started from the root or from server/. */
export const repoRoot = resolve(fileURLToPath(new URL('../../', import.meta.url)));

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const pathFromRepoRoot = (value: string) => (isAbsolute(value) ? value : resolve(repoRoot, value));

/** '12h', '30m', '7d', '90s' or plain seconds → seconds. */
const duration = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/, "must look like '12h', '30m', '7d' or a number of seconds")
  .transform((value) => {
    const amount = Number.parseInt(value, 10);
    const unit = value.at(-1) ?? 's';
    const factor = { s: 1, m: 60, h: 3600, d: 86400 }[unit] ?? 1;
    return amount * factor;
  })
  .refine((seconds) => seconds >= 1, 'must be at least one second');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('data').transform(pathFromRepoRoot),
  DATABASE_URL: optionalText,
  EMBEDDED_DATABASE: z.enum(['auto', 'postgres', 'pglite']).default('auto'),
  JWT_SECRET: optionalText.refine(
    (value) => value === undefined || value.length >= 32,
    'must be at least 32 characters (or leave it unset to have one generated)',
  ),
  TOKEN_TTL: duration.default(12 * 3600),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be a comma-separated list of http(s) origins' }))),
  STATIC_ROOT: z.string().trim().min(1).default('.').transform(pathFromRepoRoot),
  SERVE_STATIC: flag.default(true),
  RUNTIME_CONFIG: optionalText.transform((value) => (value === undefined ? undefined : pathFromRepoRoot(value))),
  PRERENDER: flag.optional(),
  PRERENDER_DIR: optionalText.transform((value) => (value === undefined ? undefined : pathFromRepoRoot(value))),
  // Where the prerender job reaches the site (remotes and API); default this server on the loopback address.
  PRERENDER_ORIGIN: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Behind a reverse proxy the client address comes from X-Forwarded-For (rate limits and session ip need it).
  TRUST_PROXY: flag.default(false),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  SEARCH_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  // E-mail: SMTP when SMTP_URL is set (smtp:// or smtps://user:pass@host:port), else files in <DATA_DIR>/outbox.
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: 'must look like smtp://user:pass@host:587' }).optional()),
  MAIL_FROM: optionalText,
  // Where the site is reached, for links in e-mails (reset links); default http://localhost:PORT.
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  UPLOAD_DIR: optionalText.transform((value) => (value === undefined ? undefined : pathFromRepoRoot(value))),
  // The largest trip document (POD, invoice, slips) accepted, in megabytes.
  DOCUMENT_MAX_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int('must be a whole number')
    .min(1)
    .max(100)
    .default(10),
  // Who may read the API reference at /api/docs; unset: admins only in production, anyone otherwise.
  API_DOCS: z.enum(['public', 'admin', 'off'], { error: 'must be public, admin or off' }).optional(),
  // Bearer token a Prometheus scraper sends to /api/metrics; unset: only admins may read the metrics.
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || /^[\x21-\x7e]{24,}$/.test(value),
    'must be at least 24 printable characters without spaces (or leave it unset: admins only)',
  ),
  // On SIGTERM/SIGINT: how long requests in flight may take to finish before their connections are cut.
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number')
    .min(0)
    .max(600_000)
    .default(15_000),
  NODE_ENV: optionalText,
});

export type ApiDocsAccess = 'public' | 'admin' | 'off';

/** Per-route request limits (see lib/rate-limit.ts). Tests relax them; one suite checks them as shipped. */
export interface RateLimits {
  login: {
    /** Every sign-in attempt from one address. */
    perAddress: LimitRule;
    /** Wrong passwords for one account from one address: stops a guesser without touching the owner. */
    failuresPerAccountAndAddress: LimitRule;
    /** Wrong passwords for one account from all browsers it does not trust, together; escalating. */
    failuresPerAccount: LimitRule;
    /** Wrong passwords from a browser the account has signed in from before (modules/auth/trusted-devices.ts). */
    failuresPerTrustedDevice: LimitRule;
  };
  register: { perAddress: LimitRule; existingEmailPerAddress: LimitRule };
  forgotPassword: { perAddress: LimitRule; perAccountAndAddress: LimitRule; perAccount: LimitRule };
  changePassword: { perAddress: LimitRule; failuresPerAccount: LimitRule };
  quotes: { perAddress: LimitRule; perAccount: LimitRule };
  newsletter: { perAddress: LimitRule };
  messages: { perAddress: LimitRule; perAccount: LimitRule };
  /** The public searches: a visitor typing fires one call per pause, so this only stops scripts. */
  search: { perAddress: LimitRule };
  /** `misses`: lookups from one address that found nothing, hit a typo or a wrong PIN; each block is longer. */
  tracking: { perAddress: LimitRule; misses: LimitRule };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function defaultRateLimits(authPerMinute = 10, searchesPerMinute = 300): RateLimits {
  return {
    login: {
      perAddress: { max: authPerMinute, windowMs: MINUTE },
      failuresPerAccountAndAddress: { max: 10, windowMs: 15 * MINUTE },
      // 30 per 15 minutes; each further lockout within a day lasts twice as long (15 min, 30, 1 h, … 24 h),
      // which bounds strangers to about 200 guesses a day against one account.
      failuresPerAccount: { max: 30, windowMs: 15 * MINUTE, escalate: { maxMs: 24 * HOUR } },
      failuresPerTrustedDevice: { max: 10, windowMs: 15 * MINUTE },
    },
    // "Already exists" answers tell whether an e-mail has an account; few per address (README, Security).
    register: { perAddress: { max: authPerMinute, windowMs: MINUTE }, existingEmailPerAddress: { max: 5, windowMs: HOUR } },
    forgotPassword: {
      perAddress: { max: 5, windowMs: 15 * MINUTE },
      perAccountAndAddress: { max: 3, windowMs: HOUR },
      perAccount: { max: 10, windowMs: HOUR },
    },
    changePassword: {
      perAddress: { max: authPerMinute, windowMs: MINUTE },
      failuresPerAccount: { max: 10, windowMs: 15 * MINUTE },
    },
    quotes: { perAddress: { max: 10, windowMs: HOUR }, perAccount: { max: 10, windowMs: HOUR } },
    newsletter: { perAddress: { max: 5, windowMs: MINUTE } },
    messages: { perAddress: { max: 10, windowMs: HOUR }, perAccount: { max: 5, windowMs: HOUR } },
    search: { perAddress: { max: searchesPerMinute, windowMs: MINUTE } },
    // A tenth of the searches (30 a minute by default): tracking numbers must not be cheap to enumerate.
    tracking: {
      perAddress: { max: Math.max(1, Math.floor(searchesPerMinute / 10)), windowMs: MINUTE },
      // Someone reading one LR mistypes a number or a PIN a few times; walking numbers misses over and over.
      misses: { max: 10, windowMs: 10 * MINUTE, escalate: { maxMs: 24 * HOUR } },
    },
  };
}

export interface PasswordHashingOptions {
  /** KiB; argon2's default is 65536. Tests lower it to keep the suite fast. */
  memoryCost: number;
  timeCost: number;
  /** Hashes at a time (lib/passwords.ts); default one less than the cores. */
  concurrency?: number;
}

export type EmbeddedDatabaseChoice = 'auto' | 'postgres' | 'pglite';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Set → PostgreSQL through pg; unset → the embedded database in `<dataDir>` (see `embeddedDatabase`). */
  databaseUrl: string | undefined;
  /**
   * Without DATABASE_URL: 'postgres' starts PostgreSQL from the npm-shipped binaries with its cluster in
   * `<dataDir>/postgres`; 'pglite' runs PGlite in this process on `<dataDir>/pglite`; 'auto' (default)
   * keeps whichever of the two the folder already holds, and for a new folder picks PostgreSQL where
   * this platform has binaries.
   */
  embeddedDatabase: EmbeddedDatabaseChoice;
  jwtSecret: string;
  tokenTtlSeconds: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  corsOrigins: string[];
  staticRoot: string;
  serveStatic: boolean;
  /** File whose JSON is inlined into index.html; default `<staticRoot>/shell/dist/runtime-config.json`. */
  runtimeConfigPath: string;
  /**
   * Public pages answered with prerendered HTML, made by the prerender job whenever what they are made
   * from changes (issues 16, 30). Default: on in production (`npm start`) when the server serves the apps.
   */
  prerender: boolean;
  /** Generations of prerendered pages and their pointer; default `<dataDir>/prerender`. */
  prerenderDir: string;
  /** Where the prerender job fetches the remotes and the API from; default `http://127.0.0.1:<port it listens on>`. */
  prerenderOrigin: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  rateLimits: RateLimits;
  passwordHashing: PasswordHashingOptions;
  mail: MailConfig;
  /** Base URL for links in e-mails. */
  publicUrl: string;
  /** Uploaded files (the company logo); default `<dataDir>/uploads`. */
  uploadDir: string;
  /** The largest trip document accepted, in bytes (DOCUMENT_MAX_MB, default 10). */
  documentMaxBytes: number;
  apiDocs: ApiDocsAccess;
  /** Bearer token for /api/metrics besides an admin's; undefined → admins only. */
  metricsToken: string | undefined;
  /** Graceful shutdown: the longest wait for requests in flight. */
  shutdownTimeoutMs: number;
}

export interface MailConfig {
  smtpUrl: string | undefined;
  from: string;
  /** Where messages are written as .eml files when there is no SMTP server. */
  outboxDir: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Validates the environment. Pure: touches no files (the JWT secret is resolved by loadConfig). */
export function parseEnv(env: NodeJS.ProcessEnv = process.env): Omit<Config, 'jwtSecret'> & { jwtSecret: string | undefined } {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const adminEmail = e.ADMIN_EMAIL === undefined ? undefined : emailField.safeParse(e.ADMIN_EMAIL);
  if (adminEmail && !adminEmail.success) {
    throw new ConfigError('Invalid environment:\n  ADMIN_EMAIL: must be an e-mail address');
  }
  if (e.ADMIN_PASSWORD !== undefined) {
    const check = newPasswordField.safeParse(e.ADMIN_PASSWORD);
    if (!check.success) throw new ConfigError(`Invalid environment:\n  ADMIN_PASSWORD: ${check.error.issues[0]?.message}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    embeddedDatabase: e.EMBEDDED_DATABASE,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL,
    adminEmail: adminEmail?.data,
    adminPassword: e.ADMIN_PASSWORD,
    corsOrigins: e.CORS_ORIGINS,
    staticRoot: e.STATIC_ROOT,
    serveStatic: e.SERVE_STATIC,
    runtimeConfigPath: e.RUNTIME_CONFIG ?? join(e.STATIC_ROOT, 'shell', 'dist', 'runtime-config.json'),
    prerender: e.SERVE_STATIC && (e.PRERENDER ?? e.NODE_ENV === 'production'),
    prerenderDir: e.PRERENDER_DIR ?? join(e.DATA_DIR, 'prerender'),
    prerenderOrigin: e.PRERENDER_ORIGIN?.replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: defaultRateLimits(e.AUTH_RATE_LIMIT, e.SEARCH_RATE_LIMIT),
    passwordHashing: { memoryCost: 65536, timeCost: 3 },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? 'Globe Route Logistics <no-reply@globeroute.example>',
      outboxDir: join(e.DATA_DIR, 'outbox'),
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    uploadDir: e.UPLOAD_DIR ?? join(e.DATA_DIR, 'uploads'),
    documentMaxBytes: e.DOCUMENT_MAX_MB * 1024 * 1024,
    apiDocs: e.API_DOCS ?? (e.NODE_ENV === 'production' ? 'admin' : 'public'),
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}

/** parseEnv + creates DATA_DIR + resolves the JWT secret. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = parseEnv(env);
  mkdirSync(parsed.dataDir, { recursive: true });
  return { ...parsed, jwtSecret: parsed.jwtSecret ?? persistentSecret(join(parsed.dataDir, 'jwt-secret')) };
}

/**
 * Without JWT_SECRET, a random secret is generated once and kept in DATA_DIR (mode 0600), so tokens
 * survive restarts and no secret ever needs to be committed.
 */
export function persistentSecret(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) {
      // Someone may have copied the file with looser permissions; the secret signs every token.
      if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // the mode option is ignored when the file already existed (e.g. empty)
  return secret;
}
