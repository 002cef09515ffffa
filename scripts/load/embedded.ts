// The embedded database's fault: one server on its own DATA_DIR takes writes, is killed with SIGKILL in
// the middle of them, and starts again on the same folder. Every write it acknowledged must be there,
// and the folder's lock (and the embedded PostgreSQL it started) must not keep the new server out.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM helper without type declarations
import { createInstance } from '../cluster/cluster.mjs';
import { freePort } from '../lib/postgres.mjs';
import { Recorder, sleep } from './http';
import { LOAD_ADMIN } from './traffic';

export interface EmbeddedResult {
  engine: string;
  acknowledged: number;
  readBack: number;
  lost: string[];
  writesInFlightAtKill: number;
  restartSeconds: number;
  restarted: boolean;
  error?: string;
}

export async function embeddedKillTest(writers = 4, writeMs = 2500): Promise<EmbeddedResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-load-embedded-'));
  const logDir = mkdtempSync(join(tmpdir(), 'freight-load-embedded-log-'));
  const port: number = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const result: EmbeddedResult = {
    engine: '',
    acknowledged: 0,
    readBack: 0,
    lost: [],
    writesInFlightAtKill: 0,
    restartSeconds: 0,
    restarted: false,
  };
  const server = createInstance({
    name: 'embedded',
    port,
    runDir: logDir,
    echo: false,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SERVE_STATIC: 'false',
      ADMIN_EMAIL: LOAD_ADMIN.email,
      ADMIN_PASSWORD: LOAD_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
  /** Starts the server on the folder; resolves with the engine it chose once it is ready. */
  const start = async (): Promise<string> => {
    await server.start();
    return ((await (await fetch(`${origin}/api/health`)).json()) as { data: { database: string } }).data.database;
  };

  try {
    result.engine = await start();
    const api = new Recorder(origin);
    api.recording = false;
    const signIn = async () =>
      (await api.call('sign-in', 'POST', '/api/auth/login', { body: LOAD_ADMIN })).body.data.token as string;
    const token = await signIn();

    const acknowledged: string[] = [];
    let inFlight = 0;
    let killedWhileInFlight = 0;
    let killed = false;
    let serial = 0;
    const writer = async () => {
      while (!killed) {
        inFlight += 1;
        const name = `Embedded Party ${process.pid}-${(serial += 1)}`;
        const answer = await api.call('write', 'POST', '/api/billing-parties', {
          body: { name, stateCode: '27' },
          token,
          timeoutMs: 5000,
        });
        inFlight -= 1;
        if (answer.status === 201) acknowledged.push(answer.body.data.id);
      }
    };
    const running = Array.from({ length: writers }, writer);
    await sleep(writeMs);
    killed = true; // the writers send nothing more; what they have in flight stays in flight
    killedWhileInFlight = inFlight;
    await server.kill('SIGKILL');
    await Promise.all(running);
    result.acknowledged = acknowledged.length;
    result.writesInFlightAtKill = killedWhileInFlight;

    const restartAt = performance.now();
    await start();
    result.restartSeconds = (performance.now() - restartAt) / 1000;
    result.restarted = true;
    const again = await signIn();
    for (const id of acknowledged) {
      const read = await api.call('read', 'GET', `/api/billing-parties/${id}`, { token: again });
      if (read.status === 200) result.readBack += 1;
      else result.lost.push(id);
    }
  } catch (error) {
    const log = existsSync(server.logFile) ? readFileSync(server.logFile, 'utf8').slice(-4000) : '';
    result.error = `${error instanceof Error ? error.message : String(error)}${log && `\n${log}`}`;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logDir, { recursive: true, force: true });
  }
  return result;
}
