import { errorMessage, fieldErrors, httpStatus } from './envelope';
import { http } from './http';

function respondWith(status: number, body: unknown) {
  globalThis.fetch = jest
    .fn()
    .mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

async function failure(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

// ky's errors are recognised by name (envelope.ts imports nothing of ky at run time, see http.ts).
describe('reading a failed call', () => {
  it("gives the server's message, field errors and status of ky's HTTPError", async () => {
    respondWith(400, { success: false, message: 'Check the form', errors: { email: 'Enter an email address' } });
    const error = await failure(async () => (await http()).post('quotes', { json: {} }).json());
    expect(errorMessage(error, 'fallback')).toBe('Check the form');
    expect(fieldErrors(error)).toEqual({ email: 'Enter an email address' });
    expect(httpStatus(error)).toBe(400);
  });

  it("says the server took too long on ky's TimeoutError", async () => {
    globalThis.fetch = jest.fn((request: Request) => {
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason as Error)),
      );
    }) as unknown as typeof fetch;
    const error = await failure(async () => (await http()).get('company', { timeout: 20 }).json());
    expect(errorMessage(error, 'fallback')).toBe('The server took too long to answer. Please try again.');
    expect(httpStatus(error)).toBeUndefined();
  });

  it('falls back for anything else', () => {
    const error = new TypeError('Failed to fetch');
    expect(errorMessage(error, 'fallback')).toBe('fallback');
    expect(fieldErrors(error)).toEqual({});
    expect(httpStatus(error)).toBeUndefined();
  });
});
