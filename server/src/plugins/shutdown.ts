import type { FastifyInstance } from 'fastify';

/**
 * From the moment close() begins the instance is shutting down: /api/ready answers 503 so a proxy
 * sends its traffic elsewhere, and every answer still going out closes its connection. Node closes
 * the keep-alive connections that are idle when the server closes, but not one that becomes idle
 * later, when the request it carried finishes: a proxy's pooled connection would hold the shutdown
 * until its timeout.
 */
export function setupShutdown(app: FastifyInstance): { isShuttingDown(): boolean } {
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (shuttingDown) reply.header('connection', 'close');
    return payload;
  });
  // An answer whose headers left before the shutdown began (a long download) cannot say so.
  app.addHook('onResponse', (_request, _reply, done) => {
    if (shuttingDown) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
  return { isShuttingDown: () => shuttingDown };
}
