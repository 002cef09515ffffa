/*
 * The back office's side of Idempotency-Key (server/src/plugins/idempotency.ts). A write that makes a
 * trip or money is sent with a key; if its answer is lost (a dropped connection, a timeout) and the
 * same form is sent again, it goes with the same key and the server answers what it did the first
 * time, instead of booking the trip or the payment twice. Once an answer arrives — made or refused —
 * the next send is a new attempt with a new key, so two identical expenses entered on purpose are two.
 */

/** The calls the server deduplicates, by path. */
const IDEMPOTENT_PATHS = [
  /\/trips$/,
  /\/expenses$/,
  /\/money-entries$/,
  /\/money-entries\/[^/]+\/allocations$/,
  /\/bills$/,
  /\/bills\/[^/]+\/credit-note$/,
];

/** The attempt in progress per path: kept while no answer has come. */
const attempts = new Map<string, string>();

function newAttempt(): string {
  // getRandomValues works on plain http too (randomUUID and subtle need a secure context).
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A 53-bit hash of the body (cyrb53): it tells a changed form from the same one sent again. */
function bodyHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** What of a fetch Request and Response this reads (tests pass plain objects). */
type SentRequest = Pick<Request, 'method' | 'url'> & { clone(): { text(): Promise<string> } };
type Answer = Pick<Response, 'status'> & { headers: Pick<Headers, 'has'> };

const idempotentPath = (request: SentRequest) => {
  if (request.method !== 'POST') return undefined;
  const path = new URL(request.url).pathname;
  return IDEMPOTENT_PATHS.some((pattern) => pattern.test(path)) ? path : undefined;
};

/** The key for this request: the path's current attempt and the body. Undefined for other calls. */
export async function idempotencyKeyFor(request: SentRequest): Promise<string | undefined> {
  const path = idempotentPath(request);
  if (!path) return undefined;
  const attempt = attempts.get(path) ?? newAttempt();
  attempts.set(path, attempt);
  return `${attempt}-${bodyHash(await request.clone().text())}`;
}

/**
 * An answer came: the attempt is over, unless the server said the first request is still running
 * (409 with Retry-After) or failed on its side (5xx), when sending again should still be the same attempt.
 */
export function answerArrived(request: SentRequest, response: Answer): void {
  const path = idempotentPath(request);
  if (!path) return;
  const stillOpen = response.status >= 500 || (response.status === 409 && response.headers.has('retry-after'));
  if (!stillOpen) attempts.delete(path);
}
