import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REPO_ROOT = join(import.meta.dirname, '..', '..');
export const ADMIN = { email: 'e2e-admin@example.com', password: 'E2eAdmin2026', name: 'Administrator' };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR (its e-mail outbox is `<dataDir>/outbox`). */
  dataDir: string;
  process: ChildProcess;
  stop: () => Promise<void>;
  /** What the server has written to its stdout and stderr so far (also passed through to the test's). */
  output: () => string;
}

/**
 * Starts the real server (one-command mode) on a fresh database, as `npm start` would after a build.
 * With `demo`, the database is first filled by `npm run seed:demo` (GRL001 and friends).
 */
export async function startServer(env: Record<string, string> = {}, { demo = false } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-'));
  if (demo) {
    const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/seed/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.stderr}`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      // Links in e-mails (password reset) point at this server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const written: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    written.push(chunk.toString());
    process.stdout.write(chunk);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    written.push(chunk.toString());
    process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => written.join(''),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a customer through the public API and returns their token. */
export async function registerCustomer(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Chris Customer', email, password: 'Customer2026' }),
  });
  if (!response.ok) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}
