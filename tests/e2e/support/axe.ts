/** axe-core in the page: the serious and critical accessibility violations of what is on screen. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  /** Each failing element: its selector, its markup and axe's reason (a contrast failure names both colours). */
  targets: string[];
}

/**
 * Waits until no finite CSS animation or transition runs: a dialog fading in or a button that has just been enabled
 * (its opacity on the way from the disabled look) blends its colours with the page for a moment, and a colour
 * contrast read at that moment is about the animation, not the screen. Endless ones (spinners, skeletons) never end.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { polling: 'raf', timeout: 10_000 },
  );
}

export async function seriousViolations(page: Page): Promise<Violation[]> {
  await animationsSettled(page);
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the browser's debugging protocol, not as a <script> tag: the app's Content-Security-Policy
  // (no inline scripts) stays in force while the checks run.
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary ?? ''}`),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
