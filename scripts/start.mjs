// `npm start`: build what is missing, then serve the site, the remotes and the API from one port.
import { run } from './lib/run.mjs';

await run('node', ['scripts/build-missing.mjs']);
await run('node', ['--import', 'tsx', 'server/src/main.ts']).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
