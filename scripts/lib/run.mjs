import { spawn } from 'node:child_process';
import { REPO_ROOT } from './apps.mjs';

/** Runs a command to completion, output passed through; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/**
 * Builds one app for production, optionally into another folder (a release of a remote) with its
 * source maps in `sourceMapDir`, which must lie outside whatever is served (see webpack-app-config.cjs).
 */
export function buildApp(dir, { outDir, sourceMapDir, quiet = false } = {}) {
  const args = ['webpack', '--mode', 'production', '-c', `${dir}/webpack.config.cjs`];
  if (outDir) args.push('--env', `outDir=${outDir}`);
  if (sourceMapDir) args.push('--env', `sourceMapDir=${sourceMapDir}`);
  return run('npx', args, quiet ? { stdio: ['ignore', 'ignore', 'inherit'] } : {});
}
