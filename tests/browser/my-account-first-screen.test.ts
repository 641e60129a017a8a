// What issue 13 changed about how My HOA Account starts, kept true in Chromium (its speed is
// measured by `npm run bench:account`, not here): the page shows its frame while the session is
// restored, keeps the Functions SDK and the payment form off its first screen until they are
// used, and the session lives in localStorage (Auth's IndexedDB store cost every reload ~150 ms).
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { answerCallable } from '../support/answerCallable';
import { signIn, useChromium, type Page } from '../support/browser';
import { hostingUrl } from '../support/emulators';
import { seedOwnedAccount } from '../support/payments';
import { createResident } from '../support/users';
import { MY_ACCOUNT_MESSAGES } from '../../web/src/features/hoaAccounts/messages';
import { PAYMENTS_UI_MESSAGES as M } from '../../web/src/features/payments/messages';

const freshPage = useChromium({ viewport: { width: 390, height: 844 } });

/** The app's script files the page has loaded so far (names without their build hash). */
const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'))
      .map((name) => (name.split('/').pop() ?? '').replace(/-[\w-]{8}\.js$/, '')),
  );

describe('My HOA Account’s first screen', () => {
  it('shows the balance without the Functions SDK, which loads when Pay is pressed', async () => {
    const owner = await createResident('approved');
    await seedOwnedAccount([owner], ['2025', '2026']);
    const page = await freshPage();
    await signIn(page, owner.email, owner.password);
    await page.goto('/my-account');
    await page.getByLabel('Current balance $320.00').waitFor();
    const card = page.getByRole('region', { name: M.makePayment });
    await card.getByRole('checkbox', { name: '2025' }).check();
    // the whole page is there, payment form included, and still no Functions SDK
    expect(await loadedScripts(page)).toContain('MakePaymentCard');
    expect(await loadedScripts(page)).not.toContain('functionsClient');

    const calls = await answerCallable(page, 'createHoaPayment', {
      status: 200,
      body: { result: { url: `${hostingUrl}/?checkout=test`, paymentId: 'p1', invoiceNumber: 'INV-1' } },
    });
    const tab = page.context().waitForEvent('page');
    await card.getByRole('button', { name: M.pay }).click();
    await tab;
    // the SDK is fetched first, then the call goes out
    await expect.poll(() => calls.length).toBe(1);
    expect(await loadedScripts(page)).toContain('functionsClient');
    await page.context().close();
  });

  it('shows its title and card outlines, named for screen readers, while the session is restored', async () => {
    const owner = await createResident('approved');
    await seedOwnedAccount([owner], ['2026']);
    const page = await freshPage();
    await signIn(page, owner.email, owner.password);
    await page.goto('/my-account');
    await page.getByLabel('Current balance $160.00').waitFor();

    // Hold Auth's round trip (accounts:lookup) on the reload: the page is in its restoring state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/accounts:lookup*', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My HOA Account' }).waitFor();
    await page.getByRole('status').filter({ hasText: MY_ACCOUNT_MESSAGES.loadingProperties }).waitFor();
    await expect(page.getByLabel(/Current balance/).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    release();
    await page.getByLabel('Current balance $160.00').waitFor();
    await expect(
      page.getByRole('status').filter({ hasText: MY_ACCOUNT_MESSAGES.loadingProperties }).count(),
    ).resolves.toBe(0);
    await page.context().close();
  });

  it('keeps the session in localStorage, and signing out removes it', async () => {
    const owner = await createResident('approved');
    const page = await freshPage();
    await signIn(page, owner.email, owner.password);
    const sessionKeys = () =>
      page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('firebase:authUser:')));
    await expect(sessionKeys()).resolves.toHaveLength(1);
    // a reload restores it
    await page.goto('/my-account');
    await page.getByRole('heading', { level: 1, name: 'My HOA Account' }).waitFor();
    await page.getByRole('button', { name: `Account: ${owner.email}` }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(sessionKeys).toEqual([]);
    await page.context().close();
  });
});
