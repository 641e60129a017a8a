// Debian's Chromium driven by playwright-core (DESIGN.md §7: Playwright's own browser
// download cannot work here), against the app served by the hosting emulator.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { hostingUrl, requireEmulators } from './emulators';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  return browser.newContext({ baseURL: hostingUrl, ...options });
}

type ContextOptions = Parameters<Browser['newContext']>[0];

/**
 * One Chromium for a test file: launched before its tests, once the emulators answer, and
 * closed after them. `freshPage` opens a page in a new context, so each test starts as a new
 * visitor (no cookies, storage or service worker); `defaults` apply to every such context.
 */
export function useChromium(defaults: ContextOptions = {}) {
  let browser: Browser | undefined;
  beforeAll(async () => {
    await requireEmulators();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return async function freshPage(options: ContextOptions = {}): Promise<Page> {
    if (!browser) throw new Error('useChromium: Chromium is not running (call it at the top of the file)');
    // Without motion: Fluent fades a dialog in and a button's new colour in, and axe, judging
    // a page mid-transition, measures too little contrast. A test about motion can ask for it.
    return (await newContext(browser, { reducedMotion: 'reduce', ...defaults, ...options })).newPage();
  };
}

export type FreshPage = ReturnType<typeof useChromium>;

export interface Credentials {
  email: string;
  password: string;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signed-in pages for a test file, each in a new context. A user's first page signs in through
 * the sign-in form; the session it leaves (Auth's record is in localStorage, web/src/lib/
 * firebase/app.ts, and the cookies) is kept, and the user's later pages start with it, as a
 * resident coming back: no second trip through /auth. `at`: where the page opens ('/'); it
 * returns once the page shows the user's account button, i.e. once the app has the session.
 *
 * Only for a user whose session stays good for the whole file: a test whose subject is signing
 * in or out, or that revokes the user's sessions or takes a right away, uses `signIn`.
 */
export function useSignedIn(freshPage: FreshPage) {
  const sessions = new Map<string, StorageState>();
  return async function signedInPage(
    user: Credentials,
    { at = '/', ...options }: ContextOptions & { at?: string } = {},
  ): Promise<Page> {
    const saved = sessions.get(user.email);
    const page = await freshPage(saved ? { ...options, storageState: saved } : options);
    if (saved) {
      await page.goto(at);
    } else {
      await signIn(page, user.email, user.password);
      sessions.set(user.email, await sessionOf(page));
      if (at !== '/') await page.goto(at);
    }
    await page
      .getByRole('button', { name: `Account: ${user.email}`, exact: true })
      .first()
      .waitFor();
    return page;
  };
}

/**
 * The page's cookies and localStorage, without Firestore's: its keys there describe this tab's
 * listeners and its IndexedDB cache, which a new context does not have. No IndexedDB either: it
 * holds Firestore's cache alone (with this tab's lease on it), not the session.
 */
async function sessionOf(page: Page): Promise<StorageState> {
  const state = await page.context().storageState();
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter(({ name }) => !name.startsWith('firestore_')),
    })),
  };
}

/** Collects the page's console errors, for asserting what the app logs. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A toast (or any text shown once) by its exact words: the first, as a toast may be announced twice. */
export const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

export type { Browser, BrowserContext, Page };
