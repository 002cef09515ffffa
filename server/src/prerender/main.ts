// The prerender job as a short-lived process (the server's supervisor starts it; it can also be run
// by hand): node --import tsx server/src/prerender/main.ts --map F --origin URL --out DIR --shell DIR [--public-url URL]
// Exit codes: 0 done, 1 failed (the pages in service stay), 2 usage, 75 (LOCKED_EXIT_CODE) another job
// holds the output folder, so this one did nothing.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { describeHolder, JOB_MAX_MS, LOCKED_EXIT_CODE, tryLock } from './lock';

const { values } = parseArgs({
  options: {
    map: { type: 'string' },
    origin: { type: 'string' },
    out: { type: 'string' },
    shell: { type: 'string' },
    'public-url': { type: 'string' },
  },
});
if (!values.map || !values.origin || !values.out || !values.shell) {
  console.error(
    'usage: prerender/main.ts --map <runtime-config.json> --origin <http://host:port> --out <dir> --shell <shell folder>',
  );
  process.exit(2);
}
const outDir = values.out;

const taken = tryLock(outDir);
if ('heldBy' in taken) {
  const holder = taken.heldBy ? describeHolder(taken.heldBy) : 'another job';
  console.log(`prerender: skipped: ${holder} is prerendering into ${outDir}`);
  process.exit(LOCKED_EXIT_CODE);
}
const { lock } = taken;
// Released however the process ends; past its longest run a job ends itself, so its lock is never held longer.
process.on('exit', () => lock.release());
setTimeout(() => {
  console.error(`prerender: failed: still running after ${JOB_MAX_MS / 60_000} minutes; the pages in service stay as they were`);
  process.exit(1);
}, JOB_MAX_MS).unref();

const started = performance.now();
try {
  // Loaded only once the lock is ours: a job that skips exits without loading the renderer.
  const { runPrerenderJob } = await import('./job');
  const { generation, result, pages } = await runPrerenderJob({
    mapPath: values.map,
    origin: values.origin,
    outDir,
    shellDist: join(values.shell, 'dist'),
    prerenderer: join(values.shell, 'dist-ssr', 'prerender.js'),
    publicUrl: values['public-url'] ?? values.origin,
    log: (message) => console.log(message),
  });
  const took = Math.round(performance.now() - started);
  const counts = `${pages.rendered} pages rendered, ${pages.changed} changed, ${pages.unchanged} unchanged`;
  console.log(
    {
      reused: `prerender: generation ${generation.key} was made before from these inputs; in service`,
      same: `prerender: ${counts} in ${took} ms; generation ${generation.key} stays in service`,
      made: `prerender: generation ${generation.key} made in ${took} ms (${counts}); in service`,
    }[result],
  );
  process.exit(0);
} catch (error) {
  console.error('prerender: failed; the pages in service stay as they were', error);
  process.exit(1);
}
