/** Run-time settings of the API client; the shell sets them from the deployment's runtime config. */
export interface ApiSettings {
  /** Base of every call, e.g. `/api` or `https://api.example.com/api`. */
  apiBase: string;
}

const settings: ApiSettings = { apiBase: '/api' };
const listeners = new Set<() => void>();

export function configureApi(next: Partial<ApiSettings>): void {
  Object.assign(settings, next);
  listeners.forEach((listener) => listener());
}

export function getApiSettings(): Readonly<ApiSettings> {
  return settings;
}

export function onApiSettingsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
