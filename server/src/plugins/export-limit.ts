import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../lib/rate-limit';

/** Exports one user may have running at once; a third waits for one of them to finish. */
export const EXPORTS_PER_USER = 2;
const RETRY_AFTER_SECONDS = 5;

/** The calls that write a whole file of records: every list's and report's export, and Tally's. */
const EXPORT_CALL = /\/(export|tally-export)$/;

const isExport = (request: FastifyRequest) => EXPORT_CALL.test(request.routeOptions.url ?? '');

/**
 * Each user runs at most EXPORTS_PER_USER exports at a time (429 with Retry-After beyond), so one
 * person's clicks cannot fill the server with the heaviest work there is. Counted per instance: an
 * export runs on the instance that took it. Register after the auth hook, which names the user.
 */
export function limitExportsPerUser(api: FastifyInstance, perUser = EXPORTS_PER_USER): void {
  const running = new Map<string, number>();
  const counted = new WeakSet<FastifyRequest>();
  const release = (request: FastifyRequest) => {
    if (!counted.delete(request)) return;
    const user = request.auth!.user.id;
    const left = (running.get(user) ?? 1) - 1;
    if (left > 0) running.set(user, left);
    else running.delete(user);
  };

  api.addHook('onRequest', async (request) => {
    if (!request.auth || !isExport(request)) return;
    const user = request.auth.user.id;
    const now = running.get(user) ?? 0;
    if (now >= perUser) {
      throw new TooManyRequestsError(
        RETRY_AFTER_SECONDS,
        `You have ${perUser} exports running already: try again when one of them has finished`,
      );
    }
    running.set(user, now + 1);
    counted.add(request);
  });
  // Whichever comes: the file sent, or the client gone before it was.
  api.addHook('onResponse', async (request) => release(request));
  api.addHook('onRequestAbort', async (request) => release(request));
}
