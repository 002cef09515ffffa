import { z } from 'zod';

/*
 * The archive `npm run backup` writes: a .tar.gz holding manifest.json first, one NDJSON file per table
 * (`tables/<name>.ndjson`, a row_to_json object per line) and the files under UPLOAD_DIR
 * (`files/<path>`). Rows are text the way PostgreSQL itself writes JSON, so the archive restores into
 * any engine the app runs on (PGlite, embedded or outside PostgreSQL), whichever one made it.
 */

export const ARCHIVE_FORMAT = 'globe-route-logistics-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const TABLES_DIR = 'tables';
export const FILES_DIR = 'files';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const tableName = z.string().regex(/^[a-z_][a-z0-9_]*$/, 'a table name');

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  appVersion: z.string(),
  source: z.object({ engine: z.string(), serverVersion: z.string() }),
  /** The migrations applied to the source, oldest first, as drizzle records them. */
  migrations: z.array(z.object({ createdAt: z.number().int(), hash: z.string() })),
  tables: z.array(
    z.object({
      name: tableName,
      file: z.string(),
      /** The columns dumped (generated columns are left out: the target computes them again). */
      columns: z.array(z.string().min(1)).min(1),
      rows: z.number().int().min(0),
      bytes: z.number().int().min(0),
      sha256,
    }),
  ),
  sequences: z.array(z.object({ name: tableName, lastValue: z.string().regex(/^-?\d+$/), isCalled: z.boolean() })),
  files: z.array(
    z.object({
      /** Relative to UPLOAD_DIR, with forward slashes. */
      path: z.string().min(1),
      bytes: z.number().int().min(0),
      sha256,
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = Manifest['tables'][number];

export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

/** The manifest of an archive, or an ArchiveError that says in one line why the file is not one of ours. */
export function parseManifest(text: string): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ArchiveError('its manifest.json is not JSON');
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== ARCHIVE_FORMAT) throw new ArchiveError('it is not a backup made by npm run backup');
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (version !== ARCHIVE_FORMAT_VERSION)
    throw new ArchiveError(`its format version is ${String(version)}; this app reads version ${ARCHIVE_FORMAT_VERSION}`);
  const result = manifestSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ArchiveError(`its manifest is damaged (${issue?.path.join('.')}: ${issue?.message})`);
  }
  for (const file of result.data.files) {
    if (!isSafeRelativePath(file.path))
      throw new ArchiveError(`its manifest names a file outside the upload folder: ${file.path}`);
  }
  return result.data;
}

/** A path that stays inside the folder it is joined to. */
export function isSafeRelativePath(path: string): boolean {
  return (
    !path.startsWith('/') && !path.includes('\\') && path.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

export const tableFile = (name: string) => `${TABLES_DIR}/${name}.ndjson`;
export const uploadFile = (path: string) => `${FILES_DIR}/${path}`;
