import swagger from '@fastify/swagger';
import swaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiDocsAccess } from '../config';
import { PERMISSIONS } from 'shared-api/schemas';
import { accessOfRoute } from '../access/route-access';
import { AppError, forbidden, unauthorized } from '../lib/errors';
import type { AuthContext } from '../modules/auth/service';
import { bearerToken } from './auth';

type JsonSchema = Record<string, unknown>;

/**
 * Routes validate with zod; the OpenAPI document is generated from those same schemas, so the
 * docs cannot drift from what the server accepts. Query strings and params arrive as text and are
 * coerced, so they are documented by their output side (the typed value); bodies by their input.
 */
function toJsonSchema(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  // On the output side a defaulted field counts as required; to a caller it is optional.
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  if (Array.isArray(json.required))
    json.required = json.required.filter((key: string) => !('default' in (properties[key] ?? {})));
  return json;
}

/** The route's access rule, as the auth hook enforces it (plugins/auth.ts), written into the document. */
function accessOf(method: string, url: string, config: { public?: boolean; optionalAuth?: boolean } | undefined) {
  if (config?.public) {
    const note = config.optionalAuth ? 'Public; a bearer token, if sent, identifies the caller.' : 'Public.';
    return { level: 'public', roles: [] as readonly string[], security: [], note };
  }
  const access = accessOfRoute(method, url) ?? 'signed-in';
  if (access === 'signed-in')
    return { level: access, roles: [] as readonly string[], security: undefined, note: 'Requires a bearer token.' };
  const { roles } = PERMISSIONS[access];
  return {
    level: access,
    roles,
    security: undefined,
    note: `Requires a bearer token of a role with the permission \`${access}\`: ${roles.join(', ')}.`,
  };
}

export interface OpenApiOptions {
  access: ApiDocsAccess;
  authenticate: (token: string) => Promise<AuthContext>;
}

export const DOCS_SIGN_IN = 'Sign in to the back office as an administrator to read the API reference';

/**
 * The viewer's requests carry the back-office token from this origin's localStorage (the key of
 * shared-api/src/token-storage.ts), so an admin signed in to the back office can read the document.
 * Built as source: the viewer's options are sent to the browser as code.
 */
const sendBackOfficeToken = new Function(
  'request',
  "const token = window.localStorage.getItem('token'); if (token) request.headers.Authorization = 'Bearer ' + token; return request;",
) as NonNullable<FastifySwaggerUiOptions['uiConfig']>['requestInterceptor'];

/**
 * GET /api/docs (viewer) and /api/docs/json (the document). Register before the API routes. With
 * access 'admin' the document (not the viewer's static files) needs an admin's token; with 'off'
 * nothing is served (the document is still built, for app.swagger()).
 */
export async function registerOpenApi(app: FastifyInstance, { access, authenticate }: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Globe Route Logistics API',
        version: '1.0.0',
        description:
          'Every response is `{ success, data, message }`; lists add `total`, `page`, `limit`. A bad body answers 400 with ' +
          '`errors.<field>`; unknown ids 404; conflicts 409; limits 429 with Retry-After.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: ({ schema, url, route }) => {
      // Only the API is documented: the single-page app's file routes are not calls.
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      const { body, querystring, params, headers, response: _response, ...rest } = (schema ?? {}) as Record<string, unknown>;
      const access = accessOf(String(route.method), url, route.config as Parameters<typeof accessOf>[2]);
      const transformed: Record<string, unknown> = {
        ...rest,
        description: [rest.description, access.note].filter(Boolean).join(' '),
        ...(access.security && { security: access.security }),
        // Machine-readable for the access-matrix test: 'public', 'signed-in' or the permission, and its roles.
        'x-access': access.level,
        'x-roles': access.roles,
      };
      const converted = {
        body: toJsonSchema(body, 'input'),
        querystring: toJsonSchema(querystring, 'output'),
        params: toJsonSchema(params, 'output'),
        headers: toJsonSchema(headers, 'output'),
      };
      for (const [part, json] of Object.entries(converted)) if (json) transformed[part] = json;
      // Prefixed '/' routes answer with and without the trailing slash; document the plain form.
      return { schema: transformed, url: url.length > 5 ? url.replace(/\/$/, '') : url };
    },
  });

  if (access === 'off') return;

  const document = /^\/api\/docs\/(?:json|yaml)(?:\?|$)/;
  async function adminOnly(request: FastifyRequest): Promise<void> {
    if (!document.test(request.url)) return;
    const token = bearerToken(request);
    if (!token) throw unauthorized(DOCS_SIGN_IN);
    const session = await authenticate(token).catch((error: unknown) => {
      throw error instanceof AppError && error.statusCode === 401 ? unauthorized(DOCS_SIGN_IN) : error;
    });
    if (session.user.role !== 'admin') throw forbidden(DOCS_SIGN_IN);
  }

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: {
      docExpansion: 'list',
      deepLinking: true,
      persistAuthorization: false,
      ...(access === 'admin' && { requestInterceptor: sendBackOfficeToken }),
    },
    uiHooks: {
      onRequest: async (request, reply) => {
        // The document depends on who asks (admin mode) and changes with each release.
        reply.header('cache-control', 'no-store');
        if (access === 'admin') await adminOnly(request);
      },
    },
  });
}
