import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

/*
 * Runs the prerender job (./main.ts, a process of its own, so whatever the remotes' server code does
 * stays out of the server) once the server listens, and again whenever the runtime map changes (a
 * remote released or rolled back) or, less often, in case a remote was rebuilt in place under the
 * same map. One run at a time; a change seen during a run gets one more run after it. A failed run is
 * logged and the pages in service stay.
 */

export interface PrerenderSupervisorOptions {
  mapPath: string;
  /** Where this server listens, for the job to fetch the remotes and the API from. */
  origin: string;
  outDir: string;
  staticRoot: string;
  /** PUBLIC_URL: the pages' canonical addresses and the sitemap's. */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** How often the map file is checked; default 2 s. */
  mapCheckMs?: number;
  /** How often the job runs anyway (it does nothing when its generation exists); default 60 s. */
  refreshMs?: number;
}

const JOB = fileURLToPath(new URL('./main.ts', import.meta.url));

function versionOf(path: string): string {
  try {
    const stat = statSync(path);
    return `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return '';
  }
}

export function startPrerenderSupervisor(options: PrerenderSupervisorOptions): { stop(): void } {
  const { log } = options;
  let running = false;
  let again = false;
  let stopped = false;
  let mapVersion = versionOf(options.mapPath);

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    const output: string[] = [];
    const job = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        JOB,
        '--map',
        options.mapPath,
        '--origin',
        options.origin,
        '--out',
        options.outDir,
        '--shell',
        join(options.staticRoot, 'shell'),
        '--public-url',
        options.publicUrl,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const keep = (chunk: Buffer) => output.push(chunk.toString());
    job.stdout.on('data', keep);
    job.stderr.on('data', keep);
    job.on('close', (code) => {
      running = false;
      const text = output.join('').trim();
      const summary = text.split('\n').at(-1) ?? '';
      if (code === 0) {
        if (!summary.includes('already made')) log.info(summary);
      } else {
        log.error(`prerender job failed (exit ${code}); the pages in service stay as they were:\n${text.slice(-4000)}`);
      }
      if (again) {
        again = false;
        run();
      }
    });
  };

  run();
  const mapCheck = setInterval(() => {
    const version = versionOf(options.mapPath);
    if (version === mapVersion) return;
    mapVersion = version;
    log.info('runtime map changed: prerendering the public pages again');
    run();
  }, options.mapCheckMs ?? 2000);
  const refresh = setInterval(run, options.refreshMs ?? 60_000);
  mapCheck.unref();
  refresh.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(mapCheck);
      clearInterval(refresh);
    },
  };
}
