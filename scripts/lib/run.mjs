import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { REPO_ROOT } from './apps.mjs';

/** webpack's command line, run as `node WEBPACK_CLI …` so that it runs on this process's Node. */
export const WEBPACK_CLI = createRequire(import.meta.url).resolve('webpack-cli/bin/cli.js');

/**
 * Runs a Node script (or, with `--import tsx`, a TypeScript one) to completion, output passed through;
 * rejects on a non-zero exit. It runs on the Node that runs this process (under npm the project's
 * pinned one), never on whichever `node` comes first on the PATH.
 */
export function runNode(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/**
 * Builds one app for production, optionally into another folder (a release of a remote) with its
 * source maps in `sourceMapDir`, which must lie outside whatever is served (see webpack-app-config.cjs).
 */
export function buildApp(dir, { outDir, sourceMapDir, quiet = false } = {}) {
  const args = [WEBPACK_CLI, '--mode', 'production', '-c', `${dir}/webpack.config.cjs`];
  if (outDir) args.push('--env', `outDir=${outDir}`);
  if (sourceMapDir) args.push('--env', `sourceMapDir=${sourceMapDir}`);
  return runNode(args, quiet ? { stdio: ['ignore', 'ignore', 'inherit'] } : {});
}
