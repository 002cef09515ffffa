import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The statements of the migration whose text holds `marker` (its comments left out) that `keep` keeps:
 * a test empties what a migration fills in and runs its back-fill again on the rows already there.
 */
export function migrationStatements(marker: string, keep: (statement: string) => boolean): string[] {
  const folder = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));
  const file = readdirSync(folder).find(
    (name) => name.endsWith('.sql') && readFileSync(join(folder, name), 'utf8').includes(marker),
  );
  assert.ok(file, `a migration holds ${marker}`);
  return readFileSync(join(folder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(keep);
}
