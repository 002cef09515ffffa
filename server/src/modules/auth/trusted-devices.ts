import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where the cookie is sent: the sign-in, sign-up and password calls only. */
const COOKIE_PATH = '/api/auth';
const TRUST_DAYS = 180;
const TRUST_SECONDS = TRUST_DAYS * 86_400;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

export interface TrustedDevices {
  /** The browser's device id when it carries a valid, unexpired cookie for this account. */
  deviceOf(request: FastifyRequest, email: string): string | undefined;
  /** After a successful sign-in: (re)issue the cookie, keeping the device id the browser already had. */
  trust(request: FastifyRequest, reply: FastifyReply, email: string, deviceId?: string): void;
}

/**
 * A browser that has signed in to an account gets a signed cookie saying so (a "device cookie", as
 * OWASP describes against online guessing). Its wrong passwords are counted on their own, so the
 * owner's usual browser is never locked out by strangers guessing from elsewhere, while strangers
 * share the account's tight limit. The cookie is bound to the account's e-mail, signed with a key
 * derived from the token secret, carries its issue time (a copied cookie expires too), and is
 * HttpOnly and SameSite=Strict; it holds no session and grants no access.
 */
export function createTrustedDevices(secret: string, now: () => number = Date.now): TrustedDevices {
  const key = createHmac('sha256', secret).update('trusted-device-cookie').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  // One cookie per account, so a shared office browser can be trusted by several staff accounts.
  const cookieName = (email: string) => `grl_device_${mac(`name:${email}`).slice(0, 16)}`;
  const signature = (email: string, id: string, issued: string) => mac(`device:${email}:${id}:${issued}`);

  return {
    deviceOf(request, email) {
      const value = request.cookies[cookieName(email)];
      const [id, issued, given, ...rest] = value?.split('.') ?? [];
      if (!id || !issued || !given || rest.length > 0 || !DEVICE_ID.test(id) || !/^\d{1,12}$/.test(issued)) return undefined;
      const ageSeconds = now() / 1000 - Number(issued);
      if (ageSeconds < -300 || ageSeconds > TRUST_SECONDS) return undefined;
      const expected = Buffer.from(signature(email, id, issued));
      const actual = Buffer.from(given);
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : undefined;
    },

    trust(request, reply, email, deviceId) {
      const id = deviceId ?? randomBytes(16).toString('base64url');
      const issued = String(Math.floor(now() / 1000));
      reply.setCookie(cookieName(email), `${id}.${issued}.${signature(email, id, issued)}`, {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: TRUST_SECONDS,
      });
    },
  };
}
