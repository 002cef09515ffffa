import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

/** What an upload route says when the request is not one file of the right size. */
export interface UploadMessages {
  missing: string;
  tooLarge: string;
  extraParts: string;
  unreadable: string;
}

/**
 * The bytes and given name of one file field of a multipart request (the plugin registering the
 * route sets @fastify/multipart's limits). Every part is read to the end (others are drained), so
 * the whole request has been received before we answer — a client still sending would otherwise
 * see its connection reset instead of our message.
 */
export async function readSingleFile(
  request: FastifyRequest,
  field: string,
  messages: UploadMessages,
  /** @fastify/multipart limits for this route when they differ from the plugin's. */
  limits?: Record<string, number>,
): Promise<{ content: Buffer; fileName: string | undefined; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(messages.missing);
  let content: Buffer | undefined;
  let fileName: string | undefined;
  // Text fields sent beside the file (a document's trip and type); the first of each name counts.
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts(limits ? { limits } : undefined)) {
      if (part.type !== 'file') {
        if (typeof part.value === 'string' && !(part.fieldname in fields)) fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname === field && content === undefined) {
        content = await part.toBuffer();
        fileName = part.filename;
      } else part.file.resume();
    }
  } catch (error) {
    throw uploadError(error, messages);
  }
  // A form submitted without choosing a file still sends an empty part.
  if (!content || content.length === 0) throw badRequest(messages.missing);
  return { content, fileName, fields };
}

/** @fastify/multipart's and busboy's errors → our messages (all of them are the client's doing). */
function uploadError(error: unknown, messages: UploadMessages): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(413, messages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError(413, messages.extraParts);
  }
  // Malformed multipart (no boundary, a body cut short): busboy throws plain errors.
  return badRequest(messages.unreadable);
}
