import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { badRequest, type AppError } from './errors';

/*
 * Routes declare zod schemas in `schema: { body, querystring, params }`. Fastify hands them to the
 * validator compiler below (instead of its JSON-schema compiler), and this type provider lets
 * TypeScript see the parsed types in request.body/query/params — the same job
 * fastify-type-provider-zod does, in a few lines.
 */

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const partLabel: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

/** zod issues → `{ field: message }`, first message per field; problems with the whole part use the part's name. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[], part: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : (partLabel[part] ?? part);
    errors[key] ??= issue.path.length > 0 ? issue.message : describeWholePart(part);
  }
  return errors;
}

function describeWholePart(part: string): string {
  return part === 'body' ? 'A JSON object is required' : `Invalid ${partLabel[part] ?? part}`;
}

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const part = httpPart ?? 'body';
    const errors = issuesToErrors(result.error.issues, part);
    // The client toasts `message` (spec §8), so make it the first concrete problem, not a generic line.
    const message = Object.values(errors)[0] ?? 'Invalid request';
    // Fastify passes an Error result on to the error handler unchanged (it only fills statusCode/code).
    const error: AppError = badRequest(message, errors);
    return { error };
  };
};
