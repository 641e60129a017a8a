// The installable, offline PWA: the manifest and its icons, the service worker that
// controls the page, the landing page offline, what the service worker must never answer or
// keep, and the update banner.
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signIn, useChromium, type Page } from '../support/browser';
import { emulator, hostingUrl } from '../support/emulators';
import { createTestUser } from '../support/users';
import {
  OFFLINE_READY_SHOWN_MS,
  OFFLINE_READY_TEXT,
  SERVICE_WORKER_SETTLE_MS,
} from '../../web/src/app/pwa/pwaTexts';

const freshPage = useChromium();

// KNOWN FLAKE, under investigation: in 4 of the last 7 loaded CI runs
// one of these tests timed out waiting for the app's service-worker notice ('Ready to work
// offline', 'You are offline') although the worker controlled the page; they never failed
// alone or in a local full run. Two races that could explain it were fixed (PwaStatus waiting
// for a load event that had already fired; a second install report hiding the notice), and it
// still happened once after them. One retry, in a fresh context, keeps a real regression
// failing (it fails twice) while the cause is found.
const FLAKY_IN_LOADED_CI = { retry: 1 } as const;
/** screenshots to look at (git-ignored) */
const shots = new URL('../../.cache/screens/', import.meta.url);

/** Opens / and waits until the service worker has precached the app and controls the page. */
async function visitOnce(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: 'Lakeside HOA' }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // 'ready' resolves once the worker is active, which it becomes only after its install
  // (the precaching) succeeded.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Width, height and colour type from a PNG's IHDR chunk. */
function pngHeader(bytes: Buffer): { width: number; height: number; hasAlpha: boolean } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  const colourType = bytes[25];
  return {
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    hasAlpha: colourType === 4 || colourType === 6,
  };
}

describe('installability', FLAKY_IN_LOADED_CI, () => {
  it('links a valid web app manifest with 192, 512 and maskable PNG icons', async () => {
    const page = await freshPage();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Lakeside HOA',
      short_name: 'Lakeside',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    await expect(page.locator('meta[name="theme-color"]').getAttribute('content')).resolves.toBe(
      manifest.theme_color,
    );

    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = manifest.icons.find(
        (i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose),
      );
      expect(icon, `${purpose} icon ${sizes}`).toBeDefined();
      const image = await page.request.get(new URL(icon!.src, hostingUrl).href);
      expect(image.ok()).toBe(true);
      expect(image.headers()['content-type']).toBe('image/png');
      const header = pngHeader(await image.body());
      expect(`${header.width}x${header.height}`).toBe(sizes);
      // a maskable icon is cropped by the platform: it must fill its whole square
      if (purpose === 'maskable') expect(header.hasAlpha).toBe(false);
    }
    await page.context().close();
  });

  it('registers a service worker that controls the page, and says once, briefly, that the app works offline', async () => {
    // a phone, where the news once covered the page's title
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await visitOnce(page);
    const scriptURL = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(new URL(scriptURL!).pathname).toBe('/sw.js');
    const status = page.getByRole('complementary', { name: 'App status' });
    await status.getByText(OFFLINE_READY_TEXT, { exact: true }).waitFor();
    // the focus in it holds it while it is looked at
    await status.getByRole('button', { name: 'Dismiss' }).focus();
    // at the bottom, clear of the page's title, and the page does not scroll sideways
    const box = (await status.boundingBox())!;
    const title = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
    expect(box.y).toBeGreaterThan(title.y + title.height);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: new URL('offline-ready-390.png', shots).pathname });
    // never printed
    await page.emulateMedia({ media: 'print' });
    expect(await status.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    // let go, it goes by itself within seconds
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await status.waitFor({ state: 'detached', timeout: OFFLINE_READY_SHOWN_MS + 10_000 });
    // remembered, so later visits do not say it again
    await expect(
      page.evaluate(() => localStorage.getItem('lakeside.offlineReadyAnnounced')),
    ).resolves.toBeTruthy();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Lakeside HOA' }).waitFor();
    await expect(page.evaluate(() => navigator.serviceWorker.controller !== null)).resolves.toBe(true);
    await page.context().close();
  });

  it('registers the service worker only once the page has settled, not at its load event', async () => {
    // The install precaches every page's code; begun at the load event, it ran beside the first
    // screen. The page notes its load event and the app's registration call.
    const page = await freshPage();
    await page.addInitScript(() => {
      const seen: Record<string, number> = {};
      (window as unknown as { __sw: Record<string, number> }).__sw = seen;
      addEventListener('load', () => (seen.load = performance.now()));
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        seen.register ??= performance.now();
        return register.apply(this, args);
      };
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Lakeside HOA' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const seen = await page.evaluate(() => (window as unknown as { __sw: Record<string, number> }).__sw);
    expect(seen.load).toBeGreaterThan(0);
    expect(seen.register! - seen.load!).toBeGreaterThanOrEqual(SERVICE_WORKER_SETTLE_MS);
    await page.context().close();
  });
});

describe('offline', FLAKY_IN_LOADED_CI, () => {
  it('after one visit, / and /#rules render from the service worker with the network gone', async () => {
    const page = await freshPage();
    await visitOnce(page);
    await page.context().setOffline(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Lakeside HOA' }).waitFor();
    await page.getByText('You are offline', { exact: true }).waitFor();

    const anchored = await page.context().newPage();
    await anchored.goto('/#rules');
    await anchored.locator('#rules').getByRole('heading', { name: 'Quick reference' }).waitFor();
    await anchored.waitForFunction(() => {
      const top = document.getElementById('rules')!.getBoundingClientRect().top;
      return top >= 0 && top < window.innerHeight / 2;
    });
    await expect(
      anchored.locator('#rules').getByRole('button', { name: 'Login Required' }).count(),
    ).resolves.toBe(3);
    // the contact form's code, loaded only on approach, is in the precache too
    await anchored.locator('#contact').scrollIntoViewIfNeeded();
    await anchored.getByLabel('First name').waitFor();
    // and the app shell answers any other page, e.g. the 404
    await anchored.goto('/nowhere');
    await anchored.getByText('Oops! Page not found').waitFor();

    await page.context().setOffline(false);
    await page.getByText('You are offline', { exact: true }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('never answers /__/ (Firebase Hosting) with the cached app shell', async () => {
    const page = await freshPage();
    await visitOnce(page);
    const online = await page.goto('/__/firebase/init.json');
    expect(online?.fromServiceWorker()).toBe(false);
    expect(online?.headers()['content-type']).toContain('json');

    await page.context().setOffline(true);
    await expect(page.goto('/__/firebase/init.json')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await page.context().close();
  });

  it('keeps nothing but the built app: auth, Firestore and functions traffic is never answered or stored', async () => {
    const user = await createTestUser();
    const page = await freshPage();
    await visitOnce(page);
    const crossOrigin: { url: string; fromServiceWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (!response.url().startsWith(hostingUrl)) {
        crossOrigin.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
      }
    });
    // sign-in talks to the Auth emulator; then reach Firestore and Functions from the page
    await signIn(page, user.email, user.password);
    const firestore = emulator('firestore');
    const functions = emulator('functions');
    await page.evaluate(
      async (urls) => {
        for (const url of urls) await fetch(url, { mode: 'no-cors' }).catch(() => undefined);
      },
      [`http://${firestore.host}:${firestore.port}/`, `http://${functions.host}:${functions.port}/`],
    );
    expect(crossOrigin.some((r) => r.url.includes(`:${emulator('auth').port}/`))).toBe(true);
    expect(crossOrigin.filter((r) => r.fromServiceWorker)).toEqual([]);

    // every cached URL is one of the files the service worker precaches
    const swSource = await (await page.request.get('/sw.js')).text();
    const precached = new Set([...swSource.matchAll(/url:"([^"]+)"/g)].map((match) => `/${match[1]}`));
    expect(precached.has('/index.html')).toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    for (const url of cached) {
      const parsed = new URL(url);
      expect(parsed.origin).toBe(hostingUrl);
      expect(precached.has(parsed.pathname), parsed.pathname).toBe(true);
    }
    await page.context().close();
  });
});

describe('updates', FLAKY_IN_LOADED_CI, () => {
  it('offers "A new version is available — Reload" when a new service worker waits; Reload switches to it', async () => {
    const page = await freshPage();
    // Once the first worker controls the page, the app has made its own registration call
    // (it registers once the page has settled), so nothing below races with it.
    await visitOnce(page);

    // A deploy, as the browser sees it: another service worker script for the same scope,
    // installed next to the running one. It waits, as every new version does here. (Its URL
    // differs from /sw.js only because a test cannot change the served file.)
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js?build=next').then(() => undefined));
    const banner = page.getByRole('complementary', { name: 'App status' });
    await banner.getByText('A new version is available').waitFor();
    await expect(
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL),
    ).resolves.toMatch(/\/sw\.js\?build=next$/);

    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await banner.getByRole('button', { name: 'Reload' }).click();
    // the page reloads, controlled by the new worker
    await page.waitForFunction(() => !(window as unknown as { beforeReload?: boolean }).beforeReload);
    await page.getByRole('heading', { level: 1, name: 'Lakeside HOA' }).waitFor();
    await expect(page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).resolves.toMatch(
      /\/sw\.js\?build=next$/,
    );
    await page.context().close();
  });
});
