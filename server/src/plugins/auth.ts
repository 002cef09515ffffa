import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from 'shared-api/schemas';
import { forbidden, unauthorized } from '../lib/errors';
import type { AuthContext, AuthService } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs no sign-in. Without it every /api route requires a valid session. */
    public?: boolean;
    /** On a public route: a valid token still identifies the caller (request.auth); a bad one is ignored. */
    optionalAuth?: boolean;
    /** Roles allowed to call the route (checked on every call); absent → any signed-in user. */
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * Private by default: adds an onRequest hook to the given (API) scope. It runs before the body is
 * read, so an anonymous caller cannot make the server parse anything on a private route.
 */
export function setupAuth(api: FastifyInstance, auth: AuthService): void {
  api.decorateRequest('auth', null);

  api.addHook('onRequest', async (request) => {
    // Unknown routes answer 404 to everyone; there is nothing to protect.
    if (request.is404) return;
    const { config } = request.routeOptions;
    const token = bearerToken(request);
    if (config.public) {
      if (config.optionalAuth && token) request.auth = await auth.authenticate(token).catch(() => null);
      return;
    }

    if (!token) throw unauthorized('Authentication required');
    request.auth = await auth.authenticate(token);

    if (config.roles && !config.roles.includes(request.auth.user.role)) {
      throw forbidden(config.roles.includes('admin') ? 'Admin access required' : 'You do not have access to this resource');
    }
  });
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/** For handlers of private routes: the hook has run, so the context is there. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
