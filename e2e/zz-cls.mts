import { startServer } from './support/server.ts';
import { launchBrowser } from '../scripts/lib/chromium.ts';

const server = await startServer();
const browser = await launchBrowser();
for (const slow of [false]) {
  for (const route of ['/', '/services/ocean-freight', '/track', '/blog', '/quote', '/search?q=ocean']) {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    if (slow) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 562.5, downloadThroughput: 180000, uploadThroughput: 84375 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await page.addInitScript(() => {
      (window as any).__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as any[]) {
          if (e.hadRecentInput) continue;
          (window as any).__shifts.push({
            t: Math.round(e.startTime), v: +e.value.toFixed(4),
            s: (e.sources || []).map((s: any) => {
              const n = s.node; const d = n ? (n.nodeName + (n.id ? '#' + n.id : '') + (n.className && typeof n.className === 'string' ? '.' + n.className.split(' ')[0] : '') + ' "' + (n.textContent || '').slice(0, 30).replace(/\s+/g, ' ') + '"') : '?';
              return `${d} ${JSON.stringify([s.previousRect.y, s.previousRect.height])}->${JSON.stringify([s.currentRect.y, s.currentRect.height])}`;
            }),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(server.url + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => (window as any).__shifts);
    const total = shifts.reduce((a: number, s: any) => a + s.v, 0);
    console.log(`\n${slow ? 'SLOW' : 'fast'} ${route} CLS=${total.toFixed(3)}`);
    for (const s of shifts) console.log(`  t=${s.t} v=${s.v}\n    ${s.s.join('\n    ')}`);
    await context.close();
  }
}
await browser.close();
await server.stop();
