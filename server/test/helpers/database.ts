import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Every suite runs on PGlite; with TEST_DATABASE_URL set, on PostgreSQL as well. */
export type Backend = 'pglite' | 'postgresql';
export const backends: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgresql'] : ['pglite'];

/**
 * PGlite's initdb takes ~3 s; copying an initialised empty cluster takes ~0.3 s. The template is
 * built once per PGlite build and holds no schema, so every test still runs the real migrations.
 */
async function pgliteTemplate(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const dir = join(tmpdir(), `freight-test-pglite-template-${Math.floor(statSync(entry).mtimeMs)}`);
  if (existsSync(dir)) return dir;
  const building = `${dir}.${process.pid}.building`;
  const client = await PGlite.create(building);
  await client.close();
  try {
    renameSync(building, dir); // atomic: a half-built template is never visible under the final name
  } catch {
    rmSync(building, { recursive: true, force: true }); // another test process finished first
  }
  return dir;
}

/** Puts an empty initialised PGlite cluster where the server expects it (`<dataDir>/pglite`). */
export async function seedPgliteDir(dataDir: string): Promise<void> {
  const template = await pgliteTemplate();
  const target = join(dataDir, 'pglite');
  // cp(1) copies the ~1,000 small files about three times faster than fs.cpSync.
  const copied = spawnSync('cp', ['-R', template, target]).status === 0;
  if (!copied) cpSync(template, target, { recursive: true });
}

/** A fresh PostgreSQL database for one suite; drop() removes it. Needs CREATEDB on TEST_DATABASE_URL. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `freight_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
