// One cold page load in Chromium, observed through CDP: every request with its start time, type and
// transferred size; the JS bodies (raw and gzip size, react-dom marker); the document's size; paint,
// layout and main-thread (long task) metrics.
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession } from 'playwright-core';

/** Chrome DevTools' "Slow 4G" preset (= Lighthouse mobileSlow4G with DevTools' adjustment factors). */
export const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75, // 562.5 ms request latency (RTT 150 ms × 3.75)
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, // 180 000 B/s ≈ 1.44 Mbit/s
  uploadThroughput: ((750 * 1000) / 8) * 0.9, // 84 375 B/s ≈ 675 kbit/s
};
/** 4 as Lighthouse's mobile preset; BENCH_CPU_SLOWDOWN overrides it (e.g. 1 on a machine already busy). */
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN) || 4;

export type ConditionName = 'unthrottled' | 'slow4g';

/** What react-dom's client renderer registers with the DevTools hook; one per copy of react-dom/client. */
const REACT_DOM_MARKER = /version:"([^"]+)",rendererPackageName:"react-dom"/;
const REACT_DOM_MARKER_LOOSE = 'rendererPackageName:"react-dom"';

export interface JsFile {
  url: string;
  origin: string;
  /** Bytes of the body as the browser received it after decoding. */
  raw: number;
  /** gzip -6 of the body (computed here: the servers do not compress). */
  gzip: number;
  /** Bytes on the wire (headers included), from Network.loadingFinished. */
  transferred: number;
  startMs: number;
  /** When its last byte arrived (ms after navigation start; null if unknown). */
  endMs: number | null;
  beforeFcp: boolean;
  reactDomVersion?: string;
}

export interface SharedPackage {
  pkg: string;
  version: string;
  from: string;
  loaded: boolean;
  useIn: string[];
}

export interface LoadResult {
  url: string;
  /** Where the page ended up (client-side redirects included). */
  finalUrl: string;
  condition: ConditionName;
  ok: boolean;
  error?: string;
  status?: number;
  wallMs: number;
  requests: number;
  requestsBeforeFcp: number;
  jsRequestsBeforeFcp: number;
  /** Which clock compared request starts with FCP: CDP TimeTicks (NavigationStart) or wall time. */
  fcpClock: 'timeticks' | 'walltime' | null;
  transferredAll: number;
  js: JsFile[];
  fcpMs: number | null;
  lcpMs: number | null;
  lcpElement: string | null;
  cls: number | null;
  /**
   * Total blocking time: every main-thread task after FCP counts for what it ran beyond 50 ms, up to the
   * end of the measurement (network idle, the page live, + settle), a window that holds the whole hydration.
   */
  tbtMs: number | null;
  /**
   * Live: ms after navigation start at which every interactive element inside #root (a, button, input,
   * select, textarea, summary, [tabindex]) carried React's props (an own `__reactProps$…` key), i.e. was
   * hydrated (or rendered) by React and answered input, and stayed so until the metrics were read. Seen
   * by a 50 ms poll from the init script, so up to one poll late. Null when never reached.
   */
  liveMs: number | null;
  /**
   * Interactive elements in #root when the metrics were read, how many of them React did not own, and how
   * many prerendered ones React removed without hydrating them (their part was rendered again instead).
   */
  interactive: { total: number; pending: number; discarded: number } | null;
  /** The HTML document, gzip -6 (null when its body could not be read). */
  htmlGzip: number | null;
  reactDomCopies: number;
  reactDomVersions: string[];
  shared: SharedPackage[] | null;
  failedRequests: string[];
  consoleErrors: string[];
}

// Plain strings, not functions: tsx/esbuild may inject helpers (`__name`) into serialised functions.
const INIT_SCRIPT = `(() => {
  const bench = (window.__bench = { lcp: null, lcpElement: null, cls: 0, longTasks: [] });
  const describe = (el) => {
    if (!el) return null;
    let text = el.tagName.toLowerCase();
    if (el.id) text += '#' + el.id;
    const cls = typeof el.className === 'string' ? el.className.trim().split(/\\s+/).filter(Boolean).slice(0, 2) : [];
    if (cls.length) text += '.' + cls.join('.');
    return text;
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        bench.lcp = entry.startTime;
        bench.lcpElement = describe(entry.element);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  // Live (hydrated and answering input): polled every 50 ms. One querySelectorAll and a look at each
  // element's own keys, well under a millisecond at 4× CPU on these pages, so it adds no long task.
  // The time kept is the last false → true transition, so content that appears later without React's
  // props (a suspended part still dehydrated) moves it. Prerendered elements React throws away without
  // ever hydrating them (a boundary switched to client rendering, its fallback shown meanwhile) do not
  // make the page live by leaving: it is not live again until as many interactive elements are back.
  const INTERACTIVE = 'a, button, input, select, textarea, summary, [tabindex]';
  const owned = (el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));
  const neverHydrated = new Set();
  let needed = 0;
  bench.live = null;
  bench.interactive = null;
  const poll = () => {
    const root = document.getElementById('root');
    if (!root) return;
    const elements = root.querySelectorAll(INTERACTIVE);
    let pending = 0;
    for (const el of elements) {
      if (owned(el)) neverHydrated.delete(el);
      else {
        pending += 1;
        neverHydrated.add(el);
      }
    }
    let thrownAway = 0;
    for (const el of neverHydrated) {
      if (el.isConnected) continue;
      neverHydrated.delete(el);
      thrownAway += 1;
    }
    if (thrownAway > 0) {
      bench.discarded = (bench.discarded || 0) + thrownAway;
      needed = Math.max(needed, elements.length + thrownAway);
    }
    if (elements.length >= needed) needed = 0;
    bench.interactive = { total: elements.length, pending, discarded: bench.discarded || 0 };
    const live = elements.length > 0 && pending === 0 && needed === 0;
    if (!live) bench.live = null;
    else if (bench.live === null) bench.live = performance.now();
  };
  setInterval(poll, 50);
})();`;

const READ_METRICS = `(() => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0];
  const b = window.__bench || {};
  return {
    fcp: fcp ? fcp.startTime : null,
    lcp: b.lcp ?? null,
    lcpElement: b.lcpElement ?? null,
    cls: typeof b.cls === 'number' ? b.cls : null,
    longTasks: b.longTasks || [],
    live: b.live ?? null,
    interactive: b.interactive ?? null,
    timeOrigin: performance.timeOrigin,
  };
})()`;

const READ_SHARE_SCOPE = `(() => {
  const f = globalThis.__FEDERATION__;
  if (!f || !f.__SHARE__) return null;
  const out = [];
  const seen = new Set();
  for (const scopes of Object.values(f.__SHARE__)) {
    for (const [scope, pkgs] of Object.entries(scopes || {})) {
      for (const [pkg, versions] of Object.entries(pkgs || {})) {
        if (!/^react(-dom)?(\\/|$)/.test(pkg)) continue;
        for (const [version, s] of Object.entries(versions || {})) {
          const key = scope + '|' + pkg + '|' + version + '|' + (s && s.from);
          if (seen.has(key)) continue;
          seen.add(key);
          out.push({
            pkg,
            version,
            from: String((s && s.from) || '?'),
            loaded: Boolean(s && (s.loaded || s.lib)),
            useIn: Array.isArray(s && s.useIn) ? s.useIn.map(String) : [],
          });
        }
      }
    }
  }
  return out;
})()`;

interface RequestRecord {
  url: string;
  type?: string;
  mimeType?: string;
  status?: number;
  timestamp: number;
  wallTime: number;
  transferred: number;
  finished: boolean;
  /** Network.loadingFinished's timestamp (CDP TimeTicks, s). */
  finishedAt?: number;
  failed?: string;
}

const bodyCache = new Map<string, Buffer>();

async function bodyOf(session: CDPSession, requestId: string, url: string): Promise<Buffer | null> {
  try {
    const { body, base64Encoded } = await session.send('Network.getResponseBody', { requestId });
    const buffer = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    bodyCache.set(url, buffer);
    return buffer;
  } catch {
    // Evicted from the DevTools buffer: the files are static, so the same URL gives the same bytes.
    const cached = bodyCache.get(url);
    if (cached) return cached;
    try {
      const response = await fetch(url);
      if (!response.ok) return null;
      const buffer = Buffer.from(await response.arrayBuffer());
      bodyCache.set(url, buffer);
      return buffer;
    } catch {
      return null;
    }
  }
}

const gzipCache = new Map<string, number>();
function gzipSize(url: string, body: Buffer): number {
  const key = `${url}|${body.length}`;
  let size = gzipCache.get(key);
  if (size === undefined) {
    size = gzipSync(body).length; // zlib default level (6), like most servers' on-the-fly gzip
    gzipCache.set(key, size);
  }
  return size;
}

function isJs(record: RequestRecord): boolean {
  if (record.type === 'Script') return true;
  try {
    return new URL(record.url).pathname.endsWith('.js');
  } catch {
    return false;
  }
}

/** Lighthouse's definition: the part of each task after FCP, beyond the first 50 ms of it. */
export function totalBlockingTime(longTasks: readonly [start: number, duration: number][], fcpMs: number): number {
  let total = 0;
  for (const [start, duration] of longTasks) {
    const after = start + duration - Math.max(start, fcpMs);
    if (after > 50) total += after - 50;
  }
  return Math.round(total);
}

/** Loads `url` in a fresh context (cold cache, new connections) and measures it. */
export async function measureLoad(
  browser: Browser,
  url: string,
  condition: ConditionName,
  options: { settleMs?: number; timeoutMs?: number; liveTimeoutMs?: number } = {},
): Promise<LoadResult> {
  const { settleMs = 1000, timeoutMs = 60_000, liveTimeoutMs = 15_000 } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const result: LoadResult = {
    url,
    finalUrl: url,
    condition,
    ok: false,
    wallMs: 0,
    requests: 0,
    requestsBeforeFcp: 0,
    jsRequestsBeforeFcp: 0,
    fcpClock: null,
    transferredAll: 0,
    js: [],
    fcpMs: null,
    lcpMs: null,
    lcpElement: null,
    cls: null,
    tbtMs: null,
    liveMs: null,
    interactive: null,
    htmlGzip: null,
    reactDomCopies: 0,
    reactDomVersions: [],
    shared: null,
    failedRequests: [],
    consoleErrors: [],
  };
  try {
    await context.addInitScript({ content: INIT_SCRIPT });
    const page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') result.consoleErrors.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => result.consoleErrors.push(`pageerror: ${error.message.slice(0, 300)}`));

    const session = await context.newCDPSession(page);
    const requests = new Map<string, RequestRecord>();
    session.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.startsWith('data:')) return;
      // A redirect reuses the requestId; keep the first start time, the final URL.
      const previous = requests.get(event.requestId);
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type,
        timestamp: previous?.timestamp ?? event.timestamp,
        wallTime: previous?.wallTime ?? event.wallTime,
        transferred: 0,
        finished: false,
      });
    });
    session.on('Network.responseReceived', (event) => {
      const record = requests.get(event.requestId);
      if (!record) return;
      record.type = event.type;
      record.status = event.response.status;
      record.mimeType = event.response.mimeType;
    });
    session.on('Network.loadingFinished', (event) => {
      const record = requests.get(event.requestId);
      if (!record) return;
      record.transferred = event.encodedDataLength;
      record.finished = true;
      record.finishedAt = event.timestamp;
    });
    session.on('Network.loadingFailed', (event) => {
      const record = requests.get(event.requestId);
      if (record) record.failed = event.errorText;
    });
    // Keep bodies around for getResponseBody even when the page is large.
    await session.send('Network.enable', { maxTotalBufferSize: 200 * 1024 * 1024, maxResourceBufferSize: 50 * 1024 * 1024 });
    await session.send('Performance.enable', { timeDomain: 'timeTicks' });
    if (condition === 'slow4g') {
      await session.send('Network.emulateNetworkConditions', SLOW_4G);
      await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }

    const started = Date.now();
    try {
      const response = await page.goto(url, { waitUntil: 'networkidle', timeout: timeoutMs });
      result.status = response?.status();
      result.ok = response?.ok() ?? false;
    } catch (error) {
      result.error = `navigation: ${(error as Error).message.split('\n')[0]}`;
    }
    result.wallMs = Date.now() - started;
    // Hydration can outlast network idle on a slow (or busy) CPU: wait for the page to be live (up to
    // liveTimeoutMs), so that live, and TBT's window, hold the whole of it.
    await page
      .waitForFunction('window.__bench && window.__bench.live !== null', null, { timeout: liveTimeoutMs, polling: 100 })
      .catch(() => undefined);
    await page.waitForTimeout(settleMs);
    result.finalUrl = page.url();

    const metrics = (await page.evaluate(READ_METRICS)) as {
      fcp: number | null;
      lcp: number | null;
      lcpElement: string | null;
      cls: number | null;
      longTasks: [number, number][];
      live: number | null;
      interactive: { total: number; pending: number; discarded: number } | null;
      timeOrigin: number;
    };
    result.fcpMs = metrics.fcp;
    result.lcpMs = metrics.lcp;
    result.lcpElement = metrics.lcpElement;
    result.cls = metrics.cls;
    result.tbtMs = metrics.fcp === null ? null : totalBlockingTime(metrics.longTasks, metrics.fcp);
    result.liveMs = metrics.live === null ? null : Math.round(metrics.live);
    result.interactive = metrics.interactive;
    result.shared = (await page.evaluate(READ_SHARE_SCOPE)) as SharedPackage[] | null;

    // FCP on the CDP clock: NavigationStart (TimeTicks, s) + FCP (ms after it). Fallback: wall clock.
    const { metrics: perf } = await session.send('Performance.getMetrics');
    const navigationStart = perf.find((metric) => metric.name === 'NavigationStart')?.value;
    if (metrics.fcp !== null) result.fcpClock = navigationStart ? 'timeticks' : 'walltime';
    const startedBeforeFcp = (record: RequestRecord): boolean => {
      if (metrics.fcp === null) return false;
      if (navigationStart) return record.timestamp < navigationStart + metrics.fcp / 1000;
      return record.wallTime * 1000 < metrics.timeOrigin + metrics.fcp;
    };
    const toStartMs = (record: RequestRecord): number =>
      navigationStart ? (record.timestamp - navigationStart) * 1000 : record.wallTime * 1000 - metrics.timeOrigin;

    for (const [requestId, record] of requests) {
      result.requests += 1;
      result.transferredAll += record.transferred;
      const beforeFcp = startedBeforeFcp(record);
      if (beforeFcp) result.requestsBeforeFcp += 1;
      if (record.failed || (record.status !== undefined && record.status >= 400)) {
        result.failedRequests.push(`${record.status ?? record.failed} ${record.url}`);
        continue;
      }
      if (record.type === 'Document' && record.finished && result.htmlGzip === null) {
        const html = await bodyOf(session, requestId, record.url);
        if (html) result.htmlGzip = gzipSync(html).length;
        continue;
      }
      if (!isJs(record) || !record.finished) continue;
      if (beforeFcp) result.jsRequestsBeforeFcp += 1;
      const body = await bodyOf(session, requestId, record.url);
      const text = body?.toString('utf8') ?? '';
      const marker = REACT_DOM_MARKER.exec(text);
      result.js.push({
        url: record.url,
        origin: new URL(record.url).origin,
        raw: body?.length ?? 0,
        gzip: body ? gzipSize(record.url, body) : 0,
        transferred: record.transferred,
        startMs: Math.round(toStartMs(record)),
        endMs:
          navigationStart && record.finishedAt !== undefined ? Math.round((record.finishedAt - navigationStart) * 1000) : null,
        beforeFcp,
        reactDomVersion: marker ? marker[1] : text.includes(REACT_DOM_MARKER_LOOSE) ? 'unknown' : undefined,
      });
    }
    result.js.sort((a, b) => a.startMs - b.startMs);
    const reactDom = result.js.filter((file) => file.reactDomVersion !== undefined);
    result.reactDomCopies = reactDom.length;
    result.reactDomVersions = [...new Set(reactDom.map((file) => file.reactDomVersion!))];
  } catch (error) {
    result.ok = false;
    result.error = (result.error ? `${result.error}; ` : '') + (error as Error).message.split('\n')[0];
  } finally {
    await context.close().catch(() => {});
  }
  return result;
}
