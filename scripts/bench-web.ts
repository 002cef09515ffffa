// `npm run bench:web`: production build (done by the npm script before this), served two ways — one
// origin (the API server serves shell and remotes) and split (each remote on its own origin) — and
// measured in Chromium per route: first-load JS raw/gzip per origin, the HTML's size, requests before
// first paint, FCP/LCP/CLS/TBT without and with Slow 4G + 4× CPU throttling, and how many react-dom copies load.
// A benchmark, not a test: targets are printed beside the figures and the exit code is 0 either way
// (non-zero only when the benchmark itself cannot run).
//
// Options: --runs N (loads per route and condition, median reported; default 1, env BENCH_RUNS)
//          --layout one-origin|split|both (default both)
//          --routes /a,/b | forms | all (default: the six routes below; forms = /quote, /contact, /login;
//          all = both)
//          --prerender on|off (default on: public pages are served as prerendered HTML, issue 16; off
//          measures the pages rendered in the browser, as before)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './lib/chromium.js';
import { CPU_SLOWDOWN, measureLoad, SLOW_4G, type ConditionName, type LoadResult } from './bench/measure.js';
import {
  layoutTables,
  renderMarkdown,
  renderText,
  summarize,
  targetTable,
  TARGETS,
  type LayoutResult,
  type Table,
} from './bench/report.js';
import { Cleanup, freePort, REMOTE_NAMES, startApiServer, startSplitStatics, tempDir } from './bench/servers.js';
import { BLOG_POSTS } from '../remote-marketing/src/content/blog-posts.js';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_ROUTES = [
  '/',
  '/services/ocean-freight',
  '/industries/pharmaceuticals',
  `/blog/${BLOG_POSTS[0]!.slug}`,
  '/track',
  '/admin/login',
];
/** `--routes forms` adds these public pages with forms. */
const FORM_ROUTES = ['/quote', '/contact', '/login'];

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  if (index !== -1) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** `--routes /a,/b` measures those; `all` = the default routes and the forms; `forms` = the forms alone. */
function routesOption(value: string | undefined): string[] {
  if (value === undefined || value === 'default') return DEFAULT_ROUTES;
  if (value === 'all') return [...DEFAULT_ROUTES.slice(0, -1), ...FORM_ROUTES, DEFAULT_ROUTES.at(-1)!];
  if (value === 'forms') return FORM_ROUTES;
  return value
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
}
const ROUTES = routesOption(option('routes'));

const runs = Math.max(1, Number.parseInt(option('runs') ?? process.env.BENCH_RUNS ?? '1', 10) || 1);
const layoutChoice = option('layout') ?? 'both';
const prerender = (option('prerender') ?? 'on') !== 'off';
const PRERENDER_ENV: Record<string, string> = { PRERENDER: prerender ? 'true' : 'false' };

/** Waits until the server answers a public page with prerendered HTML (its first generation). */
async function waitForPrerendered(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const html = await (await fetch(`${baseUrl}/services/ocean-freight`)).text();
    if (html.includes('<h1')) return;
    if (Date.now() > deadline) throw new Error(`${baseUrl} served no prerendered page within 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function checkBuilt(): void {
  const missing = [
    join('shell', 'dist', 'index.html'),
    ...REMOTE_NAMES.map((remote) => join(`remote-${remote}`, 'dist', 'mf-manifest.json')),
  ].filter((file) => !existsSync(join(REPO_ROOT, file)));
  if (missing.length > 0) {
    throw new Error(
      `Not built (${missing.join(', ')} missing). Run \`node scripts/build-missing.mjs\` or \`npm run bench:web\`.`,
    );
  }
}

function gitDescription(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim() !== '';
    return `${commit}${dirty ? ' (working tree has changes)' : ''}`;
  } catch {
    return 'unknown';
  }
}

const elapsed = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function measureLayout(browser: Browser, layout: LayoutResult): Promise<void> {
  // One discarded load first, so the server's first-request work (file handles, index.html render) is not billed to `/`.
  await measureLoad(browser, `${layout.baseUrl}/`, 'unthrottled');
  for (const route of ROUTES) {
    const result = { route, unthrottled: [] as LoadResult[], slow4g: [] as LoadResult[] };
    for (const condition of ['unthrottled', 'slow4g'] as ConditionName[]) {
      for (let run = 0; run < runs; run += 1) {
        const started = Date.now();
        const load = await measureLoad(browser, `${layout.baseUrl}${route}`, condition, {
          timeoutMs: condition === 'slow4g' ? 60_000 : 30_000,
        });
        result[condition].push(load);
        const js = load.js.reduce((total, file) => total + file.gzip, 0);
        console.log(
          `  ${layout.name.padEnd(10)} ${route.padEnd(24)} ${condition.padEnd(11)} ` +
            `FCP ${fmt(load.fcpMs)}  LCP ${fmt(load.lcpMs)}  TBT ${load.tbtMs ?? 'n/a'} ms  live ${fmt(load.liveMs)}` +
            (load.interactive && load.interactive.pending > 0
              ? ` (${load.interactive.pending}/${load.interactive.total} not hydrated)`
              : '') +
            (load.interactive?.discarded ? ` (${load.interactive.discarded} thrown away unhydrated)` : '') +
            `  JS ${load.js.length} files ${(js / 1024).toFixed(1)} KB gz  ` +
            `(${elapsed(started)})${load.error ? `  ! ${load.error}` : ''}`,
        );
      }
    }
    layout.routes.push(result);
  }
}

const fmt = (ms: number | null) => (ms === null ? '  n/a' : `${(ms / 1000).toFixed(2)}s`);

async function main(): Promise<void> {
  const startedAt = Date.now();
  checkBuilt();
  const cleanup = new Cleanup();
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping servers…`);
    void cleanup.runAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const layouts: LayoutResult[] = [];
  let browserVersion = 'unknown';
  try {
    const wantOne = layoutChoice === 'both' || layoutChoice === 'one-origin';
    const wantSplit = layoutChoice === 'both' || layoutChoice === 'split';
    if (!wantOne && !wantSplit) throw new Error(`--layout must be one-origin, split or both (got ${layoutChoice})`);

    // Both servers start in parallel (each hashes the admin password and migrates its own database).
    const starting: Promise<void>[] = [];
    if (wantOne) {
      starting.push(
        (async () => {
          const port = await freePort();
          const server = await startApiServer({
            repoRoot: REPO_ROOT,
            label: 'one-origin',
            port,
            dataDir: tempDir('bench-web-data-', cleanup),
            extraEnv: PRERENDER_ENV,
            cleanup,
          });
          if (prerender) await waitForPrerendered(server.origin);
          layouts.push({
            name: 'one-origin',
            description: `API server serves the shell at / and the remotes under /remotes/<name>/ on ${server.origin}`,
            baseUrl: server.origin,
            origins: { [server.origin]: 'site' },
            routes: [],
          });
        })(),
      );
    }
    if (wantSplit) {
      starting.push(
        (async () => {
          const sitePort = await freePort();
          const split = await startSplitStatics(cleanup, sitePort);
          const server = await startApiServer({
            repoRoot: REPO_ROOT,
            label: 'split',
            port: sitePort,
            dataDir: tempDir('bench-web-data-', cleanup),
            extraEnv: { RUNTIME_CONFIG: split.mapFile, ...PRERENDER_ENV },
            cleanup,
          });
          if (prerender) await waitForPrerendered(server.origin);
          layouts.push({
            name: 'split',
            description:
              `API server serves the shell on ${server.origin}; remotes from their own static origins ` +
              REMOTE_NAMES.map((remote) => `${remote} :${split.ports[remote]}`).join(', ') +
              ` (runtime map ${split.mapFile})`,
            baseUrl: server.origin,
            origins: Object.fromEntries(split.originLabels),
            routes: [],
          });
        })(),
      );
    }
    const settled = await Promise.allSettled(starting);
    const failed = settled.find((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    if (failed) throw failed.reason;
    layouts.sort((a, b) => (a.name === 'one-origin' ? -1 : b.name === 'one-origin' ? 1 : 0));
    console.log(`Servers up after ${elapsed(startedAt)}:`);
    for (const layout of layouts) console.log(`  ${layout.name}: ${layout.description}`);

    const browser = await launchBrowser();
    cleanup.add('close Chromium', () => browser.close());
    browserVersion = browser.version();
    console.log(`Chromium ${browserVersion}; ${runs} run(s) per route and condition.`);

    for (const layout of layouts) await measureLayout(browser, layout);
  } finally {
    await cleanup.runAll();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }

  report(layouts, browserVersion, startedAt);
}

function report(layouts: LayoutResult[], browserVersion: string, startedAt: number): void {
  const header = [
    `Commit ${gitDescription()}, ${new Date().toISOString()}, Chromium ${browserVersion} (headless, 1280×800, cold cache per load).`,
    `Slow 4G = Chrome DevTools preset: ${SLOW_4G.latency} ms latency, ${((SLOW_4G.downloadThroughput * 8) / 1000).toFixed(0)} kbit/s down, ` +
      `${((SLOW_4G.uploadThroughput * 8) / 1000).toFixed(0)} kbit/s up; plus ${CPU_SLOWDOWN}× CPU slowdown.`,
    `Public pages ${prerender ? 'served as prerendered HTML and hydrated' : 'rendered in the browser (--prerender off)'}.`,
    `Targets: first-load JS ≤ ${TARGETS.firstLoadJsGzipKb} KB gzip and one React on every route; on the public pages at Slow 4G ×${CPU_SLOWDOWN} CPU ` +
      `LCP ≤ ${TARGETS.lcpSlow4gSeconds.toFixed(1)} s, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtSlow4gMs} ms, live ≤ ${TARGETS.liveSlow4gSeconds.toFixed(1)} s, HTML ≤ ${TARGETS.htmlGzipKb} KB gzip (reported, not enforced).`,
  ];
  const sections: { layout?: LayoutResult; tables: Table[] }[] = [
    ...layouts.map((layout) => ({ layout, tables: layoutTables(layout) })),
    { tables: [targetTable(layouts)] },
  ];

  console.log(`\n${header.join('\n')}\n`);
  for (const section of sections) {
    if (section.layout) console.log(`\n##### Layout ${section.layout.name}: ${section.layout.description}\n`);
    for (const table of section.tables) console.log(`${renderText(table)}\n`);
  }

  const markdown = [
    '# Web benchmark',
    '',
    ...header.map((line) => `${line}  `),
    '',
    'Produced by `npm run bench:web` (scripts/bench-web.ts).',
  ];
  for (const section of sections) {
    if (section.layout) markdown.push('', `## Layout: ${section.layout.name}`, '', section.layout.description);
    for (const table of section.tables) markdown.push('', renderMarkdown(table));
  }
  const outDir = join(REPO_ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'web.md'), `${markdown.join('\n')}\n`);
  writeFileSync(
    join(outDir, 'web.json'),
    `${JSON.stringify(
      {
        generatedAt: new Date().toISOString(),
        commit: gitDescription(),
        chromium: browserVersion,
        routes: ROUTES,
        runsPerCondition: runs,
        conditions: { unthrottled: null, slow4g: { network: SLOW_4G, cpuSlowdown: CPU_SLOWDOWN } },
        targets: TARGETS,
        layouts: layouts.map((layout) => ({
          ...layout,
          summary: layout.routes.map(summarize),
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Wrote bench-results/web.md and bench-results/web.json (total ${elapsed(startedAt)}).`);
}

main().catch((error: unknown) => {
  console.error('bench:web failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
