import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteFolders } from '../plugins/static';
import { onContentChanged } from './content-changed';
import { inputsInService } from './job';
import { readGenerationInputs, readMap, type InputLocations } from './inputs';
import { JOB_MAX_MS, LOCK_FILE, LOCKED_EXIT_CODE } from './lock';
import { createFileWatch } from './watch';

/*
 * Keeps the prerendered pages in step with what they are made from. It looks at the generation's inputs
 * (./inputs.ts) when the server starts and whenever one may have changed: a file it is read from is
 * written or replaced (the runtime map, the shell's index.html and prerenderer, the manifest of a remote
 * this server serves), the company profile is saved here (contentChanged), or, once a minute, for what
 * no file tells of (the profile saved on another instance, a remote on another host). Only when the
 * inputs' key is not the one in service does it start the job (./main.ts, a process of its own, so
 * whatever the remotes' server code does stays out of the server). One look at a time; a change seen
 * meanwhile gets one more look after it.
 *
 * What is missing (a build not made, a remote not answering) is said once, and again only when it
 * changes. A job that failed is said once too; the same inputs are tried again on any change, and after
 * 10 s, 20 s, 40 s… up to 16 minutes. Either way the pages in service stay.
 */

export interface SupervisorLog {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface PrerenderSupervisorOptions {
  mapPath: string;
  /** Where the job reaches the site (PRERENDER_ORIGIN): the remotes and the API. */
  origin: string;
  outDir: string;
  /** STATIC_ROOT: the shell's builds and the remotes this server serves, watched for rebuilds. */
  staticRoot: string;
  /** PUBLIC_URL: the pages' canonical addresses and the sitemap's. */
  publicUrl: string;
  log: SupervisorLog;
  /** How long to let a change settle before looking (a build writes several files); default 1 s. */
  settleMs?: number;
  /** How often the inputs no file tells of are looked at; default 60 s. */
  checkEveryMs?: number;
}

export interface PrerenderSupervisor {
  stop(): void;
}

const JOB = fileURLToPath(new URL('./main.ts', import.meta.url));
const RETRY_FIRST_MS = 10_000;
const RETRY_MAX_MS = 16 * 60_000;

export function startPrerenderSupervisor(options: PrerenderSupervisorOptions): PrerenderSupervisor {
  const { log, outDir, origin } = options;
  const shell = join(options.staticRoot, 'shell');
  const locations: InputLocations = {
    mapPath: options.mapPath,
    origin,
    shellDist: join(shell, 'dist'),
    prerenderer: join(shell, 'dist-ssr', 'prerender.js'),
    publicUrl: options.publicUrl,
  };
  const lockFile = join(outDir, LOCK_FILE);

  let stopped = false;
  let looking = false;
  let lookAgain = false;
  let settling: NodeJS.Timeout | undefined;
  /** The input problem said last, so it is said once. */
  let problem: string | undefined;
  /** Something may have changed since the last look (else the look is the periodic one). */
  let changeSeen = true;
  /** The inputs whose job failed, said once; tried again on a change, or after a pause that grows. */
  let failed: { key: string; attempts: number } | undefined;
  let retry: NodeJS.Timeout | undefined;
  /** Another job held the folder: look again when its lock goes. */
  let waitingForLock = false;

  /** The file a map URL names when this server serves it from STATIC_ROOT (`/remotes/<name>/…`). */
  function servedFile(url: string): string | undefined {
    const resolved = new URL(url, origin);
    if (resolved.origin !== new URL(origin).origin) return undefined;
    const [, name, rest] = /^\/remotes\/([^/]+)\/(.+)$/.exec(resolved.pathname) ?? [];
    const folder = name && remoteFolders[name as keyof typeof remoteFolders];
    return folder && rest ? join(options.staticRoot, folder, 'dist', decodeURIComponent(rest)) : undefined;
  }

  function watchedFiles(): string[] {
    let manifests: string[] = [];
    try {
      manifests = Object.values(readMap(options.mapPath).remotes).flatMap((url) => servedFile(url) ?? []);
    } catch {
      // no map (yet): the map's own file is watched
    }
    const files = [options.mapPath, join(locations.shellDist, 'index.html'), locations.prerenderer, ...manifests];
    return waitingForLock ? [...files, lockFile] : files;
  }

  const files = createFileWatch(() => lookSoon());

  function lookSoon() {
    if (stopped) return;
    changeSeen = true;
    clearTimeout(settling);
    settling = setTimeout(() => void look(), options.settleMs ?? 1000);
  }

  async function look() {
    if (stopped) return;
    if (looking) {
      lookAgain = true;
      return;
    }
    looking = true;
    try {
      await lookOnce();
    } catch (error) {
      log.error(`prerender: ${(error as Error).stack ?? String(error)}`);
    } finally {
      looking = false;
      if (lookAgain) {
        lookAgain = false;
        lookSoon();
      }
    }
  }

  async function lookOnce() {
    const afterChange = changeSeen;
    changeSeen = false;
    waitingForLock = false;
    files.set(watchedFiles());
    let key: string;
    try {
      ({ key } = await readGenerationInputs(locations));
    } catch (error) {
      const message = (error as Error).message;
      if (message !== problem) {
        problem = message;
        log.warn(`prerender: ${message}; the pages in service stay as they are until that changes`);
      }
      return;
    }
    if (problem !== undefined) {
      log.info(`prerender: everything the pages are made from is there again (before: ${problem})`);
      problem = undefined;
    }
    if (key === inputsInService(outDir)) return;
    if (key === failed?.key && !afterChange) return;
    const { code, output } = await runJob();
    if (stopped) return;
    const summary = output.split('\n').at(-1) ?? '';
    if (code === 0) {
      failed = undefined;
      clearTimeout(retry);
      log.info(summary);
    } else if (code === LOCKED_EXIT_CODE) {
      // Another instance sharing PRERENDER_DIR is at it: look again once its lock is gone.
      log.info(`${summary}; looking again when it is done`);
      waitingForLock = true;
      files.set(watchedFiles());
    } else {
      // A failure may pass (a remote restarting): tried again after a pause that doubles, up to RETRY_MAX_MS.
      const attempts = failed?.key === key ? failed.attempts + 1 : 1;
      failed = { key, attempts };
      clearTimeout(retry);
      retry = setTimeout(lookSoon, Math.min(RETRY_FIRST_MS * 2 ** (attempts - 1), RETRY_MAX_MS));
      retry.unref();
      if (attempts === 1) {
        log.error(`prerender job failed (exit ${code}); the pages in service stay as they were:\n${output.slice(-4000)}`);
      }
    }
  }

  function runJob(): Promise<{ code: number | null; output: string }> {
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
        origin,
        '--out',
        outDir,
        '--shell',
        shell,
        '--public-url',
        options.publicUrl,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const keep = (chunk: Buffer) => output.push(chunk.toString());
    job.stdout.on('data', keep);
    job.stderr.on('data', keep);
    // The job ends itself after JOB_MAX_MS; this is for a job stuck where its own timer cannot fire.
    const backstop = setTimeout(() => job.kill('SIGKILL'), JOB_MAX_MS + 30_000);
    backstop.unref();
    return new Promise((resolve) => {
      job.on('close', (code) => {
        clearTimeout(backstop);
        resolve({ code, output: output.join('').trim() });
      });
    });
  }

  const stopListening = onContentChanged(lookSoon);
  const periodic = setInterval(() => void look(), options.checkEveryMs ?? 60_000);
  periodic.unref();
  void look();
  return {
    stop() {
      stopped = true;
      clearTimeout(settling);
      clearTimeout(retry);
      clearInterval(periodic);
      stopListening();
      files.close();
    },
  };
}
