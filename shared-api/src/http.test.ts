import { http } from './http';
import { setNavigator } from './navigation';
import { tokenStorage } from './token-storage';

const navigate = jest.fn();
setNavigator(navigate);

function respondWith(status: number) {
  const fetchMock = jest.fn().mockResolvedValue(new Response('{}', { status, headers: { 'Content-Type': 'application/json' } }));
  globalThis.fetch = fetchMock;
  return fetchMock;
}

function visit(path: string) {
  window.history.pushState({}, '', path);
}

beforeEach(() => {
  navigate.mockClear();
  visit('/');
});

describe('API client (spec §7–8)', () => {
  it('sends the stored token as a bearer token under /api', async () => {
    tokenStorage.set('abc');
    const fetchMock = respondWith(200);
    await (await http()).get('users').json();
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/users');
    expect(request.headers.get('Authorization')).toBe('Bearer abc');
  });

  it('clears the token and goes to /login on a 401', async () => {
    tokenStorage.set('abc');
    visit('/support/customer-portal');
    respondWith(401);
    await expect((await http()).get('quotes').json()).rejects.toThrow();
    expect(tokenStorage.get()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('stays put on a login page', async () => {
    visit('/admin/login');
    respondWith(401);
    await expect((await http()).post('auth/login', { json: {} }).json()).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a failed verify call to the auth store', async () => {
    tokenStorage.set('abc');
    visit('/about');
    respondWith(401);
    await expect((await http()).get('auth/verify').json()).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
    expect(tokenStorage.get()).toBe('abc');
  });
});
