import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { loginSchema, registerSchema, updateProfileSchema } from 'shared-api/schemas';
import type { RateLimits } from '../../config';
import { describeWait, limitRequests, type RateLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import type { AuthService, ClientInfo } from './service';

export interface AuthRoutesOptions {
  auth: AuthService;
  limiter: RateLimiter;
  limits: RateLimits;
}

const clientInfo = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (instance, { auth, limiter, limits }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Auth'] });

  // Password guessing is the threat: throttle per address, and count failures per account, so
  // guessing one account's password from many addresses is stopped as well.
  app.post(
    '/login',
    {
      config: { public: true },
      schema: { ...doc('Sign in with e-mail and password'), body: loginSchema },
      preHandler: limitRequests(limiter, 'login', limits.login),
    },
    async (request) => {
      const result = await limiter.guardFailures(
        `login-failures:${request.body.email}`,
        limits.login.failuresPerAccount,
        {
          message: (wait) => `Too many failed sign-in attempts for this account, please try again ${describeWait(wait)}`,
          isFailure: (error) => error instanceof AppError && error.statusCode === 401,
        },
        () => auth.login(request.body.email, request.body.password, clientInfo(request)),
      );
      return { success: true, data: result, message: 'Login successful!' };
    },
  );

  app.post(
    '/register',
    {
      config: { public: true },
      schema: { ...doc('Create a customer account and sign in'), body: registerSchema },
      preHandler: limitRequests(limiter, 'register', limits.register),
    },
    async (request, reply) => {
      const result = await auth.register(request.body, clientInfo(request));
      return reply.code(201).send({ success: true, data: result, message: 'Registration successful!' });
    },
  );

  app.get('/verify', { schema: doc('Check my token and get my user') }, async (request) => ({
    success: true,
    data: { user: requireAuth(request).user },
  }));

  app.post('/logout', { schema: doc('Sign out (revokes this token)') }, async (request) => {
    await auth.logout(requireAuth(request).jti);
    return { success: true, data: null, message: 'Logged out successfully' };
  });

  app.get('/profile', { schema: doc('Get my profile') }, async (request) => ({
    success: true,
    data: { user: requireAuth(request).user },
  }));

  app.put('/profile', { schema: { ...doc('Update my name and phone'), body: updateProfileSchema } }, async (request) => {
    const user = await auth.updateProfile(requireAuth(request).user.id, request.body);
    return { success: true, data: { user }, message: 'Profile updated successfully!' };
  });
};
