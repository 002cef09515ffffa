/*
 * A throwaway PostgreSQL cluster from Debian's postgresql package (/usr/lib/postgresql/<version>/bin):
 * initdb in a temp folder, a server on 127.0.0.1 and a free port, deleted by stop(). initdb refuses to
 * run as root, so as root the cluster runs as the `postgres` user the package creates.
 * Used by with-postgres.mjs (the API tests), serve:cluster and the load test.
 */
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export const POSTGRES_MISSING =
  'PostgreSQL is not installed. Install it with `sudo apt-get install -y postgresql` ' +
  '(the server binaries are enough; no service needs to run), or set DATABASE_URL to a PostgreSQL of your own.';

/** The newest installed version's bin folder, or undefined. */
export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

/**
 * Creates and starts the cluster. `durable: false` turns fsync and synchronous commit off (a test
 * suite's cluster, deleted in a minute); the default keeps PostgreSQL's durability, as a cluster
 * whose restarts are being tested must.
 */
export async function startThrowawayPostgres({ durable = true, maxConnections = 200, prefix = 'freight-pg-' } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  const port = await freePort();
  if (asRoot) chownSync(dir, uid('postgres'), gid('postgres'));

  const exec = (args) => {
    const [file, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
    const result = spawnSync(file, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args[0]} failed:\n${result.stdout}${result.stderr}`);
  };
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    `-c max_connections=${maxConnections}`,
    ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ].join(' ');
  const pgCtl = (...args) => exec([join(bin, 'pg_ctl'), '-D', dataDir, ...args]);
  const startArgs = ['-o', options, '-l', logFile, '-w', '-t', '60', 'start'];
  const start = () => pgCtl(...startArgs);
  // Without blocking the event loop: the load test keeps its clients running through a restart.
  const pgCtlAsync = (...args) => {
    const [file, ...rest] = asRoot
      ? ['runuser', '-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', dataDir, ...args]
      : [join(bin, 'pg_ctl'), '-D', dataDir, ...args];
    return promisify(execFile)(file, rest);
  };

  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    exec([join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    start();
  } catch (error) {
    remove();
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    version: bin.split('/').at(-2),
    logFile,
    /**
     * A fast shutdown (open connections are closed), then a start. Resolves once it accepts connections,
     * with the moments (performance.now()) it went down and came back.
     */
    async restart() {
      const stopping = performance.now();
      await pgCtlAsync('-m', 'fast', '-w', 'stop');
      const down = performance.now();
      await pgCtlAsync(...startArgs);
      return { stopping, down, up: performance.now() };
    },
    /** A fast shutdown that keeps the cluster, for a test of what clients see while it is down. */
    async pause() {
      await pgCtlAsync('-m', 'fast', '-w', 'stop');
    },
    /** Starts a paused cluster again; resolves once it accepts connections. */
    async resume() {
      await pgCtlAsync(...startArgs);
    },
    /** Stops the server and deletes the cluster; safe to call twice. */
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {
        // It may have stopped already; the folder goes either way.
      }
      remove();
    },
  };
}

/** A port nobody listens on right now (the OS picks it; a tiny race until the caller binds it). */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when nothing listens on the port. */
export function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

function uid(name) {
  return Number(spawnSync('id', ['-u', name], { encoding: 'utf8' }).stdout.trim());
}
function gid(name) {
  return Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
}
