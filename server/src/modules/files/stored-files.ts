import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { StoredFileInfo } from 'shared-api/schemas';
import type { Db } from '../../db/client';
import { storedFiles, type StoredFileRow } from '../../db/schema';

/*
 * Files kept in the database (stored_files): paper scans now, trip documents later. Every API
 * instance serves the same bytes, and a database backup holds them. Nothing from a request ever
 * becomes a filesystem path.
 */

export type FileInfoRow = Pick<StoredFileRow, 'id' | 'fileName' | 'contentType' | 'sizeBytes' | 'createdAt'>;

/** The columns that describe a file, for queries that must not load its bytes. */
export const fileInfoColumns = {
  id: storedFiles.id,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
  createdAt: storedFiles.createdAt,
};

export const toFileInfo = (row: FileInfoRow): StoredFileInfo => ({
  id: row.id,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  uploadedAt: row.createdAt.toISOString(),
});

export interface NewStoredFile {
  fileName: string;
  contentType: string;
  content: Buffer;
  uploadedBy: string | null;
}

export async function saveFile(executor: Pick<Db, 'insert'>, file: NewStoredFile): Promise<StoredFileInfo> {
  const [row] = await executor
    .insert(storedFiles)
    .values({
      fileName: file.fileName,
      contentType: file.contentType,
      sizeBytes: file.content.length,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      content: file.content,
      uploadedBy: file.uploadedBy,
    })
    .returning(fileInfoColumns);
  return toFileInfo(row!);
}

export async function loadFile(executor: Pick<Db, 'select'>, id: string): Promise<StoredFileRow | undefined> {
  const [row] = await executor.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row;
}

export async function deleteFile(executor: Pick<Db, 'delete'>, id: string): Promise<void> {
  await executor.delete(storedFiles).where(eq(storedFiles.id, id));
}

/** Content-Disposition with the name in both the plain and the UTF-8 form (RFC 6266). */
function disposition(kind: 'inline' | 'attachment', fileName: string): string {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends a stored file as itself: its own type, shown inline (images and PDFs preview in the
 * browser), never sniffed, and sandboxed so a crafted file cannot run script on our origin.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFileRow, kind: 'inline' | 'attachment' = 'inline') {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', disposition(kind, file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .header('cache-control', 'private, no-store')
    .send(file.content);
}
