// Where each app lives and what its build leaves behind; one list for every script.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const REMOTES = {
  marketing: { dir: 'remote-marketing', devPort: 3001 },
  search: { dir: 'remote-search', devPort: 3002 },
  admin: { dir: 'remote-admin', devPort: 3003 },
};

export const APPS = [
  { name: 'shell', dir: 'shell', marker: 'index.html' },
  ...Object.values(REMOTES).map(({ dir }) => ({ name: dir, dir, marker: 'mf-manifest.json' })),
];

const SHARED_SOURCES = ['shared-ui/src', 'shared-api/src', 'scripts/webpack-app-config.cjs'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when the app has no build, or its sources (or the shared packages) changed after it. */
export function needsBuild(app) {
  const marker = join(REPO_ROOT, app.dir, 'dist', app.marker);
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  const sources = [join(app.dir, 'src'), join(app.dir, 'webpack.config.cjs'), ...SHARED_SOURCES];
  return sources.some((source) => newestMtime(join(REPO_ROOT, source)) > built);
}
