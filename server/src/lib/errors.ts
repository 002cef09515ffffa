/**
 * An error whose status and message are safe to show the client. Anything else that reaches the
 * error handler is logged and answered with a generic 500.
 */
export class AppError extends Error {
  override name = 'AppError';
  /** Sent as Retry-After (429 and 503 answers). */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    message: string,
    /** Field → message, for validation failures and conflicts that belong to one field. */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new AppError(409, message, errors);

/** The SQLSTATE of a database error (possibly wrapped by drizzle), if it is one. */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a database error (possibly wrapped by drizzle as DrizzleQueryError) is a unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505') return constraint === undefined || candidate.constraint === constraint;
    current = candidate.cause;
  }
  return false;
}

/** While the database cannot be reached: 503, and the pool reconnects by itself once it is back. */
export class DatabaseUnavailableError extends AppError {
  override readonly retryAfterSeconds = 5;
  constructor() {
    super(503, 'Database unavailable, try again shortly');
  }
}

// Connection exceptions (class 08), the session ended by an operator or a shutdown, a server not yet accepting.
const UNAVAILABLE_SQLSTATES = /^(08...|57P01|57P02|57P03)$/;
const UNAVAILABLE_NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * True when an error (possibly wrapped by drizzle) says the database could not be reached or dropped
 * the connection (a PostgreSQL restart), rather than that a query was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; syscall?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_NETWORK_CODES.has(code)) return true;
    // The embedded PostgreSQL listens on a Unix socket, which is gone while it is down.
    if (code === 'ENOENT' && candidate.syscall === 'connect') return true;
    // pg's words when the server closes the socket, and the pool's when no connection came in time.
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    if (/^Connection terminated|timeout exceeded when trying to connect/.test(message)) return true;
    current = candidate.cause;
  }
  return false;
}
