import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { limitExportsPerUser } from '../src/plugins/export-limit';
import { setupErrorHandling } from '../src/plugins/errors';

/*
 * The per-user export limit on a bare server: each export waits until the test lets it finish, so
 * "at the same time" is certain rather than a race.
 */
describe('exports per user', () => {
  it('runs two exports of one user at once, answers a third 429 with Retry-After, and frees the slot when one ends', async () => {
    const app = Fastify();
    setupErrorHandling(app);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = { user: { id: String(request.headers['x-user']) }, jti: 'j' } as never;
    });
    limitExportsPerUser(app, 2);
    const gates: Array<() => void> = [];
    app.get('/api/trips/export', () => new Promise((resolve) => gates.push(() => resolve({ ok: true }))));
    app.get('/api/trips', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const get = (path: string, user: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-user': user } });
    try {
      const first = get('/api/trips/export', 'asha');
      const second = get('/api/trips/export', 'asha');
      while (gates.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
      const third = await get('/api/trips/export', 'asha');
      assert.equal(third.status, 429);
      assert.equal(third.headers.get('retry-after'), '5');
      assert.match(((await third.json()) as { message: string }).message, /You have 2 exports running already/);
      assert.equal((await get('/api/trips', 'asha')).status, 200, 'a list is not an export');
      const other = get('/api/trips/export', 'ravi');
      while (gates.length < 3) await new Promise((resolve) => setTimeout(resolve, 5));
      gates[0]!();
      assert.equal((await first).status, 200);
      const again = get('/api/trips/export', 'asha');
      while (gates.length < 4) await new Promise((resolve) => setTimeout(resolve, 5));
      for (const open of gates.slice(1)) open();
      assert.deepEqual([(await second).status, (await other).status, (await again).status], [200, 200, 200]);
    } finally {
      await app.close();
    }
  });
});
