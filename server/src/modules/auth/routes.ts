import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loginSchema, registerSchema, updateProfileSchema } from 'shared-api/schemas';
import type { RateLimits } from '../../config';
import { describeWait, limitRequests, type RateLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../plugins/auth';
import { AppError } from '../../lib/errors';
import { signInLimits } from './guessing-limits';
import type { AuthService, ClientInfo } from './service';
import type { TrustedDevices } from './trusted-devices';
import type { EmailVerification } from './email-verification';

export interface AuthRoutesOptions {
  auth: AuthService;
  verification: EmailVerification;
  limiter: RateLimiter;
  limits: RateLimits;
  devices: TrustedDevices;
}

const hasStatus = (status: number) => (error: unknown) => error instanceof AppError && error.statusCode === status;

const clientInfo = (request: FastifyRequest): ClientInfo => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (
  instance,
  { auth, verification, limiter, limits, devices },
) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const doc = (summary: string) => ({ summary, tags: ['Auth'] });

  // Password guessing is the threat: attempts are throttled per address, and wrong passwords are
  // counted per account (guessing-limits.ts), before each check runs, so a burst cannot outrun them.
  app.post(
    '/login',
    {
      config: { public: true },
      schema: { ...doc('Sign in with e-mail and password'), body: loginSchema },
      preHandler: limitRequests(limiter, 'login', limits.login),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const device = devices.deviceOf(request, email);
      const result = await limiter.guardAttempt(signInLimits(limits.login, email, request.ip, device), hasStatus(401), () =>
        auth.login(email, password, clientInfo(request)),
      );
      devices.trust(request, reply, email, device);
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
      // The "already exists" answer is kept (README, Security); how often one address may get it is limited.
      const existing = {
        key: `register-existing:${request.ip}`,
        rule: limits.register.existingEmailPerAddress,
        message: (wait: number) => `Too many sign-ups from this address, please try again ${describeWait(wait)}`,
        forgetOnSuccess: false,
      };
      const result = await limiter.guardAttempt([existing], hasStatus(409), () =>
        auth.register(request.body, clientInfo(request)),
      );
      devices.trust(request, reply, request.body.email);
      const { invite } = request.body;
      if (invite && verification.inviteHolds(result.user.email, invite)) {
        // The address came in a billing party's invitation: the link proved it.
        await verification.markVerified(result.user.id);
        result.user = { ...result.user, emailVerified: true };
      } else {
        // Not awaited: the account exists whether or not the mail server answers quickly.
        void verification.send(result.user);
      }
      // The spec's words; the portal says a link went to the address (portal/email-confirmation.tsx).
      return reply.code(201).send({ success: true, data: result, message: 'Registration successful!' });
    },
  );

  app.get(
    '/verify-email',
    {
      config: { public: true },
      schema: {
        ...doc('Confirm an e-mail address with the link mailed to it; answers with the customer portal, saying how it went'),
        querystring: z.object({ token: z.string().max(1000).default('') }),
      },
    },
    async (request, reply) => {
      const outcome = await verification.verify(request.query.token);
      const to = outcome.ok ? 'verified' : 'failed';
      return reply.redirect(`/support/customer-portal?email=${to}`, 303);
    },
  );

  app.post(
    '/resend-verification',
    {
      schema: doc('Mail me a new link to confirm my e-mail address'),
      preHandler: limitRequests(limiter, 'verify-email', { perAddress: limits.forgotPassword.perAddress }),
    },
    async (request) => {
      const { user } = requireAuth(request);
      if (user.emailVerified) return { success: true, data: null, message: `${user.email} is confirmed already` };
      await verification.send(user);
      return { success: true, data: null, message: `We sent a new link to ${user.email}` };
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
