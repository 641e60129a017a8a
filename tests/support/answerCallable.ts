// A callable answered by the test inside one Chromium page (page.route), so a screen can be
// judged on its own: its messages for each answer, and the payloads it sends.
import { FUNCTIONS_REGION } from '@lakeside/domain';
import type { Page, Route } from 'playwright-core';
import { PROJECT_ID, emulator } from './emulators';

const { host: functionsHost, port: functionsPort } = emulator('functions');
const callableUrl = (name: string) =>
  `http://${functionsHost}:${functionsPort}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

/**
 * Answers the callable `name` in this page with `answer` (a callable's wire format: `{ result }`
 * or `{ error: { status, message } }` with its HTTP status), after `before` if given (e.g. to
 * hold the answer while the test looks at the waiting screen). Records each payload sent.
 *
 * Open the page in a context with `serviceWorkers: 'block'`. Playwright advises it for
 * page.route, and with the app's service worker running (it was precaching at the time) a
 * charge test's call once went past the route to the real function, in CI and in one of five
 * repeats here; blocked, ten repeats all went to the route. The exact path is not known.
 */
export async function answerCallable(
  page: Page,
  name: string,
  answer: { status: number; body: unknown },
  before?: () => Promise<void>,
): Promise<unknown[]> {
  const payloads: unknown[] = [];
  await page.route(callableUrl(name), async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    payloads.push((route.request().postDataJSON() as { data: unknown }).data);
    await before?.();
    await route.fulfill({
      status: answer.status,
      headers: { ...CORS, 'content-type': 'application/json' },
      body: JSON.stringify(answer.body),
    });
  });
  return payloads;
}

/** A callable's refusal in its wire format. */
export const callableError = (status: number, code: string, message: string) => ({
  status,
  body: { error: { status: code, message } },
});
