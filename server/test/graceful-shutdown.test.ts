import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { embeddedPostgresBinaries } from '../src/db/embedded-postgres';
import { seedPgliteDir } from './helpers/database';
import { startMain, waitFor, type MainProcess } from './helpers/main-process';

/*
 * SIGTERM as an orchestrator or `systemctl stop` sends it, to the server as users run it: requests in
 * flight finish, new connections are refused, /api/ready says 503 to a connection already open, the
 * process exits 0 and leaves DATA_DIR to the next start.
 */

const dirs: string[] = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A raw HTTP/1.1 exchange whose request is sent in parts; resolves with the whole raw answer. */
function rawExchange(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('error', reject);
  });
  return {
    async send(part: string) {
      await opened;
      socket.write(part);
    },
    answer: () => answer,
    closed,
  };
}

/** Resolves true once a new TCP connection to the server is refused. */
async function refusesConnections(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

const variants = [
  { name: 'PGlite', env: { EMBEDDED_DATABASE: 'pglite' }, seed: true, skip: false as string | false },
  {
    name: 'the embedded PostgreSQL',
    env: { EMBEDDED_DATABASE: 'postgres' },
    seed: false,
    skip: embeddedPostgresBinaries() ? (false as const) : 'npm has no PostgreSQL binaries for this platform',
  },
];

for (const variant of variants) {
  describe(`graceful shutdown on ${variant.name}`, { skip: variant.skip }, () => {
    it('finishes the request in flight, refuses new connections, exits 0 and frees DATA_DIR', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'freight-shutdown-'));
      dirs.push(dataDir);
      if (variant.seed) await seedPgliteDir(dataDir);
      const env = { ...variant.env, SHUTDOWN_TIMEOUT_MS: '20000' };
      let server: MainProcess | undefined = startMain(dataDir, env);
      try {
        const url = await server.listening();

        // In flight: a sign-in whose body is half sent when SIGTERM comes.
        const body = JSON.stringify({ email: 'ops@test.example', password: 'OpsPass123' });
        const signIn = rawExchange(url);
        await signIn.send(
          `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, 10)}`,
        );
        // Another connection already open, with a readiness probe begun on it.
        const probe = rawExchange(url);
        await probe.send('GET /api/ready HTTP/1.1\r\nHost: localhost\r\n');
        // A keep-alive connection left idle: it must not hold the shutdown.
        const idle = rawExchange(url);
        await idle.send('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
        await waitFor(() => / 200 OK/.test(idle.answer()), 'the idle connection to be answered');

        server.child.kill('SIGTERM');
        await waitFor(() => /SIGTERM received/.test(server?.output() ?? ''), 'the server to take the signal');
        const deadline = Date.now() + 5000;
        while (!(await refusesConnections(url))) {
          assert.ok(Date.now() < deadline, 'new connections are refused within 5 s of SIGTERM');
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await idle.closed; // closed by the server, not by us

        await probe.send('\r\n');
        const ready = await probe.closed;
        assert.match(ready, /^HTTP\/1\.1 503 /, ready);
        assert.match(ready, /"message":"Shutting down"/);

        assert.equal(server.child.exitCode, null, 'the process waits for the sign-in in flight');
        await signIn.send(body.slice(10));
        const answer = await signIn.closed;
        assert.match(answer, /^HTTP\/1\.1 200 /, answer);
        assert.match(answer, /"token":"/);
        assert.match(answer, /\r\nx-request-id: [0-9a-f-]{36}\r\n/i);

        assert.equal(await server.exited, 0, server.output());
        assert.ok(!existsSync(join(dataDir, 'server.lock')), 'the DATA_DIR lock is released');

        // The next start takes the folder over at once: no stale lock, the data kept.
        server = startMain(dataDir, env);
        const again = await server.listening();
        const health = await fetch(`${again}/api/ready`);
        assert.equal(health.status, 200);
        server.child.kill('SIGTERM');
        assert.equal(await server.exited, 0, server.output());
        server = undefined;
      } finally {
        if (server && server.child.exitCode === null) {
          server.child.kill('SIGKILL');
          await server.exited;
        }
      }
    });
  });
}
