import { notify } from 'shared-ui';
import { useAuthStore } from './auth-store';
import { setNavigator } from './navigation';
import { tokenStorage } from './token-storage';

jest.mock('shared-ui', () => ({ notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const admin = {
  id: 'u1',
  name: 'Asha Admin',
  email: 'asha@example.com',
  phone: null,
  role: 'admin' as const,
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  emailVerified: true,
  branchId: null,
};

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

setNavigator(jest.fn());
const fetchMock = jest.fn<Promise<Response>, [Request]>();
const initialState = useAuthStore.getState();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.mocked(notify.success).mockClear();
  jest.mocked(notify.error).mockClear();
  useAuthStore.setState(initialState, true);
});

describe('auth store', () => {
  it('starts loading, then signs in, stores the token and says so', async () => {
    expect(useAuthStore.getState().isLoading).toBe(true);
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, data: { user: admin, token: 'tok-1' } }));

    const user = await useAuthStore.getState().login({ email: 'asha@example.com', password: 'pw' });

    expect(user).toEqual(admin);
    expect(tokenStorage.get()).toBe('tok-1');
    expect(useAuthStore.getState()).toMatchObject({ user: admin, token: 'tok-1', isLoading: false });
    expect(notify.success).toHaveBeenCalledWith('Login successful!');
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/auth/login');
  });

  it("keeps the server's message when login fails", async () => {
    fetchMock.mockResolvedValueOnce(reply(401, { success: false, message: 'Invalid email or password' }));
    expect(await useAuthStore.getState().login({ email: 'x@example.com', password: 'bad' })).toBeNull();
    expect(useAuthStore.getState().error).toBe('Invalid email or password');
    expect(notify.error).toHaveBeenCalledWith('Invalid email or password');
    expect(tokenStorage.get()).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    await useAuthStore.getState().login({ email: 'x@example.com', password: 'pw' });
    expect(useAuthStore.getState().error).toBe('Login failed');
  });

  it('logs out even when the server call fails', async () => {
    tokenStorage.set('tok-2');
    useAuthStore.setState({ user: admin, token: 'tok-2', isLoading: false });
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ user: null, token: null });
    expect(tokenStorage.get()).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Logged out successfully');
  });

  it('merges the returned user into the current one on profile update', async () => {
    useAuthStore.setState({ user: admin, token: 't', isLoading: false });
    fetchMock.mockResolvedValueOnce(reply(200, { success: true, data: { user: { ...admin, name: 'Asha R' } } }));
    expect(await useAuthStore.getState().updateProfile({ name: 'Asha R' })).toBe(true);
    expect(useAuthStore.getState().user?.name).toBe('Asha R');
    expect(notify.success).toHaveBeenCalledWith('Profile updated successfully!');
  });

  it("reports 'Profile update failed' when the server says nothing", async () => {
    useAuthStore.setState({ user: admin, token: 't', isLoading: false });
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));
    expect(await useAuthStore.getState().updateProfile({ name: 'Asha R' })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith('Profile update failed');
  });
});
