import { configureApi } from '../config';
import { searchGlobal, searchHelp, searchIndustries, searchServices, searchTracking } from './client';

type FetchArgs = [url: string, init: RequestInit];

const realFetch = global.fetch;
let fetchMock: jest.Mock<Promise<unknown>, FetchArgs>;
let debugSpy: jest.SpyInstance;

function answer(body: unknown, status = 200) {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) });
}

function sentRequest(call = 0) {
  const [url, init] = fetchMock.mock.calls[call]!;
  return { url, method: init.method, body: JSON.parse(String(init.body)) as unknown };
}

beforeEach(() => {
  fetchMock = jest.fn<Promise<unknown>, FetchArgs>();
  global.fetch = fetchMock as unknown as typeof fetch;
  debugSpy = jest.spyOn(console, 'debug').mockImplementation(() => undefined);
});

afterEach(() => {
  global.fetch = realFetch;
  debugSpy.mockRestore();
  jest.useRealTimers();
  configureApi({ apiBase: '/api' });
});

describe('requests', () => {
  beforeEach(() => fetchMock.mockImplementation(() => answer({ success: true, data: [], total: 0, query: 'q' })));

  it.each([
    ['tracking', () => searchTracking('GRL001'), '/api/tracking/search', { trackingNumber: 'GRL001' }],
    ['help', () => searchHelp('refund'), '/api/help/search', { query: 'refund', filters: {}, limit: 10, offset: 0 }],
    [
      'help with filters',
      () => searchHelp('refund', { category: 'Billing' }),
      '/api/help/search',
      { query: 'refund', filters: { category: 'Billing' }, limit: 10, offset: 0 },
    ],
    ['services', () => searchServices('ocean'), '/api/services/search', { query: 'ocean', limit: 20 }],
    [
      'services of a type',
      () => searchServices('ocean', 'freight'),
      '/api/services/search',
      { query: 'ocean', serviceType: 'freight', limit: 20 },
    ],
    ['industries', () => searchIndustries('pharma'), '/api/industries/search', { query: 'pharma', limit: 15 }],
    ['global', () => searchGlobal('air'), '/api/search/global', { query: 'air', contentType: 'all', limit: 25 }],
    [
      'global of one kind',
      () => searchGlobal('air', 'help'),
      '/api/search/global',
      { query: 'air', contentType: 'help', limit: 25 },
    ],
  ])('%s: POSTs the documented body', async (_name, call, url, body) => {
    await call();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = sentRequest();
    expect(sent).toEqual({ url, method: 'POST', body });
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).get('Content-Type')).toBe('application/json');
  });

  it('uses the configured API base', async () => {
    configureApi({ apiBase: 'https://api.example.com/api' });
    await searchIndustries('auto');
    expect(sentRequest().url).toBe('https://api.example.com/api/industries/search');
  });

  it('never sends credentials headers of the signed-in user', async () => {
    await searchGlobal('air');
    expect(new Headers(fetchMock.mock.calls[0]![1].headers).has('Authorization')).toBe(false);
  });
});

describe('server answers', () => {
  it('passes the data through, marked as coming from the server', async () => {
    const data = [{ type: 'service', id: 's1', name: 'Rail Freight', description: 'By train', category: 'Freight' }];
    fetchMock.mockImplementation(() => answer({ success: true, data, total: 41, query: 'rail', message: 'ok' }));

    await expect(searchGlobal('rail')).resolves.toEqual({
      success: true,
      data,
      total: 41,
      query: 'rail',
      message: 'ok',
      source: 'server',
    });
    expect(debugSpy).not.toHaveBeenCalled();
  });

  it('fills in total and query when the server leaves them out', async () => {
    fetchMock.mockImplementation(() => answer({ success: true, data: [{ id: 'i1' }, { id: 'i2' }] }));
    await expect(searchIndustries('x')).resolves.toMatchObject({ total: 2, query: 'x', source: 'server' });
  });

  it("keeps the server's own 'not found' for tracking", async () => {
    fetchMock.mockImplementation(() => answer({ success: false, data: [], total: 0, message: 'Unknown number' }));
    await expect(searchTracking('GRL001')).resolves.toMatchObject({
      success: false,
      message: 'Unknown number',
      source: 'server',
    });
  });
});

describe('fallback to sample data', () => {
  it('answers from sample data on a non-OK status', async () => {
    fetchMock.mockImplementation(() => answer({ message: 'boom' }, 500));

    const result = await searchGlobal('ocean freight');

    expect(result.source).toBe('sample');
    expect(result.success).toBe(true);
    expect(result.data.map((r) => (r.type === 'help' ? r.title : r.name))).toEqual(['Ocean Freight']);
    expect(debugSpy).toHaveBeenCalledWith(expect.any(String), 'HTTP error! status: 500');
  });

  it('answers from sample data on a 401 without treating it as a lost session', async () => {
    fetchMock.mockImplementation(() => answer({}, 401));
    await expect(searchServices('air')).resolves.toMatchObject({ source: 'sample', total: 1 });
  });

  it('answers from sample data when the network fails', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(searchIndustries('pharmaceuticals')).resolves.toMatchObject({ source: 'sample', total: 1 });
  });

  it('answers from sample data when the body is not a search answer', async () => {
    fetchMock.mockImplementation(() => answer('<html>maintenance</html>'));
    await expect(searchHelp('refund')).resolves.toMatchObject({ source: 'sample', total: 1 });
  });

  it('gives up on the server after 10 seconds', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    let settled = false;
    const pending = searchServices('warehousing').finally(() => {
      settled = true;
    });

    await jest.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);

    const answer = await pending;
    expect(answer.source).toBe('sample');
    expect(answer.data[0]?.name).toBe('Warehousing');
    expect(debugSpy).toHaveBeenCalledWith(expect.any(String), 'Request timeout');
  });
});

describe('sample data answers', () => {
  beforeEach(() => fetchMock.mockImplementation(() => answer({}, 503)));

  it('finds GRL001 in transit', async () => {
    const result = await searchTracking('GRL001');
    expect(result).toMatchObject({ success: true, total: 1, message: 'Tracking information found', source: 'sample' });
    expect(result.data[0]).toMatchObject({ trackingNumber: 'GRL001', status: 'In Transit', progress: 65 });
    expect(result.data[0]!.updates.length).toBeGreaterThanOrEqual(3);
  });

  it('finds grl002 delivered, ignoring case and spaces', async () => {
    const result = await searchTracking('  grl002 ');
    expect(result.data[0]).toMatchObject({ trackingNumber: 'GRL002', status: 'Delivered', progress: 100 });
    expect(result.data[0]!.updates.length).toBeGreaterThanOrEqual(4);
  });

  it('reports an unknown tracking number', async () => {
    await expect(searchTracking('XYZ999')).resolves.toEqual({
      success: false,
      data: [],
      total: 0,
      query: 'XYZ999',
      message: 'Tracking number not found',
      source: 'sample',
    });
  });

  it.each(['Ocean Freight', 'Air Cargo', 'Pharmaceuticals', 'Track Shipment', 'Cold chain', 'Customs clearance', 'GRL001'])(
    'the suggested search %p finds something',
    async (query) => {
      const result = await searchGlobal(query);
      expect(result.total).toBeGreaterThan(0);
    },
  );

  it.each([
    ['express delivery', /24–48 hours/],
    ['standard delivery', /3–5 business days/],
    ['refund', /7–14 business days/],
  ])('help on %p gives the documented promise', async (query, promise) => {
    const { data } = await searchHelp(query);
    expect(data[0]?.content).toMatch(promise);
  });

  it('limits a global search to one kind of content', async () => {
    const { data } = await searchGlobal('delivery', 'help');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((result) => result.type === 'help')).toBe(true);
  });

  it('filters services by type and help by category', async () => {
    await expect(searchServices('', 'storage')).resolves.toMatchObject({ total: 1, data: [{ name: 'Warehousing' }] });
    const { data } = await searchHelp('', { category: 'billing & payments' });
    expect(data.map((article) => article.id)).toContain('refund-processing-time');
    expect(data.every((article) => article.category === 'Billing & payments')).toBe(true);
  });

  it('needs every word of the query', async () => {
    await expect(searchGlobal('ocean pharmaceuticals')).resolves.toMatchObject({ total: 0, data: [] });
  });
});
