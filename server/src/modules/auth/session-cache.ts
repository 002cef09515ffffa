/**
 * The sessions that API calls' tokens name, with their users, kept between calls: reading them was one of
 * the two statements of a list's page. They are kept only while this instance hears every change to
 * sessions and users (the database notifies `auth_changed` as such a change commits, migration 0025), and
 * each change heard, or made by this instance, forgets them all: a sign-out, a demotion or a disabled
 * account applies on every instance at once, not when some entry expires.
 */
export const AUTH_CHANGED_CHANNEL = 'auth_changed';

/** Bounds the memory kept: beyond it the oldest entry goes (one per signed-in token). */
const KEPT_SESSIONS = 10_000;
/**
 * How long an answer is kept at most. Notices are what forget it in time; this bounds the harm of a
 * listening connection that dies without a word (a network cut with no reset), which no one hears.
 */
const KEPT_FOR_MS = 10_000;

export interface SessionCacheOptions {
  limit?: number;
  keptForMs?: number;
  now?: () => number;
}

export interface SessionCache<Found> {
  /** `key`'s answer as kept, or as `read` finds it (and then kept, unless a change came meanwhile). */
  read(key: string, read: () => Promise<Found | undefined>): Promise<Found | undefined>;
  /** A change to sessions or users: forget everything kept. */
  changed(): void;
  /** Whether every change will be heard from now on (false: keep nothing). */
  hearing(yes: boolean): void;
  /** How many answers are kept (for tests). */
  readonly size: number;
}

export function createSessionCache<Found>({
  limit = KEPT_SESSIONS,
  keptForMs = KEPT_FOR_MS,
  now = Date.now,
}: SessionCacheOptions = {}): SessionCache<Found> {
  const kept = new Map<string, { found: Found; readAt: number }>();
  let heard = false;
  // Counts the changes: an answer read across a change may predate it, so it is not kept.
  let changes = 0;
  const forget = () => {
    changes += 1;
    kept.clear();
  };
  return {
    async read(key, read) {
      const known = heard ? kept.get(key) : undefined;
      if (known && now() - known.readAt < keptForMs) return known.found;
      const before = changes;
      const readAt = now();
      const found = await read();
      if (found !== undefined && heard && before === changes) {
        kept.delete(key);
        if (kept.size >= limit) kept.delete(kept.keys().next().value!);
        kept.set(key, { found, readAt });
      }
      return found;
    },
    changed: forget,
    hearing(yes) {
      forget();
      heard = yes;
    },
    get size() {
      return kept.size;
    },
  };
}
