import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { defaultRateLimits } from '../src/config';
import { auditLog, passwordResetTokens, users } from '../src/db/schema';
import { decodeQuotedPrintable, readNewestOutboxMessage } from '../src/lib/mailer';
import { backends } from './helpers/database';
import { ADMIN, startServer, type TestServer } from './helpers/server';

const FORGOT_ANSWER = {
  success: true,
  data: null,
  message: 'If an account exists for that e-mail, a reset link has been sent.',
};
const LINK_INVALID = 'This reset link has expired or has already been used';
const POLICY = { minLength: 8, maxLength: 128, requires: ['a letter', 'a digit'] };

/** Every password e-mail in the outbox addressed to `email`, decoded, oldest first (a sign-up's address check aside). */
function mailsTo(server: TestServer, email: string): string[] {
  const dir = server.config.mail.outboxDir;
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names
    .map((name) => decodeQuotedPrintable(readFileSync(join(dir, name), 'utf8')))
    .filter((mail) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'm').test(mail))
    .filter((mail) => !/^Subject: Confirm your e-mail address/m.test(mail));
}

/** Reset e-mails are sent after the response: wait for the `count`-th one to `email`. */
async function waitForMail(server: TestServer, email: string, count: number): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const mails = mailsTo(server, email);
    if (mails.length >= count) return mails[count - 1]!;
    await sleep(20);
  }
  throw new Error(`no e-mail #${count} to ${email} arrived`);
}

function tokenFrom(mail: string, linkBase: string): string {
  const match = new RegExp(`${linkBase.replace(/[.?/]/g, '\\$&')}\\?token=([A-Za-z0-9_-]{43})`).exec(mail);
  assert.ok(match, `a reset link ${linkBase}?token=… in:\n${mail}`);
  return match[1]!;
}

/** Asks for a reset link for `email` and returns its token (read from the outbox). */
async function requestResetToken(server: TestServer, email: string, linkPath = '/reset-password'): Promise<string> {
  const before = mailsTo(server, email).length;
  const res = await server.request('POST', '/api/auth/forgot-password', { body: { email } });
  assert.equal(res.status, 200, res.text);
  return tokenFrom(await waitForMail(server, email, before + 1), `${server.config.publicUrl}${linkPath}`);
}

async function register(server: TestServer, name: string, email: string, password: string) {
  const res = await server.request('POST', '/api/auth/register', { body: { name, email, password } });
  assert.equal(res.status, 201, res.text);
  return { id: res.body.data.user.id as string, token: res.body.data.token as string };
}

async function auditRows(server: TestServer, action: string, entityId: string) {
  const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.action, action));
  return rows.filter((row) => row.entityId === entityId);
}

for (const backend of backends) {
  describe(`passwords (${backend})`, () => {
    let server: TestServer;
    let admin: string;

    before(async () => {
      server = await startServer(backend);
      admin = await server.login(ADMIN.email, ADMIN.password);
    });
    after(() => server.close());

    describe('PUT /auth/change-password', () => {
      it('refuses a wrong current password with 400 and a field error (not 401)', async () => {
        const { token } = await register(server, 'Cara Wrong', 'cara-wrong@test.example', 'Secret123');
        const res = await server.request('PUT', '/api/auth/change-password', {
          token,
          body: { currentPassword: 'NotMine123', newPassword: 'Newer456x' },
        });
        assert.equal(res.status, 400);
        assert.deepEqual(res.body, {
          success: false,
          message: 'Current password is incorrect',
          errors: { currentPassword: 'Current password is incorrect' },
        });
        assert.equal((await server.request('GET', '/api/auth/verify', { token })).status, 200, 'still signed in');
      });

      it('validates the new password: the same as the current one, or too weak', async () => {
        const token = await server.login('cara-wrong@test.example', 'Secret123');
        const same = await server.request('PUT', '/api/auth/change-password', {
          token,
          body: { currentPassword: 'Secret123', newPassword: 'Secret123' },
        });
        assert.equal(same.status, 400);
        assert.equal(same.body.errors.newPassword, 'The new password must differ from the current one');
        const weak = await server.request('PUT', '/api/auth/change-password', {
          token,
          body: { currentPassword: 'Secret123', newPassword: 'short' },
        });
        assert.equal(weak.status, 400);
        assert.equal(typeof weak.body.errors.newPassword, 'string');
        const missing = await server.request('PUT', '/api/auth/change-password', { token, body: {} });
        assert.equal(missing.status, 400);
        assert.ok(missing.body.errors.currentPassword);
        assert.ok(missing.body.errors.newPassword);
      });

      it('needs a token', async () => {
        const res = await server.request('PUT', '/api/auth/change-password', {
          body: { currentPassword: 'Secret123', newPassword: 'Newer456x' },
        });
        assert.equal(res.status, 401);
      });

      it('changes the password, signs out the other sessions and keeps this one', async () => {
        const { id, token: current } = await register(server, 'Cara Change', 'cara@test.example', 'Secret123');
        const other1 = await server.login('cara@test.example', 'Secret123');
        const other2 = await server.login('cara@test.example', 'Secret123');
        const started = Date.now();

        const res = await server.request('PUT', '/api/auth/change-password', {
          token: current,
          body: { currentPassword: 'Secret123', newPassword: 'Newer456x' },
        });
        assert.equal(res.status, 200, res.text);
        assert.deepEqual(res.body, { success: true, data: null, message: 'Password changed successfully!' });

        assert.equal((await server.request('GET', '/api/auth/verify', { token: current })).status, 200);
        for (const other of [other1, other2]) {
          assert.equal((await server.request('GET', '/api/auth/verify', { token: other })).status, 401);
        }
        const old = await server.request('POST', '/api/auth/login', {
          body: { email: 'cara@test.example', password: 'Secret123' },
        });
        assert.equal(old.status, 401);
        await server.login('cara@test.example', 'Newer456x');

        const [row] = await server.database.db.select().from(users).where(eq(users.id, id));
        assert.ok(row!.passwordHash.startsWith('$argon2id$'));
        assert.ok(row!.passwordChangedAt.getTime() >= started - 5_000);

        const audits = await auditRows(server, 'user.password_change', id);
        assert.equal(audits.length, 1);
        assert.equal(audits[0]!.actorId, id);
        assert.equal(audits[0]!.actorEmail, 'cara@test.example');
        assert.equal(audits[0]!.entity, 'user');
        assert.equal(audits[0]!.before, null);
        assert.deepEqual(audits[0]!.after, { passwordChangedAt: row!.passwordChangedAt.toISOString() });
        assert.doesNotMatch(JSON.stringify(audits), /argon2|passwordHash|Newer456x|Secret123/);
      });
    });

    describe('PUT /profile/change-password', () => {
      it('is for admins only', async () => {
        const body = { currentPassword: 'Secret123', newPassword: 'Newer456x' };
        assert.equal((await server.request('PUT', '/api/profile/change-password', { body })).status, 401);
        const { token } = await register(server, 'Cus Tomer', 'customer-profile@test.example', 'Secret123');
        const res = await server.request('PUT', '/api/profile/change-password', { token, body });
        assert.equal(res.status, 403);
        assert.equal(res.body.message, 'Admin access required');
        await server.login('customer-profile@test.example', 'Secret123'); // unchanged
      });

      it('changes an admin password the same way', async () => {
        const created = await server.request('POST', '/api/users', {
          token: admin,
          body: { name: 'Olga Ops', email: 'ops@test.example', password: 'OpsPass123', role: 'admin', active: true },
        });
        assert.equal(created.status, 201, created.text);
        const token = await server.login('ops@test.example', 'OpsPass123');
        const other = await server.login('ops@test.example', 'OpsPass123');

        const wrong = await server.request('PUT', '/api/profile/change-password', {
          token,
          body: { currentPassword: 'Nope12345', newPassword: 'OpsNewer456' },
        });
        assert.equal(wrong.status, 400);
        assert.equal(wrong.body.errors.currentPassword, 'Current password is incorrect');

        const res = await server.request('PUT', '/api/profile/change-password', {
          token,
          body: { currentPassword: 'OpsPass123', newPassword: 'OpsNewer456' },
        });
        assert.equal(res.status, 200, res.text);
        assert.equal(res.body.message, 'Password changed successfully!');
        assert.equal((await server.request('GET', '/api/auth/verify', { token })).status, 200);
        assert.equal((await server.request('GET', '/api/auth/verify', { token: other })).status, 401);
        await server.login('ops@test.example', 'OpsNewer456');
        assert.equal((await auditRows(server, 'user.password_change', created.body.data.id)).length, 1);
      });
    });

    describe('GET /auth/current-password', () => {
      it('tells the age and the other sessions, never the password or its hash', async () => {
        const { id, token } = await register(server, 'Meta Data', 'meta@test.example', 'Secret123');
        const res = await server.request('GET', '/api/auth/current-password', { token });
        assert.equal(res.status, 200);
        assert.equal(res.body.success, true);
        assert.deepEqual(Object.keys(res.body.data).sort(), ['ageDays', 'lastChangedAt', 'otherActiveSessions', 'policy']);
        assert.equal(res.body.data.ageDays, 0);
        assert.equal(res.body.data.otherActiveSessions, 0);
        assert.deepEqual(res.body.data.policy, POLICY);
        assert.ok(Math.abs(Date.parse(res.body.data.lastChangedAt) - Date.now()) < 60_000);
        assert.doesNotMatch(res.text, /argon2|hash|Secret123/i);

        const second = await server.login('meta@test.example', 'Secret123');
        const third = await server.login('meta@test.example', 'Secret123');
        await server.request('POST', '/api/auth/logout', { token: third });
        await server.database.db
          .update(users)
          .set({ passwordChangedAt: sql`now() - interval '10 days 1 hour'` })
          .where(eq(users.id, id));
        const later = await server.request('GET', '/api/auth/current-password', { token });
        assert.equal(later.body.data.otherActiveSessions, 1, 'the second login; the logged-out one does not count');
        assert.equal(later.body.data.ageDays, 10);
        const fromSecond = await server.request('GET', '/api/auth/current-password', { token: second });
        assert.equal(fromSecond.body.data.otherActiveSessions, 1);
      });

      it('needs a token', async () => {
        assert.equal((await server.request('GET', '/api/auth/current-password')).status, 401);
      });
    });

    describe('POST /auth/forgot-password', () => {
      it('answers the same for an existing, an unknown and a disabled account; mails only the existing one', async () => {
        await register(server, 'Fay Forgets', 'fay@test.example', 'Secret123');
        const disabled = await server.request('POST', '/api/users', {
          token: admin,
          body: { name: 'Dan Disabled', email: 'dan@test.example', password: 'Secret123', role: 'customer', active: false },
        });
        assert.equal(disabled.status, 201);

        const answers = [];
        for (const email of ['fay@test.example', 'nobody@test.example', 'dan@test.example', '  FAY@Test.Example ']) {
          const res = await server.request('POST', '/api/auth/forgot-password', { body: { email } });
          answers.push({ status: res.status, body: res.body as unknown });
        }
        for (const answer of answers) assert.deepEqual(answer, { status: 200, body: FORGOT_ANSWER });

        await waitForMail(server, 'fay@test.example', 2);
        await sleep(100); // the other two would have been written by now
        assert.equal(mailsTo(server, 'nobody@test.example').length, 0);
        assert.equal(mailsTo(server, 'dan@test.example').length, 0);
      });

      it('validates the address', async () => {
        const res = await server.request('POST', '/api/auth/forgot-password', { body: { email: 'not-an-email' } });
        assert.equal(res.status, 400);
        assert.equal(res.body.errors.email, 'Enter a valid e-mail address');
      });
    });

    describe('the reset flow', () => {
      it('forgot → e-mail → verify → reset → log in with the new password', async () => {
        const { id, token: session } = await register(server, 'Rita Reset', 'rita@test.example', 'Secret123');
        const token = await requestResetToken(server, 'rita@test.example');

        const message = readNewestOutboxMessage(server.config.mail.outboxDir);
        assert.ok(message);
        assert.match(message.file, /[/\\]\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]+\.eml$/);
        assert.equal(statSync(message.file).mode & 0o777, 0o600);
        assert.match(message.decoded, /^Subject: Reset your Globe Route Logistics password$/m);
        assert.match(message.decoded, /expires in one hour/);
        assert.match(message.decoded, /ignore this e-mail/);
        assert.match(message.decoded, /Content-Type: text\/html/);

        const [stored] = await server.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
        assert.ok(stored);
        assert.notEqual(stored.tokenHash, token, 'only a hash of the token is stored');
        assert.match(stored.tokenHash, /^[0-9a-f]{64}$/);

        const verified = await server.request('GET', `/api/auth/verify-reset-token/${token}`);
        assert.equal(verified.status, 200, verified.text);
        assert.equal(verified.body.data.valid, true);
        assert.equal(verified.body.data.email, 'r•••@test.example');
        const expiresIn = Date.parse(verified.body.data.expiresAt) - Date.now();
        assert.ok(expiresIn > 55 * 60_000 && expiresIn <= 61 * 60_000, `expires in an hour (${expiresIn} ms)`);

        const reset = await server.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Reset789x' } });
        assert.equal(reset.status, 200, reset.text);
        assert.deepEqual(reset.body, { success: true, data: null, message: 'Your password has been reset. You can now log in.' });

        await server.login('rita@test.example', 'Reset789x');
        const old = await server.request('POST', '/api/auth/login', {
          body: { email: 'rita@test.example', password: 'Secret123' },
        });
        assert.equal(old.status, 401);
        assert.equal((await server.request('GET', '/api/auth/verify', { token: session })).status, 401, 'sessions end');

        const again = await server.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Another789x' } });
        assert.equal(again.status, 400);
        assert.deepEqual(again.body, { success: false, message: LINK_INVALID });
        const verifyAgain = await server.request('GET', `/api/auth/verify-reset-token/${token}`);
        assert.deepEqual(
          { status: verifyAgain.status, body: verifyAgain.body },
          {
            status: 400,
            body: { success: false, message: LINK_INVALID },
          },
        );

        const audits = await auditRows(server, 'user.password_reset', id);
        assert.equal(audits.length, 1);
        assert.equal(audits[0]!.actorId, null);
        assert.equal(audits[0]!.entity, 'user');
        assert.ok(audits[0]!.ip);
        assert.doesNotMatch(JSON.stringify(audits), /argon2|passwordHash|Reset789x|tokenHash/);
      });

      it('an admin gets the back-office link', async () => {
        const token = await requestResetToken(server, ADMIN.email, '/admin/reset-password');
        const res = await server.request('GET', `/api/auth/verify-reset-token/${token}`);
        assert.equal(res.status, 200);
        assert.equal(res.body.data.email, 'a•••@test.example');
      });

      it("asking again does not kill the link already sent (no one can keep the owner's link dead); using one ends all", async () => {
        await register(server, 'Nina Newer', 'nina@test.example', 'Secret123');
        const first = await requestResetToken(server, 'nina@test.example');
        const second = await requestResetToken(server, 'nina@test.example');
        assert.notEqual(first, second);
        assert.equal((await server.request('GET', `/api/auth/verify-reset-token/${first}`)).status, 200);
        assert.equal((await server.request('GET', `/api/auth/verify-reset-token/${second}`)).status, 200);
        const reset = await server.request('POST', '/api/auth/reset-password', {
          body: { token: first, newPassword: 'Fresh2026x' },
        });
        assert.equal(reset.status, 200, reset.text);
        assert.equal((await server.request('GET', `/api/auth/verify-reset-token/${second}`)).status, 400);
      });

      it('an expired link is refused', async () => {
        const { id } = await register(server, 'Ed Expired', 'ed@test.example', 'Secret123');
        const token = await requestResetToken(server, 'ed@test.example');
        await server.database.db
          .update(passwordResetTokens)
          .set({ expiresAt: sql`now() - interval '1 second'` })
          .where(eq(passwordResetTokens.userId, id));
        const verify = await server.request('GET', `/api/auth/verify-reset-token/${token}`);
        assert.equal(verify.status, 400);
        assert.equal(verify.body.message, LINK_INVALID);
        const reset = await server.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Reset789x' } });
        assert.equal(reset.status, 400);
        assert.equal(reset.body.message, LINK_INVALID);
        await server.login('ed@test.example', 'Secret123');
      });

      it('unknown and malformed tokens', async () => {
        const unknown = 'A'.repeat(43);
        const verify = await server.request('GET', `/api/auth/verify-reset-token/${unknown}`);
        assert.deepEqual({ status: verify.status, message: verify.body.message }, { status: 400, message: LINK_INVALID });
        const malformed = await server.request('GET', '/api/auth/verify-reset-token/not-a-token');
        assert.equal(malformed.status, 400);
        assert.equal(malformed.body.errors.token, 'This reset link is not valid');
        const reset = await server.request('POST', '/api/auth/reset-password', {
          body: { token: 'short', newPassword: 'weak' },
        });
        assert.equal(reset.status, 400);
        assert.ok(reset.body.errors.token);
        assert.ok(reset.body.errors.newPassword);
      });

      it('a link of a user disabled since it was sent is refused', async () => {
        const { id } = await register(server, 'Lou Later', 'lou@test.example', 'Secret123');
        const token = await requestResetToken(server, 'lou@test.example');
        const off = await server.request('PUT', `/api/users/${id}`, { token: admin, body: { active: false } });
        assert.equal(off.status, 200, off.text);
        const reset = await server.request('POST', '/api/auth/reset-password', { body: { token, newPassword: 'Reset789x' } });
        assert.equal(reset.status, 400);
      });

      it('20 parallel resets with one link: exactly one succeeds', async () => {
        await register(server, 'Pat Parallel', 'pat@test.example', 'Secret123');
        const token = await requestResetToken(server, 'pat@test.example');
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            server.request('POST', '/api/auth/reset-password', { body: { token, newPassword: `Parallel${i}x` } }),
          ),
        );
        const statuses = results.map((res) => res.status);
        assert.equal(statuses.filter((status) => status === 200).length, 1, statuses.join(','));
        assert.equal(statuses.filter((status) => status === 400).length, 19, statuses.join(','));
        const winner = results.findIndex((res) => res.status === 200);
        await server.login('pat@test.example', `Parallel${winner}x`);
      });
    });
  });

  describe(`password rate limits (${backend})`, () => {
    let server: TestServer;
    before(async () => {
      server = await startServer(backend, { config: { rateLimits: defaultRateLimits() } });
    });
    after(() => server.close());

    it('forgot-password: 3 per account an hour, 5 per address in 15 minutes, then 429 with Retry-After', async () => {
      const forgot = (email: string) => server.request('POST', '/api/auth/forgot-password', { body: { email } });
      for (let i = 0; i < 3; i += 1) assert.equal((await forgot('someone@test.example')).status, 200);
      const perAccount = await forgot('SOMEONE@test.example');
      assert.equal(perAccount.status, 429);
      assert.equal(perAccount.body.success, false);
      assert.ok(Number(perAccount.headers.get('retry-after')) > 0);

      assert.equal((await forgot('another@test.example')).status, 200, 'the fifth request from this address');
      const perAddress = await forgot('third@test.example');
      assert.equal(perAddress.status, 429);
      assert.equal(perAddress.body.message, 'Too many attempts, please try again in 15 minutes');
      assert.ok(Number(perAddress.headers.get('retry-after')) > 14 * 60);
    });

    it('reset-password: 5 per address, then 429', async () => {
      const reset = () =>
        server.request('POST', '/api/auth/reset-password', { body: { token: 'B'.repeat(43), newPassword: 'Reset789x' } });
      for (let i = 0; i < 5; i += 1) assert.equal((await reset()).status, 400);
      const limited = await reset();
      assert.equal(limited.status, 429);
      assert.ok(limited.headers.get('retry-after'));
    });

    it('change-password: wrong current passwords are limited per account like failed logins', async () => {
      const token = await server.login(ADMIN.email, ADMIN.password);
      const attempt = () =>
        server.request('PUT', '/api/auth/change-password', {
          token,
          body: { currentPassword: 'Guess12345', newPassword: 'Newer456x' },
        });
      for (let i = 0; i < 10; i += 1) assert.equal((await attempt()).status, 400);
      const limited = await attempt();
      assert.equal(limited.status, 429);
      assert.ok(limited.headers.get('retry-after'));
      assert.equal((await server.request('GET', '/api/auth/verify', { token })).status, 200, 'a 429, not a sign-out');
    });
  });
}
