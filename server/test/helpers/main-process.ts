import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/*
 * The server as its users run it: `src/main.ts` in a child process, so tests can send it signals,
 * kill -9 it and start it again on the same DATA_DIR.
 */

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface MainProcess {
  child: ReturnType<typeof spawn>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Once it listens: its address, e.g. http://127.0.0.1:41234. */
  listening(): Promise<string>;
}

export function startMain(dataDir: string, env: Record<string, string> = {}): MainProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SERVE_STATIC: 'false',
      ADMIN_EMAIL: 'ops@test.example',
      ADMIN_PASSWORD: 'OpsPass123',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => output,
    async listening() {
      await waitFor(() => /Server listening at/.test(output) || child.exitCode !== null, 'the server to listen', 120_000);
      const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!url) throw new Error(`the server did not start:\n${output}`);
      return url;
    },
  };
}

export async function waitFor(predicate: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
