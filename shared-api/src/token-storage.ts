import { TOKEN_KEY } from './session-marker';

/** The bearer token lives in localStorage (spec §7); every access goes through here. */
export const tokenStorage = {
  get(): string | null {
    try {
      return window.localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    window.localStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    try {
      window.localStorage.removeItem(TOKEN_KEY);
    } catch {
      // Storage can be unavailable (private mode); nothing to clear then.
    }
  },
};
