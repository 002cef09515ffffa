import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { documentListQuerySchema, documentUploadFieldsSchema } from 'shared-api/schemas';
import { actorOf } from '../../lib/audit';
import { AppError, badRequest } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import { readSingleFile } from '../../lib/uploads';
import type { ZodTypeProvider } from '../../lib/validation';
import { scanContentType, storedFileName } from '../files/scan-content';
import { sendStoredFile } from '../files/stored-files';
import { DOCUMENT_NOT_FOUND, type DocumentsService } from './service';
import { listEnvelope } from '../../lib/listing';
import { branchOfTrip } from '../trips/service';
import { TRIP_NOT_FOUND } from '../trips/shape';
import { branchToList, recordInBranch, refuseOtherBranch } from '../../access/branch-scope';
import type { Db } from '../../db/client';

export interface DocumentsRoutesOptions {
  documents: DocumentsService;
  /** Where a trip's branch is read, for a user of one branch. */
  db: Db;
  /** The largest file accepted (DOCUMENT_MAX_MB). */
  maxBytes: number;
}

const messagesFor = (maxBytes: number) => ({
  missing: 'Choose a PDF or image file to upload',
  tooLarge: `The document must be at most ${Math.round(maxBytes / (1024 * 1024))} MB`,
  wrongType: 'The document must be a PDF, JPEG, PNG or WebP file; this file is none of them',
  extraParts: 'Send one file with its trip, type and note',
  unreadable: 'The upload could not be read; please try again',
});

/** Files filed with trips (admin only: customers never read them). */
export const documentsRoutes: FastifyPluginAsync<DocumentsRoutesOptions> = async (instance, { documents, db, maxBytes }) => {
  const messages = messagesFor(maxBytes);
  await instance.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 100 },
  });
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Documents'] });

  app.get('/', { schema: { ...doc('List documents'), querystring: documentListQuerySchema } }, async (request) => {
    const query = { ...request.query, branchId: branchToList(request, undefined) };
    return listEnvelope(await documents.list(query), request.query.limit);
  });

  app.get('/trip/:id', { schema: { ...doc("A trip's documents, oldest first"), params: idParamsSchema } }, async (request) => {
    refuseOtherBranch(request, await branchOfTrip(db, request.params.id), TRIP_NOT_FOUND);
    return { success: true, data: await documents.forTrip(request.params.id) };
  });

  app.post(
    '/upload',
    {
      schema: {
        ...doc(
          'File a document with a trip (multipart: tripId, type, note, file — PDF, JPEG, PNG or WebP); a POD moves a delivered trip to POD received',
        ),
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { content, fileName, fields } = await readSingleFile(request, 'file', messages);
      const parsed = documentUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
        throw badRequest(Object.values(errors)[0] ?? 'Check the document’s details', errors);
      }
      refuseOtherBranch(request, await branchOfTrip(db, parsed.data.tripId), TRIP_NOT_FOUND);
      const contentType = scanContentType(content);
      if (!contentType) throw new AppError(415, messages.wrongType, { file: messages.wrongType });
      const document = await documents.upload(
        actorOf(request),
        { tripId: parsed.data.tripId, type: parsed.data.type, note: parsed.data.note ?? null },
        { content, contentType, fileName: storedFileName(fileName, contentType, parsed.data.type) },
      );
      return reply
        .code(201)
        .send({ success: true, data: document, message: `${document.typeLabel} filed with ${document.tripNo}` });
    },
  );

  // The calls by a document's id (download, delete): held to its trip's branch.
  const inBranch = recordInBranch(documents.branchOf, DOCUMENT_NOT_FOUND);

  app.get(
    '/download/:id',
    {
      schema: { ...doc('A document’s original bytes (inline: images and PDFs open in the browser)'), params: idParamsSchema },
      preHandler: inBranch,
    },
    async (request, reply) => sendStoredFile(reply, await documents.file(request.params.id)),
  );

  app.delete(
    '/:id',
    { schema: { ...doc('Delete a document'), params: idParamsSchema }, preHandler: inBranch },
    async (request) => {
      await documents.remove(actorOf(request), request.params.id);
      return { success: true, data: null, message: 'Document deleted' };
    },
  );
};
