// `npm run serve:split`: the composed site as separately deployed parts. The API server serves the
// shell on :4000 and each remote is served from its own origin (:4001–:4003), releases in folders.
// Use `node scripts/deploy-remote.mjs <remote> <release>` to ship a remote without touching the rest.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REMOTES, REPO_ROOT } from './lib/apps.mjs';
import { runNode } from './lib/run.mjs';
import { DEFAULT_DEPLOY_ROOT, DEFAULT_PORTS, mapPath, publishDist, writeInitialMap } from './lib/split-layout.mjs';
import { startStaticServer } from './lib/static-server.mjs';

const deployRoot = process.env.DEPLOY_ROOT ?? DEFAULT_DEPLOY_ROOT;
const release = 'initial';

await runNode(['scripts/build-missing.mjs']);
for (const remote of Object.keys(REMOTES)) publishDist(deployRoot, remote, release);
writeInitialMap(deployRoot, DEFAULT_PORTS, release);

for (const remote of Object.keys(REMOTES)) {
  await startStaticServer(join(deployRoot, remote), DEFAULT_PORTS[remote]);
  console.log(`${remote.padEnd(10)} http://localhost:${DEFAULT_PORTS[remote]}/${release}/mf-manifest.json`);
}

const api = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
  cwd: REPO_ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(DEFAULT_PORTS.site),
    RUNTIME_CONFIG: mapPath(deployRoot),
    DATA_DIR: process.env.DATA_DIR ?? join(deployRoot, 'data'),
  },
});
console.log(`site       http://localhost:${DEFAULT_PORTS.site}  (map: ${mapPath(deployRoot)})`);
api.on('exit', (code) => process.exit(code ?? 1));
process.on('SIGINT', () => api.kill('SIGINT'));
process.on('SIGTERM', () => api.kill('SIGTERM'));
