import type { FastifyPluginAsync } from 'fastify';
import { createSessionSchema, sessionListQuerySchema, updateSessionSchema, workingSessionSchema } from 'shared-api/schemas';
import { actorOf } from '../../lib/audit';
import { idParamsSchema } from '../../lib/params';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../plugins/auth';
import type { SessionsService } from './service';
import { listEnvelope } from '../../lib/listing';

/** Sessions (financial years): admin only, checked on every call. */
export const sessionsRoutes: FastifyPluginAsync<{ sessions: SessionsService }> = async (instance, { sessions }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Sessions'] });

  app.get('/', { schema: { ...doc('List sessions'), querystring: sessionListQuerySchema } }, async (request) => {
    const query = request.query;
    return listEnvelope(await sessions.list(query), query.limit);
  });

  app.get('/working', { schema: doc('The session I work in (my choice, else the active one)') }, async (request) => ({
    success: true,
    data: (await sessions.workingSession(requireAuth(request).user.id)) ?? null,
  }));

  app.put('/working', { schema: { ...doc('Choose the session I work in'), body: workingSessionSchema } }, async (request) => {
    const session = await sessions.setWorkingSession(requireAuth(request).user.id, request.body.sessionId);
    return { success: true, data: session, message: `You are now working in ${session.name}` };
  });

  app.get('/:id', { schema: { ...doc('Get a session'), params: idParamsSchema } }, async (request) => ({
    success: true,
    data: await sessions.get(request.params.id),
  }));

  app.post('/', { schema: { ...doc('Add a session (a financial year)'), body: createSessionSchema } }, async (request, reply) => {
    const session = await sessions.create(actorOf(request), request.body);
    return reply.code(201).send({ success: true, data: session, message: `Session ${session.name} added` });
  });

  app.put(
    '/:id',
    {
      schema: {
        ...doc('Activate, close or reopen a session, or choose its GST regime'),
        params: idParamsSchema,
        body: updateSessionSchema,
      },
    },
    async (request) => {
      const session = await sessions.update(actorOf(request), request.params.id, request.body);
      return { success: true, data: session, message: `Session ${session.name} updated` };
    },
  );

  app.delete('/:id', { schema: { ...doc('Delete a session that nothing uses'), params: idParamsSchema } }, async (request) => {
    await sessions.remove(actorOf(request), request.params.id);
    return { success: true, data: null, message: 'Session deleted' };
  });
};
