import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// `npm run test:unit` runs jest on the Node pinned in the root package.json, as npm runs every script.
test('jest runs on the Node pinned as the root devDependency `node`', () => {
  const { devDependencies } = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8'));
  expect(process.versions.node).toBe(devDependencies.node);
});
