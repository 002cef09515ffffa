/*
 * `npm run serve:cluster`: the site as a company that outgrew one machine runs it, on one machine.
 * Builds what is missing, then PostgreSQL (DATABASE_URL, or a throwaway cluster deleted at the end),
 * INSTANCES API instances (default 2) and nginx in front on PORT (default 8080). Ctrl-C stops it all.
 */
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/apps.mjs';
import { runNode } from '../lib/run.mjs';
import { startCluster } from './cluster.mjs';

const port = Number(process.env.PORT ?? 8080);
const instances = Number(process.env.INSTANCES ?? 2);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`PORT must be a port number, not ${process.env.PORT}`);
if (!Number.isInteger(instances) || instances < 1) fail(`INSTANCES must be a whole number ≥ 1, not ${process.env.INSTANCES}`);

await runNode(['scripts/build-missing.mjs']).catch((error) => fail(error.message));

const base = join(REPO_ROOT, '.tmp', 'cluster');
const runDir = join(base, 'run');
const dataDir = process.env.DATA_DIR ?? join(base, 'data');
let cluster;
let stopping = false;
const shutdown = async (reason, code) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${reason}: stopping nginx, then the instances (SIGTERM), then PostgreSQL…`);
  await cluster?.stop();
  console.log('Stopped.');
  process.exit(code);
};
process.on('SIGINT', () => shutdown('SIGINT', 0));
process.on('SIGTERM', () => shutdown('SIGTERM', 0));

try {
  cluster = await startCluster({
    port,
    instances,
    databaseUrl: process.env.DATABASE_URL,
    dataDir,
    runDir,
    echo: true,
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (stopping) await new Promise(() => {}); // a signal arrived while starting; shutdown() exits

cluster.nginx.child.on('exit', (code, signal) => {
  if (!stopping) shutdown(`nginx exited (${signal ?? code})`, 1);
});
for (const instance of cluster.instances) {
  const watch = () =>
    setTimeout(async () => {
      if (stopping) return;
      if (!instance.running)
        console.error(`${instance.name} (port ${instance.port}) has stopped; nginx sends its traffic to the others.`);
      else watch();
    }, 2000).unref();
  watch();
}

const database = cluster.postgres ? `throwaway PostgreSQL ${cluster.postgres.version} (deleted on exit)` : 'yours';
const row = (name, address, what) => `  ${name.padEnd(10)}${address.padEnd(18)}${what}`;
console.log(
  [
    '',
    'Layout',
    row('nginx', `0.0.0.0:${port}`, `the built apps' files (shell/dist, remote-*/dist under /remotes/<name>/) from disk;`),
    row('', '', `pages and /api to the instances (${cluster.runDir}/nginx.conf)`),
    ...cluster.instances.map((instance) =>
      row(instance.name, `127.0.0.1:${instance.port}`, `server/src/main.ts, pid ${instance.pid}, log ${instance.logFile}`),
    ),
    row('database', cluster.postgres ? `127.0.0.1:${cluster.postgres.port}` : 'DATABASE_URL', database),
    row('DATA_DIR', '', `${dataDir} (shared: the generated secret, prerendered pages, outbox)`),
    '',
    `Ready at ${cluster.url}  (Ctrl-C stops everything)`,
  ].join('\n'),
);

function fail(message) {
  console.error(message);
  process.exit(1);
}
