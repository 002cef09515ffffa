import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { repoRoot } from '../src/config';

// The project runs on the Node it pins as a devDependency of the root package (README "Set up and run");
// npm puts that one first on the PATH of every npm script, so this suite (`npm run test:api`) runs on it.
describe('runtime', () => {
  const rootPackage = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  const pinned: string = rootPackage.devDependencies.node;

  it('is the Node pinned in the root package.json', () => {
    assert.equal(process.versions.node, pinned, `the API tests ran on Node ${process.version} (${process.execPath})`);
  });

  it('is the Node that engines states', () => {
    assert.equal(rootPackage.engines.node, pinned);
  });
});
