/** Drops undefined properties: in a PATCH-like body, "absent" means "leave unchanged" (null still clears). */
export function definedOnly<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** drizzle refuses an UPDATE with nothing to set, so callers check first. */
export function hasKeys(object: object): boolean {
  return Object.keys(object).length > 0;
}
