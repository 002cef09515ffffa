#!/usr/bin/env node
/*
 * Runs a command with a throwaway PostgreSQL cluster (scripts/lib/postgres.mjs), TEST_DATABASE_URL
 * pointing at it; the cluster is deleted afterwards.
 *
 *   node scripts/with-postgres.mjs npm test -w server
 *
 * SKIP_POSTGRES=1 runs the command without it (PGlite only), and says so.
 */
import { spawn } from 'node:child_process';
import { findPostgresBin, startThrowawayPostgres } from './lib/postgres.mjs';

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

if (!findPostgresBin()) {
  console.error(
    'PostgreSQL is not installed, and the API tests run on it as well as on PGlite.\n' +
      'Install it with `sudo apt-get install -y postgresql` (the server binaries are enough; no service needs to run),\n' +
      'or set SKIP_POSTGRES=1 to run on PGlite only.',
  );
  process.exit(1);
}

let code = 1;
let cluster;
try {
  // Durability is pointless for a cluster deleted in a minute; without it the suite is faster.
  cluster = await startThrowawayPostgres({ durable: false });
  console.log(`PostgreSQL ${cluster.version} on 127.0.0.1:${cluster.port} (throwaway cluster)`);
  code = await run(command, { ...process.env, TEST_DATABASE_URL: cluster.url });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  cluster?.stop();
}
process.exit(code);

function run([file, ...args], env) {
  return new Promise((resolve) => {
    const child = spawn(file, args, { stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
}
