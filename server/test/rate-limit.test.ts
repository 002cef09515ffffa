import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultRateLimits } from '../src/config';
import { limitConcurrency, ServerBusyError } from '../src/lib/concurrency';
import { openDatabase, type Database } from '../src/db/client';
import { RateLimiter, TooManyRequestsError, type AttemptLimit } from '../src/lib/rate-limit';
import { createDatabaseRateLimitStore, createMemoryRateLimitStore, type RateLimitStore } from '../src/lib/rate-limit-stores';
import { backends, createPostgresDatabase, seedPgliteDir } from './helpers/database';

const MINUTE = 60_000;

class Wrong extends Error {}
const isWrong = (error: unknown) => error instanceof Wrong;

function clock(start = Date.parse('2026-11-23T00:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const limit = (key: string, max: number, windowMs: number, extra: Partial<AttemptLimit> = {}): AttemptLimit => ({
  key,
  rule: { max, windowMs },
  message: (wait) => `wait ${wait}`,
  forgetOnSuccess: true,
  ...extra,
});

describe('RateLimiter.guardAttempt', () => {
  it('of 100 concurrent guesses only `max` run: each is counted before it is checked', async () => {
    const limiter = new RateLimiter();
    let evaluated = 0;
    const guess = () =>
      limiter.guardAttempt([limit('account', 10, 15 * MINUTE)], isWrong, async () => {
        evaluated += 1;
        await sleep(5);
        throw new Wrong();
      });
    const results = await Promise.allSettled(Array.from({ length: 100 }, guess));
    assert.equal(evaluated, 10);
    assert.equal(results.filter((r) => r.status === 'rejected' && r.reason instanceof Wrong).length, 10);
    assert.equal(results.filter((r) => r.status === 'rejected' && r.reason instanceof TooManyRequestsError).length, 90);
  });

  it('a success gives the attempt back (or forgets the failures); an unrelated error gives it back too', async () => {
    const limiter = new RateLimiter();
    const pair = limit('pair', 3, MINUTE);
    const account = limit('account', 3, MINUTE, { forgetOnSuccess: false });
    const fail = () => limiter.guardAttempt([pair, account], isWrong, () => Promise.reject(new Wrong())).catch(() => {});
    await fail();
    await fail();
    await limiter.guardAttempt([pair, account], isWrong, async () => 'ok');
    assert.equal(await limiter.blockedFor('pair', pair.rule), 0);
    await fail(); // pair: 1 (forgotten on success), account: 3 (two kept, the success given back)
    assert.ok((await limiter.blockedFor('account', account.rule)) > 0, 'the account kept its failures');
    assert.equal(await limiter.blockedFor('pair', pair.rule), 0);

    const other = limit('other', 1, MINUTE);
    await assert.rejects(limiter.guardAttempt([other], isWrong, () => Promise.reject(new Error('database down'))));
    assert.equal(await limiter.blockedFor('other', other.rule), 0, 'not a wrong guess: not counted');
  });

  it('an escalating limit blocks twice as long each time it fills again within a day, up to its cap', async () => {
    const time = clock();
    const limiter = new RateLimiter(createMemoryRateLimitStore(time.now));
    const rule = { max: 3, windowMs: 15 * MINUTE, escalate: { maxMs: 60 * MINUTE } };
    const account: AttemptLimit = { key: 'acct', rule, message: String, forgetOnSuccess: false };
    // Concurrent, as an attack would be: several failures settle after the window filled, one strike.
    const fill = () =>
      Promise.all(
        Array.from({ length: 5 }, () =>
          limiter.guardAttempt([account], isWrong, () => sleep(1).then(() => Promise.reject(new Wrong()))).catch(() => {}),
        ),
      );
    const blocks: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      await fill();
      const wait = await limiter.blockedFor('acct', rule);
      blocks.push(Math.round(wait / 60));
      time.advance(wait * 1000);
    }
    assert.deepEqual(blocks, [15, 30, 60, 60]);
  });

  it('the shipped sign-in limits bound strangers to about 200 wrong passwords a day against one account', async () => {
    const time = clock();
    const limiter = new RateLimiter(createMemoryRateLimitStore(time.now));
    const rules = defaultRateLimits().login;
    let evaluated = 0;
    // One guess a second from a fresh address each time, for 24 hours.
    for (let second = 0; second < 86_400; second += 1) {
      const limits: AttemptLimit[] = [
        { key: `pair:${second}`, rule: rules.failuresPerAccountAndAddress, message: String, forgetOnSuccess: true },
        { key: 'strangers', rule: rules.failuresPerAccount, message: String, forgetOnSuccess: false },
      ];
      await limiter
        .guardAttempt(limits, isWrong, () => {
          evaluated += 1;
          return Promise.reject(new Wrong());
        })
        .catch(() => {});
      time.advance(1000);
    }
    assert.ok(evaluated <= 240, `${evaluated} guesses in a day`);
    assert.ok(evaluated >= 150, `${evaluated}: the limit still lets an owner try now and then`);
  });
});

/** A migrated database of `backend` for the store's own statements, and how to throw it away. */
async function migratedDatabase(backend: (typeof backends)[number]): Promise<{ database: Database; drop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-rate-limit-'));
  const postgres = backend === 'postgresql' ? await createPostgresDatabase() : undefined;
  if (!postgres) await seedPgliteDir(dataDir);
  const database = await openDatabase({ dataDir, databaseUrl: postgres?.url, embeddedDatabase: 'pglite' });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// The database store (rate_limit_counters) on each backend: the same behaviour as the memory store,
// on the database's clock. Windows of a fraction of a second stand in for minutes.
for (const backend of backends) {
  describe(`the database rate-limit store (${backend})`, () => {
    let store: RateLimitStore;
    let drop: () => Promise<void>;
    it('opens', async () => {
      const opened = await migratedDatabase(backend);
      store = createDatabaseRateLimitStore(opened.database.db);
      drop = opened.drop;
    });

    it('of 40 concurrent guesses only `max` run, and a success forgets or gives back the count', async () => {
      const limiter = new RateLimiter(store);
      let evaluated = 0;
      const guess = () =>
        limiter.guardAttempt([limit('db:account', 10, MINUTE)], isWrong, async () => {
          evaluated += 1;
          await sleep(5);
          throw new Wrong();
        });
      const results = await Promise.allSettled(Array.from({ length: 40 }, guess));
      assert.equal(evaluated, 10);
      assert.equal(results.filter((r) => r.status === 'rejected' && r.reason instanceof TooManyRequestsError).length, 30);
      assert.equal((await store.peek('db:account'))?.count, 10, 'refused guesses gave their counts back');
      const wait = await limiter.blockedFor('db:account', limit('db:account', 10, MINUTE).rule);
      assert.ok(wait > 55 && wait <= 60, `blocked for ${wait} s`);

      const kept = limit('db:kept', 3, MINUTE, { forgetOnSuccess: false });
      await limiter.guardAttempt([kept], isWrong, () => Promise.reject(new Wrong())).catch(() => {});
      await limiter.guardAttempt([kept], isWrong, async () => 'ok');
      assert.equal((await store.peek('db:kept'))?.count, 1, 'the success was given back, the failure kept');
      await limiter.guardAttempt([limit('db:kept', 3, MINUTE)], isWrong, async () => 'ok');
      assert.equal(await store.peek('db:kept'), undefined, 'forgotten on success');
    });

    it('a window ends on time and starts afresh; resetPrefix and sweep forget what they should', async () => {
      const rule = { max: 2, windowMs: 150 };
      const limiter = new RateLimiter(store);
      assert.equal(await limiter.hit('db:short', rule), 0);
      assert.equal(await limiter.hit('db:short', rule), 0);
      assert.ok((await limiter.hit('db:short', rule)) > 0, 'the third hit in the window is over');
      await sleep(200);
      assert.equal(await limiter.hit('db:short', rule), 0, 'a new window');
      assert.equal((await store.peek('db:short'))?.count, 1);

      await limiter.hit('guess:a@x:address:1', rule);
      await limiter.hit('guess:a@x:strangers', rule);
      await limiter.hit('guess:b@x:strangers', rule);
      await limiter.resetPrefix('guess:a@x:');
      assert.equal(await store.peek('guess:a@x:address:1'), undefined);
      assert.equal(await store.peek('guess:a@x:strangers'), undefined);
      assert.equal((await store.peek('guess:b@x:strangers'))?.count, 1);

      await sleep(200);
      assert.ok((await store.sweep()) >= 2, 'expired counters are deleted');
      assert.equal(await store.sweep(), 0);
    });

    it('an escalating limit blocks twice as long each time it fills again, up to its cap', async () => {
      const rule = { max: 3, windowMs: 200, escalate: { maxMs: 800 } };
      const limiter = new RateLimiter(store);
      const account: AttemptLimit = { key: 'db:acct', rule, message: String, forgetOnSuccess: false };
      const blocks: number[] = [];
      for (let round = 0; round < 4; round += 1) {
        await Promise.all(
          Array.from({ length: 5 }, () =>
            limiter.guardAttempt([account], isWrong, () => sleep(1).then(() => Promise.reject(new Wrong()))).catch(() => {}),
          ),
        );
        const { msLeft } = (await store.peek('db:acct'))!;
        blocks.push(Math.round(msLeft / 200) * 200);
        await sleep(msLeft + 30);
      }
      assert.deepEqual(blocks, [200, 400, 800, 800]);
    });

    it('closes', async () => {
      await drop();
    });
  });
}

describe('limitConcurrency', () => {
  it('runs at most `concurrency` tasks at once, in order, and refuses past the queue', async () => {
    const pool = limitConcurrency(2, 3);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (id: number) =>
      pool.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await sleep(10);
        order.push(id);
        running -= 1;
        return id;
      });
    const accepted = [1, 2, 3, 4, 5].map(task);
    await assert.rejects(task(6), ServerBusyError);
    assert.deepEqual(await Promise.all(accepted), [1, 2, 3, 4, 5]);
    assert.equal(peak, 2);
    assert.deepEqual(order, [1, 2, 3, 4, 5]);
    assert.equal(pool.running + pool.waiting, 0);
  });

  it('a failing task frees its place', async () => {
    const pool = limitConcurrency(1, 10);
    await assert.rejects(pool.run(() => Promise.reject(new Error('boom'))));
    assert.equal(await pool.run(async () => 'next'), 'next');
  });
});
