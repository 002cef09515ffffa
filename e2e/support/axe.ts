import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeProblem {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's violations of serious or critical impact on the page once its entrance animations end. */
export async function seriousAxeViolations(page: Page): Promise<AxeProblem[]> {
  await settleEntranceAnimations(page);
  // Evaluated through the DevTools protocol, so the site's CSP (no inline scripts) stays on.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    }
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}

/**
 * A toast that is still fading in has text at part opacity, which axe reads as too little contrast.
 * Waits for the animations that end within two seconds; a toast's progress bar (its whole life) and
 * endless spinners are left running.
 */
async function settleEntranceAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime ?? Infinity) <= 2000)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
