// Valid request bodies of the public forms, for tests that need a quote or a message to exist.
const DAY_MS = 86_400_000;

/** YYYY-MM-DD, `offset` days from today (UTC). */
export const isoDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

export function quoteBody(overrides: Record<string, unknown> = {}) {
  return {
    contactName: 'Ravi Kumar',
    company: 'Kumar Exports',
    email: 'ravi@test.example',
    phone: '+91 22 4000 1234',
    service: 'ocean-freight',
    origin: 'Mumbai',
    destination: 'Rotterdam',
    commodity: 'Cotton textiles',
    pieces: 12,
    weightKg: '1250.50',
    volumeCbm: '12.5',
    loadType: 'lcl',
    readyDate: isoDay(7),
    ...overrides,
  };
}

export function messageBody(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'contact',
    topic: 'general',
    name: 'Meera Iyer',
    email: 'meera@test.example',
    phone: '+91 98200 11223',
    company: 'Iyer Textiles',
    subject: 'Monthly container volumes to Hamburg',
    message: 'We ship about six containers a month and would like to discuss a contract rate.',
    ...overrides,
  };
}
