import type { FastifyPluginAsync } from 'fastify';
import { changePasswordSchema } from 'shared-api/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { changePasswordRoute, type PasswordRoutesOptions } from './password-routes';

/**
 * PUT /profile/change-password for the back office's profile screen: the same operation as
 * PUT /auth/change-password. Registered under /profile next to modules/profile (Fastify allows
 * two plugins with one prefix).
 */
export const profilePasswordRoutes: FastifyPluginAsync<PasswordRoutesOptions> = async (instance, options) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const changePassword = changePasswordRoute(options);
  app.put(
    '/change-password',
    {
      schema: {
        summary: 'Change my password from the back office profile (signs out my other sessions)',
        tags: ['Auth'],
        body: changePasswordSchema,
      },
      preHandler: changePassword.preHandler,
    },
    changePassword.handler,
  );
};
