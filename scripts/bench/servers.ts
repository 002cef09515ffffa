// Starting and stopping what the benchmark measures: the API server (one origin, or the site origin of
// the split layout) as a child process, and the split layout's per-remote static servers in-process.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM helper without type declarations
import * as splitLayoutModule from '../lib/split-layout.mjs';
// @ts-expect-error plain ESM helper without type declarations
import * as staticServerModule from '../lib/static-server.mjs';

export type RemoteName = 'marketing' | 'search' | 'admin';
export const REMOTE_NAMES: RemoteName[] = ['marketing', 'search', 'admin'];
export type SplitPorts = Record<RemoteName | 'site', number>;

const splitLayout = splitLayoutModule as {
  publishDist(deployRoot: string, remote: RemoteName, release: string): void;
  writeInitialMap(deployRoot: string, ports: SplitPorts, release: string): void;
  mapPath(deployRoot: string): string;
};
const staticServer = staticServerModule as {
  startStaticServer(root: string, port: number, host?: string): Promise<Server>;
};

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'Bench12345' };

/** Everything that has to be undone at the end, in reverse order, whatever happened in between. */
export class Cleanup {
  private readonly steps: { label: string; run: () => Promise<void> | void }[] = [];
  add(label: string, run: () => Promise<void> | void): void {
    this.steps.push({ label, run });
  }
  async runAll(): Promise<void> {
    while (this.steps.length > 0) {
      const step = this.steps.pop()!;
      try {
        await step.run();
      } catch (error) {
        console.error(`cleanup: ${step.label} failed:`, error);
      }
    }
  }
}

export function tempDir(prefix: string, cleanup: Cleanup): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanup.add(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A port nobody listens on right now (the OS picks it; tiny race until the child binds it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface ApiServer {
  port: number;
  origin: string;
  child: ChildProcess;
}

/** Starts `server/src/main.ts` and resolves once GET /api/health answers 200. */
export async function startApiServer(options: {
  repoRoot: string;
  label: string;
  port: number;
  dataDir: string;
  extraEnv?: Record<string, string>;
  cleanup: Cleanup;
  timeoutMs?: number;
}): Promise<ApiServer> {
  const { repoRoot, label, port, dataDir, extraEnv = {}, cleanup, timeoutMs = 90_000 } = options;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | string | null | undefined;
  child.once('exit', (code, signal) => {
    exited = code ?? signal;
  });
  cleanup.add(`stop ${label} server (pid ${child.pid})`, () => stopChild(child));

  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== undefined) {
      throw new Error(`${label} server exited (${exited}) before it was healthy. Output:\n${output}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return { port, origin, child };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${label} server not healthy after ${timeoutMs} ms. Output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM (the server closes its database cleanly), SIGKILL after 12 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
  await exited;
  clearTimeout(timer);
}

export interface SplitLayout {
  deployRoot: string;
  ports: SplitPorts;
  mapFile: string;
  /** origin → label ('site', 'marketing', …) */
  originLabels: Map<string, string>;
}

/** Publishes the current dists as release `bench` into a temp deploy root and serves each remote on its own port. */
export async function startSplitStatics(cleanup: Cleanup, sitePort: number): Promise<SplitLayout> {
  const deployRoot = tempDir('bench-web-split-', cleanup);
  // publishDist copies each release's source maps beside the deploy root, outside what is served.
  cleanup.add(`remove ${deployRoot}-sourcemaps`, () => rmSync(`${deployRoot}-sourcemaps`, { recursive: true, force: true }));
  const release = 'bench';
  const ports: SplitPorts = { site: sitePort, marketing: 0, search: 0, admin: 0 };
  for (const remote of REMOTE_NAMES) {
    splitLayout.publishDist(deployRoot, remote, release);
    // Port 0: the OS picks a free one, so parallel runs and `serve:split` (4000–4003) never collide.
    const server = await staticServer.startStaticServer(join(deployRoot, remote), 0);
    cleanup.add(`close ${remote} static server`, () => closeServer(server));
    ports[remote] = (server.address() as AddressInfo).port;
  }
  splitLayout.writeInitialMap(deployRoot, ports, release);
  const originLabels = new Map<string, string>([[`http://localhost:${ports.site}`, 'site']]);
  for (const remote of REMOTE_NAMES) originLabels.set(`http://localhost:${ports[remote]}`, remote);
  return { deployRoot, ports, mapFile: splitLayout.mapPath(deployRoot), originLabels };
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}
