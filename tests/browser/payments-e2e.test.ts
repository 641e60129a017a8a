// A resident pays for real: My HOA Account → createHoaPayment → the Stripe stand-in's
// hosted page → the success page → My HOA Account live, through the real functions, rules and
// webhook. And the cancel path: the years are payable again at once. (The screens' own details
// and the error toasts are in payments-ui.test.ts.)
import { PAYMENT_TEXTS } from '@lakeside/domain';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startCheckout } from '../support/checkout';
import { axeViolations, emailAxeViolations } from '../support/axe';
import { useChromium, useSignedIn, type Page } from '../support/browser';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { accountOf, ownedAccount, paymentsOf } from '../support/payments';
import { standIn } from '../support/stripeStandIn';
import { createResident } from '../support/users';
import { MY_ACCOUNT_TEXTS } from '../../web/src/features/hoaAccounts/texts';
import { PAYMENTS_UI_TEXTS as M, referenceLine } from '../../web/src/features/payments/texts';
import { PAYMENT_STATUS_LABELS } from '@lakeside/domain';

const signedInPage = useSignedIn(useChromium());
/** screenshots to look at (git-ignored) */
const shots = new URL('../../.cache/screens/', import.meta.url);
const region = (page: Page, name: string) => page.getByRole('region', { name });

describe('paying dues through the stand-in', () => {
  it('pays two years: success page says completed; My HOA Account shows the payment, no years owed, the trail', async () => {
    await standIn.ready();
    const owner = await createResident('approved', { firstName: 'Paige' });
    const propertyId = await ownedAccount([owner], ['2025', '2026']);
    const page = await signedInPage(owner, { at: '/my-account' });
    const checkout = await startCheckout(page, ['2025', '2026']);
    // the stand-in's hosted page shows what is charged: dues and fee, $329.58 in all
    await checkout.getByText('$329.58').first().waitFor();
    await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
    await checkout.waitForURL((url) => url.pathname === '/payment-success');
    await checkout.getByRole('heading', { name: M.successTitle }).waitFor();
    const [payment] = await paymentsOf(propertyId);
    await checkout.getByText(payment!.invoiceNumber).first().waitFor();
    await checkout.getByText(PAYMENT_STATUS_LABELS.completed, { exact: true }).first().waitFor();
    expect(await axeViolations(checkout)).toEqual([]);

    // the first tab updates by itself: history, balance, years, trail
    const history = region(page, M.paymentHistory);
    await history.getByText(PAYMENT_STATUS_LABELS.completed, { exact: true }).waitFor();
    await history.getByText(payment!.invoiceNumber).first().waitFor();
    await page.getByText('$0.00').first().waitFor();
    await expect(region(page, M.makePayment).count()).resolves.toBe(0);
    await region(page, MY_ACCOUNT_TEXTS.accountActivity).getByText(payment!.invoiceNumber).first().waitFor();
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });

    // and its receipt prints from the history
    await history.getByRole('link', { name: new RegExp(M.viewReceipt) }).click();
    await page.getByRole('heading', { name: M.receiptTitle }).waitFor();
    await page.getByText('$329.58').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // the receipt e-mail arrived once, reads on a phone, and its button opens the receipt
    const [receipt, ...again] = await mailsOnceArrived(sentTo(owner.email));
    expect(again).toEqual([]);
    const phone = await page.context().newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.setContent(receipt!.html);
    await phone.getByText(payment!.invoiceNumber).waitFor();
    await phone.getByText('$329.58').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await emailAxeViolations(phone)).toEqual([]);
    mkdirSync(shots, { recursive: true });
    await phone.screenshot({ path: new URL('receipt-email-390.png', shots).pathname, fullPage: true });
    await phone.getByRole('link', { name: 'View your receipt' }).click();
    await phone.getByRole('heading', { name: M.receiptTitle }).waitFor();
    await phone.getByText(payment!.invoiceNumber).first().waitFor();
    await page.context().close();
  });

  it('cancels: the canceled page gives the reference, and the year is payable again at once', async () => {
    const owner = await createResident('approved', { firstName: 'Cass' });
    const propertyId = await ownedAccount([owner], ['2026']);
    const page = await signedInPage(owner, { at: '/my-account' });
    const checkout = await startCheckout(page, ['2026']);
    await region(page, M.makePayment).getByText(M.yearInProgress).waitFor();
    await checkout.getByRole('button', { name: 'Cancel' }).click();
    await checkout.waitForURL((url) => url.pathname === '/payment-canceled');
    await checkout.getByRole('heading', { name: M.canceledTitle }).waitFor();
    const [payment] = await paymentsOf(propertyId);
    await checkout.getByText(referenceLine(payment!.invoiceNumber)).waitFor();
    expect(await axeViolations(checkout)).toEqual([]);

    // the cancel page released the checkout: the first tab offers 2026 again, the attempt failed
    await region(page, M.makePayment).getByRole('checkbox', { name: '2026' }).waitFor();
    // the attempt charged nothing: it is no payment, so the history does not list it
    await region(page, M.paymentHistory).getByText(M.noPaymentHistory, { exact: true }).waitFor();
    const [released] = await paymentsOf(propertyId);
    expect(released?.failureReason).toBe(PAYMENT_TEXTS.canceledReason);
    await page.context().close();
  });

  it('pays from a bank account: processing with the 4-day sentence, then completed when the bank pays', async () => {
    await standIn.ready();
    const owner = await createResident('approved', { firstName: 'Bea' });
    const propertyId = await ownedAccount([owner], ['2026']);
    const page = await signedInPage(owner, { viewport: { width: 390, height: 844 }, at: '/my-account' });
    const card = region(page, M.makePayment);
    await card.getByRole('checkbox', { name: '2026' }).check();
    await card.getByRole('radio', { name: new RegExp(`^${M.payByMethod.bank}`) }).check();
    await expect(card.getByText('$161.28').count()).resolves.toBeGreaterThan(0);
    const tab = page.context().waitForEvent('page');
    await card.getByRole('button', { name: M.pay }).click();
    const checkout = await tab;
    await checkout.waitForURL((url) => url.href.startsWith(standIn.url));
    // Stripe's page offers the bank account alone, for the bank's fee: $160.00 + $1.28
    await checkout.getByText('$161.28').first().waitFor();
    await expect(checkout.getByRole('button', { name: 'Pay', exact: true }).count()).resolves.toBe(0);
    await checkout.getByRole('button', { name: /bank debit/ }).click();
    await checkout.waitForURL((url) => url.pathname === '/payment-success');
    await checkout.getByText(M.bankProcessing).waitFor();
    const [payment] = await paymentsOf(propertyId);
    expect(payment).toMatchObject({ status: 'processing', payMethod: 'bank', totalChargedCents: 16128 });

    // My HOA Account (the resident back on its tab: a tab behind another runs no animations, which
    // axe waits for): the year is held (no second payment) and the history says why it waits
    await page.bringToFront();
    const history = region(page, M.paymentHistory);
    await history.getByText(M.bankProcessing).waitFor();
    await expect(region(page, M.makePayment).getByText(M.yearInProgress).count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: new URL('bank-processing-390.png', shots).pathname, fullPage: true });

    // four business days later, on the stand-in's page: the bank pays
    await checkout.goto(`${standIn.url}/c/pay/${payment!.checkoutSessionId}`);
    await checkout.getByRole('button', { name: 'The bank pays the debit now' }).click();
    await history.getByText(PAYMENT_STATUS_LABELS.completed, { exact: true }).waitFor();
    await expect(history.getByText(M.bankProcessing).count()).resolves.toBe(0);
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
  });
});
