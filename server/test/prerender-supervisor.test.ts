// Issue 30: prerendering that follows changes, not a clock. The supervisor starts the real job process
// against a site made of files (a stand-in prerenderer, a remote's manifest, the shell's page).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseEnv } from '../src/config';
import { contentChanged } from '../src/prerender/content-changed';
import { JOB_MAX_MS, LOCK_FILE, lockHolder, tryLock } from '../src/prerender/lock';
import { createPrerenderedPages } from '../src/prerender/pages';
import { startPrerenderSupervisor, type PrerenderSupervisor, type SupervisorLog } from '../src/prerender/supervisor';

const TEMPLATE =
  '<!doctype html><html><head><title>Globe Route Logistics</title></head><body><div id="root"></div></body></html>';

const root = mkdtempSync(join(tmpdir(), 'prerender-supervisor-'));
const staticRoot = join(root, 'site');
const shellDist = join(staticRoot, 'shell', 'dist');
const ssrDist = join(staticRoot, 'shell', 'dist-ssr');
const remoteDist = join(staticRoot, 'remote-marketing', 'dist');
const mapPath = join(shellDist, 'runtime-config.json');
const prerendererPath = join(ssrDist, 'prerender.js');
const headingFile = join(root, 'heading.txt');
/** While this file is there, a job waits before each page: a job the test can catch running, however slow the machine. */
const gateFile = join(root, 'gate');

const manifestOf = (release: string) =>
  JSON.stringify({
    release,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto', chunkGroups: {} },
    exposes: [{ name: 'public-routes', assets: { js: { sync: [] } } }],
  });

const PRERENDERER = `const { existsSync, readFileSync } = require('node:fs');
let setup;
exports.load = async () => ({
  configure(options) { setup = options; },
  async publicRoutes() { return ['/', '/services/ocean-freight']; },
  remotesFor: () => [],
  async renderRoute(url) {
    while (existsSync(${JSON.stringify(gateFile)})) await new Promise((resolve) => setTimeout(resolve, 50));
    const heading = readFileSync(${JSON.stringify(headingFile)}, 'utf8');
    if (heading === 'FAIL') throw new Error('the marketing remote could not be loaded');
    return { html: '<h1>' + heading + '</h1><p>' + url + '</p><p>' + setup.company.phone + '</p>', css: '', chunks: [] };
  },
});
`;

let company = { name: 'Globe Route Logistics', phone: '+91 22 4000 1234' };
let server: Server;
let origin = '';

/** What a supervisor said, in order. */
function recordingLog(): SupervisorLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (message) => lines.push(`info ${message}`),
    warn: (message) => lines.push(`warn ${message}`),
    error: (message) => lines.push(`error ${message}`),
  };
}

function supervise(outDir: string, log: SupervisorLog, checkEveryMs = 60_000): PrerenderSupervisor {
  return startPrerenderSupervisor({
    mapPath,
    origin,
    outDir,
    staticRoot,
    publicUrl: 'https://www.globeroute.example',
    log,
    settleMs: 300,
    checkEveryMs,
  });
}

async function waitFor(what: string, condition: () => boolean, withinMs: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until the supervisor has said nothing for two seconds (at most 20 s). */
async function untilQuiet(log: { lines: string[] }): Promise<void> {
  let seen = -1;
  for (let waited = 0; log.lines.length !== seen && waited < 20_000; waited += 2000) {
    seen = log.lines.length;
    await sleep(2000);
  }
}
const homeOf = (outDir: string) => createPrerenderedPages(outDir).pageFor('/') ?? '';
const generationsIn = (outDir: string) =>
  readdirSync(outDir)
    .filter((name) => /^[0-9a-f]{16}$/.test(name))
    .sort();

before(async () => {
  for (const folder of [shellDist, ssrDist, remoteDist]) mkdirSync(folder, { recursive: true });
  writeFileSync(join(shellDist, 'index.html'), TEMPLATE);
  writeFileSync(mapPath, JSON.stringify({ apiBase: '/api', remotes: { marketing: '/remotes/marketing/mf-manifest.json' } }));
  writeFileSync(join(remoteDist, 'mf-manifest.json'), manifestOf('1'));
  writeFileSync(prerendererPath, PRERENDERER);
  writeFileSync(headingFile, 'Moving India');
  // This server as the job sees it: the remote's files as they are on disk, and the company's profile.
  server = createServer((request, response) => {
    if (request.url === '/api/company') return response.end(JSON.stringify({ success: true, data: company }));
    try {
      response.end(readFileSync(join(remoteDist, (request.url ?? '').replace(/^\/remotes\/marketing\//, ''))));
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the prerender supervisor', () => {
  const outDir = join(root, 'prerender');
  const log = recordingLog();
  let supervisor: PrerenderSupervisor;

  before(() => {
    supervisor = supervise(outDir, log);
  });
  after(() => supervisor.stop());

  it('prerenders when the server starts, and says what it did', async () => {
    await waitFor('the first generation', () => homeOf(outDir).includes('Moving India'), 30_000);
    // The pages are on disk a moment before the job reports (it says so once the generation is in service).
    const said = /info prerender: generation [0-9a-f]{16} made in \d+ ms \(2 pages rendered, 2 changed, 0 unchanged\)/;
    await waitFor('the job’s report', () => said.test(log.lines.join('\n')), 30_000);
  });

  it('does nothing while nothing it is made from changes', async () => {
    const pointer = statSync(join(outDir, 'current.json')).mtimeMs;
    const said = log.lines.length;
    // Other files of the builds come and go; the pages' own inputs stay as they are.
    writeFileSync(join(remoteDist, 'main.1234.js'), '// another chunk');
    writeFileSync(join(shellDist, 'main.js'), '// the shell, rebuilt');
    await sleep(2500);
    assert.deepEqual(log.lines.slice(said), [], 'no job ran');
    assert.equal(statSync(join(outDir, 'current.json')).mtimeMs, pointer);
    assert.equal(generationsIn(outDir).length, 1);
  });

  it('gives a remote rebuilt in place fresh pages within seconds', async () => {
    writeFileSync(headingFile, 'Freight, on time');
    // As a build does: the new manifest written beside, then renamed over the old one.
    writeFileSync(join(remoteDist, 'mf-manifest.json.tmp'), manifestOf('2'));
    renameSync(join(remoteDist, 'mf-manifest.json.tmp'), join(remoteDist, 'mf-manifest.json'));
    const took = await waitFor('pages of the rebuilt remote', () => homeOf(outDir).includes('Freight, on time'), 10_000);
    assert.ok(took < 10_000);
    assert.equal(generationsIn(outDir).length, 2);
  });

  it('follows the company profile saved in the back office of this instance', async () => {
    company = { ...company, phone: '+91 22 4000 9999' };
    contentChanged();
    await waitFor('pages with the new phone number', () => homeOf(outDir).includes('+91 22 4000 9999'), 10_000);
  });

  it('says once what is missing, and when it is back', async () => {
    const said = log.lines.length;
    renameSync(prerendererPath, `${prerendererPath}.away`);
    await sleep(1500);
    contentChanged();
    await sleep(1000);
    writeFileSync(mapPath, readFileSync(mapPath)); // the map touched: another look
    await sleep(1500);
    const warnings = log.lines.slice(said).filter((line) => line.startsWith('warn'));
    assert.equal(warnings.length, 1, log.lines.slice(said).join('\n'));
    assert.match(warnings[0]!, /the prerenderer .*dist-ssr\/prerender\.js is missing; the pages in service stay/);
    assert.ok(homeOf(outDir).includes('+91 22 4000 9999'), 'the pages in service stay');

    // The shell rebuilt: the prerenderer is there again, with another page.
    writeFileSync(headingFile, 'Back in business');
    renameSync(`${prerendererPath}.away`, prerendererPath);
    writeFileSync(prerendererPath, `${PRERENDERER}// rebuilt\n`);
    await waitFor('pages from the rebuilt prerenderer', () => homeOf(outDir).includes('Back in business'), 10_000);
    assert.ok(log.lines.slice(said).some((line) => /^info prerender: everything .* is there again/.test(line)));
  });
  it('says a failed job once, and tries the same inputs again on a change, as a remote back up', async () => {
    // The rebuilt prerenderer above was two changes (moved back, then written): a second job may still
    // be on its way. Start from a quiet supervisor, or its line is counted as this test's.
    await untilQuiet(log);
    const said = log.lines.length;
    const inService = homeOf(outDir);
    writeFileSync(headingFile, 'FAIL');
    company = { ...company, phone: '+91 22 4000 3333' };
    contentChanged();
    await waitFor('the failure said', () => log.lines.slice(said).some((line) => line.startsWith('error')), 10_000);
    assert.match(
      log.lines.at(-1)!,
      /^error prerender job failed \(exit 1\); the pages in service stay as they were:[\s\S]*could not be loaded/,
    );
    contentChanged();
    await sleep(4000); // tried again, failed again: not said again
    assert.equal(log.lines.slice(said).length, 1, log.lines.slice(said).join('\n'));
    assert.equal(homeOf(outDir), inService, 'the pages in service stay');
    writeFileSync(headingFile, 'Working again');
    contentChanged(); // the same inputs as the failed job
    await waitFor('the pages', () => homeOf(outDir).includes('Working again'), 10_000);
  });
});

describe('several instances', () => {
  it('see a company change made on another instance at their periodic check', async () => {
    const outDir = join(root, 'other-instance');
    writeFileSync(headingFile, 'Another instance'); // whatever the tests before left there
    const log = recordingLog();
    const supervisor = supervise(outDir, log, 1000);
    try {
      await waitFor('the first generation', () => homeOf(outDir).includes('<h1>'), 30_000);
      company = { ...company, phone: '+91 22 4000 5555' }; // saved elsewhere: no contentChanged() here
      await waitFor('pages with the phone number saved elsewhere', () => homeOf(outDir).includes('+91 22 4000 5555'), 10_000);
    } finally {
      supervisor.stop();
    }
  });

  it('sharing one folder, run one job at a time: the other skips and looks again when it is done', async () => {
    const outDir = join(root, 'shared');
    writeFileSync(headingFile, 'One job at a time');
    // The first instance's job is held at its first page until the second has tried: under a loaded
    // machine's timing the two jobs might otherwise never overlap.
    writeFileSync(gateFile, '');
    const [holder, skipper] = [recordingLog(), recordingLog()];
    const supervisors = [supervise(outDir, holder)];
    try {
      await waitFor('the first job holding the folder', () => lockHolder(outDir) !== undefined, 30_000);
      supervisors.push(supervise(outDir, skipper));
      await waitFor('a skip', () => skipper.lines.some((line) => line.includes('skipped')), 30_000);
      assert.match(
        skipper.lines.join('\n'),
        new RegExp(
          `info prerender: skipped: process \\d+ on ${hostname()} since .* is prerendering into ${outDir}; looking again`,
        ),
      );
      rmSync(gateFile);
      await waitFor('the pages', () => homeOf(outDir).includes('One job at a time'), 30_000);
      await waitFor('the lock released', () => lockHolder(outDir) === undefined, 10_000);
      await waitFor('the first job’s report', () => holder.lines.some((line) => / made in /.test(line)), 10_000);
      await sleep(2500); // the skipper's second look
      const said = [...holder.lines, ...skipper.lines];
      assert.equal(said.filter((line) => / made in /.test(line)).length, 1, said.join('\n'));
      assert.equal(generationsIn(outDir).length, 1);
    } finally {
      for (const supervisor of supervisors) supervisor.stop();
      rmSync(gateFile, { force: true });
    }
  });
});

describe("an output folder's lock", () => {
  const outDir = join(root, 'locks');

  it('is held by one at a time, and released by its holder only', () => {
    const first = tryLock(outDir);
    assert.ok('lock' in first);
    const second = tryLock(outDir);
    assert.ok('heldBy' in second);
    assert.deepEqual([second.heldBy?.pid, second.heldBy?.host], [process.pid, hostname()]);
    first.lock.release();
    const third = tryLock(outDir);
    assert.ok('lock' in third);
    third.lock.release();
  });

  it("is taken over from a process that is gone, or from another host's job past its longest run", () => {
    const lockFile = join(outDir, LOCK_FILE);
    const holder = (pid: number, host: string, startedAt: Date) =>
      JSON.stringify({ pid, host, startedAt: startedAt.toISOString() });
    // A pid this host does not run (above Linux's pid_max).
    writeFileSync(lockFile, holder(4_194_304 + 1, hostname(), new Date()));
    const fromTheDead = tryLock(outDir);
    assert.ok('lock' in fromTheDead, 'a dead process holds nothing');
    fromTheDead.lock.release();

    writeFileSync(lockFile, holder(1, 'another-host', new Date()));
    assert.ok('heldBy' in tryLock(outDir), 'a running job elsewhere is left alone');
    const later = tryLock(outDir, Date.now() + JOB_MAX_MS + 1000);
    assert.ok('lock' in later, 'past its longest run it is a dead job');
    later.lock.release();
  });
});

describe('PRERENDER_ORIGIN', () => {
  it('names where the job reaches the site; unset, the server on the loopback address', () => {
    assert.equal(parseEnv({}).prerenderOrigin, undefined);
    assert.equal(parseEnv({ PRERENDER_ORIGIN: 'http://proxy.internal:8080/' }).prerenderOrigin, 'http://proxy.internal:8080');
    assert.throws(() => parseEnv({ PRERENDER_ORIGIN: 'proxy:8080' }), /PRERENDER_ORIGIN: must be an http\(s\) URL/);
  });
});
