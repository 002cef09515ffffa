import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { createMailer, decodeQuotedPrintable, readNewestOutboxMessage } from '../src/lib/mailer';
import { ADMIN, startServer, type TestServer } from './helpers/server';

const FROM = 'Globe Route Test <no-reply@test.example>';

describe('mailer: outbox mode (no SMTP_URL)', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'freight-outbox-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each message as a private .eml file and logs where', async () => {
    const outboxDir = join(dir, 'nested', 'outbox'); // created on first use
    const logged: Record<string, unknown>[] = [];
    const mailer = createMailer({ smtpUrl: undefined, from: FROM, outboxDir }, { info: (details) => logged.push(details) });
    assert.equal(readNewestOutboxMessage(outboxDir), undefined, 'no outbox yet');

    const link = `https://globeroute.example/reset-password?token=${'x'.repeat(43)}`;
    await mailer.send({ to: 'first@test.example', subject: 'First', text: `Open ${link} — thanks`, html: `<p>${link}</p>` });
    await mailer.send({ to: 'second@test.example', subject: 'Second', text: 'Second body', html: '<p>Second body</p>' });
    await mailer.close();

    const files = readdirSync(outboxDir).sort();
    assert.equal(files.length, 2);
    for (const name of files) {
      assert.match(name, /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]+\.eml$/);
      assert.equal(statSync(join(outboxDir, name)).mode & 0o777, 0o600);
    }
    assert.deepEqual(
      logged.map((entry) => entry.subject),
      ['First', 'Second'],
    );
    assert.ok(existsSync(String(logged[0]!.file)));

    const newest = readNewestOutboxMessage(outboxDir);
    assert.ok(newest);
    assert.match(newest.raw, /^To: second@test\.example$/m);
    assert.match(newest.raw, /^Subject: Second$/m);

    const firstFile = join(
      outboxDir,
      files.find((name) => !newest.file.endsWith(name))!,
    );
    rmSync(newest.file);
    const remaining = readNewestOutboxMessage(outboxDir);
    assert.equal(remaining?.file, firstFile);
    assert.match(remaining.raw, new RegExp(`^From: ${FROM.replace(/[.]/g, '\\.')}$`, 'm'));
    assert.ok(remaining.decoded.includes(`Open ${link} — thanks`), 'quoted-printable and UTF-8 decoded');
    assert.ok(remaining.decoded.includes(`<p>${link}</p>`));
  });
});

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

/** A local SMTP server that accepts everything and keeps what it received. */
async function startSmtpServer(): Promise<{ port: number; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          from: from ? from.address : undefined,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => smtp.close(resolve)) };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('mailer: SMTP mode', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;

  before(async () => {
    smtp = await startSmtpServer();
    server = await startServer('pglite', {
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: FROM, PUBLIC_URL: 'https://globeroute.example/' },
    });
  });
  after(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the reset e-mail with the link to the SMTP server', async () => {
    const res = await server.request('POST', '/api/auth/forgot-password', { body: { email: ADMIN.email } });
    assert.equal(res.status, 200);

    for (let waited = 0; smtp.received.length === 0 && waited < 10_000; waited += 20) await sleep(20);
    assert.equal(smtp.received.length, 1, 'one message arrived');
    const [mail] = smtp.received;
    assert.equal(mail!.from, 'no-reply@test.example');
    assert.deepEqual(mail!.to, [ADMIN.email]);
    const body = decodeQuotedPrintable(mail!.raw);
    assert.match(body, /^Subject: Reset your Globe Route Logistics password$/m);
    const match = /https:\/\/globeroute\.example\/admin\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(body);
    assert.ok(match, body);

    const verify = await server.request('GET', `/api/auth/verify-reset-token/${match[1]}`);
    assert.equal(verify.status, 200);
    assert.equal(existsSync(server.config.mail.outboxDir), false, 'nothing went to the outbox');
  });

  it('an unknown address sends nothing', async () => {
    const before = smtp.received.length;
    const res = await server.request('POST', '/api/auth/forgot-password', { body: { email: 'nobody@test.example' } });
    assert.equal(res.status, 200);
    await sleep(200);
    assert.equal(smtp.received.length, before);
  });
});

describe('mailer: SMTP server unreachable', () => {
  it('forgot-password still answers 200 at once, and the server closes cleanly', async () => {
    const port = await freePort();
    const server = await startServer('pglite', { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const started = Date.now();
      const res = await server.request('POST', '/api/auth/forgot-password', { body: { email: ADMIN.email } });
      assert.equal(res.status, 200);
      assert.ok(Date.now() - started < 2_000);
    } finally {
      await server.close(); // waits for the failed send, which is logged, not thrown
    }
  });
});
