import type { useAuthStore } from './auth-store';
import { tokenStorage } from './token-storage';

jest.mock('shared-ui', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

// initialize() verifies once per page, so each case gets a fresh module registry.
async function freshStore(): Promise<typeof useAuthStore> {
  jest.resetModules();
  return (await import('./auth-store')).useAuthStore;
}

describe('auth store start-up (spec §4)', () => {
  it('verifies a stored token and takes the user from data.data.user', async () => {
    tokenStorage.set('stored');
    const user = { id: 'u1', name: 'C', email: 'c@example.com', role: 'customer' };
    globalThis.fetch = jest
      .fn()
      .mockResolvedValue(
        new Response(JSON.stringify({ success: true, data: { user } }), { headers: { 'Content-Type': 'application/json' } }),
      );
    const store = await freshStore();
    await store.getState().initialize();
    expect(store.getState()).toMatchObject({ user, token: 'stored', isLoading: false });
  });

  it('clears a token the server rejects, without redirecting', async () => {
    tokenStorage.set('expired');
    globalThis.fetch = jest.fn().mockResolvedValue(new Response('{}', { status: 401 }));
    const store = await freshStore();
    await store.getState().initialize();
    expect(store.getState()).toMatchObject({ user: null, token: null, isLoading: false });
    expect(tokenStorage.get()).toBeNull();
  });

  it('stops loading at once when nothing is stored', async () => {
    globalThis.fetch = jest.fn();
    const store = await freshStore();
    await store.getState().initialize();
    expect(store.getState().isLoading).toBe(false);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});
