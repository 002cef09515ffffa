// `npm start`: build what is missing, then serve the site, the remotes and the API from one port.
import { runNode } from './lib/run.mjs';

await runNode(['scripts/build-missing.mjs']);
// The one-command mode is how the site runs in production, so the server takes production defaults
// (the API reference for admins only) unless NODE_ENV says otherwise.
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
await runNode(['--import', 'tsx', 'server/src/main.ts'], { env }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
