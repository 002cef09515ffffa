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

/**
 * `markers`: files every build of the app leaves, relative to the app's folder. The shell and the
 * remotes with public pages also build for prerendering (issue 16): the shell's prerenderer and the
 * remotes' server containers.
 */
export const APPS = [
  { name: 'shell', dir: 'shell', markers: ['dist/index.html', 'dist-ssr/prerender.js'] },
  ...['remote-marketing', 'remote-search'].map((dir) => ({
    name: dir,
    dir,
    markers: ['dist/mf-manifest.json', 'dist/server/remoteEntry.js'],
  })),
  { name: 'remote-admin', dir: 'remote-admin', markers: ['dist/mf-manifest.json'] },
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
  const markers = app.markers.map((marker) => join(REPO_ROOT, app.dir, marker));
  if (!markers.every((marker) => existsSync(marker))) return true;
  const built = Math.min(...markers.map((marker) => statSync(marker).mtimeMs));
  const sources = [join(app.dir, 'src'), join(app.dir, 'webpack.config.cjs'), ...SHARED_SOURCES];
  return sources.some((source) => newestMtime(join(REPO_ROOT, source)) > built);
}
