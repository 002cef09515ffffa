#!/usr/bin/env node
/*
 * Runs a command with a throwaway PostgreSQL cluster: initdb in a temp folder, a server on
 * 127.0.0.1 and a free port, TEST_DATABASE_URL pointing at it; the cluster is deleted afterwards.
 *
 *   node scripts/with-postgres.mjs npm test -w server
 *
 * Uses Debian's postgresql package (/usr/lib/postgresql/<version>/bin). initdb refuses to run as
 * root, so as root the cluster runs as the `postgres` user the package creates.
 * SKIP_POSTGRES=1 runs the command without it (PGlite only), and says so.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args…]');
  process.exit(2);
}

if (process.env.TEST_DATABASE_URL) {
  process.exit(await run(command, process.env)); // the caller brought its own PostgreSQL
}
if (process.env.SKIP_POSTGRES === '1') {
  console.warn('SKIP_POSTGRES=1: the API tests run on PGlite only.');
  process.exit(await run(command, process.env));
}

const bin = findPostgresBin();
if (!bin) {
  console.error(
    'PostgreSQL is not installed, and the API tests run on it as well as on PGlite.\n' +
      'Install it with `sudo apt-get install -y postgresql` (the server binaries are enough; no service needs to run),\n' +
      'or set SKIP_POSTGRES=1 to run on PGlite only.',
  );
  process.exit(1);
}

const asRoot = userInfo().uid === 0;
const dir = mkdtempSync(join(tmpdir(), 'freight-pg-'));
const dataDir = join(dir, 'data');
const port = await freePort();
if (asRoot) chownSync(dir, uid('postgres'), gid('postgres'));

const as = (args) => (asRoot ? ['runuser', '-u', 'postgres', '--', ...args] : args);
const exec = (args) => {
  const [file, ...rest] = as(args);
  const result = spawnSync(file, rest, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args[0]} failed:\n${result.stdout}${result.stderr}`);
};

let code = 1;
try {
  exec([join(bin, 'initdb'), '-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  // Durability is pointless for a cluster deleted in a minute; these settings make the suite faster.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  exec([join(bin, 'pg_ctl'), '-D', dataDir, '-o', options, '-l', join(dir, 'postgres.log'), '-w', '-t', '60', 'start']);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${bin.split('/').at(-2)} on 127.0.0.1:${port} (throwaway cluster)`);
  code = await run(command, { ...process.env, TEST_DATABASE_URL: url });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  try {
    exec([join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', 'stop']);
  } catch {
    // It may never have started; the folder goes either way.
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);

function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

function run([file, ...args], env) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function uid(name) {
  return Number(spawnSync('id', ['-u', name], { encoding: 'utf8' }).stdout.trim());
}
function gid(name) {
  return Number(spawnSync('id', ['-g', name], { encoding: 'utf8' }).stdout.trim());
}
