import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { loginSchema, registerSchema, updateProfileSchema } from 'shared-api/schemas';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../plugins/auth';
import type { AuthService, ClientInfo } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  /** Login and register attempts per minute per client address. */
  attemptsPerMinute: number;
}

const clientInfo = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (instance, { auth, attemptsPerMinute }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Password guessing is the threat: throttle the two routes that check or create passwords.
  const throttled = {
    public: true,
    rateLimit: { max: attemptsPerMinute, timeWindow: '1 minute' },
  };

  app.post('/login', { config: throttled, schema: { body: loginSchema } }, async (request) => {
    const result = await auth.login(request.body.email, request.body.password, clientInfo(request));
    return { success: true, data: result, message: 'Login successful!' };
  });

  app.post('/register', { config: throttled, schema: { body: registerSchema } }, async (request, reply) => {
    const result = await auth.register(request.body, clientInfo(request));
    return reply.code(201).send({ success: true, data: result, message: 'Registration successful!' });
  });

  app.get('/verify', async (request) => ({ success: true, data: { user: requireAuth(request).user } }));

  app.post('/logout', async (request) => {
    await auth.logout(requireAuth(request).jti);
    return { success: true, data: null, message: 'Logged out successfully' };
  });

  app.get('/profile', async (request) => ({ success: true, data: { user: requireAuth(request).user } }));

  app.put('/profile', { schema: { body: updateProfileSchema } }, async (request) => {
    const user = await auth.updateProfile(requireAuth(request).user.id, request.body);
    return { success: true, data: { user }, message: 'Profile updated successfully!' };
  });
};
