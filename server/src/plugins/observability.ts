import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics';
import { REQUEST_ID_HEADER } from '../lib/request-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics; main.ts hands `metrics.jobRun` to the periodic jobs. */
    metrics: Metrics;
  }
}

/** The route label of answers from the not-found handler: 404s and the single-page app's pages. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Every answer names its request id (errors, 404s and static files included), so a user's report or
 * a proxy's log line leads to the server's log lines; and every answer is counted and timed by its
 * route's pattern, never its raw URL, which would make one time series per trip id. Register first:
 * the hooks must run before any other hook can end the request.
 */
export function setupRequestTracking(app: FastifyInstance, metrics: Metrics): void {
  app.decorate('metrics', metrics);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
