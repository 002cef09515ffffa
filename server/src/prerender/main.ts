// The prerender job as a short-lived process (the server's supervisor starts it; it can also be run
// by hand): node --import tsx server/src/prerender/main.ts --map F --origin URL --out DIR --shell DIR [--public-url URL]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runPrerenderJob } from './job';

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
const started = performance.now();
try {
  const { generation, reused } = await runPrerenderJob({
    mapPath: values.map,
    origin: values.origin,
    outDir: values.out,
    shellDist: join(values.shell, 'dist'),
    prerenderer: join(values.shell, 'dist-ssr', 'prerender.js'),
    publicUrl: values['public-url'] ?? values.origin,
    log: (message) => console.log(message),
  });
  const took = Math.round(performance.now() - started);
  console.log(
    reused
      ? `prerender: generation ${generation.key} is already made; in service`
      : `prerender: generation ${generation.key} (${generation.routes.length} pages) made in ${took} ms; in service`,
  );
  process.exit(0);
} catch (error) {
  console.error('prerender: failed; the pages in service stay as they were', error);
  process.exit(1);
}
