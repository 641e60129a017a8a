import type { Page } from 'playwright-core';
import { PROPERTY_LIST_TEXTS } from '../../web/src/features/properties/texts';
import { ACCOUNT_LIST_TEXTS } from '../../web/src/features/hoaAccounts/texts';

// The board's lists show one page at a time, and the emulators hold every test's
// properties: a test finds its own rows by searching, as the board would. The search box comes
// once the whole list is read, which under a full run's load took over 30 s (CI, 2026-11-26):
// it is waited for up to a minute and a half.
const LIST_LOADED = { timeout: 90_000 };

/** Property Management, narrowed to `text` (a street, a town, an owner's name). */
export async function searchProperties(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: PROPERTY_LIST_TEXTS.searchLabel }).fill(text, LIST_LOADED);
}

/** HOA Accounts Management, narrowed to `text`. */
export async function searchAccounts(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: ACCOUNT_LIST_TEXTS.searchLabel }).fill(text, LIST_LOADED);
}
