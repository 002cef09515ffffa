import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extract } from 'tar';
import { ArchiveError, FILES_DIR, MANIFEST_FILE, parseManifest, tableFile, uploadFile, type Manifest } from './archive-format';
import { fileDigest } from './upload-files';

export interface OpenedArchive {
  manifest: Manifest;
  /** Where the archive was unpacked: its paths (tables/…, files/…) are relative to this folder. */
  dir: string;
  /** Deletes the unpacked copy. */
  dispose(): void;
}

/**
 * Unpacks an archive into a temporary folder and checks it whole (its manifest, every table file and
 * every upload against their sizes and sha256) before anything touches a database.
 */
export async function openArchive(file: string): Promise<OpenedArchive> {
  if (!existsSync(file)) throw new ArchiveError('there is no such file');
  const dir = mkdtempSync(join(tmpdir(), 'grl-restore-'));
  const dispose = () => rmSync(dir, { recursive: true, force: true });
  try {
    try {
      await extract({
        file,
        cwd: dir,
        strict: true,
        // Only plain files and folders; links could point anywhere.
        filter: (path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
      });
    } catch (error) {
      throw new ArchiveError(`it is not a readable .tar.gz (${(error as Error).message})`);
    }
    const manifestPath = join(dir, MANIFEST_FILE);
    if (!existsSync(manifestPath))
      throw new ArchiveError('it holds no manifest.json, so it is not a backup made by npm run backup');
    const manifest = parseManifest(readFileSync(manifestPath, 'utf8'));
    const expected = [
      ...manifest.tables.map((table) => ({ path: table.file, bytes: table.bytes, sha256: table.sha256 })),
      ...manifest.files.map((upload) => ({ path: uploadFile(upload.path), bytes: upload.bytes, sha256: upload.sha256 })),
    ];
    for (const table of manifest.tables) {
      if (table.file !== tableFile(table.name))
        throw new ArchiveError(`its manifest is damaged (table ${table.name} in ${table.file})`);
    }
    for (const entry of expected) {
      const path = join(dir, entry.path);
      if (!existsSync(path)) throw new ArchiveError(`it is incomplete: ${entry.path} is missing`);
      const actual = await fileDigest(path);
      if (actual.bytes !== entry.bytes || actual.sha256 !== entry.sha256)
        throw new ArchiveError(`it is damaged: ${entry.path} does not match its checksum`);
    }
    return { manifest, dir, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}

export const uploadsIn = (archive: OpenedArchive) => join(archive.dir, FILES_DIR);
