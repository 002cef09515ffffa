import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_SCAN_MAX_BYTES } from 'shared-api/schemas';
import { AppError } from '../../lib/errors';
import { readSingleFile } from '../../lib/uploads';
import { scanContentType, storedFileName, type ScanContentType } from './scan-content';

const MEGABYTES = DEFAULT_SCAN_MAX_BYTES / (1024 * 1024);

export const SCAN_MESSAGES = {
  missing: 'Choose a PDF or image file to upload',
  tooLarge: `The scan must be at most ${MEGABYTES} MB`,
  wrongType: 'The scan must be a PDF, JPEG, PNG or WebP file; this file is none of them',
  extraParts: 'Send only the scan file',
  unreadable: 'The upload could not be read; please try again',
} as const;

/** Multipart for a plugin's scan routes only: one file of at most 10 MB and nothing else of size. */
export async function acceptScanUploads(instance: FastifyInstance): Promise<void> {
  await instance.register(multipart, {
    limits: {
      fileSize: DEFAULT_SCAN_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      fieldNameSize: 100,
      parts: 6,
      headerPairs: 100,
    },
  });
}

export interface ScanUpload {
  content: Buffer;
  contentType: ScanContentType;
  fileName: string;
}

/** The `file` field of a multipart request, judged by its content. */
export async function readScanUpload(request: FastifyRequest, fallbackName: string): Promise<ScanUpload> {
  const { content, fileName } = await readSingleFile(request, 'file', SCAN_MESSAGES);
  const contentType = scanContentType(content);
  if (!contentType) throw new AppError(415, SCAN_MESSAGES.wrongType);
  return { content, contentType, fileName: storedFileName(fileName, contentType, fallbackName) };
}
