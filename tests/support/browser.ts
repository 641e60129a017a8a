// Debian's Chromium driven by playwright-core (DESIGN.md §7: Playwright's own browser
// download cannot work here), against the app served by the hosting emulator.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { hostingUrl } from './emulators';

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

export type { Browser, BrowserContext, Page };
