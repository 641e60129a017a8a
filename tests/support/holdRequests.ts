import type { Page } from './browser';

/**
 * Holds every request of the page to `url` (a glob or a pattern) until the answered function
 * is called, as a slow connection would: what the page shows meanwhile can be looked at.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
