import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** The rules of WCAG 2.0 and 2.1, levels A and AA: the level the app is held to. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Not WCAG success criteria, but what a screen reader user finds a page by: one main landmark and a level-one heading. */
const PAGE_STRUCTURE_RULES = ['landmark-one-main', 'page-has-heading-one'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

function describeViolation(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? ''}`);
  return `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes.join('\n')}`;
}

/** Runs axe-core in the page as it is now; resolves to one line per violation and element, empty when none. */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(
    ([tags, rules]) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(rules.map((rule) => [rule, { enabled: true }])),
        resultTypes: ['violations'],
      }),
    [WCAG_21_AA, PAGE_STRUCTURE_RULES] as const,
  );
  return results.violations.map(describeViolation);
}

/** Frames in a row with nothing moving: a transition starts a frame or two after its element mounts. */
const QUIET_FRAMES = 6;

/**
 * Resolves once the page has drawn QUIET_FRAMES frames in a row with no finite animation or CSS
 * transition running, so that axe does not judge a dialog or notification halfway through its
 * fade. Endless ones (a loader's spin) never settle and are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async (quietFrames) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const moving = () =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity);
    for (let quiet = 0; quiet < quietFrames; await frame()) {
      const running = moving();
      if (running.length === 0) {
        quiet += 1;
        continue;
      }
      quiet = 0;
      // A cancelled animation rejects its promise: it is over all the same.
      await Promise.allSettled(running.map((animation) => animation.finished));
    }
  }, QUIET_FRAMES);
}
