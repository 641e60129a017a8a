// Dues rates per year in the browser: the board sets and changes a year's rate on
// Dues & Billing (the domain's messages under the fields, a billed year locked), at 1280 and
// 390 px with axe; the Bill dialog's preview and a run's live progress; and a resident's Make a
// Payment prices each year at its own rate. Rates are shared by the whole run: the years here
// (2006, 2007, 2010, 2012, 2016, 2017) are priced by no other test.
import {
  BILLING_RUN_TEXTS,
  COLLECTIONS,
  DUES_RATE_TEXTS,
  chargeBreakdown,
  formatCents,
  yearToRateFirst,
} from '@lakeside/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { toast, useChromium, useSignedIn, type Page } from '../support/browser';
import { ownedAccount } from '../support/payments';
import { adminDb, createResident, createTestUser, type TestUser } from '../support/users';
import { BILLING_TEXTS as T } from '../../web/src/features/billing/texts';
import { PAYMENTS_UI_TEXTS as M } from '../../web/src/features/payments/texts';

const signedInPage = useSignedIn(useChromium({ serviceWorkers: 'block' }));
const shots = new URL('../../.cache/screens/', import.meta.url);
const rateRef = (year: string) => adminDb().collection(COLLECTIONS.duesRates).doc(year);
/** a rate as setDuesRate writes it, not billed */
const seedRate = (year: string, amountCents: number, dueDate: string) =>
  rateRef(year).set({
    amountCents,
    dueDate,
    setBy: { uid: 'x', email: null },
    setAt: FieldValue.serverTimestamp(),
    billedAt: null,
    billedBy: null,
  });
const rowOf = (page: Page, year: string) => page.getByRole('row').filter({ hasText: year }).first();

let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true, approved: true });
});

async function asAdmin(width: number): Promise<Page> {
  const page = await signedInPage(admin, { viewport: { width, height: 900 }, at: '/admin/billing' });
  await page.getByRole('heading', { level: 1, name: T.pageTitle }).waitFor();
  return page;
}

describe('Dues & Billing', () => {
  it('sets a year’s rate with the domain’s messages, changes it, and locks a billed year', async () => {
    const page = await asAdmin(1280);
    await page.getByRole('link', { name: T.pageTitle }).first().waitFor();

    await page.getByRole('button', { name: T.setRate }).click();
    const dialog = page.getByRole('dialog', { name: T.dialogTitle });
    await dialog.getByLabel(T.year).fill('2006');
    await dialog.getByLabel(T.amount).fill('0');
    await dialog.getByLabel(T.dueDate).fill('2009-03-31');
    await dialog.getByRole('button', { name: T.save }).click();
    await dialog.getByText(DUES_RATE_TEXTS.amountMin).waitFor();
    await dialog.getByText(DUES_RATE_TEXTS.dueDateYear('2006')).waitFor();
    expect((await rateRef('2006').get()).exists).toBe(false);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

    await dialog.getByLabel(T.amount).fill('175');
    await dialog.getByLabel(T.dueDate).fill('2006-03-31');
    await dialog.getByRole('button', { name: T.save }).click();
    await toast(page, DUES_RATE_TEXTS.saved('2006')).waitFor();
    await rowOf(page, '2006').getByText('$175.00').waitFor();
    await rowOf(page, '2006').getByText('March 31, 2006').waitFor();
    expect((await rateRef('2006').get()).data()).toMatchObject({ amountCents: 17500, dueDate: '2006-03-31' });

    // the focus comes back to the page after the dialog; change the rate from its row
    await rowOf(page, '2006')
      .getByRole('button', { name: `${T.changeRate} 2006` })
      .click();
    const change = page.getByRole('dialog', { name: T.changeDialogTitle('2006') });
    await expect(change.getByLabel(T.amount).inputValue()).resolves.toBe('175.00');
    await change.getByLabel(T.amount).fill('180.50');
    await change.getByRole('button', { name: T.save }).click();
    await rowOf(page, '2006').getByText('$180.50').waitFor();

    // a billed year: its rate is locked, here as on the server
    await rateRef('2006').update({
      billedAt: FieldValue.serverTimestamp(),
      billedBy: { uid: 'x', email: 'treasurer@lakeside.test' },
    });
    await rowOf(page, '2006')
      .getByText(/by treasurer@lakeside\.test/)
      .waitFor();
    await expect(
      rowOf(page, '2006')
        .getByRole('button', { name: `${T.changeRate} 2006` })
        .isDisabled(),
    ).resolves.toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: new URL('dues-billing-1280.png', shots).pathname, fullPage: true });
    await page.context().close();
  });

  it('offers the next year without a rate, refuses a billed year, and asks before replacing a rate', async () => {
    await seedRate('2017', 15000, '2017-03-31');
    await seedRate('2016', 15000, '2016-03-31');
    await rateRef('2016').update({
      billedAt: FieldValue.serverTimestamp(),
      billedBy: { uid: 'x', email: 'treasurer@lakeside.test' },
    });
    const page = await asAdmin(1280);
    await rowOf(page, '2017').getByText('$150.00').waitFor();

    // the year offered: the next without a rate, as the rates stand now
    const rated = (await adminDb().collection(COLLECTIONS.duesRates).get()).docs.map((doc) => doc.id);
    await page.getByRole('button', { name: T.setRate }).click();
    const dialog = page.getByRole('dialog', { name: T.dialogTitle });
    await expect(dialog.getByLabel(T.year).inputValue()).resolves.toBe(yearToRateFirst(rated, new Date()));

    // a billed year: refused in the dialog, nothing sent
    await dialog.getByLabel(T.year).fill('2016');
    await dialog.getByLabel(T.amount).fill('175');
    await dialog.getByLabel(T.dueDate).fill('2016-03-31');
    await dialog.getByRole('button', { name: T.save }).click();
    await dialog.getByText(DUES_RATE_TEXTS.locked('2016')).waitFor();
    expect((await rateRef('2016').get()).get('amountCents')).toBe(15000);

    // a year with a rate: the dialog says what would be replaced, and saves only when asked again
    await dialog.getByLabel(T.year).fill('2017');
    await dialog.getByLabel(T.dueDate).fill('2017-03-31');
    await dialog.getByRole('button', { name: T.save }).click();
    await dialog.getByText(T.replaceWarning('2017', '$150.00', 'March 31, 2017')).waitFor();
    expect((await rateRef('2017').get()).get('amountCents')).toBe(15000);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: T.replace('2017') }).click();
    await toast(page, DUES_RATE_TEXTS.saved('2017')).waitFor();
    await rowOf(page, '2017').getByText('$175.00').waitFor();
    expect((await rateRef('2017').get()).get('amountCents')).toBe(17500);
    await page.context().close();
  });

  it('reads on a phone at 390 px', async () => {
    await seedRate('2010', 16500, '2010-01-31');
    const page = await asAdmin(390);
    await page.getByText('$165.00').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: new URL('dues-billing-390.png', shots).pathname, fullPage: true });
    await page.context().close();
  });
});

describe('billing a year from Dues & Billing', () => {
  it('previews the run first, and shows a run’s progress live to any admin, then its end', async () => {
    // (the run itself bills every account of the database, which other tests share: it is run
    // in a project of its own in tests/integration/billing.test.ts; here the page only asks
    // for the preview, and follows a run document as billYear writes it). Next year is always
    // listed, billable, and priced by no test: the spec's $160.00, due March 31.
    const next = String(new Date().getFullYear() + 1);
    // an account whose only owner has no e-mail address: the preview names it
    const unreachable = adminDb().collection(COLLECTIONS.hoaAccounts).doc(`no-mail-${randomUUID()}`);
    const street = `${Math.floor(Math.random() * 1e6)} Quiet Cove`;
    await unreachable.set({
      propertyId: unreachable.id,
      ownerUids: [`no-profile-${randomUUID()}`],
      property: { streetAddress: street, city: 'Lakeside', state: 'TN', zipCode: '37013' },
      balanceCents: 0,
      yearsOwed: [],
      oldestYearOwed: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const page = await asAdmin(1280);
    await rowOf(page, next)
      .getByRole('button', { name: T.billYear(next) })
      .click();
    const dialog = page.getByRole('dialog', { name: BILLING_RUN_TEXTS.previewTitle(next) });
    await dialog.getByText(/accounts? will be billed \$160\.00 each/).waitFor();
    await dialog.getByText(T.previewDue(`March 31, ${next}`), { exact: false }).waitFor();
    await dialog.getByText(new RegExp(`skipped: already owing ${next} or paid`)).waitFor();
    await dialog
      .getByRole('list', { name: /no owner with an e-mail address/ })
      .getByText(street)
      .waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await unreachable.delete();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await adminDb().collection(COLLECTIONS.billingRuns).doc(next).get()).exists).toBe(false);

    // a year long past is listed with its rate, but not offered for billing (nor would the server)
    await seedRate('2012', 17000, '2012-03-31');
    await rowOf(page, '2012').waitFor();
    await expect(
      rowOf(page, '2012')
        .getByRole('button', { name: T.billYear('2012') })
        .count(),
    ).resolves.toBe(0);

    const run = adminDb().collection(COLLECTIONS.billingRuns).doc(next);
    await run.set({
      year: next,
      state: 'running',
      total: 100,
      done: 40,
      billed: 38,
      skipped: 2,
      amountCents: 17000,
      dueDate: `${next}-03-31`,
      billedCents: 38 * 17000,
      startedBy: { uid: 'x', email: 'treasurer@lakeside.test' },
      startedAt: FieldValue.serverTimestamp(),
      heartbeatAt: FieldValue.serverTimestamp(),
      finishedAt: null,
    });
    try {
      await page.getByText(BILLING_RUN_TEXTS.progress(40, 100)).waitFor();
      await expect(
        rowOf(page, next)
          .getByRole('button', { name: T.billYear(next) })
          .isDisabled(),
      ).resolves.toBe(true);
      await run.update({
        done: 100,
        billed: 97,
        skipped: 3,
        billedCents: 97 * 17000,
        state: 'done',
        finishedAt: FieldValue.serverTimestamp(),
      });
      await toast(page, BILLING_RUN_TEXTS.finished(97, next)).waitFor();
      await rowOf(page, next).getByText('$16,490.00').waitFor();
      await expect(page.getByText(BILLING_RUN_TEXTS.progress(100, 100)).count()).resolves.toBe(0);
    } finally {
      // the run was never real: next year stays billable for whoever comes after
      await run.delete();
    }
    await page.context().close();
  });
});

describe('Make a Payment at each year’s own rate', () => {
  it('shows each owed year at its rate, and the subtotal, fee and total follow', async () => {
    await seedRate('2007', 17500, '2007-03-31');
    const owner = await createResident('approved', { firstName: 'Rita' });
    const propertyId = await ownedAccount([owner], ['2007', '2008']);
    // as billing leaves it: each year's rate on the balance ($175.00 + $160.00)
    await adminDb().collection(COLLECTIONS.hoaAccounts).doc(propertyId).update({ balanceCents: 33500 });
    const page = await signedInPage(owner, { at: '/my-account' });
    const card = page.getByRole('region', { name: M.makePayment });
    const yearRow = (year: string) => card.getByRole('listitem').filter({ hasText: year });
    await yearRow('2007').getByText('$175.00').waitFor();
    await yearRow('2008').getByText('$160.00').waitFor();

    await card.getByRole('checkbox', { name: '2007' }).check();
    await card.getByRole('checkbox', { name: '2008' }).check();
    const { feeCents, totalCents } = chargeBreakdown(33500);
    // the figures below the choice of card or bank (each way also names its fee and total)
    await card.getByText('$335.00', { exact: true }).waitFor();
    await card.getByText(formatCents(feeCents), { exact: true }).waitFor();
    await card.getByText(formatCents(totalCents), { exact: true }).waitFor();

    // and Dues & Billing is the board's: a resident is sent home
    await page.goto('/admin/billing');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', { name: T.pageTitle }).count()).resolves.toBe(0);
    await page.context().close();
  });
});
