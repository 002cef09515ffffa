import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { backends } from './helpers/database';
import { startServer, type TestServer } from './helpers/server';

for (const backend of backends) {
  describe(`newsletter (${backend})`, () => {
    let server: TestServer;

    before(async () => {
      server = await startServer(backend);
    });
    after(() => server.close());

    it('subscribes an address without sign-in and accepts a repeat quietly', async () => {
      const first = await server.request('POST', '/api/newsletter', { body: { email: ' Reader@Example.com ' } });
      assert.equal(first.status, 201);
      assert.equal(first.body.message, 'Thank you for subscribing!');
      const again = await server.request('POST', '/api/newsletter', { body: { email: 'reader@example.com' } });
      assert.equal(again.status, 201);
    });

    it('rejects an invalid address with a field error', async () => {
      const res = await server.request('POST', '/api/newsletter', { body: { email: 'not-an-email' } });
      assert.equal(res.status, 400);
      assert.equal(res.body.errors.email, 'Enter a valid e-mail address');
    });
  });
}
