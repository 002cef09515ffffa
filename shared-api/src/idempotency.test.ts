import { answerArrived, idempotencyKeyFor } from './idempotency';

/** A request as ky sends it, as far as the key reads it. */
const request = (method: string, path: string, body?: unknown) => ({
  method,
  url: `http://localhost/api${path}`,
  clone: () => ({ text: async () => (body === undefined ? '' : JSON.stringify(body)) }),
});
const post = (path: string, body: unknown) => request('POST', path, body);
const answer = (status: number, headers: Record<string, string> = {}) => ({
  status,
  headers: { has: (name: string) => name in headers },
});

describe('Idempotency-Key of the back office', () => {
  it('sends a form again with the same key until an answer comes, then starts a new attempt', async () => {
    const expense = { amount: '640', type: 'trip' };
    const first = await idempotencyKeyFor(post('/expenses', expense));
    expect(first).toMatch(/^[0-9a-f]{24}-[0-9a-z]+$/);
    // The answer was lost: the same form again is the same attempt.
    expect(await idempotencyKeyFor(post('/expenses', expense))).toBe(first);
    // A changed form is another request of the same attempt (the server would refuse the old key).
    expect(await idempotencyKeyFor(post('/expenses', { ...expense, amount: '650' }))).not.toBe(first);
    answerArrived(post('/expenses', expense), answer(201));
    // The same figures entered again on purpose are a new expense.
    expect(await idempotencyKeyFor(post('/expenses', expense))).not.toBe(first);
  });

  it('keeps the attempt while the server says the first is still running, or failed on its side', async () => {
    const trip = { origin: 'Pune' };
    const key = await idempotencyKeyFor(post('/trips', trip));
    answerArrived(post('/trips', trip), answer(409, { 'retry-after': '1' }));
    expect(await idempotencyKeyFor(post('/trips', trip))).toBe(key);
    answerArrived(post('/trips', trip), answer(503));
    expect(await idempotencyKeyFor(post('/trips', trip))).toBe(key);
  });

  it('leaves other calls alone', async () => {
    expect(await idempotencyKeyFor(post('/billing-parties', { name: 'X' }))).toBeUndefined();
    expect(await idempotencyKeyFor(request('GET', '/trips'))).toBeUndefined();
  });
});
