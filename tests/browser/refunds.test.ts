// Refunds in Chromium, through the real refundPayment, the stand-in and the webhook:
// a resident pays two years online; the treasurer opens Refund on the desk (full by default,
// no year owed again until ticked, the fee Stripe keeps said), must give a reason (a duplicate
// puts no year back), ticks both years, refunds; the desk then
// says 'Refunded $329.58' and offers no Refund; the owner sees it in Payment History, on My HOA
// Account's balance and on the statement, and the e-mail is in the mail catcher. axe on the
// dialog.
import { REFUND_TEXTS as R, STATEMENT_TEXTS, receiptPath } from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { toast, useChromium, useSignedIn } from '../support/browser';
import { clientAs } from '../support/client';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { accountOf, eventually, ownedAccount, paymentById, sessionIdOf } from '../support/payments';
import { standIn } from '../support/stripeStandIn';
import { createResident, createTestUser, type TestUser } from '../support/users';

const signedInPage = useSignedIn(useChromium({ serviceWorkers: 'block' }));
const shots = new URL('../../.cache/screens/', import.meta.url);
let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true, approved: true });
});

describe('Refund on the payments desk', () => {
  it('refunds a payment in full: both years owed again, shown to the board and the owner, e-mailed', async () => {
    mkdirSync(shots, { recursive: true });
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], ['2025', '2026']);
    const client = await clientAs(owner);
    const answer = await client.call('createHoaPayment', { propertyId, yearsPaying: ['2025', '2026'] });
    await client.close();
    await standIn.pay(sessionIdOf(answer.url));
    await eventually(
      () => paymentById(answer.paymentId),
      (p) => p.status === 'completed',
    );

    const page = await signedInPage(admin, { viewport: { width: 1280, height: 900 }, at: '/admin/payments' });
    const row = page.getByRole('row').filter({ hasText: answer.invoiceNumber });
    const refund = row.getByRole('button', { name: `${R.refund} ${answer.invoiceNumber}` });
    await refund.click();
    const dialog = page.getByRole('dialog', { name: R.dialogTitle(answer.invoiceNumber) });
    await dialog.waitFor();
    // full by default: all that is left, and no year owed again until the board ticks it
    await expect(dialog.getByLabel(R.amount, { exact: false }).inputValue()).resolves.toBe('329.58');
    const owedAgain = (year: string) => dialog.getByRole('checkbox', { name: R.yearOwedAgain(year, 16000) });
    await expect(owedAgain('2025').isChecked()).resolves.toBe(false);
    await expect(owedAgain('2026').isChecked()).resolves.toBe(false);
    await dialog.getByText(R.feeKept(958)).waitFor();
    await dialog.getByRole('button', { name: R.confirm }).click();
    await dialog.getByText(R.selectReason).waitFor();
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });

    // a duplicate's years stay paid: the dialog says so, and ticks nothing
    await dialog.getByLabel(R.reason).selectOption({ label: 'Duplicate payment' });
    await dialog.getByText(R.duplicateYearsHint).waitFor();
    await expect(owedAgain('2025').isChecked()).resolves.toBe(false);
    // ticked all the same, it is refused with why, and nothing is asked of Stripe
    await owedAgain('2025').check();
    await dialog.getByRole('button', { name: R.confirm }).click();
    await dialog.getByText(R.duplicateYearsBack).waitFor();
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 0, yearsOwed: [] });
    await dialog.getByLabel(R.reason).selectOption({ label: 'Requested by the owner' });
    await expect(owedAgain('2025').isChecked()).resolves.toBe(true);
    await owedAgain('2026').check();
    await expect(owedAgain('2026').isChecked()).resolves.toBe(true);
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: new URL('refund-1280.png', shots).pathname });
    await dialog.getByRole('button', { name: R.confirm }).click();
    await toast(page, R.requested).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await eventually(
      () => paymentById(answer.paymentId),
      (p) => p.refundedCents === 32958,
    );
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await row.getByText(R.refunded(32958)).waitFor();
    await expect(refund.count()).resolves.toBe(0);

    const mails = await mailsOnceArrived(
      (mail) => sentTo(owner.email)(mail) && mail.subject.includes('refunded'),
    );
    expect(mails).toHaveLength(1);

    // the owner, on a phone
    const home = await signedInPage(owner, { viewport: { width: 390, height: 844 }, at: '/my-account' });
    await home.getByText(R.refunded(32958)).first().waitFor();
    await home.goto(`/statements/${propertyId}`);
    const refundLine = home
      .getByRole('list', { name: STATEMENT_TEXTS.duesAccount })
      .getByRole('listitem')
      .filter({ hasText: STATEMENT_TEXTS.refund(answer.invoiceNumber, 32958) });
    // under payments, negative by the dues it put back; not a charge
    await expect.poll(() => refundLine.innerText()).toMatch(/Payments\s+-\$320\.00/);
    expect(await refundLine.innerText()).not.toContain('Charges');
    expect(await home.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // the receipt says what came back, and when
    await home.goto(receiptPath(answer.paymentId));
    await home.getByText(/^Refunded \$329\.58 on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    await page.context().close();
    await home.context().close();
  });

  it('offers Copy link and Refund side by side on a paid charge, and the desk passes axe', async () => {
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], ['2026']);
    const board = await clientAs(admin);
    const charge = await board.call('createHoaPayment', {
      chargeType: 'miscellaneous',
      propertyId,
      amountCents: 12_500,
      description: 'Dock repair',
      yearsPaying: [],
    });
    await board.close();
    const payer = await clientAs(owner);
    const { url } = await payer.call('payMiscCharge', { paymentId: charge.paymentId });
    await payer.close();
    await standIn.pay(sessionIdOf(url));
    await eventually(
      () => paymentById(charge.paymentId),
      (p) => p.status === 'completed',
    );

    const page = await signedInPage(admin, { viewport: { width: 1280, height: 900 }, at: '/admin/payments' });
    const row = page.getByRole('row').filter({ hasText: charge.invoiceNumber });
    await row.getByRole('button', { name: `${R.refund} ${charge.invoiceNumber}` }).waitFor();
    await row.getByRole('button', { name: `Copy link for ${charge.invoiceNumber}` }).waitFor();
    // the actions cell is no focus stop of its own, so its two buttons are the targets axe measures
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('lists a refund Stripe never answered, and Send again makes it once', async () => {
    const owner = await createResident('approved');
    const propertyId = await ownedAccount([owner], ['2026']);
    const payer = await clientAs(owner);
    const answer = await payer.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    await payer.close();
    await standIn.pay(sessionIdOf(answer.url));
    await eventually(
      () => paymentById(answer.paymentId),
      (p) => p.status === 'completed',
    );
    // the board asks while Stripe cannot be reached: the request stays asked, its amount held
    const board = await clientAs(admin);
    await standIn.unreachableFor(propertyId, true);
    const request = {
      requestId: randomUUID(),
      paymentId: answer.paymentId,
      amountCents: 16494,
      reason: 'paid_in_error' as const,
      yearsBack: ['2026'],
      note: '',
    };
    await expect(board.call('refundPayment', request)).rejects.toThrow(R.stripeUnavailable);
    await board.close();
    await standIn.unreachableFor(propertyId, false);
    expect((await paymentById(answer.paymentId)).refundReservedCents).toBe(16494);

    const page = await signedInPage(admin, { viewport: { width: 390, height: 844 }, at: '/admin/payments' });
    const banner = page.getByRole('group', { name: /not confirmed by Stripe/ });
    await banner.getByText(R.stuckItem(answer.invoiceNumber, 16494)).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await banner.getByRole('button', { name: R.sendAgainFor(answer.invoiceNumber) }).click();
    await toast(page, R.requested).waitFor();
    await eventually(
      () => paymentById(answer.paymentId),
      (p) => p.refundedCents === 16494,
    );
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    await expect
      .poll(() => page.getByText(R.stuckItem(answer.invoiceNumber, 16494)).count(), { timeout: 15_000 })
      .toBe(0);
    // Stripe made it once
    const made = (await standIn.requestsTo('POST', '/v1/refunds')).filter(
      (r) => r.idempotencyKey === `refund-${request.requestId}`,
    );
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect((await paymentById(answer.paymentId)).refundReservedCents).toBe(0);
    await page.context().close();
  });
});
