// Builds each app whose dist is missing or older than its sources; `--force` rebuilds them all.
import { APPS, needsBuild } from './lib/apps.mjs';
import { buildApp } from './lib/run.mjs';

const force = process.argv.includes('--force');
const stale = APPS.filter((app) => force || needsBuild(app));
if (stale.length === 0) {
  console.log('All apps are built and up to date.');
} else {
  for (const app of stale) {
    console.log(`Building ${app.name}…`);
    await buildApp(app.dir);
  }
}
