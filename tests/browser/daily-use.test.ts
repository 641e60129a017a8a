// The second daily-use review, in Chromium through the real functions, rules, stand-in
// and webhook: the property paid for stays in view through checkout and back (1); a checkout the
// payer left is not shown as a charge (2); registration's fields line up with their errors (7);
// 'Forgot password?' keeps the address typed (10); the admin pages first say 'Checking
// permissions...' (11); the payments desk shows ten rows a screen at 1280 (4); the signed-in
// landing header is one row at 1280 and one menu on a phone (5, 10). The pay page's identity and
// the desk's Email link (9) are in pay-link.test.ts, the offline news (8) in pwa.test.ts, the
// lists of 200 homes (3) in admin-lists.test.ts.
import {
  ABANDONED_CHECKOUT_LABEL,
  PAYMENT_STATUS_LABELS,
  RESEND_VERIFICATION_TEXTS,
  associationAddressLine,
  formatAddress,
} from '@lakeside/domain';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { startCheckout } from '../support/checkout';
import { toast, useChromium, useSignedIn, type Page } from '../support/browser';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { paymentsOf, seedOwnedAccount, type SeededAccount } from '../support/payments';
import { standIn } from '../support/stripeStandIn';
import { newAdminClient } from '../support/client';
import { adminAuth, createResident, createTestUser, type TestUser } from '../support/users';
import { PAYMENTS_UI_TEXTS as M } from '../../web/src/features/payments/texts';
import { PAYMENTS_DESK_TEXTS as D } from '../../web/src/features/paymentsDesk/texts';

const freshPage = useChromium();
const signedInPage = useSignedIn(freshPage);
/** the board, for every test that needs one but the one that gives it a short address */
let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true, approved: true });
});
/** screenshots to look at (git-ignored) */
const shots = new URL('../../.cache/screens/', import.meta.url);
const region = (page: Page, name: string) => page.getByRole('region', { name });
const PHONE = { viewport: { width: 390, height: 844 } };

const addressOf = (seeded: SeededAccount) =>
  formatAddress({ streetAddress: seeded.street, city: 'Lakeside', state: 'TN', zipCode: '37013' });

/** The property the selector shows (My HOA Account, with more than one property). */
const selectedAddress = (page: Page) =>
  page
    .getByRole('combobox', { name: 'Select property' })
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');

describe('the paid property stays in view', () => {
  it('pays the second of two properties: the success page names it, and every way back shows it', async () => {
    await standIn.ready();
    const owner = await createResident('approved', { firstName: 'Rhea' });
    const first = await seedOwnedAccount([owner], ['2026']);
    const second = await seedOwnedAccount([owner], ['2026']);
    const page = await signedInPage(owner, { ...PHONE, at: '/my-account' });
    await page.getByRole('combobox', { name: 'Select property' }).selectOption({ label: addressOf(second) });
    // the choice is in the address, so a reload keeps it
    await page.waitForURL((url) => url.searchParams.get('property') === second.propertyId);
    await page.reload();
    await expect.poll(() => selectedAddress(page)).toBe(addressOf(second));

    const checkout = await startCheckout(page);
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await checkout.waitForURL((url) => url.pathname === '/payment-success');
    // what was paid, for which property, and its receipt
    await checkout.getByText(PAYMENT_STATUS_LABELS.completed, { exact: true }).waitFor();
    await checkout.getByText(addressOf(second), { exact: true }).waitFor();
    await checkout.getByText('HOA Dues Payment - 2026', { exact: true }).waitFor();
    await checkout.getByText('Total charged', { exact: true }).waitFor();
    await checkout.getByText('$164.94', { exact: true }).waitFor();
    await checkout.getByRole('link', { name: M.viewReceipt }).waitFor();
    expect(await axeViolations(checkout)).toEqual([]);
    mkdirSync(shots, { recursive: true });
    await checkout.screenshot({
      path: new URL('success-names-property-390.png', shots).pathname,
      fullPage: true,
    });

    await checkout.getByRole('link', { name: M.viewMyAccount }).click();
    await checkout.waitForURL((url) => url.searchParams.get('property') === second.propertyId);
    await expect.poll(() => selectedAddress(checkout)).toBe(addressOf(second));
    await region(checkout, M.paymentHistory)
      .getByText(PAYMENT_STATUS_LABELS.completed, { exact: true })
      .waitFor();
    // the receipt says who paid, and whose receipt it is
    await region(checkout, M.paymentHistory)
      .getByRole('link', { name: new RegExp(M.viewReceipt) })
      .click();
    await checkout.getByRole('heading', { name: M.receiptTitle }).waitFor();
    await checkout.getByText(`${owner.firstName} ${owner.lastName}`, { exact: true }).waitFor();
    await checkout.getByText(associationAddressLine(), { exact: false }).waitFor();
    // the first property still owes, and is not what the resident sees after paying the second
    const [paid] = await paymentsOf(second.propertyId);
    expect(paid?.status).toBe('completed');
    expect(await paymentsOf(first.propertyId)).toEqual([]);
    await page.context().close();
  });

  it('cancels on the first of two properties: Try Again opens that property, with the year payable', async () => {
    await standIn.ready();
    const owner = await createResident('approved', { firstName: 'Ivo' });
    const first = await seedOwnedAccount([owner], ['2026']);
    const second = await seedOwnedAccount([owner], ['2026']);
    const page = await signedInPage(owner, {
      at: `/my-account?property=${encodeURIComponent(second.propertyId)}`,
    });
    await expect.poll(() => selectedAddress(page)).toBe(addressOf(second));
    await page.getByRole('combobox', { name: 'Select property' }).selectOption({ label: addressOf(first) });
    await page.waitForURL((url) => url.searchParams.get('property') === first.propertyId);

    const checkout = await startCheckout(page);
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitForURL((url) => url.pathname === '/payment-canceled');
    await checkout.getByRole('link', { name: M.tryAgain }).click();
    await checkout.waitForURL((url) => url.searchParams.get('property') === first.propertyId);
    await expect.poll(() => selectedAddress(checkout)).toBe(addressOf(first));
    await region(checkout, M.makePayment).getByRole('checkbox', { name: '2026' }).waitFor();
    await page.context().close();
  });
});

describe('an abandoned checkout is not a charge', () => {
  it("is left out of the resident's history, hidden on the desk, and shown there by its own filter", async () => {
    await standIn.ready();
    const owner = await createResident('approved', { firstName: 'Abe' });
    const seeded = await seedOwnedAccount([owner], ['2026']);
    const resident = await signedInPage(owner, {
      ...PHONE,
      at: `/my-account?property=${encodeURIComponent(seeded.propertyId)}`,
    });
    const checkout = await startCheckout(resident);
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitForURL((url) => url.pathname === '/payment-canceled');
    await expect
      .poll(async () => (await paymentsOf(seeded.propertyId))[0]?.status, { timeout: 10_000 })
      .toBe('failed');
    const [left] = await paymentsOf(seeded.propertyId);

    // the resident: no red 'Failed', no 'Total charged' for money never taken
    await resident.bringToFront();
    const history = region(resident, M.paymentHistory);
    await history.getByText(M.noPaymentHistory, { exact: true }).waitFor();
    await expect(resident.getByText(PAYMENT_STATUS_LABELS.failed, { exact: true }).count()).resolves.toBe(0);
    await expect(resident.getByText(left!.invoiceNumber).count()).resolves.toBe(0);
    await history.screenshot({ path: new URL('abandoned-history-390.png', shots).pathname });
    await resident.context().close();

    // the board: All Status and Failed leave it out; 'Canceled — not charged' shows it, in grey
    const desk = await signedInPage(admin, { viewport: { width: 1280, height: 800 }, at: '/admin/payments' });
    await desk.getByText(/^Showing 1–/).waitFor({ timeout: 30_000 });
    await desk.getByRole('searchbox', { name: D.searchLabel }).fill(left!.invoiceNumber);
    await desk.getByText(D.empty, { exact: true }).waitFor();
    const status = desk.getByRole('combobox', { name: D.statusLabel });
    await status.selectOption({ label: PAYMENT_STATUS_LABELS.failed });
    await desk.getByText(D.empty, { exact: true }).waitFor();
    await status.selectOption({ label: ABANDONED_CHECKOUT_LABEL });
    const grid = desk.getByRole('grid', { name: D.transactions });
    await grid.getByText(left!.invoiceNumber).waitFor();
    await grid.getByText(ABANDONED_CHECKOUT_LABEL, { exact: true }).waitFor();
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: new URL('abandoned-desk-1280.png', shots).pathname });
    await desk.context().close();
  });
});

describe('registration reads at both widths', () => {
  for (const width of [1280, 390]) {
    it(`with every error shown, City, State and ZIP line up, and ZIP's message takes two lines at most (${width} px)`, async () => {
      const page = await freshPage({ viewport: { width, height: 900 } });
      await page.goto('/auth?mode=register');
      await page.getByLabel('State').fill('t');
      await page.getByLabel('ZIP Code').fill('12');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('ZIP code must be in format 12345 or 12345-6789').waitFor();
      const box = async (label: string) => (await page.getByLabel(label).boundingBox())!;
      const [state, zip] = [await box('State'), await box('ZIP Code')];
      // side by side on a desktop, one under the other on a phone; the same height either way
      expect(state.height).toBe(zip.height);
      if (width === 1280) expect(state.y).toBe(zip.y);
      const message = (await page.getByText('ZIP code must be in format 12345 or 12345-6789').boundingBox())!;
      const lineHeight = await page
        .getByText('ZIP code must be in format 12345 or 12345-6789')
        .evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect(message.height).toBeLessThanOrEqual(2 * lineHeight + 1);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({
        path: new URL(`register-errors-${width}.png`, shots).pathname,
        fullPage: true,
      });
      await page.context().close();
    });
  }

  it("'Forgot password?' starts from the address typed on Sign In", async () => {
    const page = await freshPage(PHONE);
    await page.goto('/auth');
    await page.getByLabel('Email').fill('mira@lakeside.test');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('mira@lakeside.test');
    await page.context().close();
  });
});

describe('the admin pages say what they wait for', () => {
  it("User Management first says 'Checking permissions...', while its code is on the way", async () => {
    // no service worker: it would serve the page's code from its cache, past the route below
    const page = await signedInPage(admin, { serviceWorkers: 'block' });
    // the page's code held back a moment, as on a slow connection
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/UsersPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin/users');
    // under the page's title, which stands where the page will draw it
    await page.getByText('Checking permissions...', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    release();
    await page.getByText('Pending Approval').first().waitFor();
    await expect(page.getByText('Checking permissions...', { exact: true }).count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('Payment Management at 1280 × 800', () => {
  it('ten rows a screen beside the sidebar, one Tab stop for the grid, and axe clean', async () => {
    const owner = await createResident('approved', { firstName: 'Gus' });
    const { propertyId } = await seedOwnedAccount([owner], ['2026']);
    const token = `Slip ${Date.now()}`;
    const board = await newAdminClient();
    try {
      // a realistic board's rows: long descriptions, one by one (the functions' load limit)
      for (let i = 0; i < 12; i++) {
        await board.call('createHoaPayment', {
          chargeType: 'miscellaneous',
          propertyId,
          amountCents: 12_500 + i,
          description: `${token}: dock repair share for the north slip, panel ${i}`,
          yearsPaying: [],
        });
      }
    } finally {
      await board.close();
    }
    // (no service worker: its notice, when it shows, is one more Tab stop after the grid)
    const page = await signedInPage(admin, {
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
      at: '/admin/payments',
    });
    await page.getByText(/^Showing 1–/).waitFor({ timeout: 30_000 });
    await page.getByRole('searchbox', { name: D.searchLabel }).fill(token);
    const grid = page.getByRole('grid', { name: D.transactions });
    const rows = grid.getByRole('row').filter({ has: page.getByRole('gridcell') });
    // the pager's page holds all twelve
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(12);

    // the grid's header and ten rows fit below the top bar, the page scrolled to the grid
    await grid.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    const header = (await grid.getByRole('row').first().boundingBox())!;
    const tenth = (await rows.nth(9).boundingBox())!;
    expect(tenth.y + tenth.height - header.y).toBeLessThanOrEqual(800 - 49);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: new URL('desk-1280.png', shots).pathname });
    // an unpaid charge's three actions (Copy link, Email link, Void) sit on one line
    const actionLines = await rows
      .first()
      .getByRole('button')
      .evaluateAll(
        (buttons) => new Set(buttons.map((button) => Math.round(button.getBoundingClientRect().top))).size,
      );
    expect(actionLines).toBe(1);

    // Tab enters the grid once and leaves it in one step; Shift+Tab comes back to the row. The
    // grid is the page's last stop: in a browser, Tab then goes to the browser's own controls
    // and Shift+Tab back; headless Chromium has none and goes round to the page's top, so a
    // button at the page's end stands in for them.
    await page.evaluate(() => {
      const next = document.createElement('button');
      next.textContent = 'After the page';
      document.body.append(next);
    });
    const inGrid = () => page.evaluate(() => document.activeElement?.closest('[role="grid"]') !== null);
    await page.getByRole('combobox', { name: D.statusLabel }).focus();
    await page.keyboard.press('Tab');
    expect(await inGrid()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const row = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(row).toContain(token);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('After the page');
    await page.keyboard.press('Shift+Tab');
    expect(await inGrid()).toBe(true);
    await expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toBe(row);
    await page.keyboard.press('Shift+Tab');
    await expect(
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName,
      ),
    ).resolves.toBe('SELECT');
    await page.context().close();
  });
});

describe('User Management reads cleanly', () => {
  it('says how long ago each registrant registered, and a long e-mail stays in its column', async () => {
    // the test users' addresses are long already: test-<uuid>@…
    const long = await createResident('pending', { firstName: 'Longaddress' });
    const page = await signedInPage(admin, { viewport: { width: 1280, height: 800 }, at: '/admin/users' });
    await page.getByRole('searchbox').fill(long.email);
    const row = page.getByRole('row', { name: /Longaddress/ });
    await row.getByText(/ · today$/).waitFor();
    const email = (await row.getByText(long.email, { exact: true }).boundingBox())!;
    const emailCell = (await row.getByRole('cell').filter({ hasText: long.email }).boundingBox())!;
    expect(email.x + email.width).toBeLessThanOrEqual(emailCell.x + emailCell.width + 1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('an unverified registrant has a way forward', () => {
  it("the board resends the verification e-mail from the registrant's row", async () => {
    const registrant = await createResident('pending', { firstName: 'Unverified', emailVerified: false });
    const page = await signedInPage(admin, { ...PHONE, at: '/admin/users' });
    await page.getByRole('searchbox').fill(registrant.email);
    await page
      .getByRole('button', { name: `${RESEND_VERIFICATION_TEXTS.button} to ${registrant.email}` })
      .click();
    await toast(page, RESEND_VERIFICATION_TEXTS.sentTitle).waitFor();
    await toast(page, RESEND_VERIFICATION_TEXTS.sent(registrant.email)).waitFor();
    const [mail] = await mailsOnceArrived(sentTo(registrant.email));
    expect(mail!.subject).toBe('Lakeside HOA: please verify your e-mail address');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('paying needs the network', () => {
  it('offline, Pay is disabled and says why before the click', async () => {
    const owner = await createResident('approved', { firstName: 'Odile' });
    await seedOwnedAccount([owner], ['2026']);
    const page = await signedInPage(owner, { ...PHONE, at: '/my-account' });
    const card = region(page, M.makePayment);
    await card.getByRole('checkbox', { name: '2026' }).check();
    await page.context().setOffline(true);
    await card.getByText(M.payOffline).waitFor();
    expect(await card.getByRole('button', { name: M.pay }).isDisabled()).toBe(true);
    await page.context().setOffline(false);
    await expect.poll(() => card.getByRole('button', { name: M.pay }).isDisabled()).toBe(false);
    await page.context().close();
  });
});

describe('the signed-in landing header', () => {
  it('is one row at 1280 with the sidebar open, the account’s address whole, the sections in the menu', async () => {
    // an address of a usual length (the test users' are test-<uuid>@…, longer than the button
    // shows at any width)
    const created = await createTestUser({ admin: true, approved: true });
    const board = { ...created, email: `board-${created.uid.slice(0, 6).toLowerCase()}@lakeside.test` };
    await adminAuth().updateUser(board.uid, { email: board.email });
    const page = await signedInPage(board, { viewport: { width: 1280, height: 800 } }); // at /
    const nav = page.locator('nav[aria-label="Sections"]');
    const account = nav.getByRole('button', { name: `Account: ${board.email}` });
    await account.waitFor();
    await expect(page.getByRole('navigation', { name: 'Sidebar' }).getAttribute('data-state')).resolves.toBe(
      'expanded',
    );
    // one row: the bar is as tall as one control row, and every control sits on it
    const height = await nav.evaluate((bar) =>
      Math.round(bar.firstElementChild!.getBoundingClientRect().height),
    );
    expect(height).toBeLessThanOrEqual(57);
    // nothing cut: no element of the account button is narrower than its text
    const cut = await account.evaluate((button) =>
      [button, ...Array.from(button.querySelectorAll('*'))].some(
        (element) => element.scrollWidth > element.clientWidth + 1,
      ),
    );
    expect(cut).toBe(false);
    await expect(account.innerText()).resolves.toBe(board.email);
    await nav.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL((url) => url.hash === '#contact');
    await page.screenshot({ path: new URL('landing-signed-in-1280.png', shots).pathname });
    await page.context().close();
  });

  it('has one menu on a phone: the sections, then the signed-in pages', async () => {
    const page = await signedInPage(admin, PHONE);
    const nav = page.locator('nav[aria-label="Sections"]');
    await nav.getByRole('button', { name: `Account: ${admin.email}` }).waitFor();
    await expect(page.getByRole('button', { name: 'Toggle Sidebar' }).count()).resolves.toBe(0);
    await nav.getByRole('button', { name: 'Menu' }).click();
    const pages = nav.getByRole('list', { name: 'Your pages' });
    // the menu opens after the click: read its links once they are there, not before
    await expect
      .poll(() => pages.getByRole('link').allInnerTexts())
      .toEqual([
        'My Account',
        'User Management',
        'Property Management',
        'Payment Management',
        'HOA Accounts',
        'Dues & Billing',
        'Delinquent Accounts',
        'Messages',
        'E-mails Not Delivered',
      ]);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.screenshot({ path: new URL('landing-menu-390.png', shots).pathname });
    await pages.getByRole('link', { name: 'Payment Management' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/payments');
    await page.context().close();
  });
});
