// The independent-deploy layout: each remote on its own origin, releases side by side in folders,
// and a runtime map that says which release of each remote the site uses.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { REMOTES, REPO_ROOT } from './apps.mjs';
import { buildApp } from './run.mjs';

export const DEFAULT_DEPLOY_ROOT = join(REPO_ROOT, '.tmp', 'split');
export const DEFAULT_PORTS = { site: 4000, marketing: 4001, search: 4002, admin: 4003 };

/**
 * Where the releases' source maps are kept: `<deployRoot>-sourcemaps/<remote>/<release>/`, beside the
 * deploy root and never inside it, since a remote's server serves all of `<deployRoot>/<remote>/`.
 */
export function sourceMapRoot(deployRoot) {
  return `${resolve(deployRoot)}-sourcemaps`;
}

export function releaseSourceMapDir(deployRoot, remote, release) {
  return join(sourceMapRoot(deployRoot), remote, release);
}

export function mapPath(deployRoot) {
  return join(deployRoot, 'runtime-config.json');
}

export function readMap(deployRoot) {
  return JSON.parse(readFileSync(mapPath(deployRoot), 'utf8'));
}

/** Points one remote's entry at a release; the shell picks it up on the next page load. */
export function pointRemoteAt(deployRoot, remote, release, port) {
  const map = readMap(deployRoot);
  map.remotes[remote] = `http://localhost:${port}/${release}/mf-manifest.json`;
  writeFileSync(mapPath(deployRoot), `${JSON.stringify(map, null, 2)}\n`);
}

/**
 * Copies a remote's current dist in as a release (the first deploy of a fresh layout), and the source
 * maps of that build (`<remote>/sourcemaps/`) to the release's map folder outside the deploy root.
 */
export function publishDist(deployRoot, remote, release) {
  const target = join(deployRoot, remote, release);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(deployRoot, remote), { recursive: true });
  cpSync(join(REPO_ROOT, REMOTES[remote].dir, 'dist'), target, { recursive: true });
  const maps = join(REPO_ROOT, REMOTES[remote].dir, 'sourcemaps');
  const mapTarget = releaseSourceMapDir(deployRoot, remote, release);
  rmSync(mapTarget, { recursive: true, force: true });
  if (existsSync(maps)) cpSync(maps, mapTarget, { recursive: true });
}

/**
 * Builds a remote straight into a new release folder, leaving its dist and other releases alone; its
 * hidden source maps go to the release's own folder under sourceMapRoot, never under the deploy root.
 */
export async function buildRelease(deployRoot, remote, release, { sourceDir } = {}) {
  const target = join(deployRoot, remote, release);
  const dir = sourceDir ?? REMOTES[remote].dir;
  await buildApp(dir, { outDir: target, sourceMapDir: releaseSourceMapDir(deployRoot, remote, release), quiet: true });
  if (!existsSync(join(target, 'mf-manifest.json'))) throw new Error(`build of ${remote} left no manifest`);
  // A remote whose manifest names a server build (for prerendering) must ship it in the same release.
  const { metaData } = JSON.parse(readFileSync(join(target, 'mf-manifest.json'), 'utf8'));
  const server = metaData?.ssrRemoteEntry;
  if (server && !existsSync(join(target, server.path, server.name))) throw new Error(`build of ${remote} left no server entry`);
  return target;
}

export function writeInitialMap(deployRoot, ports, release) {
  mkdirSync(deployRoot, { recursive: true });
  const remotes = Object.fromEntries(
    Object.keys(REMOTES).map((name) => [name, `http://localhost:${ports[name]}/${release}/mf-manifest.json`]),
  );
  writeFileSync(mapPath(deployRoot), `${JSON.stringify({ apiBase: '/api', remotes }, null, 2)}\n`);
}
