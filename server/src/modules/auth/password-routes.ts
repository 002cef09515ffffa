import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  resetTokenField,
  type ChangePasswordInput,
} from 'shared-api/schemas';
import type { RateLimits } from '../../config';
import { actorOf } from '../../lib/audit';
import { AppError } from '../../lib/errors';
import { limitRequests, type RateLimiter } from '../../lib/rate-limit';
import type { ZodTypeProvider } from '../../lib/validation';
import { requireAuth } from '../../plugins/auth';
import { changePasswordLimits, consumeResetRequest, forgetAccountLimits } from './guessing-limits';
import type { PasswordService } from './password-service';
import type { TrustedDevices } from './trusted-devices';

export interface PasswordRoutesOptions {
  passwordFlows: PasswordService;
  limiter: RateLimiter;
  limits: RateLimits;
  devices: TrustedDevices;
}

const doc = (summary: string) => ({ summary, tags: ['Auth'] });

export const FORGOT_PASSWORD_ANSWER = 'If an account exists for that e-mail, a reset link has been sent.';

/**
 * PUT /auth/change-password and PUT /profile/change-password: the handler and its per-address
 * limit (one counter for both paths). Wrong current passwords are counted per account like failed
 * logins, so a hijacked session cannot be used to guess the password.
 */
export function changePasswordRoute({ passwordFlows, limiter, limits }: PasswordRoutesOptions) {
  const isWrongCurrent = (error: unknown) => error instanceof AppError && error.errors?.currentPassword !== undefined;
  return {
    preHandler: limitRequests(limiter, 'change-password', { perAddress: limits.changePassword.perAddress }),
    handler: async (request: FastifyRequest<{ Body: ChangePasswordInput }>) => {
      const session = requireAuth(request);
      await limiter.guardAttempt(changePasswordLimits(limits.changePassword, session.user.id), isWrongCurrent, () =>
        passwordFlows.changePassword(actorOf(request), session, request.body),
      );
      return { success: true, data: null, message: 'Password changed successfully!' };
    },
  };
}

/** Password routes under /auth: change, facts, and the forgotten-password flow. */
export const passwordRoutes: FastifyPluginAsync<PasswordRoutesOptions> = async (instance, options) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { passwordFlows, limiter, limits, devices } = options;
  const changePassword = changePasswordRoute(options);

  app.put(
    '/change-password',
    {
      schema: { ...doc('Change my password (signs out my other sessions)'), body: changePasswordSchema },
      preHandler: changePassword.preHandler,
    },
    changePassword.handler,
  );

  app.get('/current-password', { schema: doc('Facts about my password (age, other sessions, policy)') }, async (request) => ({
    success: true,
    data: await passwordFlows.passwordInfo(requireAuth(request)),
  }));

  app.post(
    '/forgot-password',
    {
      config: { public: true },
      schema: { ...doc('E-mail a password reset link'), body: forgotPasswordSchema },
      preHandler: limitRequests(limiter, 'forgot-password', { perAddress: limits.forgotPassword.perAddress }),
    },
    async (request) => {
      const { email } = request.body;
      await consumeResetRequest(limiter, limits.forgotPassword, email, request.ip, devices.deviceOf(request, email));
      passwordFlows.requestReset(email, request.ip);
      return { success: true, data: null, message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.get(
    '/verify-reset-token/:token',
    {
      config: { public: true },
      schema: { ...doc('Check a password reset link'), params: z.object({ token: resetTokenField }) },
    },
    async (request) => ({ success: true, data: await passwordFlows.verifyResetToken(request.params.token) }),
  );

  app.post(
    '/reset-password',
    {
      config: { public: true },
      schema: { ...doc('Set a new password with a reset link'), body: resetPasswordSchema },
      preHandler: limitRequests(limiter, 'reset-password', { perAddress: limits.forgotPassword.perAddress }),
    },
    async (request) => {
      const { email } = await passwordFlows.resetPassword({ id: null, email: null, ip: request.ip }, request.body);
      await forgetAccountLimits(limiter, email);
      return { success: true, data: null, message: 'Your password has been reset. You can now log in.' };
    },
  );
};
