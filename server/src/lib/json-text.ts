import type { FastifyReply } from 'fastify';

/**
 * The JSON text of a `T`, written by the database: a large answer built as JSON where it is read is
 * sent as it is, instead of being read into rows and serialized again.
 */
export type JsonText<T> = string & { readonly jsonOf?: T };

/** The API's `{ success: true, data }` answer, whose data is JSON text already. */
export function sendJsonData<T>(reply: FastifyReply, data: JsonText<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(`{"success":true,"data":${data}}`);
}

/** An answer whose whole body is JSON text already. */
export function sendJson<T>(reply: FastifyReply, body: JsonText<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
