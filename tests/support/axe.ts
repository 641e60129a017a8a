// axe-core in the page under test: the accessibility rules the issue asks to be clean
// (WCAG 2.x A and AA, plus axe's best practices such as landmarks, one <h1>, heading order).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the offending elements */
  targets: string[];
}

/**
 * Runs axe on the page as it is now and returns its violations (an empty list when clean).
 * `within`: a CSS selector to judge only that part, e.g. a small dialog: axe's target-size rule
 * measures buttons that the dialog half covers behind it (inert while it is open) as too small.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (within) => {
    // Judge the page at rest: a dialog fading in has text at partial opacity, which axe would
    // measure as low contrast. Endless animations (spinners) are not waited for.
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const results = await axe.run(within ? { include: [within] } : document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    // Fluent's focus management (tabster) puts invisible, focusable <i data-tabster-dummy
    // aria-hidden> elements around dialogs' surroundings; focusing one moves the focus on at
    // once. axe reports them under aria-hidden-focus, a known false positive that Microsoft's
    // Accessibility Insights suppresses the same way (microsoft/accessibility-insights-web#7605).
    // Only that rule and only those elements are dropped.
    const tabsterDummy = (node: { html: string }) => /^<i\b[^>]*\bdata-tabster-dummy\b/.test(node.html);
    return results.violations
      .map((violation) => ({
        ...violation,
        nodes:
          violation.id === 'aria-hidden-focus'
            ? violation.nodes.filter((node) => !tabsterDummy(node))
            : violation.nodes,
      }))
      .filter((violation) => violation.nodes.length > 0)
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  }, within);
}
