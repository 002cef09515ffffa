import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/*
 * A proxy's id (nginx's $request_id: 32 hex digits) is kept so one request can be followed from the
 * proxy's log into ours. Anything else a client may send is replaced: the id is written into every
 * log line of the request, so it must not be long or carry characters that could forge a line.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is a sane token, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
