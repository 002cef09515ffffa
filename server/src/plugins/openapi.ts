import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

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

/** The route's access rule, as the auth hook enforces it, written into the document. */
function accessOf(config: { public?: boolean; optionalAuth?: boolean; roles?: readonly string[] } | undefined) {
  if (config?.public) {
    const note = config.optionalAuth ? 'Public; a bearer token, if sent, identifies the caller.' : 'Public.';
    return { level: 'public', security: [], note };
  }
  if (config?.roles)
    return {
      level: config.roles.join(','),
      security: undefined,
      note: `Requires a bearer token of role: ${config.roles.join(', ')}.`,
    };
  return { level: 'signed-in', security: undefined, note: 'Requires a bearer token.' };
}

/** GET /api/docs (viewer) and /api/docs/json (the document). Register before the API routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
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
      const access = accessOf(route.config as Parameters<typeof accessOf>[0]);
      const transformed: Record<string, unknown> = {
        ...rest,
        description: [rest.description, access.note].filter(Boolean).join(' '),
        ...(access.security && { security: access.security }),
        // Machine-readable for the access-matrix test: 'public', 'signed-in' or the roles allowed.
        'x-access': access.level,
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

  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: false },
  });
}
