import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRetryableConflict } from '../db/retrying-transactions';
import { ServerBusyError } from '../lib/concurrency';
import { AppError, databaseErrorCode, DatabaseUnavailableError, isDatabaseUnavailable } from '../lib/errors';

/** Readable messages for the client mistakes Fastify itself detects. */
const fastifyClientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

/** Answers a GET for a non-API path (the single-page app); returns false to fall back to a 404. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Every error leaves as `{ success: false, message, errors? }`. Client mistakes keep their 4xx
 * status; anything unexpected is logged and answered with a generic 500 that reveals nothing. Server
 * failures (5xx) also carry `requestId`, the id of the log lines that tell what happened.
 */
export function setupErrorHandling(app: FastifyInstance, pageFallback?: PageFallback): void {
  // An empty body with Content-Type: application/json (some clients send one on POST /logout) is
  // "no body", not an error; routes that need a body reject it through their schema.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    // PostgreSQL text cannot hold NUL; refuse it here rather than fail deep in a query.
    if (text.includes('\\u0000')) return done(new AppError(400, 'Text must not contain NUL characters'), undefined);
    defaultJsonParser(request, text, done);
  });

  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    // A PostgreSQL restart: the client may retry shortly, and the pool reconnects by itself.
    const unavailable = !(thrown instanceof AppError) && isDatabaseUnavailable(thrown);
    if (unavailable) request.log.warn({ err: thrown }, 'database unavailable');
    // A deadlock or serialization failure that outlasted its retries (or met a statement outside a
    // transaction): the request was sound, so the client is told to try again, not that the server broke.
    const conflicted = !unavailable && !(thrown instanceof AppError) && isRetryableConflict(thrown);
    if (conflicted) request.log.warn({ err: thrown }, 'transaction aborted by a conflict with another');
    const error = unavailable ? new DatabaseUnavailableError() : conflicted ? new ServerBusyError() : thrown;
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        ...(error.errors && { errors: error.errors }),
        ...(error.statusCode >= 500 && { requestId: request.id }),
      });
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, message: fastifyClientMessages[error.code] ?? error.message });
    }
    // Class 22 (data exception: a value out of range, bad encoding…) is a client's value that
    // validation should have caught; answer 400, and log it so the missing rule gets added.
    if (databaseErrorCode(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'value rejected by the database');
      return reply.code(400).send({ success: false, message: 'A value in the request is out of range or malformed' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status >= 500 && status < 600 ? status : 500)
      .send({ success: false, message: 'Internal server error', requestId: request.id });
  });

  // A NUL byte can reach no column (PostgreSQL text refuses it): stop it at the door.
  app.addHook('onRequest', async (request) => {
    if (/%00/.test(request.url)) throw new AppError(400, 'Text must not contain NUL characters');
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!isApiPath(path) && pageFallback && (await pageFallback(request, reply))) return reply;
    return reply.code(404).send({ success: false, message: `Route ${request.method} ${path} not found` });
  });
}
