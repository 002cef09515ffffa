export type Toastify = typeof import('react-toastify');

let loading: Promise<Toastify> | undefined;
let attempts = 0;
const listeners = new Set<() => void>();

/**
 * react-toastify (with its CSS) is loaded on the first toast, not with the page: no page needs it to
 * paint. The Toaster mounts its container once a toast is asked for; toasts raised before the container
 * is mounted are queued by react-toastify and shown when it mounts.
 */
export function loadToastify(): Promise<Toastify> {
  if (!loading) {
    const attempt = import('react-toastify');
    loading = attempt;
    attempts += 1;
    // A failed load (network) is tried again on the next toast.
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    listeners.forEach((listener) => listener());
  }
  return loading;
}

/** How many times loading was started: 0 until the first toast. */
export function toastifyLoadAttempts(): number {
  return attempts;
}

export function onToastifyLoad(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
