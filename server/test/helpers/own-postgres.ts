import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/*
 * A PostgreSQL cluster of a test's own, which the test may stop and start (the shared one of
 * scripts/with-postgres.mjs serves every suite and must stay up). Debian's binaries, as there; as
 * root the cluster runs as the `postgres` user, since initdb refuses root.
 */

/** The newest /usr/lib/postgresql/<version>/bin that has initdb, if any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

export interface OwnPostgres {
  url: string;
  stop(): void;
  start(): void;
  /** Stops it (if running) and deletes the cluster. */
  destroy(): void;
}

export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'freight-own-pg-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  if (asRoot) chownSync(dir, idOf('-u'), idOf('-g'));
  const exec = (args: string[]) => {
    const [file, ...rest] = asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args;
    const result = spawnSync(file as string, rest, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${args[0]} failed:\n${result.stdout}${result.stderr}`);
  };
  const pgCtl = (...args: string[]) => exec([join(bin, 'pg_ctl'), '-D', dataDir, ...args]);
  const options = [`-p ${port}`, `-k ${dir}`, "-c listen_addresses='127.0.0.1'", '-c fsync=off'].join(' ');
  const start = () => pgCtl('-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start');
  exec([join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      pgCtl('-m', 'fast', '-w', 'stop');
      running = false;
    },
    start() {
      start();
      running = true;
    },
    destroy() {
      try {
        if (running) pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const idOf = (flag: '-u' | '-g') => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
