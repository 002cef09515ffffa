/*
 * Several API instances on one PostgreSQL behind nginx: what `npm run serve:cluster` starts and what
 * the load test runs against. PostgreSQL is the caller's (DATABASE_URL) or a throwaway cluster.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../lib/apps.mjs';
import { freePort, portIsFree, startThrowawayPostgres } from '../lib/postgres.mjs';
import { startNginx, writeNginxConfig } from './nginx.mjs';

const SERVER_ENTRY = ['--import', 'tsx', 'server/src/main.ts'];

/**
 * @param {object} options
 * @param {number} options.port nginx's port (the site's address is http://localhost:<port>)
 * @param {number} options.instances how many API instances
 * @param {string} [options.databaseUrl] PostgreSQL to use; without it a throwaway cluster is started
 * @param {string} options.dataDir DATA_DIR shared by the instances (generated secret, prerendered pages, outbox)
 * @param {string} options.runDir nginx's configuration, logs and temp folders, and each instance's log
 * @param {Record<string, string>} [options.env] more environment for the instances
 * @param {boolean} [options.echo] show each instance's warnings, errors and plain messages, prefixed (all goes to its log file)
 * @param {(line: string) => void} [options.say]
 * @param {object} [options.nginx] more options for nginxConfig (realIpFrom, exposeUpstream)
 */
export async function startCluster(options) {
  const { port, dataDir, runDir, env = {}, echo = false, say = console.log } = options;
  mkdirSync(runDir, { recursive: true });
  mkdirSync(dataDir, { recursive: true });
  const steps = []; // undone in reverse order by stop()
  const stop = async () => {
    while (steps.length > 0) {
      try {
        await steps.pop()();
      } catch (error) {
        console.error(`cluster: stopping: ${error instanceof Error ? error.message : error}`);
      }
    }
  };

  try {
    let postgres;
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      say('Starting a throwaway PostgreSQL cluster…');
      postgres = await startThrowawayPostgres({ prefix: 'freight-cluster-pg-' });
      steps.push(() => {
        copyFileSync(postgres.logFile, join(runDir, 'postgres.log')); // kept with the others' logs
        postgres.stop();
      });
      databaseUrl = postgres.url;
    }

    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
    const instanceEnv = {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      HOST: '127.0.0.1', // only nginx reaches them
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      PUBLIC_URL: publicUrl,
      ...env,
    };
    const ports = [];
    for (let index = 1; index <= options.instances; index += 1) {
      const preferred = port + index;
      ports.push((await portIsFree(preferred)) && !ports.includes(preferred) ? preferred : await freePort());
    }
    const instances = ports.map((instancePort, index) =>
      createInstance({ name: `api-${index + 1}`, port: instancePort, env: instanceEnv, runDir, echo }),
    );
    steps.push(() => Promise.all(instances.map((instance) => instance.stop())));

    // The first one alone: it applies the migrations and writes DATA_DIR's secret the others read.
    say(`Starting ${instances.length} API instances (the first one migrates the database)…`);
    await instances[0].start();
    await Promise.all(instances.slice(1).map((instance) => instance.start()));

    const maxBodyMb = Number(instanceEnv.DOCUMENT_MAX_MB ?? 10) + 1;
    writeNginxConfig({
      port,
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      staticRoot: env.STATIC_ROOT ?? REPO_ROOT,
      runDir,
      maxBodyMb,
      ...options.nginx,
    });
    const nginx = await startNginx({ runDir, port });
    steps.push(() => nginx.stop());

    return { url: `http://localhost:${port}`, port, databaseUrl, postgres, instances, nginx, dataDir, runDir, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * One API instance (server/src/main.ts) on `port` with `env`: started and checked for readiness, killed
 * and started again on the same port. Its output goes to `runDir/<name>.log` (its warnings also to the
 * terminal with `echo`).
 */
export function createInstance({ name, port, env, runDir, echo }) {
  const logFile = join(runDir, `${name}.log`);
  const log = createWriteStream(logFile, { flags: 'a' });
  let child;
  let exitPromise = Promise.resolve();

  const instance = {
    name,
    port,
    logFile,
    get pid() {
      return child?.pid;
    },
    get running() {
      return child !== undefined && child.exitCode === null && child.signalCode === null;
    },
    /** Starts the process and resolves once it is ready (rejects if it exits first or takes over 120 s). */
    async start() {
      child = spawn(process.execPath, SERVER_ENTRY, {
        cwd: REPO_ROOT,
        env: { ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true, // Ctrl-C reaches only the caller, which stops nginx first, then the instances
      });
      const prefix = `[${name}] `;
      const pass = (stream) => {
        let partial = '';
        return (chunk) => {
          log.write(chunk);
          if (!echo) return;
          const lines = (partial + chunk.toString()).split('\n');
          partial = lines.pop() ?? '';
          for (const line of lines) if (worthEchoing(line)) stream.write(`${prefix}${line}\n`);
        };
      };
      child.stdout.on('data', pass(process.stdout));
      child.stderr.on('data', pass(process.stderr));
      const current = child;
      exitPromise = new Promise((resolve) => current.once('exit', resolve));
      let exited = false;
      exitPromise.then(() => (exited = true));
      const deadline = Date.now() + 120_000;
      while (!(await isReady(port))) {
        if (exited) throw new Error(`${name} exited before it was ready; see ${logFile}`);
        if (Date.now() > deadline) throw new Error(`${name} not ready after 120 s; see ${logFile}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
    /** Signals the process (kill -9 with 'SIGKILL'); resolves once it has exited. */
    async kill(signal) {
      if (!instance.running) return;
      child.kill(signal);
      await exitPromise;
    },
    /** SIGTERM: the server finishes what is in flight and closes its pool; SIGKILL after 15 s. */
    async stop() {
      if (!instance.running) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.kill('SIGTERM');
      await exitPromise;
      clearTimeout(timer);
    },
    ready: () => isReady(port),
  };
  return instance;
}

/**
 * The terminal shows an instance's warnings, errors and plain messages (the first admin's password);
 * its log file has everything, each request included.
 */
function worthEchoing(line) {
  if (!line.startsWith('{')) return line.trim() !== '';
  try {
    return JSON.parse(line).level >= 40;
  } catch {
    return true;
  }
}

/** Ready for traffic: `/api/ready` answers 200 (database reachable, migrations applied, not shutting down). */
export async function isReady(port, host = '127.0.0.1') {
  try {
    const ready = await fetch(`http://${host}:${port}/api/ready`, { signal: AbortSignal.timeout(2000) });
    await ready.body?.cancel();
    return ready.ok;
  } catch {
    return false;
  }
}
