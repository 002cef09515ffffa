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
