import { chromium } from 'playwright-core';
import { Cleanup, freePort, startApiServer, tempDir } from './servers.js';
async function main() {
const cleanup = new Cleanup();
try {
  const port = await freePort();
  const t0 = Date.now();
  const s = await startApiServer({ repoRoot: '/work/main', label: 'probe', port, dataDir: tempDir('probe-', cleanup), cleanup });
  console.log('healthy after', Date.now() - t0);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync','--disable-dev-shm-usage'] });
  cleanup.add('browser', () => browser.close());
  const page = await browser.newPage();
  await page.goto(s.origin + '/services/ocean-freight', { waitUntil: 'networkidle' });
  const r = await page.evaluate(`(() => { const f = globalThis.__FEDERATION__; const seen = new WeakSet(); const walk = (o, d) => { if (d > 6 || o === null || typeof o !== 'object') return typeof o === 'function' ? 'fn' : o; if (seen.has(o)) return '[seen]'; seen.add(o); const r = {}; for (const k of Object.keys(o).slice(0, 30)) r[k] = walk(o[k], d + 1); return r; }; return JSON.stringify({ keys: Object.keys(f || {}), share: walk(f && f.__SHARE__, 0) }, null, 1); })()`);
  console.log(String(r).slice(0, 6000));
  console.log(await page.evaluate(`JSON.stringify(performance.getEntriesByType('paint'))`));
} finally { await cleanup.runAll(); }
}
void main();
