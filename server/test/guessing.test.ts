import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { defaultRateLimits, type RateLimits } from '../src/config';
import { readNewestOutboxMessage } from '../src/lib/mailer';
import { backends } from './helpers/database';
import { ADMIN, startServer, type ApiResponse, type TestServer } from './helpers/server';

/** The shipped limits, except that one address may try as often as a burst needs. */
function limitsWithOpenAddresses(): RateLimits {
  const limits = defaultRateLimits(1_000_000);
  limits.changePassword.perAddress = { max: 1_000_000, windowMs: 60_000 };
  return limits;
}

const statuses = (responses: ApiResponse[]) =>
  responses.reduce<Record<number, number>>((counts, res) => ({ ...counts, [res.status]: (counts[res.status] ?? 0) + 1 }), {});

/** The device cookie a successful sign-in set, as a Cookie header value. */
function deviceCookie(res: ApiResponse): string {
  const cookies = res.headers.getSetCookie().filter((cookie) => cookie.startsWith('grl_device_'));
  assert.equal(cookies.length, 1, 'one device cookie');
  assert.match(cookies[0]!, /; HttpOnly/i);
  assert.match(cookies[0]!, /; SameSite=Strict/i);
  assert.match(cookies[0]!, /; Path=\/api\/auth/);
  return cookies[0]!.split(';')[0]!;
}

for (const backend of backends) {
  describe(`password guessing limits (${backend})`, () => {
    let server: TestServer;
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const login = (email: string, password: string, headers: Record<string, string> = {}) =>
      server.request('POST', '/api/auth/login', { body: { email, password }, headers });
    const register = async (name: string, email: string, password: string) => {
      const res = await server.request('POST', '/api/auth/register', {
        body: { name, email, password },
        headers: from('192.0.2.1'),
      });
      assert.equal(res.status, 201, res.text);
      return res.body.data.token as string;
    };

    before(async () => {
      server = await startServer(backend, { config: { rateLimits: limitsWithOpenAddresses() }, env: { TRUST_PROXY: 'true' } });
    });
    after(() => server.close());

    it('100 concurrent wrong passwords from one address: 10 are checked, 90 get 429', async () => {
      await register('Burst Target', 'burst@test.example', 'Burst2026x');
      const results = await Promise.all(
        Array.from({ length: 100 }, () => login('burst@test.example', 'Wrong12345', from('198.51.100.7'))),
      );
      assert.deepEqual(statuses(results), { 401: 10, 429: 90 });
      const limited = results.find((res) => res.status === 429)!;
      assert.match(limited.body.message, /^Too many failed sign-in attempts for this account, please try again in 15 minutes$/);
      assert.ok(Number(limited.headers.get('retry-after')) > 14 * 60);
    });

    it("one address's wrong passwords do not lock the owner out from elsewhere", async () => {
      await register('Pair Owner', 'pair@test.example', 'Owner2026x');
      for (let i = 0; i < 10; i += 1)
        assert.equal((await login('pair@test.example', 'Wrong12345', from('203.0.113.9'))).status, 401);
      assert.equal(
        (await login('pair@test.example', 'Owner2026x', from('203.0.113.9'))).status,
        429,
        'the guessing address is stopped',
      );
      assert.equal(
        (await login('pair@test.example', 'Owner2026x', from('192.0.2.44'))).status,
        200,
        'the owner elsewhere is not',
      );
    });

    it('100 concurrent wrong passwords from 100 addresses: at most 30 are checked for the account', async () => {
      await register('Spread Target', 'spread@test.example', 'Spread2026x');
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) => login('spread@test.example', 'Wrong12345', from(`10.1.${i}.1`))),
      );
      assert.deepEqual(statuses(results), { 401: 30, 429: 70 });
    });

    it("the owner's browser still signs in during that lockout; a new browser is told what to do", async () => {
      await register('Device Owner', 'device@test.example', 'Device2026x');
      const first = await login('device@test.example', 'Device2026x', from('192.0.2.60'));
      assert.equal(first.status, 200);
      const cookie = deviceCookie(first);

      await Promise.all(Array.from({ length: 40 }, (_, i) => login('device@test.example', 'Wrong12345', from(`10.2.${i}.1`))));

      const stranger = await login('device@test.example', 'Device2026x', from('192.0.2.61'));
      assert.equal(stranger.status, 429, 'the right password from an unknown browser waits like everyone else');
      assert.match(
        stranger.body.message,
        /locked .* Try again in \d+ minutes, sign in from a browser you have used with it before, or reset your password\.$/,
      );

      const owner = await login('device@test.example', 'Device2026x', { ...from('198.51.100.200'), cookie });
      assert.equal(owner.status, 200, 'the trusted browser signs in, from any address');

      const forged = cookie.replace(/=([^.]+)\./, '=AAAAAAAAAAAAAAAAAAAAAA.');
      assert.equal((await login('device@test.example', 'Device2026x', { ...from('192.0.2.62'), cookie: forged })).status, 429);
    });

    it('a trusted browser has a limit of its own', async () => {
      await register('Own Limit', 'ownlimit@test.example', 'OwnLimit2026x');
      const cookie = deviceCookie(await login('ownlimit@test.example', 'OwnLimit2026x'));
      const results = await Promise.all(
        Array.from({ length: 20 }, () => login('ownlimit@test.example', 'Wrong12345', { cookie })),
      );
      assert.deepEqual(statuses(results), { 401: 10, 429: 10 });
    });

    it('a password reset lifts every lock on the account', async () => {
      await register('Reset Owner', 'resetlock@test.example', 'Before2026x');
      await Promise.all(Array.from({ length: 40 }, (_, i) => login('resetlock@test.example', 'Wrong12345', from(`10.3.${i}.1`))));
      assert.equal((await login('resetlock@test.example', 'Before2026x', from('192.0.2.70'))).status, 429);

      const asked = await server.request('POST', '/api/auth/forgot-password', {
        body: { email: 'resetlock@test.example' },
        headers: from('192.0.2.70'),
      });
      assert.equal(asked.status, 200);
      let token: string | undefined;
      for (let waited = 0; waited < 5000 && !token; waited += 20) {
        const mail = readNewestOutboxMessage(server.config.mail.outboxDir)?.decoded ?? '';
        token = /^To: resetlock@test\.example$/m.test(mail)
          ? /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1]
          : undefined;
        if (!token) await sleep(20);
      }
      assert.ok(token, 'a reset e-mail arrived');
      const reset = await server.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'After2026x' } });
      assert.equal(reset.status, 200, reset.text);
      assert.equal((await login('resetlock@test.example', 'After2026x', from('192.0.2.70'))).status, 200);
    });

    it('an admin setting a new password lifts the locks too', async () => {
      await register('Admin Helped', 'helped@test.example', 'Before2026x');
      await Promise.all(Array.from({ length: 40 }, (_, i) => login('helped@test.example', 'Wrong12345', from(`10.5.${i}.1`))));
      assert.equal((await login('helped@test.example', 'Before2026x', from('192.0.2.90'))).status, 429);
      const admin = await server.login(ADMIN.email, ADMIN.password);
      const users = await server.request('GET', '/api/users?search=helped', { token: admin });
      const id = users.body.data[0].id as string;
      const set = await server.request('PUT', `/api/users/${id}`, { token: admin, body: { password: 'Helped2026x' } });
      assert.equal(set.status, 200, set.text);
      assert.equal((await login('helped@test.example', 'Helped2026x', from('192.0.2.90'))).status, 200);
    });

    it('reset e-mails: 3 per address for an account, so one address cannot stop the owner getting a link', async () => {
      const forgot = (address: string) =>
        server.request('POST', '/api/auth/forgot-password', { body: { email: ADMIN.email }, headers: from(address) });
      for (let i = 0; i < 3; i += 1) assert.equal((await forgot('203.0.113.20')).status, 200);
      assert.equal((await forgot('203.0.113.20')).status, 429);
      assert.equal((await forgot('192.0.2.80')).status, 200, 'the owner, elsewhere, still gets a link');
      // Strangers together: 10 an hour for one account (4 used above), to spare the mailbox.
      const spread = await Promise.all(Array.from({ length: 10 }, (_, i) => forgot(`10.4.${i}.1`)));
      assert.deepEqual(statuses(spread), { 200: 6, 429: 4 });
    });

    it('change password: 30 concurrent wrong current passwords with one stolen token: 10 are checked', async () => {
      const token = await register('Stolen Token', 'stolen@test.example', 'Stolen2026x');
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          server.request('PUT', '/api/auth/change-password', {
            token,
            body: { currentPassword: `Guess${i}abc`, newPassword: 'Newer2026x' },
          }),
        ),
      );
      assert.deepEqual(statuses(results), { 400: 10, 429: 20 });
      assert.equal((await server.request('GET', '/api/auth/verify', { token })).status, 200, 'a 429, not a sign-out');
    });
  });

  describe(`per-address limits on change password and sign-up (${backend})`, () => {
    let server: TestServer;
    before(async () => {
      const limits = defaultRateLimits(5);
      limits.register.perAddress = { max: 1_000_000, windowMs: 60_000 };
      server = await startServer(backend, { config: { rateLimits: limits } });
    });
    after(() => server.close());

    it('both change-password calls share a per-address limit, whichever path is used', async () => {
      const admin = await server.login(ADMIN.email, ADMIN.password);
      const change = (path: string) =>
        server.request('PUT', path, { token: admin, body: { currentPassword: 'Guess1234x', newPassword: 'Newer2026x' } });
      for (let i = 0; i < 3; i += 1) assert.equal((await change('/api/auth/change-password')).status, 400);
      for (let i = 0; i < 2; i += 1) assert.equal((await change('/api/profile/change-password')).status, 400);
      const limited = await change('/api/profile/change-password');
      assert.equal(limited.status, 429);
      assert.equal(limited.body.message, 'Too many attempts, please try again in a minute');
    });

    it('sign-up keeps its "already exists" field error, at most 5 times an hour per address', async () => {
      const signUp = (email: string) =>
        server.request('POST', '/api/auth/register', { body: { name: 'Probe Person', email, password: 'Probe2026x' } });
      for (let i = 0; i < 4; i += 1) {
        const res = await signUp(ADMIN.email);
        assert.equal(res.status, 409);
        assert.equal(res.body.errors.email, 'An account with this e-mail already exists');
      }
      assert.equal((await signUp('fresh.person@test.example')).status, 201, 'a real sign-up is not counted');
      assert.equal((await signUp(ADMIN.email)).status, 409);
      const limited = await signUp(ADMIN.email);
      assert.equal(limited.status, 429);
      assert.equal(limited.body.message, 'Too many sign-ups from this address, please try again in 60 minutes');
    });
  });
}
