import type { ZodType } from 'zod';

/** Runs a shared schema on form values and returns the first message per field, as forms show them. */
export function validateForm<T extends object>(schema: ZodType, values: T): Partial<Record<keyof T, string>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof T, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof T | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

interface LazySchemaValidator<T extends object> {
  validate: (values: T) => Promise<Partial<Record<keyof T, string>>>;
  /** Starts fetching the schema, e.g. when the visitor first focuses the form. */
  prepare: () => void;
}

/**
 * validateForm with a schema fetched on first use. zod is about 25 KB gzip: a form whose first paint
 * should not wait for it (the sign-in screens) loads it while the visitor types.
 */
export function lazySchemaValidator<T extends object>(loadSchema: () => Promise<ZodType>): LazySchemaValidator<T> {
  let schema: Promise<ZodType> | undefined;
  const load = () => {
    schema ??= loadSchema().catch((error: unknown) => {
      // A failed fetch (flaky network) is tried again on the next attempt rather than remembered.
      schema = undefined;
      throw error;
    });
    return schema;
  };
  return {
    validate: async (values) => validateForm(await load(), values),
    prepare: () => void load().catch(() => undefined),
  };
}

/** The sign-in forms' check (public and back office): the server's login schema, fetched on first focus. */
export const loginValidator = lazySchemaValidator<{ email: string; password: string }>(() =>
  import('./schemas/auth').then((schemas) => schemas.loginSchema),
);
