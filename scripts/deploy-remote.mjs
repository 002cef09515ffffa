// Ships one remote into the split layout: `node scripts/deploy-remote.mjs marketing 2026-11-21a`
// builds it as a new release and points only its map entry there. `--rollback <release>` points the
// entry back at a release that is still on disk, without building.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES } from './lib/apps.mjs';
import { buildRelease, DEFAULT_DEPLOY_ROOT, DEFAULT_PORTS, pointRemoteAt } from './lib/split-layout.mjs';

const [remote, release, ...rest] = process.argv.slice(2);
const rollback = rest.includes('--rollback') || process.argv.includes('--rollback');
const deployRoot = process.env.DEPLOY_ROOT ?? DEFAULT_DEPLOY_ROOT;

if (!remote || !REMOTES[remote] || !release || !/^[\w.-]+$/.test(release)) {
  console.error(`usage: node scripts/deploy-remote.mjs <${Object.keys(REMOTES).join('|')}> <release> [--rollback]`);
  process.exit(2);
}

if (rollback) {
  if (!existsSync(join(deployRoot, remote, release, 'mf-manifest.json'))) {
    console.error(`No release ${release} of ${remote} under ${deployRoot}`);
    process.exit(1);
  }
} else {
  await buildRelease(deployRoot, remote, release);
}
pointRemoteAt(deployRoot, remote, release, DEFAULT_PORTS[remote]);
console.log(`${remote} now serves release ${release}; the next page load uses it.`);
