import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, isStaffRole, refusalFor } from 'shared-api/schemas';
import { accessOfRoute, ROUTE_ACCESS, routeKey, type RouteAccess } from '../access/route-access';
import { forbidden, unauthorized } from '../lib/errors';
import type { AuthContext, AuthService } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs no sign-in. Without it every /api route requires a valid session. */
    public?: boolean;
    /** On a public route: a valid token still identifies the caller (request.auth); a bad one is ignored. */
    optionalAuth?: boolean;
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
  refuseRoutesWithoutARule(api);

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

    const access = accessOfRoute(request.method, request.routeOptions.url ?? '');
    if (access === undefined) throw forbidden('This call has no access rule'); // refused at start; never reached
    refuseUnlessAllowed(request.auth.user.role, access);
  });
}

/** Throws 403 unless `role` may call a route of this access; the message names what the role lacks. */
export function refuseUnlessAllowed(role: AuthContext['user']['role'], access: RouteAccess): void {
  if (access === 'signed-in' || can(role, access)) return;
  // A customer (or anyone outside the staff) is told the back office is not theirs, not which part.
  throw forbidden(isStaffRole(role) ? refusalFor(role, access) : 'Admin access required');
}

/**
 * Every private route of this scope must have a rule in ROUTE_ACCESS, and every rule a route: a route
 * added without one stops the server at start (and so every test), rather than answering anyone.
 */
function refuseRoutesWithoutARule(api: FastifyInstance): void {
  const ruled = new Set<string>();
  api.addHook('onRoute', (route) => {
    if ((route.config as { public?: boolean } | undefined)?.public) return;
    for (const method of [route.method].flat()) {
      const key = routeKey(method, route.url);
      if (ROUTE_ACCESS[key] === undefined) throw new Error(`${key} has no access rule in server/src/access/route-access.ts`);
      ruled.add(key);
    }
  });
  api.addHook('onReady', async () => {
    const unused = Object.keys(ROUTE_ACCESS).filter((key) => !ruled.has(key));
    if (unused.length > 0) throw new Error(`route-access.ts names calls no route answers: ${unused.join(', ')}`);
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
