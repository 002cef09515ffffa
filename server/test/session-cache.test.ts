import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSessionCache } from '../src/modules/auth/session-cache';

/** A reader that counts how often the database would have been asked. */
function counted<T>(answer: T | undefined) {
  const reader = { reads: 0, answer, read: async () => ((reader.reads += 1), reader.answer) };
  return reader;
}

describe('the sessions kept between calls', () => {
  it('reads a session once while every change is heard, and again after a change', async () => {
    const cache = createSessionCache<string>();
    cache.hearing(true);
    const db = counted('session of Asha');
    assert.equal(await cache.read('t1', db.read), 'session of Asha');
    assert.equal(await cache.read('t1', db.read), 'session of Asha');
    assert.equal(db.reads, 1);
    db.answer = 'session of Asha, signed out';
    cache.changed();
    assert.equal(await cache.read('t1', db.read), 'session of Asha, signed out');
    assert.equal(db.reads, 2);
  });

  it('keeps nothing while changes may go unheard, and forgets all when hearing stops or starts', async () => {
    const cache = createSessionCache<string>();
    const db = counted('session');
    await cache.read('t1', db.read);
    await cache.read('t1', db.read);
    assert.equal(db.reads, 2, 'before listening');
    cache.hearing(true);
    await cache.read('t1', db.read);
    cache.hearing(false);
    await cache.read('t1', db.read);
    assert.equal(db.reads, 4, 'after the listening connection was lost');
    assert.equal(cache.size, 0);
    cache.hearing(true);
    await cache.read('t1', db.read);
    await cache.read('t1', db.read);
    assert.equal(db.reads, 5);
  });

  it('does not keep an answer read while a change came in (it may predate the change)', async () => {
    const cache = createSessionCache<string>();
    cache.hearing(true);
    const stale = await cache.read('t1', async () => {
      cache.changed();
      return 'as it was before the sign-out';
    });
    assert.equal(stale, 'as it was before the sign-out');
    const db = counted('signed out');
    assert.equal(await cache.read('t1', db.read), 'signed out');
    assert.equal(db.reads, 1);
  });

  it('never keeps a token that names no session', async () => {
    const cache = createSessionCache<string>();
    cache.hearing(true);
    const db = counted<string>(undefined);
    await cache.read('forged', db.read);
    await cache.read('forged', db.read);
    assert.equal(db.reads, 2);
  });

  it('reads a session again after ten seconds, notice or not, and keeps at most `limit` of them', async () => {
    let clock = 0;
    const cache = createSessionCache<string>({ limit: 2, now: () => clock });
    cache.hearing(true);
    const db = counted('session');
    await cache.read('t1', db.read);
    clock = 9_999;
    await cache.read('t1', db.read);
    assert.equal(db.reads, 1);
    clock = 10_000;
    await cache.read('t1', db.read);
    assert.equal(db.reads, 2);
    await cache.read('t2', db.read);
    await cache.read('t3', db.read);
    assert.equal(cache.size, 2);
    await cache.read('t3', db.read);
    assert.equal(db.reads, 4, 't3 is kept');
    await cache.read('t1', db.read);
    assert.equal(db.reads, 5, 't1, the oldest, made room');
  });
});
