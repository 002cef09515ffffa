// Runs drizzle-kit so that it finds this workspace's drizzle-orm.
//
// Why: npm installed drizzle-kit at the repository root but drizzle-orm under server/node_modules,
// and drizzle-kit's version check `import('drizzle-orm/version')` resolves from its own folder, so a
// plain `drizzle-kit generate` stops with "Please install latest version of drizzle-orm".
// A resolve hook (for its import()) and NODE_PATH (for its require()) make `drizzle-orm`
// resolve from this workspace instead.
// Usage: node scripts/drizzle-kit.mjs generate [--name x]
import Module, { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const hook = `
const parentURL = ${JSON.stringify(import.meta.url)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL });
  }
  return next(specifier, context);
}`;
process.env.NODE_PATH = fileURLToPath(new URL('../node_modules', import.meta.url));
Module._initPaths(); // re-reads NODE_PATH for require() in this process
register(`data:text/javascript,${encodeURIComponent(hook)}`);

// bin.cjs is not in drizzle-kit's exports map, so locate it next to the package's main file.
const kitDir = dirname(createRequire(import.meta.url).resolve('drizzle-kit'));
await import(pathToFileURL(join(kitDir, 'bin.cjs')).href);
