// A miscellaneous charge's pay link in Chromium, through the real functions, rules,
// stand-in and webhook: a signed-out visitor holding the link sees the charge and pays it on
// the stand-in's page; a wrong token shows a clear page and nobody's data; the property's owner
// pays from Payment History without the token; and the whole round: the board bills from the
// desk's own dialog, a stranger pays, the desk shows it paid. (The desk alone, its callables
// answered by the test, is payments-admin.test.ts.)
import {
  ASSOCIATION_IDENTITY,
  MISC_CHARGE_TEXTS,
  PAYMENT_STATUS_LABELS,
  chargeBreakdown,
  formatCents,
  payLinkPath,
} from '@lakeside/domain';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseProperty } from '../support/propertyPicker';
import { axeViolations } from '../support/axe';
import { toast, useChromium, useSignedIn, type Page } from '../support/browser';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { newAdminClient } from '../support/client';
import { accountOf, eventually, paymentById, seedOwnedAccount } from '../support/payments';
import { standIn } from '../support/stripeStandIn';
import { createResident, createTestUser, type TestResident } from '../support/users';
import { PAYMENTS_DESK_TEXTS as D } from '../../web/src/features/paymentsDesk/texts';
import { PAYMENTS_UI_TEXTS as M, payTotalLabel } from '../../web/src/features/payments/texts';

const freshPage = useChromium();
const signedInPage = useSignedIn(freshPage);
/** screenshots to look at (git-ignored) */
const shots = new URL('../../.cache/screens/', import.meta.url);

/** The board bills `owner`'s property $amountCents through the real createHoaPayment. */
async function chargeBilled(owner: TestResident, amountCents: number, description: string) {
  const { propertyId } = await seedOwnedAccount([owner], ['2026']);
  const admin = await newAdminClient();
  try {
    const answer = await admin.call('createHoaPayment', {
      chargeType: 'miscellaneous',
      propertyId,
      amountCents,
      description,
      notes: 'Board only: dock 4 repair, invoice from Lakeside Marine',
      yearsPaying: [],
    });
    const link = new URL(answer.url);
    return {
      propertyId,
      paymentId: answer.paymentId,
      path: `${link.pathname}${link.search}`,
      token: link.searchParams.get('t') ?? '',
    };
  } finally {
    await admin.close();
  }
}

/** A signed-out payer on the link: Pay, then the stand-in's page, then back to the link, paid. */
async function payOnStandIn(page: Page, paymentId: string, totalCents: number) {
  await page.getByRole('button', { name: payTotalLabel(formatCents(totalCents)) }).click();
  await page.waitForURL((url) => url.href.startsWith(standIn.url));
  await page.getByText(formatCents(totalCents)).first().waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(
    (url) => url.pathname === payLinkPath(paymentId) && url.searchParams.has('session_id'),
  );
  await page.getByText(M.payLinkPaidTitle, { exact: false }).waitFor();
}

const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('a pay link, signed out', () => {
  it('shows the charge, pays it on the stand-in, and then says it is paid; the balance is untouched', async () => {
    await standIn.ready();
    const owner = await createResident('approved', { firstName: 'Mira' });
    const description = `Dock repair share ${Date.now()}`;
    const charge = await chargeBilled(owner, 12_500, description);
    const { feeCents, totalCents } = chargeBreakdown(12_500);
    expect(charge.path).toBe(payLinkPath(charge.paymentId, charge.token));

    // a phone, signed out: the link is all the payer has
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await page.goto(charge.path);
    await page.getByRole('heading', { name: M.payLinkTitle }).waitFor();
    await page.getByText(description).first().waitFor();
    for (const figure of [formatCents(12_500), formatCents(feeCents), formatCents(totalCents)]) {
      await page.getByText(figure, { exact: true }).first().waitFor();
    }
    // whom the stranger pays, and how to reach them
    await page.getByText(ASSOCIATION_IDENTITY.fullName, { exact: true }).waitFor();
    await page.getByRole('link', { name: ASSOCIATION_IDENTITY.email }).waitFor();
    await page.getByRole('link', { name: ASSOCIATION_IDENTITY.phone }).waitFor();
    // the board's notes never reach the page
    await expect(page.getByText('Board only', { exact: false }).count()).resolves.toBe(0);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await payOnStandIn(page, charge.paymentId, totalCents);
    // back on the link: settled at once, with the date
    await page.getByText(/Paid on /).waitFor();
    await page.getByText(PAYMENT_STATUS_LABELS.completed, { exact: true }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const paid = await eventually(
      () => paymentById(charge.paymentId),
      (p) => p.status === 'completed',
    );
    expect(paid.yearsPaid).toEqual([]);
    expect(paid.totalChargedCents).toBe(totalCents);
    // a charge is not dues: the account still owes 2026 and its $160
    expect(await accountOf(charge.propertyId)).toEqual({ balanceCents: 16_000, yearsOwed: ['2026'] });

    // the link stays good: opened again, it says paid and offers no Pay
    await page.goto(charge.path);
    await page.getByText(M.payLinkPaidTitle, { exact: false }).waitFor();
    await expect(page.getByRole('button', { name: /^Pay / }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('pays from a bank account: each way priced before the click, processing until the bank pays', async () => {
    await standIn.ready();
    const owner = await createResident('approved', { firstName: 'Otto' });
    const description = `Boat slip ${Date.now()}`;
    const charge = await chargeBilled(owner, 12_500, description);
    const byCard = chargeBreakdown(12_500, 'card');
    const byBank = chargeBreakdown(12_500, 'bank');

    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await page.goto(charge.path);
    await page.getByText(description).first().waitFor();
    const cardWay = page.getByRole('radio', { name: new RegExp(`^${M.payByMethod.card}`) });
    const bankWay = page.getByRole('radio', { name: new RegExp(`^${M.payByMethod.bank}`) });
    // the card is the default (the figures the board's link promised); each way says its price
    expect(await cardWay.isChecked()).toBe(true);
    const methodLine = (figures: typeof byCard) =>
      M.methodFigures(formatCents(figures.feeCents), formatCents(figures.totalCents));
    await page.getByText(methodLine(byCard), { exact: false }).waitFor();
    await page.getByText(methodLine(byBank), { exact: false }).waitFor();
    await page.getByRole('button', { name: payTotalLabel(formatCents(byCard.totalCents)) }).waitFor();

    await bankWay.check();
    await page.getByText(M.processingFeeBy('bank'), { exact: true }).waitFor();
    await page.getByText(formatCents(byBank.feeCents), { exact: true }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: new URL('pay-link-bank-390.png', shots).pathname, fullPage: true });

    await page.getByRole('button', { name: payTotalLabel(formatCents(byBank.totalCents)) }).click();
    await page.waitForURL((url) => url.href.startsWith(standIn.url));
    // Stripe's page: the bank's total, and no card
    await page.getByText(formatCents(byBank.totalCents)).first().waitFor();
    await expect(page.getByRole('button', { name: 'Pay', exact: true }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: /bank debit/ }).click();
    await page.waitForURL((url) => url.pathname === payLinkPath(charge.paymentId));
    await page.getByText(M.payLinkProcessing).waitFor();
    await expect(page.getByRole('button', { name: /^Pay / }).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    const payment = await paymentById(charge.paymentId);
    expect(payment).toMatchObject({
      status: 'processing',
      payMethod: 'bank',
      totalChargedCents: byBank.totalCents,
    });

    // the stand-in's control: the bank pays the debit now
    await page.goto(`${standIn.url}/c/pay/${payment.checkoutSessionId}`);
    await page.getByRole('button', { name: 'The bank pays the debit now' }).click();
    await eventually(
      () => paymentById(charge.paymentId),
      (p) => p.status === 'completed',
    );
    await page.goto(charge.path);
    await page.getByText(M.payLinkPaidTitle, { exact: false }).waitFor();
    await page.getByText(formatCents(byBank.totalCents), { exact: true }).waitFor();
    await page.getByText('Bank account', { exact: true }).waitFor();
    await page.context().close();
  });

  it('a wrong token gets a clear page and none of the charge', async () => {
    const owner = await createResident('approved', { firstName: 'Ned' });
    const description = `Gate fob ${Date.now()}`;
    const charge = await chargeBilled(owner, 2_500, description);
    const wrong = charge.token.slice(0, -4) + (charge.token.endsWith('AAAA') ? 'BBBB' : 'AAAA');

    const page = await freshPage();
    await page.goto(payLinkPath(charge.paymentId, wrong));
    await page.getByRole('heading', { name: M.payLinkInvalidTitle }).waitFor();
    await page.getByText(MISC_CHARGE_TEXTS.linkInvalid).waitFor();
    await expect(page.getByText(description).count()).resolves.toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the owner pays from Payment History', () => {
  it('lists the charge with Pay this charge, which opens it without the token', async () => {
    const owner = await createResident('approved', { firstName: 'Olive' });
    const description = `Boat slip cleanup ${Date.now()}`;
    const charge = await chargeBilled(owner, 4_000, description);

    const page = await signedInPage(owner, { at: '/my-account' });
    const history = page.getByRole('region', { name: M.paymentHistory });
    await history.getByText(description).waitFor();
    await history.getByRole('link', { name: new RegExp(M.payCharge) }).click();
    await page.waitForURL(
      (url) => url.pathname === payLinkPath(charge.paymentId) && !url.searchParams.has('t'),
    );
    await page.getByText(description).first().waitFor();
    await page
      .getByRole('button', { name: payTotalLabel(formatCents(chargeBreakdown(4_000).totalCents)) })
      .waitFor();
    await page.context().close();
  });
});

describe('the whole round, from the desk', () => {
  it('the board bills in the dialog, e-mails the link, a signed-out stranger pays it, the desk shows it paid under Misc', async () => {
    await standIn.ready();
    const owner = await createResident('approved', { firstName: 'Quinn' });
    const { street } = await seedOwnedAccount([owner], ['2026']);
    const admin = await createTestUser({ admin: true, approved: true });
    const description = `Lift rental ${Date.now()}`;
    const { totalCents } = chargeBreakdown(8_750);

    // the treasurer, at the desk, through the real createHoaPayment
    const desk = await signedInPage(admin, { at: '/admin/payments' });
    await desk.getByRole('button', { name: D.createMiscCharge }).click();
    const dialog = desk.getByRole('dialog', { name: D.createMiscCharge });
    await chooseProperty(dialog, D.property, street);
    await dialog.getByLabel(D.amount, { exact: false }).fill('87.50');
    await dialog.getByLabel(D.description, { exact: false }).fill(description);
    await dialog.getByLabel(D.notes, { exact: false }).fill('Board only: lift from Lakeside Marine');
    const tab = desk.context().waitForEvent('page');
    await dialog.getByRole('button', { name: D.createLink }).click();
    const linkTab = await tab;
    await linkTab.waitForURL((url) => url.pathname.startsWith('/pay/') && url.searchParams.has('t'));
    const link = new URL(linkTab.url());
    await dialog.waitFor({ state: 'detached' });

    // Email link: the desk e-mails that link, token and all, to the owner
    await desk.getByRole('searchbox', { name: D.searchLabel }).fill(description);
    await desk
      .getByRole('row')
      .filter({ hasText: description })
      .getByRole('button', { name: new RegExp(`^${D.emailLink} for `) })
      .click();
    await toast(desk, D.linkEmailedBody(1)).waitFor();
    const [mail, ...more] = await mailsOnceArrived(
      (caught) => sentTo(owner.email)(caught) && caught.text.includes(description),
    );
    expect(more).toEqual([]);
    const mailed = new URL(/https?:\/\/\S+\/pay\/\S+/.exec(mail!.text)![0]);
    expect(`${mailed.pathname}${mailed.search}`).toBe(`${link.pathname}${link.search}`);

    // the e-mailed link, in another browser that has never signed in
    const payer = await freshPage({ viewport: { width: 390, height: 844 } });
    await payer.goto(`${mailed.pathname}${mailed.search}`);
    await payer.getByText(description).first().waitFor();
    await expect(payer.getByText('Board only', { exact: false }).count()).resolves.toBe(0);
    const paymentId = link.pathname.split('/').pop() ?? '';
    await payOnStandIn(payer, paymentId, totalCents);
    await payer.context().close();

    // back at the desk: Refresh, and the charge is a paid Misc row with its total charged
    await desk.getByRole('button', { name: D.refresh }).click();
    await desk.getByText(D.refreshedBody).first().waitFor();
    await desk.getByRole('searchbox', { name: D.searchLabel }).fill(description);
    const row = desk
      .getByRole('grid', { name: D.transactions })
      .getByRole('row')
      .filter({ hasText: description });
    await row.getByText('Misc', { exact: true }).waitFor();
    await row.getByText(PAYMENT_STATUS_LABELS.completed, { exact: true }).waitFor();
    await row.getByText(formatCents(totalCents), { exact: true }).waitFor();
    await desk.context().close();
  });
});
