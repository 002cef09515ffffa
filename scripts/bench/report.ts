// Turns the measurements into tables: aligned text for the terminal, Markdown for bench-results/web.md.
import type { LoadResult } from './measure.js';

export const TARGETS = {
  firstLoadJsGzipKb: 125,
  reactCopies: 1,
  // The public pages' targets (issue 16): prerendered HTML, at Slow 4G with 4× CPU slowdown.
  lcpSlow4gSeconds: 1.5,
  cls: 0.05,
  tbtSlow4gMs: 150,
  // Issue 26: hydrated and answering input (every interactive element React's) at Slow 4G ×4 CPU.
  liveSlow4gSeconds: 2.5,
  htmlGzipKb: 30,
};

/** The routes the public pages' targets apply to; the back office renders in the browser. */
export const isPublicRoute = (route: string) => route !== '/admin' && !route.startsWith('/admin/');

export interface RouteResult {
  route: string;
  unthrottled: LoadResult[];
  slow4g: LoadResult[];
}

export interface LayoutResult {
  name: string;
  description: string;
  baseUrl: string;
  /** origin → label ('site', 'marketing', …) */
  origins: Record<string, string>;
  routes: RouteResult[];
}

export interface Table {
  title: string;
  note?: string;
  head: string[];
  rows: string[][];
  /** Columns to right-align (numbers). */
  right?: number[];
}

const KB = 1024;
export const kb = (bytes: number): string => (bytes / KB).toFixed(1);
const seconds = (ms: number | null): string => (ms === null ? 'n/a' : (ms / 1000).toFixed(2));
const verdict = (within: boolean | null): string => (within === null ? 'n/a' : within ? 'within' : 'OVER');

export function median(values: (number | null)[]): number | null {
  const numbers = values.filter((value): value is number => value !== null && Number.isFinite(value)).sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 === 1 ? numbers[middle]! : (numbers[middle - 1]! + numbers[middle]!) / 2;
}

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

/** Which app a JS file belongs to: its origin in the split layout, its /remotes/<name>/ folder on one origin. */
export function appOf(layout: LayoutResult, url: string): string {
  const parsed = new URL(url);
  const label = layout.origins[parsed.origin];
  if (label && label !== 'site') return label;
  const remote = /^\/remotes\/([^/]+)\//.exec(parsed.pathname);
  return remote ? remote[1]! : 'shell';
}

/** The route, plus where the app sent the browser when that is somewhere else (e.g. `/track → /`). */
export function routeLabel(route: RouteResult): string {
  const ends = new Set(
    [...route.unthrottled, ...route.slow4g].map((run) => {
      const url = new URL(run.finalUrl);
      return url.pathname + url.search;
    }),
  );
  ends.delete(route.route);
  return ends.size === 0 ? route.route : `${route.route} → ${[...ends].join(', ')}`;
}

export interface RouteSummary {
  route: string;
  /** route, or `route → final path` when the app redirected. */
  label: string;
  jsFiles: number;
  jsRaw: number;
  jsGzip: number;
  jsTransferred: number;
  reactDomCopies: number;
  reactDomVersions: string[];
  sharedReactVersions: string[] | null;
  firstLoadWithin: boolean | null;
  oneReactWithin: boolean | null;
  timing: Record<
    'unthrottled' | 'slow4g',
    {
      fcp: number | null;
      lcp: number | null;
      cls: number | null;
      tbt: number | null;
      /** Every interactive element in #root hydrated (LoadResult.liveMs). */
      live: number | null;
      requestsBeforeFcp: number | null;
      jsBeforeFcp: number | null;
      load: number | null;
      lcpElement: string | null;
      runs: number;
      errors: string[];
    }
  >;
  lcpWithin: boolean | null;
  clsWithin: boolean | null;
  tbtWithin: boolean | null;
  liveWithin: boolean | null;
  /** All requests of the page and all bytes on the wire (the reference run). */
  requests: number;
  transferredAll: number;
  htmlGzip: number | null;
  htmlWithin: boolean | null;
}

/** The byte figures come from the first unthrottled run (they do not depend on throttling). */
export function summarize(route: RouteResult): RouteSummary {
  const reference = route.unthrottled.find((run) => run.js.length > 0) ?? route.unthrottled[0] ?? route.slow4g[0];
  const js = reference?.js ?? [];
  const jsGzip = sum(js.map((file) => file.gzip));
  const shared = reference?.shared ?? null;
  const sharedReactVersions = shared
    ? [...new Set(shared.filter((entry) => entry.pkg === 'react' && entry.loaded).map((entry) => entry.version))]
    : null;
  const reactDomCopies = reference?.reactDomCopies ?? 0;
  const timing = (runs: LoadResult[]) => ({
    fcp: median(runs.map((run) => run.fcpMs)),
    lcp: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbt: median(runs.map((run) => run.tbtMs)),
    live: median(runs.map((run) => run.liveMs)),
    requestsBeforeFcp: median(runs.map((run) => (run.fcpMs === null ? null : run.requestsBeforeFcp))),
    jsBeforeFcp: median(runs.map((run) => (run.fcpMs === null ? null : run.jsRequestsBeforeFcp))),
    load: median(runs.map((run) => run.wallMs)),
    lcpElement: runs.find((run) => run.lcpElement)?.lcpElement ?? null,
    runs: runs.length,
    errors: [...new Set(runs.flatMap((run) => (run.error ? [run.error] : [])))],
  });
  const slow = timing(route.slow4g);
  const judged = isPublicRoute(route.route);
  const within = (value: number | null, limit: number) => (!judged || value === null ? null : value <= limit);
  const htmlGzip = reference?.htmlGzip ?? null;
  return {
    route: route.route,
    label: routeLabel(route),
    jsFiles: js.length,
    jsRaw: sum(js.map((file) => file.raw)),
    jsGzip,
    jsTransferred: sum(js.map((file) => file.transferred)),
    reactDomCopies,
    reactDomVersions: reference?.reactDomVersions ?? [],
    sharedReactVersions,
    firstLoadWithin: js.length === 0 ? null : jsGzip <= TARGETS.firstLoadJsGzipKb * KB,
    oneReactWithin:
      js.length === 0
        ? null
        : reactDomCopies === TARGETS.reactCopies && (sharedReactVersions === null || sharedReactVersions.length <= 1),
    timing: { unthrottled: timing(route.unthrottled), slow4g: slow },
    lcpWithin: within(slow.lcp, TARGETS.lcpSlow4gSeconds * 1000),
    clsWithin: within(slow.cls, TARGETS.cls),
    tbtWithin: within(slow.tbt, TARGETS.tbtSlow4gMs),
    liveWithin: within(slow.live, TARGETS.liveSlow4gSeconds * 1000),
    requests: reference?.requests ?? 0,
    transferredAll: reference?.transferredAll ?? 0,
    htmlGzip,
    htmlWithin: within(htmlGzip, TARGETS.htmlGzipKb * KB),
  };
}

export function layoutTables(layout: LayoutResult): Table[] {
  const summaries = layout.routes.map(summarize);
  const tables: Table[] = [];

  tables.push({
    title: `${layout.name}: first-load JS per route`,
    note: `JS responses until network idle, cold cache. KB = 1024 B; gzip = zlib level 6 computed on each body; on wire = encodedDataLength (headers included; the servers send brotli when the browser accepts it). All = every request of the page (HTML, JS, manifests, API).`,
    head: [
      'Route',
      'JS files',
      'Raw KB',
      'Gzip KB',
      'On wire KB',
      'All requests',
      'All on wire KB',
      `Target ≤ ${TARGETS.firstLoadJsGzipKb} KB gzip`,
      'HTML gzip KB',
      `Target HTML ≤ ${TARGETS.htmlGzipKb} KB`,
    ],
    right: [1, 2, 3, 4, 5, 6, 8],
    rows: summaries.map((s) => [
      s.label,
      String(s.jsFiles),
      kb(s.jsRaw),
      kb(s.jsGzip),
      kb(s.jsTransferred),
      String(s.requests),
      kb(s.transferredAll),
      verdict(s.firstLoadWithin),
      s.htmlGzip === null ? 'n/a' : kb(s.htmlGzip),
      verdict(s.htmlWithin),
    ]),
  });

  const originRows: string[][] = [];
  for (const route of layout.routes) {
    const reference = route.unthrottled.find((run) => run.js.length > 0) ?? route.unthrottled[0];
    if (!reference) continue;
    const groups = new Map<string, { origin: string; app: string; files: number; raw: number; gzip: number; wire: number }>();
    for (const file of reference.js) {
      const app = appOf(layout, file.url);
      const key = `${file.origin}|${app}`;
      const group = groups.get(key) ?? { origin: file.origin, app, files: 0, raw: 0, gzip: 0, wire: 0 };
      group.files += 1;
      group.raw += file.raw;
      group.gzip += file.gzip;
      group.wire += file.transferred;
      groups.set(key, group);
    }
    const ordered = [...groups.values()].sort((a, b) => a.origin.localeCompare(b.origin) || a.app.localeCompare(b.app));
    for (const group of ordered) {
      const label = layout.origins[group.origin] ?? '?';
      originRows.push([
        routeLabel(route),
        `${group.origin} (${label})`,
        group.app,
        String(group.files),
        kb(group.raw),
        kb(group.gzip),
        kb(group.wire),
      ]);
    }
  }
  tables.push({
    title: `${layout.name}: first-load JS per origin`,
    note: 'App = which build the file comes from (its origin in the split layout, its /remotes/<name>/ folder on one origin).',
    head: ['Route', 'Origin', 'App', 'Files', 'Raw KB', 'Gzip KB', 'On wire KB'],
    right: [3, 4, 5, 6],
    rows: originRows,
  });

  const timingRows: string[][] = [];
  for (const s of summaries) {
    for (const condition of ['unthrottled', 'slow4g'] as const) {
      const t = s.timing[condition];
      timingRows.push([
        s.label,
        condition === 'slow4g' ? 'Slow 4G + 4× CPU' : 'none',
        t.requestsBeforeFcp === null ? 'n/a' : `${t.requestsBeforeFcp} (${t.jsBeforeFcp} JS)`,
        seconds(t.fcp),
        seconds(t.lcp),
        t.cls === null ? 'n/a' : t.cls.toFixed(3),
        t.tbt === null ? 'n/a' : String(t.tbt),
        seconds(t.live),
        seconds(t.load),
        t.lcpElement ?? 'n/a',
        condition === 'slow4g' ? [s.lcpWithin, s.clsWithin, s.tbtWithin, s.liveWithin].map(verdict).join(' / ') : '',
      ]);
    }
  }
  tables.push({
    title: `${layout.name}: paint metrics`,
    note: `Median of ${summaries[0]?.timing.unthrottled.runs ?? 0} run(s) per condition. Requests before FCP = requests started before first-contentful-paint (all types, JS in brackets; compared on ${clocks(layout)}). TBT = total blocking time, from FCP to 1 s after network idle and the page live (long tasks' time beyond 50 ms). Live = when every interactive element in #root (a, button, input, select, textarea, summary, [tabindex]) carries React's props, i.e. is hydrated and answers input (a 50 ms poll; the back office renders in the browser, so there it is when its elements are rendered). Network idle = page.goto(networkidle); metrics read 1 s after that and the page live (waited for up to 15 s). Targets apply to the public pages (n/a: the back office).`,
    head: [
      'Route',
      'Throttling',
      'Reqs before FCP',
      'FCP s',
      'LCP s',
      'CLS',
      'TBT ms',
      'Live s',
      'Network idle s',
      'LCP element',
      `Targets LCP ≤ ${TARGETS.lcpSlow4gSeconds.toFixed(1)} s / CLS ≤ ${TARGETS.cls} / TBT ≤ ${TARGETS.tbtSlow4gMs} ms / live ≤ ${TARGETS.liveSlow4gSeconds.toFixed(1)} s`,
    ],
    right: [2, 3, 4, 5, 6, 7, 8],
    rows: timingRows,
  });

  tables.push({
    title: `${layout.name}: React copies`,
    note: 'react-dom copies = loaded JS responses containing react-dom\'s renderer registration (rendererPackageName:"react-dom"). Share scope = versions of `react` marked loaded in window.__FEDERATION__.__SHARE__.',
    head: ['Route', 'react-dom copies', 'react-dom versions', 'Share-scope react versions', 'Target one React'],
    right: [1],
    rows: summaries.map((s) => [
      s.label,
      String(s.reactDomCopies),
      s.reactDomVersions.join(', ') || '-',
      s.sharedReactVersions === null ? 'n/a (no __FEDERATION__)' : s.sharedReactVersions.join(', ') || '-',
      verdict(s.oneReactWithin),
    ]),
  });

  const problems: string[][] = [];
  for (const route of layout.routes) {
    for (const run of [...route.unthrottled, ...route.slow4g]) {
      for (const line of [
        ...(run.error ? [run.error] : []),
        ...(run.status !== undefined && run.status >= 400 ? [`document status ${run.status}`] : []),
        ...(new URL(run.finalUrl).pathname !== new URL(run.url).pathname
          ? [`the app redirected to ${run.finalUrl} (the route does not exist, so the measurement is not of that page)`]
          : []),
        ...(run.interactive?.discarded
          ? [
              `${run.interactive.discarded} prerendered interactive element(s) removed without being hydrated: React rendered their part again in the browser (live counts from when they are back)`,
            ]
          : []),
        ...run.failedRequests.map((request) => `failed request: ${request}`),
        ...run.consoleErrors.map((message) => `console: ${message}`),
      ]) {
        problems.push([route.route, run.condition, line]);
      }
    }
  }
  if (problems.length > 0) {
    tables.push({
      title: `${layout.name}: problems seen during the loads`,
      head: ['Route', 'Run', 'Problem'],
      rows: dedupe(problems),
    });
  }
  return tables;
}

function clocks(layout: LayoutResult): string {
  const used = new Set(layout.routes.flatMap((route) => [...route.unthrottled, ...route.slow4g].map((run) => run.fcpClock)));
  const names: string[] = [];
  if (used.has('timeticks')) names.push("Chrome's monotonic clock via CDP Performance NavigationStart");
  if (used.has('walltime')) names.push('wall time (requestWillBeSent.wallTime vs performance.timeOrigin)');
  return names.join(' / ') || 'n/a';
}

function dedupe(rows: string[][]): string[][] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = row.join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function targetTable(layouts: LayoutResult[]): Table {
  const rows: string[][] = [];
  for (const layout of layouts) {
    const summaries = layout.routes.map(summarize);
    const worst = <T>(
      pick: (s: RouteSummary) => T | null,
      better: (a: T, b: T) => boolean,
    ): { value: T | null; route: string } => {
      let best: { value: T | null; route: string } = { value: null, route: '-' };
      for (const s of summaries) {
        const value = pick(s);
        if (value !== null && (best.value === null || !better(value, best.value))) best = { value, route: s.route };
      }
      return best;
    };
    const js = worst(
      (s) => (s.jsFiles > 0 ? s.jsGzip : null),
      (a, b) => a <= b,
    );
    const react = worst(
      (s) => (s.jsFiles > 0 ? s.reactDomCopies : null),
      (a, b) => a <= b,
    );

    // Routes a target does not apply to (null: the back office for the public pages' targets) are left out.
    const all = (pick: (s: RouteSummary) => boolean | null): boolean | null => {
      const values = summaries.map(pick).filter((value) => value !== null);
      if (values.length === 0) return null;
      return values.every((value) => value);
    };
    rows.push([
      layout.name,
      `First-load JS ≤ ${TARGETS.firstLoadJsGzipKb} KB gzip`,
      js.value === null ? 'n/a' : `${kb(js.value)} KB (${js.route})`,
      verdict(all((s) => s.firstLoadWithin)),
    ]);
    rows.push([
      layout.name,
      'One React (react-dom copies = 1)',
      react.value === null ? 'n/a' : `${react.value} (${react.route})`,
      verdict(all((s) => s.oneReactWithin)),
    ]);
    const publicWorst = (pick: (s: RouteSummary) => number | null) =>
      worst(
        (s) => (isPublicRoute(s.route) ? pick(s) : null),
        (a, b) => a <= b,
      );
    const lcp = publicWorst((s) => s.timing.slow4g.lcp);
    const cls = publicWorst((s) => s.timing.slow4g.cls);
    const tbt = publicWorst((s) => s.timing.slow4g.tbt);
    const live = publicWorst((s) => s.timing.slow4g.live);
    const html = publicWorst((s) => s.htmlGzip);
    rows.push([
      layout.name,
      `Public pages: LCP ≤ ${TARGETS.lcpSlow4gSeconds.toFixed(1)} s at Slow 4G ×4 CPU`,
      lcp.value === null ? 'n/a' : `${seconds(lcp.value)} s (${lcp.route})`,
      verdict(all((s) => s.lcpWithin)),
    ]);
    rows.push([
      layout.name,
      `Public pages: CLS ≤ ${TARGETS.cls}`,
      cls.value === null ? 'n/a' : `${cls.value.toFixed(3)} (${cls.route})`,
      verdict(all((s) => s.clsWithin)),
    ]);
    rows.push([
      layout.name,
      `Public pages: TBT ≤ ${TARGETS.tbtSlow4gMs} ms at Slow 4G ×4 CPU`,
      tbt.value === null ? 'n/a' : `${tbt.value} ms (${tbt.route})`,
      verdict(all((s) => s.tbtWithin)),
    ]);
    rows.push([
      layout.name,
      `Public pages: live ≤ ${TARGETS.liveSlow4gSeconds.toFixed(1)} s at Slow 4G ×4 CPU`,
      live.value === null ? 'n/a' : `${seconds(live.value)} s (${live.route})`,
      verdict(all((s) => s.liveWithin)),
    ]);
    rows.push([
      layout.name,
      `Public pages: HTML ≤ ${TARGETS.htmlGzipKb} KB gzip`,
      html.value === null ? 'n/a' : `${kb(html.value)} KB (${html.route})`,
      verdict(all((s) => s.htmlWithin)),
    ]);
  }
  return { title: 'Targets (worst route per layout)', head: ['Layout', 'Target', 'Worst measured', 'Verdict'], rows };
}

export function renderText(table: Table): string {
  const widths = table.head.map((cell, column) => Math.max(cell.length, ...table.rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (table.right?.includes(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  const out = [`== ${table.title} ==`];
  if (table.note) out.push(table.note);
  out.push(line(table.head), widths.map((width) => '-'.repeat(width)).join('  '), ...table.rows.map(line));
  return out.join('\n');
}

export function renderMarkdown(table: Table, level = 3): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  const out = [`${'#'.repeat(level)} ${table.title}`, ''];
  if (table.note) out.push(table.note, '');
  out.push(`| ${table.head.map(escape).join(' | ')} |`);
  out.push(`| ${table.head.map((_, column) => (table.right?.includes(column) ? '---:' : '---')).join(' | ')} |`);
  for (const row of table.rows) out.push(`| ${row.map(escape).join(' | ')} |`);
  return out.join('\n');
}
