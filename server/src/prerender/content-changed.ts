/*
 * Content that public pages show changed in the database (the company profile, edited in the back
 * office): the prerender supervisor of this instance looks again at once. Other instances see the change
 * at their periodic check.
 */

const listeners = new Set<() => void>();

export function contentChanged(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on each change; returns how to stop. */
export function onContentChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
