// `npm run dev`: the API with restart on change, and each app's dev server on its own port,
// rebuilding on change. The shell's runtime config points at the remotes' dev ports.
import { spawn } from 'node:child_process';
import { REMOTES, REPO_ROOT } from './lib/apps.mjs';
import { WEBPACK_CLI } from './lib/run.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const processes = [
  {
    label: 'api',
    args: ['--import', 'tsx', '--watch', 'server/src/main.ts'],
    env: { PORT: apiPort, SERVE_STATIC: 'false' },
  },
  {
    label: 'shell',
    args: [WEBPACK_CLI, 'serve', '--mode', 'development', '-c', 'shell/webpack.config.cjs'],
    env: { API_PORT: apiPort },
  },
  ...Object.entries(REMOTES).map(([name, remote]) => ({
    label: name,
    args: [WEBPACK_CLI, 'serve', '--mode', 'development', '-c', `${remote.dir}/webpack.config.cjs`],
    env: {},
  })),
];

// Every process runs on this one's Node (under npm the project's pinned one).
const children = processes.map(({ label, args, env }) => {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(prefix, line);
    });
  }
  child.on('exit', (code) => console.log(prefix, `exited (${code})`));
  return child;
});

console.log('Site: http://localhost:3000  (API on', apiPort, '; remotes on 3001–3003)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
