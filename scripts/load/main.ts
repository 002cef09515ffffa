// `npm run test:load`: two API instances on a throwaway PostgreSQL behind nginx (scripts/cluster), N
// clients of mixed traffic for D seconds, and faults during it: `kill -9` of one instance (started again
// later), a PostgreSQL restart (the time the API takes to recover is measured); then every acknowledged
// write is read back, 25 wrong passwords spread over both instances must meet the shared limit, and
// the embedded database is killed mid-write and started again. Exit code 1 when any check fails.
//
// Options: --short (10 clients × 15 s, for CI), --clients=N (default 50), --duration=S (default 60),
// --json=FILE (the figures as JSON), --no-embedded (skip the embedded database's test).
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ESM helper without type declarations
import { isReady, startCluster } from '../cluster/cluster.mjs';
import { freePort } from '../lib/postgres.mjs';
import { embeddedKillTest, type EmbeddedResult } from './embedded';
import { Recorder, sleep, type Sample } from './http';
import { callTable } from './report';
import { LOAD_ADMIN, RATE_LIMIT_ACCOUNT, setUp, staffMember, visitor, type World } from './traffic';

interface Instance {
  name: string;
  port: number;
  running: boolean;
  kill(signal: string): Promise<void>;
  start(): Promise<void>;
}

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const short = args.includes('--short');
const clients = Number(option('clients') ?? (short ? 10 : 50));
const durationS = Number(option('duration') ?? (short ? 15 : 60));
const jsonFile = option('json');
const staffCount = Math.max(1, Math.round(clients * 0.4));
const visitorCount = Math.max(1, clients - staffCount);

const checks: { name: string; passed: boolean; detail: string }[] = [];
const check = (name: string, passed: boolean, detail: string) => checks.push({ name, passed, detail });
const say = (text: string) => console.log(`[load] ${text}`);

const workDir = mkdtempSync(join(tmpdir(), 'freight-load-'));
let port = 0;
let cluster: Awaited<ReturnType<typeof startCluster>> | undefined;

// The cluster's processes have process groups of their own: stop them when the test is interrupted.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`${signal}: stopping the cluster`);
    void (cluster?.stop() ?? Promise.resolve()).finally(() => {
      rmSync(workDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

void (async () => {
  let exitCode = 1;
  try {
    port = await freePort();
    exitCode = await main();
  } catch (error) {
    console.error(`[load] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    await cluster?.stop();
    // The instances' and nginx's logs stay for a look when something failed.
    if (exitCode === 0) rmSync(workDir, { recursive: true, force: true });
    else console.log(`[load] logs kept in ${join(workDir, 'run')}`);
  }
  process.exit(exitCode);
})();

async function main(): Promise<number> {
  say(
    `${clients} clients (${visitorCount} visitors, ${staffCount} staff) × ${durationS} s through nginx, 2 instances, PostgreSQL`,
  );
  const began = performance.now();
  cluster = await startCluster({
    port,
    instances: 2,
    dataDir: join(workDir, 'data'),
    runDir: join(workDir, 'run'),
    env: { ADMIN_EMAIL: LOAD_ADMIN.email, ADMIN_PASSWORD: LOAD_ADMIN.password, LOG_LEVEL: 'warn' },
    // Each client is a visitor of its own address, as nginx would learn from a front it trusts.
    nginx: { realIpFrom: ['127.0.0.1'], exposeUpstream: true },
    say,
  });
  const instances = cluster.instances as Instance[];
  const origin = `http://127.0.0.1:${port}`;
  say(`cluster ready in ${seconds(performance.now() - began)} s at ${origin}`);
  await waitForPrerenderedPages(origin);
  const differences = await staticHeaderDifferences(origin, instances[0]!.port);
  check(
    'nginx serves the built files as the Node server does (status, cache policy, encoding, type, CORS)',
    differences.length === 0,
    differences.length === 0 ? `${staticSamples().length} files compared` : differences.join('; '),
  );

  const api = new Recorder(origin);
  api.recording = false;
  const base = await setUp(api, staffCount);
  const world: World = { ...base, writes: [], trackingNumbers: [], until: Number.POSITIVE_INFINITY };
  api.recording = true;

  const loadStart = performance.now();
  const stopped: string[] = [];
  const running = [
    ...Array.from({ length: visitorCount }, () => visitor(world)),
    ...Array.from({ length: staffCount }, (_, index) => staffMember(world, index)),
  ].map((client) =>
    client.catch((error: unknown) => {
      stopped.push(error instanceof Error ? error.message : String(error));
      say(`a client stopped: ${stopped.at(-1)}`);
    }),
  );

  // The faults, one after another, spread over the run.
  const victim = instances[1]!;
  const survivor = instances[0]!;
  await sleepUntil(loadStart + durationS * 250);
  const killAt = performance.now();
  await victim.kill('SIGKILL');
  say(`kill -9 ${victim.name} at ${seconds(killAt - loadStart)} s`);
  await sleepUntil(loadStart + durationS * 450);
  const restartAt = performance.now();
  await victim.start();
  const restartedAt = performance.now();
  say(`${victim.name} started again in ${seconds(restartedAt - restartAt)} s`);
  // Each fault leaves the cluster time to show it took the previous one in its stride.
  await sleepUntil(Math.max(loadStart + durationS * 650, restartedAt + durationS * 150));
  say('restarting PostgreSQL (fast shutdown, start)…');
  const pg = await cluster.postgres.restart();
  const recovered = await Promise.all(instances.map((instance) => readyAgain(instance.port, pg.up)));
  say(
    `PostgreSQL down for ${seconds(pg.up - pg.stopping)} s; instances ready ${recovered.map((at) => seconds(at - pg.up)).join(' s, ')} s after it came back`,
  );
  const settled = Math.max(...recovered.filter(Number.isFinite), pg.up);
  await sleepUntil(Math.max(loadStart + durationS * 1000, settled + durationS * 100));
  world.until = Date.now();
  await Promise.all(running);
  const loadEnd = performance.now();
  api.recording = false;
  say(`load finished after ${seconds(loadEnd - loadStart)} s; ${api.samples.length} requests`);

  check('every client ran to the end', stopped.length === 0, stopped.length === 0 ? `${clients} clients` : stopped.join('; '));

  // Classify every request that got no answer or a 5xx.
  const failed = api.samples.filter((sample) => sample.status === 0 || sample.status >= 500);
  // In flight on the killed instance: under way at the kill, or already handed to it by nginx on a kept-alive
  // connection in the moment before nginx saw it close (a POST is then not passed on: it may have been sent).
  const victimAddress = `127.0.0.1:${victim.port}`;
  const onVictim = (sample: Sample) => sample.upstream === '' || sample.upstream.includes(victimAddress);
  const inFlightAtKill = failed.filter(
    (sample) =>
      onVictim(sample) &&
      ((sample.startedAt <= killAt && sample.endedAt >= killAt) ||
        (sample.startedAt >= killAt && sample.startedAt <= killAt + 1000)),
  );
  // The API has 10 s after PostgreSQL is back; failures in that time count against its recovery.
  const recoveryBudgetEnd = pg.up + 10_000;
  const duringPgRestart = failed.filter(
    (sample) => !inFlightAtKill.includes(sample) && sample.endedAt >= pg.stopping && sample.startedAt <= recoveryBudgetEnd,
  );
  const recoveredAt = Math.max(...recovered, ...duringPgRestart.map((sample) => sample.endedAt));
  const unexpected = failed.filter((sample) => !inFlightAtKill.includes(sample) && !duringPgRestart.includes(sample));
  const at = (sample: Sample) =>
    `${seconds(sample.startedAt - loadStart)}–${seconds(sample.endedAt - loadStart)} s${sample.upstream ? ` via ${sample.upstream}` : ''}`;
  check(
    'no 5xx and no unanswered request outside the faults',
    unexpected.length === 0,
    `${unexpected.length} of ${api.samples.length}${unexpected.length ? `: ${describe(unexpected)} (${unexpected.slice(0, 5).map(at).join('; ')})` : ''}`,
  );
  const survivorAddress = `127.0.0.1:${survivor.port}`;
  // The requests the kill itself cut short (inFlightAtKill: a POST nginx had just handed to the killed
  // instance on a kept-alive connection is not sent again) are the kill's, as the check above counts
  // them; every other request of the time it was down must have been answered by the survivor.
  const whileDown = api.samples.filter(
    (sample) =>
      sample.startedAt > killAt + 100 && sample.endedAt < restartAt && sample.upstream !== '' && !inFlightAtKill.includes(sample),
  );
  const elsewhere = whileDown.filter((sample) => !sample.upstream.endsWith(survivorAddress));
  check(
    'nginx moved the traffic to the other instance',
    whileDown.length > 0 && elsewhere.length === 0,
    `${whileDown.length} proxied requests while ${victim.name} was down, ${whileDown.length - elsewhere.length} answered by ${survivor.name}` +
      // Which, when and through what, to tell a late kill from nginx's choice.
      (elsewhere.length
        ? ` (not: ${elsewhere
            .slice(0, 5)
            .map((sample) => `${sample.call} ${sample.status} ${at(sample)}`)
            .join('; ')}; the kill at ${seconds(killAt - loadStart)} s, the restart at ${seconds(restartAt - loadStart)} s)`
        : ''),
  );
  const recoverySeconds = (recoveredAt - pg.up) / 1000;
  check(
    'the API recovers within 10 s of a PostgreSQL restart',
    recoverySeconds <= 10,
    `${recoverySeconds.toFixed(1)} s after PostgreSQL accepted connections again (every instance ready, the last failed request answered)`,
  );

  // Every acknowledged write, read back.
  await Promise.all(instances.map((instance) => readyAgain(instance.port, performance.now())));
  const lost = await readBack(api, world);
  const byKind = new Map<string, number>();
  for (const write of world.writes) byKind.set(write.kind, (byKind.get(write.kind) ?? 0) + 1);
  check(
    'every acknowledged write is read back',
    lost.length === 0 && world.writes.length > 0,
    `${world.writes.length - lost.length} of ${world.writes.length} (${[...byKind].map(([kind, count]) => `${count} ${kind}`).join(', ')})${lost.length ? `; lost: ${lost.slice(0, 10).join(', ')}` : ''}`,
  );

  await untilBothInRotation(api, instances.length);
  const limits = await rateLimitAcrossInstances(api);
  check(
    'rate limits hold across instances (25 wrong passwords, shared limit of 10)',
    limits.upstreams >= 2 && limits.refused > 0 && limits.checked <= 10,
    `${limits.checked} checked (401), ${limits.refused} refused (429), ${limits.other} other, over ${limits.upstreams} instances`,
  );

  // nginx tries a failed instance again after fail_timeout (10 s): in a short run, only by the end.
  const afterRestart = api.samples.filter((sample) => sample.startedAt > restartedAt && sample.upstream !== '');
  const victimShare = afterRestart.filter((sample) => sample.upstream.endsWith(victimAddress)).length;
  const victimLogins = limits.answeredBy[victimAddress] ?? 0;
  check(
    `${victim.name} takes traffic again once started`,
    victimShare + victimLogins > 0,
    `${victimShare} of ${afterRestart.length} proxied requests of the load after its restart, ${victimLogins} of the 25 sign-ins after it`,
  );

  await cluster.stop();
  cluster = undefined;
  let embedded: EmbeddedResult | undefined;
  if (!args.includes('--no-embedded')) {
    say('embedded database: writes, kill -9 mid-write, start again…');
    embedded = await embeddedKillTest();
    check(
      'embedded database: kill -9 mid-write loses no acknowledged row; the folder lock recovers',
      embedded.error === undefined && embedded.restarted && embedded.lost.length === 0 && embedded.acknowledged > 0,
      embedded.error ??
        `${embedded.engine}: ${embedded.readBack} of ${embedded.acknowledged} acknowledged rows read back, ${embedded.writesInFlightAtKill} writes in flight at the kill, started again in ${embedded.restartSeconds.toFixed(1)} s`,
    );
  }

  const loadSamples = api.samples.filter((sample) => sample.call !== 'read back');
  const figures = {
    clients,
    visitors: visitorCount,
    staff: staffCount,
    durationSeconds: durationS,
    requests: loadSamples.length,
    requestsPerSecond: Math.round(loadSamples.length / ((loadEnd - loadStart) / 1000)),
    calls: callTable(loadSamples),
    faults: {
      instanceKill: {
        atSeconds: round((killAt - loadStart) / 1000),
        failedInFlight: inFlightAtKill.length,
        restartSeconds: round((restartedAt - restartAt) / 1000),
      },
      postgresRestart: {
        atSeconds: round((pg.stopping - loadStart) / 1000),
        downSeconds: round((pg.up - pg.stopping) / 1000),
        recoverySeconds: round(recoverySeconds),
        failedDuring: duringPgRestart.length,
        failedStatuses: countBy(duringPgRestart.map((sample) => String(sample.status))),
      },
    },
    writes: {
      acknowledged: world.writes.length,
      readBack: world.writes.length - lost.length,
      byKind: Object.fromEntries(byKind),
    },
    rateLimits: limits,
    embedded,
    checks,
  };
  printSummary(figures);
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(figures, null, 2)}\n`);
  return checks.every((entry) => entry.passed) ? 0 : 1;
}

/** Files of each kind the builds hold: entry points, hashed chunks, a missing one and a source map. */
function staticSamples(): string[] {
  const hashed = (dir: string) => readdirSync(join(REPO_ROOT, dir)).find((name) => /\.[0-9a-f]{8,}\.js$/.test(name));
  const shellChunk = hashed('shell/dist');
  const remoteChunk = hashed('remote-marketing/dist');
  return [
    '/main.js',
    '/runtime-config.json',
    ...(shellChunk ? [`/${shellChunk}`] : []),
    '/remotes/marketing/mf-manifest.json',
    '/remotes/marketing/remoteEntry.js',
    ...(remoteChunk ? [`/remotes/marketing/${remoteChunk}`] : []),
    '/remotes/admin/no-such-chunk.js',
    '/main.js.map',
  ];
}

/** What differs between nginx's answer and an instance's for the same file. */
async function staticHeaderDifferences(origin: string, instancePort: number): Promise<string[]> {
  const differences: string[] = [];
  const headers = { 'accept-encoding': 'gzip' };
  for (const path of staticSamples()) {
    const [proxied, direct] = await Promise.all(
      [origin, `http://127.0.0.1:${instancePort}`].map(async (base) => {
        const response = await fetch(base + path, { headers });
        await response.arrayBuffer();
        const header = (name: string) => response.headers.get(name)?.split(';')[0] ?? '';
        const ok = response.ok;
        return {
          status: String(response.status),
          cacheControl: ok ? header('cache-control') : '',
          encoding: ok ? header('content-encoding') : '',
          type: ok ? header('content-type') : '',
          cors: ok ? header('access-control-allow-origin') : '',
        };
      }),
    );
    for (const key of Object.keys(direct!) as (keyof typeof direct)[]) {
      if (proxied![key] !== direct![key]) differences.push(`${path} ${key}: nginx "${proxied![key]}", Node "${direct![key]}"`);
    }
  }
  return differences;
}

/** With prerendering on (production), the pages are served once the first generation exists. */
async function waitForPrerenderedPages(origin: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const sitemap = await fetch(`${origin}/sitemap.xml`).catch(() => undefined);
    if (sitemap?.ok) return;
    await sleep(1000);
  }
  say('no prerendered pages after 180 s: the public pages are the shell page');
}

async function readyAgain(instancePort: number, since: number): Promise<number> {
  const deadline = since + 60_000;
  while (!(await isReady(instancePort))) {
    if (performance.now() > deadline) return Number.POSITIVE_INFINITY;
    await sleep(100);
  }
  return performance.now();
}

/** Reads back every acknowledged write, a few at a time; a call that got no answer is tried again. */
async function readBack(api: Recorder, world: World): Promise<string[]> {
  const reader = new Recorder(api.origin);
  reader.recording = false;
  const login = await reader.call('read back', 'POST', '/api/auth/login', { body: LOAD_ADMIN, ip: '10.250.0.2' });
  const token: string = login.body.data.token;
  const lost: string[] = [];
  const queue = [...world.writes];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let write = queue.shift(); write; write = queue.shift()) {
        const found = (await write.verify(reader, token)) || (await write.verify(reader, token));
        if (!found) lost.push(`${write.kind} ${write.id}`);
      }
    }),
  );
  return lost;
}

/** nginx tries an instance it left out again after fail_timeout; the wrong passwords must meet both. */
async function untilBothInRotation(api: Recorder, count: number) {
  const seen = new Set<string>();
  const deadline = performance.now() + 20_000;
  while (seen.size < count && performance.now() < deadline) {
    const answer = await api.call('health', 'GET', '/api/health');
    if (answer.upstream) seen.add(answer.upstream);
    await sleep(250);
  }
}

/** 25 wrong passwords for one account from one address, one after another, through nginx. */
async function rateLimitAcrossInstances(api: Recorder) {
  const answeredBy: Record<string, number> = {};
  const result = { checked: 0, refused: 0, other: 0, upstreams: 0, answeredBy };
  for (let attempt = 0; attempt < 25; attempt += 1) {
    const answer = await api.call('POST wrong password', 'POST', '/api/auth/login', {
      body: { email: RATE_LIMIT_ACCOUNT.email, password: 'Wrong-guess-2026' },
      ip: '10.251.0.1',
    });
    answeredBy[answer.upstream] = (answeredBy[answer.upstream] ?? 0) + 1;
    if (answer.status === 401) result.checked += 1;
    else if (answer.status === 429) result.refused += 1;
    else result.other += 1;
  }
  result.upstreams = Object.keys(answeredBy).length;
  return result;
}

function printSummary(figures: {
  clients: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  calls: ReturnType<typeof callTable>;
  faults: unknown;
}) {
  const rows = figures.calls;
  const header = ['call', 'requests', '2xx', '4xx', '429', '5xx', 'no answer', 'p50 ms', 'p99 ms'];
  const lines = rows.map((row) =>
    [row.call, row.requests, row.ok, row.clientErrors, row.tooMany, row.serverErrors, row.noAnswer, row.p50, row.p99].map(String),
  );
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  console.log('');
  console.log(
    `${figures.requests} requests in ${figures.durationSeconds} s from ${figures.clients} clients (${figures.requestsPerSecond}/s)`,
  );
  console.log(format(header));
  console.log(
    `|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
  );
  for (const line of lines) console.log(format(line));
  console.log(`faults: ${JSON.stringify(figures.faults)}`);
  console.log('');
  for (const entry of checks) console.log(`${entry.passed ? 'PASS' : 'FAIL'}  ${entry.name}: ${entry.detail}`);
}

function describe(samples: Sample[]): string {
  return Object.entries(countBy(samples.map((sample) => `${sample.call} → ${sample.status || sample.error || 'no answer'}`)))
    .map(([what, count]) => `${count}× ${what}`)
    .join('; ');
}

function countBy(values: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

async function sleepUntil(moment: number) {
  const wait = moment - performance.now();
  if (wait > 0) await sleep(wait);
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const round = (value: number) => Math.round(value * 10) / 10;
