import type { FastifyPluginAsync } from 'fastify';
import { createUserSchema, updateUserSchema, userListQuerySchema } from 'shared-api/schemas';
import { actorOf } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/params';
import type { ZodTypeProvider } from '../../lib/validation';
import { USER_NOT_FOUND, toUser, type UsersService } from './service';
import { listEnvelope } from '../../lib/listing';
import type { EmailVerification } from '../auth/email-verification';

export interface UsersRoutesOptions {
  users: UsersService;
  /** Mails a customer whose address an admin changed the link that proves the new one. */
  verification: Pick<EmailVerification, 'send'>;
  /** Called after an admin set someone's password: guesses at the old one no longer matter. */
  onPasswordSet: (email: string) => Promise<void>;
}

/** User management for the back office: every route is admin-only, checked on each call. */
export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions> = async (instance, { users, verification, onPasswordSet }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Users'] });

  app.get('/', { schema: { ...doc('List users'), querystring: userListQuerySchema } }, async (request) => {
    const query = request.query;
    return listEnvelope(await users.list(query), query.limit);
  });

  app.get('/stats', { schema: doc('Count users by role and status') }, async () => ({
    success: true,
    data: await users.stats(),
  }));

  app.post('/', { schema: { ...doc('Create a user'), body: createUserSchema } }, async (request, reply) => {
    const user = await users.create(actorOf(request), request.body);
    return reply.code(201).send({ success: true, data: user, message: 'User created successfully' });
  });

  app.get('/:id', { schema: { ...doc('Get a user'), params: idParamsSchema } }, async (request) => {
    const row = await users.findById(request.params.id);
    if (!row) throw notFound(USER_NOT_FOUND);
    return { success: true, data: toUser(row) };
  });

  app.put(
    '/:id',
    {
      schema: { ...doc('Update a user (role, status, password…)'), params: idParamsSchema, body: updateUserSchema },
    },
    async (request) => {
      const user = await users.update(actorOf(request), request.params.id, request.body);
      if (request.body.password !== undefined) await onPasswordSet(user.email);
      if (request.body.email !== undefined && !user.emailVerified) {
        await verification.send(user);
        return {
          success: true,
          data: user,
          message: `User updated successfully: a link to confirm ${user.email} was sent to it`,
        };
      }
      return { success: true, data: user, message: 'User updated successfully' };
    },
  );

  app.delete('/:id', { schema: { ...doc('Delete a user'), params: idParamsSchema } }, async (request) => {
    await users.remove(actorOf(request), request.params.id);
    return { success: true, data: null, message: 'User deleted successfully' };
  });
};
