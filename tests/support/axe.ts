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
  /** the offending elements' opening tags, so a failure says which elements they are */
  html: string[];
}

/**
 * Runs axe on the page as it is now and returns its violations (an empty list when clean).
 * `within`: a CSS selector to judge only that part, e.g. a small dialog: axe's target-size rule
 * measures buttons that the dialog half covers behind it (inert while it is open) as too small.
 */
export async function axeViolations(page: Page, within?: string): Promise<AxeViolation[]> {
  return judge(page, within, []);
}

/**
 * axe on an e-mail's HTML shown alone in the page. An e-mail is read inside a mail app's page,
 * which has its own landmarks: an e-mail must not bring a second main, so the two page-level
 * landmark rules do not apply to it (it is marked up as an article instead, templates/layout.ts).
 * Every other rule does.
 */
export function emailAxeViolations(page: Page): Promise<AxeViolation[]> {
  return judge(page, undefined, ['landmark-one-main', 'region']);
}

async function judge(
  page: Page,
  within: string | undefined,
  notApplicable: string[],
): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(
    async ({ within, notApplicable }) => {
      // Judge the page at rest: a dialog fading in has text at partial opacity, and a button
      // just enabled fades its colour in over 100 ms (Fluent's transition), either of which axe
      // would measure as low contrast. Endless animations (spinners) are not waited for.
      const settle = async () => {
        await Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        );
        // Nor while a list is being filtered: its rows are drawn dimmed (aria-busy) until the new
        // ones are in, which under a busy machine's load can take a moment.
        for (let waited = 0; document.querySelector('[aria-busy="true"]') && waited < 10_000; waited += 50)
          await new Promise((resolve) => setTimeout(resolve, 50));
      };
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      // The page may change while axe reads it (the desk's last page arriving enables its
      // buttons): a judgement during which a transition or animation began is taken again, at
      // rest. A page that never settles is judged as it is on the last try.
      let moved = false;
      const onMove = () => (moved = true);
      const kinds = ['transitionrun', 'animationstart'] as const;
      kinds.forEach((kind) => document.addEventListener(kind, onMove, true));
      let results: import('axe-core').AxeResults;
      try {
        for (let attempt = 1; ; attempt += 1) {
          await settle();
          moved = false;
          results = await axe.run(within ? { include: [within] } : document, {
            runOnly: {
              type: 'tag',
              values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
            },
            resultTypes: ['violations'],
            rules: Object.fromEntries(notApplicable.map((id) => [id, { enabled: false }])),
          });
          if (!moved || attempt === 3) break;
        }
      } finally {
        kinds.forEach((kind) => document.removeEventListener(kind, onMove, true));
      }
      return results.violations
        .filter((violation) => violation.nodes.length > 0)
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
          html: violation.nodes.map((node) => node.html.slice(0, 300)),
        }));
    },
    { within, notApplicable },
  );
}
