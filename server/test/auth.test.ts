import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SignJWT, decodeJwt } from 'jose';
import { defaultRateLimits } from '../src/config';
import { backends } from './helpers/database';
import { ADMIN, TEST_JWT_SECRET, startServer, type TestServer } from './helpers/server';

const userKeys = [
  'active',
  'branchId',
  'createdAt',
  'email',
  'emailVerified',
  'id',
  'lastLoginAt',
  'name',
  'phone',
  'role',
  'updatedAt',
];

for (const backend of backends) {
  describe(`auth (${backend})`, () => {
    let server: TestServer;

    before(async () => {
      server = await startServer(backend);
    });
    after(() => server.close());

    describe('login', () => {
      it('returns the user and a token, and records the login time', async () => {
        const res = await server.request('POST', '/api/auth/login', { body: { email: ADMIN.email, password: ADMIN.password } });
        assert.equal(res.status, 200);
        assert.equal(res.body.success, true);
        assert.equal(res.body.message, 'Login successful!');
        assert.deepEqual(Object.keys(res.body.data.user).sort(), userKeys, 'no password hash or other extras');
        assert.equal(res.body.data.user.role, 'admin');
        assert.ok(Date.now() - Date.parse(res.body.data.user.lastLoginAt) < 60_000);

        const claims = decodeJwt(res.body.data.token);
        assert.equal(claims.sub, res.body.data.user.id);
        assert.equal(claims.role, 'admin');
        assert.equal(typeof claims.jti, 'string');
        assert.equal(claims.exp! - claims.iat!, 12 * 3600, 'TOKEN_TTL defaults to 12h');
      });

      it('e-mail matching ignores case and surrounding spaces', async () => {
        const res = await server.request('POST', '/api/auth/login', {
          body: { email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password },
        });
        assert.equal(res.status, 200);
      });

      it('a wrong password and an unknown e-mail get the same 401 message', async () => {
        for (const body of [
          { email: ADMIN.email, password: 'WrongPass123' },
          { email: 'nobody@test.example', password: 'WrongPass123' },
        ]) {
          const res = await server.request('POST', '/api/auth/login', { body });
          assert.equal(res.status, 401);
          assert.deepEqual(res.body, { success: false, message: 'Invalid email or password' });
        }
      });

      it('invalid input is a 400 with field errors', async () => {
        const res = await server.request('POST', '/api/auth/login', { body: { email: 'not-an-email' } });
        assert.equal(res.status, 400);
        assert.equal(res.body.success, false);
        assert.equal(res.body.errors.email, 'Enter a valid e-mail address');
        assert.equal(res.body.errors.password, 'Password is required');
        assert.equal(res.body.message, 'Enter a valid e-mail address', 'message is the first problem, for a toast');
      });

      it('a disabled account gets 403 once the password is right', async () => {
        const adminToken = await server.login(ADMIN.email, ADMIN.password);
        const created = await server.request('POST', '/api/users', {
          token: adminToken,
          body: { name: 'Dora Disabled', email: 'dora@test.example', password: 'DoraPass123', role: 'customer', active: false },
        });
        assert.equal(created.status, 201);
        const res = await server.request('POST', '/api/auth/login', {
          body: { email: 'dora@test.example', password: 'DoraPass123' },
        });
        assert.equal(res.status, 403);
        assert.equal(res.body.message, 'This account is disabled');
        const wrong = await server.request('POST', '/api/auth/login', {
          body: { email: 'dora@test.example', password: 'Wrong12345' },
        });
        assert.equal(wrong.status, 401, 'a wrong password does not reveal that the account is disabled');
      });
    });

    describe('verify and logout', () => {
      it('verify returns data.user for a good token', async () => {
        const token = await server.login(ADMIN.email, ADMIN.password);
        const res = await server.request('GET', '/api/auth/verify', { token });
        assert.equal(res.status, 200);
        assert.equal(res.body.data.user.email, ADMIN.email);
      });

      it('verify refuses a missing, garbage or wrongly signed token with 401', async () => {
        const forged = await new SignJWT({ role: 'admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('00000000-0000-4000-8000-000000000000')
          .setJti('00000000-0000-4000-8000-000000000001')
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-to-sign'));
        for (const token of [undefined, 'garbage', 'a.b.c', forged]) {
          const res = await server.request('GET', '/api/auth/verify', { token });
          assert.equal(res.status, 401, String(token));
          assert.equal(res.body.success, false);
        }
      });

      it('verify refuses an expired token even though its session exists', async () => {
        const token = await server.login(ADMIN.email, ADMIN.password);
        const { sub, jti } = decodeJwt(token);
        const past = Math.floor(Date.now() / 1000) - 60;
        const expired = await new SignJWT({ role: 'admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub!)
          .setJti(jti!)
          .setIssuedAt(past - 3600)
          .setExpirationTime(past)
          .sign(new TextEncoder().encode(TEST_JWT_SECRET));
        const res = await server.request('GET', '/api/auth/verify', { token: expired });
        assert.equal(res.status, 401);
      });

      it('a correctly signed token without a session (never issued) is refused', async () => {
        const token = await server.login(ADMIN.email, ADMIN.password);
        const { sub } = decodeJwt(token);
        const unknown = await new SignJWT({ role: 'admin' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub!)
          .setJti('00000000-0000-4000-8000-0000000000aa')
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(TEST_JWT_SECRET));
        assert.equal((await server.request('GET', '/api/auth/verify', { token: unknown })).status, 401);
      });

      it('logout revokes the session: the same token then gets 401, other sessions live on', async () => {
        const token = await server.login(ADMIN.email, ADMIN.password);
        const other = await server.login(ADMIN.email, ADMIN.password);
        const res = await server.request('POST', '/api/auth/logout', { token });
        assert.equal(res.status, 200);
        assert.equal(res.body.success, true);
        assert.equal(res.body.message, 'Logged out successfully');

        const again = await server.request('GET', '/api/auth/verify', { token });
        assert.equal(again.status, 401);
        assert.equal((await server.request('GET', '/api/users', { token })).status, 401, 'a copied token stops working');
        assert.equal((await server.request('GET', '/api/auth/verify', { token: other })).status, 200);
      });

      it('logout without a token is a 401', async () => {
        assert.equal((await server.request('POST', '/api/auth/logout')).status, 401);
      });
    });

    describe('register', () => {
      it('creates a customer and signs them in, whatever role the body claims', async () => {
        const res = await server.request('POST', '/api/auth/register', {
          body: { name: '  Ravi Kumar ', email: 'Ravi@Test.Example', password: 'Secret123', role: 'admin' },
        });
        assert.equal(res.status, 201);
        assert.equal(res.body.message, 'Registration successful!');
        assert.equal(res.body.data.user.role, 'customer');
        assert.equal(res.body.data.user.name, 'Ravi Kumar');
        assert.equal(res.body.data.user.email, 'ravi@test.example');
        assert.deepEqual(Object.keys(res.body.data.user).sort(), userKeys);
        const verify = await server.request('GET', '/api/auth/verify', { token: res.body.data.token });
        assert.equal(verify.body.data.user.email, 'ravi@test.example');
      });

      it('a duplicate e-mail (any case) is a 409', async () => {
        const res = await server.request('POST', '/api/auth/register', {
          body: { name: 'Ravi Again', email: 'RAVI@test.example', password: 'Secret123' },
        });
        assert.equal(res.status, 409);
        assert.deepEqual(res.body, {
          success: false,
          message: 'An account with this e-mail already exists',
          errors: { email: 'An account with this e-mail already exists' },
        });
      });

      it('a weak password is a 400 with errors.password', async () => {
        for (const password of ['short1', 'lettersonly', '1234567890']) {
          const res = await server.request('POST', '/api/auth/register', {
            body: { name: 'Weak', email: 'weak@test.example', password },
          });
          assert.equal(res.status, 400, password);
          assert.equal(typeof res.body.errors.password, 'string');
        }
      });

      it('missing fields are reported per field', async () => {
        const res = await server.request('POST', '/api/auth/register', { body: {} });
        assert.equal(res.status, 400);
        assert.deepEqual(res.body.errors, {
          name: 'Name is required',
          email: 'E-mail is required',
          password: 'Password is required',
        });
      });
    });

    describe('profile', () => {
      it('GET returns data.user; PUT updates name and phone', async () => {
        const registered = await server.request('POST', '/api/auth/register', {
          body: { name: 'Priya Shah', email: 'priya@test.example', password: 'Secret123' },
        });
        const token = registered.body.data.token as string;

        const got = await server.request('GET', '/api/auth/profile', { token });
        assert.equal(got.status, 200);
        assert.equal(got.body.data.user.name, 'Priya Shah');
        assert.equal(got.body.data.user.phone, null);

        const put = await server.request('PUT', '/api/auth/profile', {
          token,
          body: { name: 'Priya S. Shah', phone: '+91 98200 12345' },
        });
        assert.equal(put.status, 200);
        assert.equal(put.body.message, 'Profile updated successfully!');
        assert.equal(put.body.data.user.name, 'Priya S. Shah');
        assert.equal(put.body.data.user.phone, '+91 98200 12345');

        const cleared = await server.request('PUT', '/api/auth/profile', { token, body: { phone: '' } });
        assert.equal(cleared.body.data.user.phone, null);
        assert.equal(cleared.body.data.user.name, 'Priya S. Shah', 'absent fields are left alone');
      });

      it('PUT ignores fields a user may not change about themself', async () => {
        const token = await server.login('priya@test.example', 'Secret123');
        const res = await server.request('PUT', '/api/auth/profile', { token, body: { role: 'admin', email: 'x@test.example' } });
        assert.equal(res.status, 200);
        assert.equal(res.body.data.user.role, 'customer');
        assert.equal(res.body.data.user.email, 'priya@test.example');
      });

      it('PUT validates', async () => {
        const token = await server.login('priya@test.example', 'Secret123');
        const res = await server.request('PUT', '/api/auth/profile', { token, body: { name: 'x', phone: 'call me' } });
        assert.equal(res.status, 400);
        assert.ok(res.body.errors.name);
        assert.ok(res.body.errors.phone);
      });

      it('needs a token', async () => {
        assert.equal((await server.request('GET', '/api/auth/profile')).status, 401);
      });
    });

    describe('account changes by an admin take effect on live sessions', () => {
      it('disabling a user ends their sessions; a password change by an admin does too', async () => {
        const adminToken = await server.login(ADMIN.email, ADMIN.password);
        const reg = await server.request('POST', '/api/auth/register', {
          body: { name: 'Sam Lee', email: 'sam@test.example', password: 'Secret123' },
        });
        const samId = reg.body.data.user.id as string;
        const samToken = reg.body.data.token as string;

        await server.request('PUT', `/api/users/${samId}`, { token: adminToken, body: { password: 'NewSecret456' } });
        assert.equal((await server.request('GET', '/api/auth/verify', { token: samToken })).status, 401);

        const samToken2 = await server.login('sam@test.example', 'NewSecret456');
        await server.request('PUT', `/api/users/${samId}`, { token: adminToken, body: { active: false } });
        const res = await server.request('GET', '/api/auth/verify', { token: samToken2 });
        assert.equal(res.status, 401);
      });
    });
  });

  describe(`auth rate limit (${backend})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer(backend, { config: { rateLimits: defaultRateLimits(3) } });
    });
    after(() => server.close());

    it('login and register answer 429 after the per-minute limit', async () => {
      const attempt = () => server.request('POST', '/api/auth/login', { body: { email: ADMIN.email, password: 'Wrong12345' } });
      for (let i = 0; i < 3; i += 1) assert.equal((await attempt()).status, 401);
      const limited = await attempt();
      assert.equal(limited.status, 429);
      assert.deepEqual(limited.body, { success: false, message: 'Too many attempts, please try again in a minute' });
      assert.ok(limited.headers.get('retry-after'));
      // Other routes are not throttled.
      assert.equal((await server.request('GET', '/api/health')).status, 200);
    });
  });
}
