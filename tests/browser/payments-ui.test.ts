// The resident's side of payments in Chromium: Make a Payment (figures, the app's own message,
// held years, the call and its toasts), the live Payment History and Account Activity, the
// printable receipt, and the pages Stripe's checkout returns to. Payments and activity are
// seeded with the Admin SDK as the functions write them; the callables are answered by the test
// (page.route), so these screens are judged on their own, whatever the functions do.
import {
  COLLECTIONS,
  PAYMENT_TEXTS,
  SUBCOLLECTIONS,
  annualDuesCents,
  annualDuesDescription,
  chargeBreakdown,
  newInvoiceNumber,
  type PaymentStatus,
} from '@lakeside/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { answerCallable, callableError } from '../support/answerCallable';
import { toast, useChromium, useSignedIn, type Page } from '../support/browser';
import { hostingUrl } from '../support/emulators';
import { seedOwnedAccount, type SeededAccount } from '../support/payments';
import { adminDb, createResident, createTestUser, type TestUser } from '../support/users';
import { MY_ACCOUNT_TEXTS } from '../../web/src/features/hoaAccounts/texts';
import { PAYMENTS_UI_TEXTS as M, invoiceLine, referenceLine } from '../../web/src/features/payments/texts';

// Callables are answered in the page, so no service worker (see answerCallable).
const freshPage = useChromium({ serviceWorkers: 'block' });

const signedInPage = useSignedIn(freshPage);

const region = (page: Page, name: string) => page.getByRole('region', { name });
const invoice = () => newInvoiceNumber(new Date(), (max) => randomInt(max));

// ─── seeding, as the functions write ─────────────────────────────────────────────────────────

const ADDRESS = { city: 'Lakeside', state: 'TN', zipCode: '37013' };

interface PaymentSeed {
  status: PaymentStatus;
  yearsPaid: string[];
  /** minutes before now */
  createdMinutesAgo: number;
  /** pending only: minutes from now until the checkout expires (negative: expired) */
  expiresInMinutes?: number;
  invoiceNumber?: string;
}

/** A payment as createHoaPayment and the settlement leave it; amounts are the spec's. */
async function seedPayment(seeded: SeededAccount, owner: TestUser, seed: PaymentSeed) {
  const id = `pay-${randomUUID()}`;
  const {
    subtotalCents: amountCents,
    feeCents,
    totalCents,
  } = chargeBreakdown(annualDuesCents(seed.yearsPaid.length));
  const invoiceNumber = seed.invoiceNumber ?? invoice();
  const createdAt = Timestamp.fromMillis(Date.now() - seed.createdMinutesAgo * 60_000);
  await adminDb()
    .collection(COLLECTIONS.payments)
    .doc(id)
    .set({
      propertyId: seeded.propertyId,
      ownerUids: [owner.uid],
      property: { streetAddress: seeded.street, ...ADDRESS },
      invoiceNumber,
      description: annualDuesDescription(seed.yearsPaid),
      yearsPaid: seed.yearsPaid,
      amountCents,
      feeCents,
      totalChargedCents: totalCents,
      status: seed.status,
      // a card the bank declined: a real failure (a checkout the payer left is not listed)
      failureReason: seed.status === 'failed' ? PAYMENT_TEXTS.declinedReason : null,
      paymentMethod: seed.status === 'completed' ? 'card' : null,
      checkoutSessionId: `cs_test_${randomUUID().replace(/-/g, '')}`,
      checkoutExpiresAt:
        seed.expiresInMinutes === undefined
          ? null
          : Timestamp.fromMillis(Date.now() + seed.expiresInMinutes * 60_000),
      stripePaymentIntentId: null,
      stripeChargeId: null,
      payerEmail: owner.email,
      createdBy: owner.uid,
      createdAt,
      completedAt: seed.status === 'completed' ? createdAt : null,
    });
  return { id, invoiceNumber, amountCents, feeCents };
}

// ─── My HOA Account ──────────────────────────────────────────────────────────────────────────

/** The figure shown beside `label` in the Make a Payment card's totals. */
async function figure(page: Page, label: string): Promise<string> {
  return page
    .getByRole('region', { name: M.makePayment })
    .locator('dt')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

describe('Make a Payment', () => {
  it('shows $160.00 a year, the fee and total for one and two years, and the app’s own message when none is chosen', async () => {
    const owner = await createResident('approved', { firstName: 'Mara' });
    await seedOwnedAccount([owner], ['2025', '2026']);
    const page = await signedInPage(owner, { at: '/my-account' });
    const card = region(page, M.makePayment);
    await card.getByRole('checkbox', { name: '2025' }).waitFor();
    await expect(card.getByText('$160.00').count()).resolves.toBe(2);
    await expect(figure(page, M.subtotal)).resolves.toBe('$0.00');

    // nothing chosen: the schema's message, said by the app (no browser bubble, no call)
    const calls = await answerCallable(page, 'createHoaPayment', { status: 500, body: {} });
    await card.getByRole('button', { name: M.pay }).click();
    await card.getByRole('alert').getByText(PAYMENT_TEXTS.selectYear).waitFor();
    expect(calls).toEqual([]);
    expect(page.context().pages()).toHaveLength(1);

    // one year: $160.00 + 2.9% ($4.64) + $0.30
    await card.getByRole('checkbox', { name: '2025' }).check();
    await expect(figure(page, M.subtotal)).resolves.toBe('$160.00');
    await expect(figure(page, M.processingFeeBy('card'))).resolves.toBe('$4.94');
    await expect(figure(page, M.total)).resolves.toBe('$164.94');
    // choosing a year clears the message
    await card.getByRole('alert').waitFor({ state: 'detached' });

    // two years: $320.00 + 2.9% ($9.28) + $0.30
    await card.getByRole('checkbox', { name: '2026' }).check();
    await expect(figure(page, M.subtotal)).resolves.toBe('$320.00');
    await expect(figure(page, M.processingFeeBy('card'))).resolves.toBe('$9.58');
    await expect(figure(page, M.total)).resolves.toBe('$329.58');
    await page.context().close();
  });

  it('shows "Payment in progress" for a year a live checkout holds, and a checkbox once it has expired', async () => {
    const owner = await createResident('approved', { firstName: 'Hale' });
    const seeded = await seedOwnedAccount([owner], ['2024', '2025', '2026']);
    await seedPayment(seeded, owner, {
      status: 'pending',
      yearsPaid: ['2025'],
      createdMinutesAgo: 2,
      expiresInMinutes: 29,
    });
    await seedPayment(seeded, owner, {
      status: 'pending',
      yearsPaid: ['2024'],
      createdMinutesAgo: 40,
      expiresInMinutes: -9,
    });
    await seedPayment(seeded, owner, { status: 'processing', yearsPaid: ['2026'], createdMinutesAgo: 5 });

    const page = await signedInPage(owner, { at: '/my-account' });
    const card = region(page, M.makePayment);
    await card.getByRole('checkbox', { name: '2024' }).waitFor();
    const held = card.getByRole('listitem').filter({ hasText: M.yearInProgress });
    await expect(held.allInnerTexts()).resolves.toEqual([
      expect.stringContaining('2025'),
      expect.stringContaining('2026'),
    ]);
    await expect(card.getByRole('checkbox').count()).resolves.toBe(1);

    // the board (or the webhook) releases 2025: its checkbox comes back without a reload
    const pending = await adminDb()
      .collection(COLLECTIONS.payments)
      .where('propertyId', '==', seeded.propertyId)
      .where('status', '==', 'pending')
      .get();
    for (const doc of pending.docs) await doc.ref.update({ status: 'failed' });
    await card.getByRole('checkbox', { name: '2025' }).waitFor();
    await expect(card.getByText(M.yearInProgress).count()).resolves.toBe(1);
    await page.context().close();
  });

  it('sends the chosen years, the way to pay, the subtotal and description, and opens the checkout in a new tab', async () => {
    const owner = await createResident('approved', { firstName: 'Nell' });
    const seeded = await seedOwnedAccount([owner], ['2025', '2026']);
    const page = await signedInPage(owner, { at: '/my-account' });
    const card = region(page, M.makePayment);
    await card.getByRole('checkbox', { name: '2026' }).check();
    await card.getByRole('checkbox', { name: '2025' }).check();
    // each way to pay with its own fee and total before the click: $320.00 costs
    // $9.58 by card, $2.56 from a bank account
    await card
      .getByRole('radio', { name: new RegExp(`^${M.payByMethod.card}\\s*Fee \\$9\\.58, total \\$329\\.58$`) })
      .waitFor();
    await card
      .getByRole('radio', { name: new RegExp(`^${M.payByMethod.bank}\\s*Fee \\$2\\.56, total \\$322\\.56`) })
      .check();
    await expect(figure(page, M.processingFeeBy('bank'))).resolves.toBe('$2.56');
    await expect(figure(page, M.total)).resolves.toBe('$322.56');

    const checkoutUrl = `${hostingUrl}/?checkout=${randomUUID()}`;
    const calls = await answerCallable(page, 'createHoaPayment', {
      status: 200,
      body: { result: { url: checkoutUrl, paymentId: 'p1', invoiceNumber: invoice() } },
    });
    const tab = page.context().waitForEvent('page');
    await card.getByRole('button', { name: M.pay }).click();
    const checkout = await tab;
    await checkout.waitForURL(checkoutUrl);
    await toast(page, M.redirectingTitle).waitFor();
    await toast(page, M.redirectingText).waitFor();
    expect(calls).toEqual([
      {
        propertyId: seeded.propertyId,
        yearsPaying: ['2025', '2026'],
        payMethod: 'bank',
        amountCents: 320_00,
        description: 'HOA Dues Payment - 2025, 2026',
      },
    ]);
    // the choice is cleared for the next payment
    await expect(card.getByRole('checkbox', { name: '2025' }).isChecked()).resolves.toBe(false);
    await page.context().close();
  });

  it.each([
    ['rate limit', 429, 'RESOURCE_EXHAUSTED', PAYMENT_TEXTS.rateLimited, M.rateLimitedTitle],
    ['duplicate', 409, 'ALREADY_EXISTS', PAYMENT_TEXTS.duplicate, M.duplicateTitle],
    ['refusal of another kind', 403, 'PERMISSION_DENIED', PAYMENT_TEXTS.notOwner, M.paymentErrorTitle],
  ])('shows the spec’s toast for a %s and closes the blank tab', async (_, status, code, message, title) => {
    const owner = await createResident('approved', { firstName: 'Ezra' });
    await seedOwnedAccount([owner], ['2026']);
    const page = await signedInPage(owner, { at: '/my-account' });
    const card = region(page, M.makePayment);
    await card.getByRole('checkbox', { name: '2026' }).check();
    await answerCallable(page, 'createHoaPayment', callableError(status, code, message));
    await card.getByRole('button', { name: M.pay }).click();
    await toast(page, title).waitFor();
    await toast(page, message).waitFor();
    await expect.poll(() => page.context().pages().length).toBe(1);
    await expect(card.getByRole('button', { name: M.pay }).isEnabled()).resolves.toBe(true);
    await page.context().close();
  });

  it("says 'Failed to initiate payment' when the function fails without a message for people", async () => {
    const owner = await createResident('approved', { firstName: 'Ivo' });
    await seedOwnedAccount([owner], ['2026']);
    const page = await signedInPage(owner, { at: '/my-account' });
    const card = region(page, M.makePayment);
    await card.getByRole('checkbox', { name: '2026' }).check();
    await answerCallable(page, 'createHoaPayment', callableError(500, 'INTERNAL', 'INTERNAL'));
    await card.getByRole('button', { name: M.pay }).click();
    await toast(page, M.paymentErrorTitle).waitFor();
    await toast(page, PAYMENT_TEXTS.initiateFailed).waitFor();
    await page.context().close();
  });
});

/** The dominant hue of a status chip's text: 'red', 'green', 'blue', or 'yellow' (red and green). */
async function chipHue(item: ReturnType<Page['getByRole']>, label: string): Promise<string> {
  const color = await item.getByText(label, { exact: true }).evaluate((chip) => getComputedStyle(chip).color);
  const [r = 0, g = 0, b = 0] = (color.match(/\d+/g) ?? []).map(Number);
  if (b > r && b > g) return 'blue';
  if (g > r && g > b) return 'green';
  if (r > g * 1.5 && r > b) return 'red';
  return r > b && g > b ? 'yellow' : color;
}

describe('Payment History and Account Activity', () => {
  it("say 'No payment history' and 'No account activity yet' for a new account, and no Make a Payment without years owed", async () => {
    const owner = await createResident('approved', { firstName: 'Nova' });
    await seedOwnedAccount([owner], []);
    const page = await signedInPage(owner, { at: '/my-account' });
    await region(page, M.paymentHistory).getByText(M.noPaymentHistory).waitFor();
    await region(page, MY_ACCOUNT_TEXTS.accountActivity).getByText(MY_ACCOUNT_TEXTS.noActivity).waitFor();
    await expect(region(page, M.makePayment).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('list payments newest first with invoice, years, total, chip and date, live, and link completed ones to their receipt', async () => {
    const owner = await createResident('approved', { firstName: 'Otis' });
    const seeded = await seedOwnedAccount([owner], ['2026']);
    const completed = await seedPayment(seeded, owner, {
      status: 'completed',
      yearsPaid: ['2024', '2025'],
      createdMinutesAgo: 60 * 24 * 30,
    });
    const failed = await seedPayment(seeded, owner, {
      status: 'failed',
      yearsPaid: ['2026'],
      createdMinutesAgo: 60,
    });
    const pending = await seedPayment(seeded, owner, {
      status: 'pending',
      yearsPaid: ['2026'],
      createdMinutesAgo: 120,
      expiresInMinutes: -89,
    });

    const page = await signedInPage(owner, { at: '/my-account' });
    const history = region(page, M.paymentHistory);
    const items = history.getByRole('listitem');
    await items.nth(2).waitFor();
    const [first, middle, second] = await items.allInnerTexts();
    expect(middle).toContain(pending.invoiceNumber);
    expect(middle).toContain('Pending');
    // newest first: the refused bank debit (with the bank's word), then the completed payment
    expect(first).toContain(failed.invoiceNumber);
    expect(first).toContain('Bank refused');
    expect(first).toContain('Your bank refused the debit; nothing was taken');
    expect(first).toContain('HOA Dues Payment - 2026');
    expect(first).toContain('$164.94');
    expect(second).toContain(completed.invoiceNumber);
    expect(second).toContain('Completed');
    expect(second).toContain('2024, 2025');
    expect(second).toContain('$329.58');
    expect(second).toMatch(/\d{4}, \d{1,2}:\d{2}\s?[AP]M/);
    // spec §4's chip colours: completed green, failed (a refused debit) red, pending yellow, processing blue
    await expect(chipHue(items.nth(0), 'Bank refused')).resolves.toBe('red');
    await expect(chipHue(items.nth(1), 'Pending')).resolves.toBe('yellow');
    await expect(chipHue(items.nth(2), 'Completed')).resolves.toBe('green');
    // only the completed payment has a receipt
    await expect(history.getByRole('link', { name: /View receipt/ }).count()).resolves.toBe(1);

    // a new payment appears at the top without a reload, in the processing chip
    const fresh = await seedPayment(seeded, owner, {
      status: 'processing',
      yearsPaid: ['2026'],
      createdMinutesAgo: 0,
    });
    await items
      .first()
      .filter({ hasText: fresh.invoiceNumber })
      .getByText('Processing', { exact: true })
      .waitFor();
    // a payment processing is a bank debit clearing: the history says how long it takes
    await items.first().getByText(M.bankProcessing).waitFor();
    await expect(chipHue(items.first(), 'Processing')).resolves.toBe('blue');

    await history.getByRole('link', { name: `View receipt ${completed.invoiceNumber}` }).click();
    await page.waitForURL(`**/receipts/${completed.id}`);
    await page.getByRole('heading', { level: 1, name: M.receiptTitle }).waitFor();
    await page.context().close();
  });

  it('list the board’s edits and the payments applied, newest first', async () => {
    const owner = await createResident('approved', { firstName: 'Ada' });
    const seeded = await seedOwnedAccount([owner], ['2026']);
    const trail = adminDb()
      .collection(COLLECTIONS.hoaAccounts)
      .doc(seeded.propertyId)
      .collection(SUBCOLLECTIONS.accountActivity);
    const paidInvoice = invoice();
    await trail.add({
      kind: 'adminEdit',
      at: Timestamp.fromMillis(Date.now() - 3 * 86_400_000),
      before: { balanceCents: 0, yearsOwed: [] },
      after: { balanceCents: 320_00, yearsOwed: ['2025', '2026'] },
    });
    await trail.doc(`payment-p-${randomUUID()}`).set({
      kind: 'payment',
      at: Timestamp.fromMillis(Date.now() - 86_400_000),
      before: { balanceCents: 320_00, yearsOwed: ['2025', '2026'] },
      after: { balanceCents: 160_00, yearsOwed: ['2026'] },
      paymentId: 'p',
      invoiceNumber: paidInvoice,
      yearsPaid: ['2025'],
      amountCents: 160_00,
    });

    const page = await signedInPage(owner, { at: '/my-account' });
    const items = region(page, MY_ACCOUNT_TEXTS.accountActivity).getByRole('listitem');
    await items.nth(1).waitFor();
    const [payment, edit] = await items.allInnerTexts();
    expect(payment).toContain(MY_ACCOUNT_TEXTS.paymentApplied);
    expect(payment).toContain(`Invoice ${paidInvoice}`);
    expect(payment).toContain('years 2025');
    expect(payment).toContain('$160.00');
    expect(payment).toContain('Balance $320.00 → $160.00; years owed 2025, 2026 → 2026');
    expect(edit).toContain(MY_ACCOUNT_TEXTS.adminEdit);
    expect(edit).toContain('Balance $0.00 → $320.00; years owed None → 2025, 2026');

    // a later edit by the board shows at the top, live
    await trail.add({
      kind: 'adminEdit',
      at: FieldValue.serverTimestamp(),
      before: { balanceCents: 160_00, yearsOwed: ['2026'] },
      after: { balanceCents: 160_00, yearsOwed: ['2026', '2027'] },
    });
    await items.first().getByText('Years owed 2026 → 2026, 2027').waitFor();
    await page.context().close();
  });
});

// ─── the receipt ─────────────────────────────────────────────────────────────────────────────

describe('receipt', () => {
  it('shows the payment to its owner, printable without the app’s chrome, and nothing to another resident', async () => {
    const owner = await createResident('approved', { firstName: 'Remy' });
    const seeded = await seedOwnedAccount([owner], []);
    const paid = await seedPayment(seeded, owner, {
      status: 'completed',
      yearsPaid: ['2025'],
      createdMinutesAgo: 90,
    });

    const page = await signedInPage(owner);
    await page.goto(`/receipts/${paid.id}`);
    const receipt = region(page, M.organisation);
    await receipt.waitFor();
    const text = await receipt.innerText();
    for (const expected of [
      paid.invoiceNumber,
      `${seeded.street}, Lakeside, TN 37013`,
      'HOA Dues Payment - 2025',
      '$160.00',
      '$4.94',
      '$164.94',
      'Card',
      'Completed',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Date paid\s+\w{3} \d{1,2}, \d{4}/);

    // printed: the receipt alone, no top bar, sidebar or buttons
    const print = page.getByRole('button', { name: M.print });
    await expect(print.isVisible()).resolves.toBe(true);
    // the top bar's controls load on their own (lazily): wait for them rather than look once
    await page.getByRole('button', { name: 'Toggle Sidebar' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    await expect(print.isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Toggle Sidebar' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('navigation').first().isVisible()).resolves.toBe(false);
    await expect(receipt.isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'screen' });
    // the Print button prints
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await print.click();
    await expect(page.evaluate(() => (window as unknown as { printed: number }).printed)).resolves.toBe(1);
    await page.context().close();

    const other = await createResident('approved', { firstName: 'Nosy' });
    const otherPage = await signedInPage(other);
    await otherPage.goto(`/receipts/${paid.id}`);
    await region(otherPage, M.receiptNotFound).getByText(M.receiptNotFoundText).waitFor();
    await expect(otherPage.getByText(paid.invoiceNumber).count()).resolves.toBe(0);
    await expect(otherPage.getByRole('button', { name: M.print }).count()).resolves.toBe(0);
    await otherPage.context().close();

    const admin = await createTestUser({ admin: true, approved: true });
    const adminPage = await signedInPage(admin);
    await adminPage.goto(`/receipts/${paid.id}`);
    await region(adminPage, M.organisation).getByText(paid.invoiceNumber).waitFor();
    await adminPage.context().close();
  });

  it('sends a signed-out visitor to sign in', async () => {
    const page = await freshPage();
    await page.goto(`/receipts/pay-${randomUUID()}`);
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.context().close();
  });
});

// ─── the pages Stripe's checkout returns to ──────────────────────────────────────────────────

describe('payment result pages', () => {
  it('/payment-success says the spec’s sentences and the invoice, with no call for a signed-out payer', async () => {
    const number = invoice();
    const page = await freshPage();
    const calls = await answerCallable(page, 'confirmCheckout', { status: 500, body: {} });
    await page.goto(`/payment-success?session_id=cs_test_abc&invoice=${number}`);
    await page.getByRole('heading', { level: 1, name: M.successTitle }).waitFor();
    for (const sentence of [M.successText, invoiceLine(number), M.confirmationEmail, M.balanceUpdated]) {
      await page.getByText(sentence, { exact: true }).waitFor();
    }
    await expect(page.getByRole('link', { name: M.viewMyAccount }).getAttribute('href')).resolves.toBe(
      '/my-account',
    );
    await expect(page.getByRole('link', { name: M.goHome }).getAttribute('href')).resolves.toBe('/');
    expect(calls).toEqual([]);
    await page.context().close();
  });

  it('/payment-success after a bank debit says it is submitted, not paid, at 390 px', async () => {
    const number = invoice();
    const page = await freshPage({ viewport: { width: 390, height: 844 } });
    await answerCallable(page, 'confirmCheckout', { status: 500, body: {} });
    await page.goto(`/payment-success?session_id=cs_test_bank&invoice=${number}&method=bank`);
    await page.getByRole('heading', { level: 1, name: M.bankSubmittedTitle }).waitFor();
    await page.getByText(M.bankSubmittedText, { exact: true }).waitFor();
    await page.getByText(invoiceLine(number), { exact: true }).waitFor();
    // nothing is processed or updated yet: the card's sentences are not said
    for (const sentence of [M.successTitle, M.successText, M.balanceUpdated]) {
      await expect(page.getByText(sentence, { exact: true }).count()).resolves.toBe(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  });

  it('/payment-success confirms the checkout once and shows the payment’s status live until completed', async () => {
    const owner = await createResident('approved', { firstName: 'Suki' });
    const seeded = await seedOwnedAccount([owner], ['2026']);
    const paid = await seedPayment(seeded, owner, {
      status: 'processing',
      yearsPaid: ['2026'],
      createdMinutesAgo: 1,
    });
    const page = await signedInPage(owner);
    const calls = await answerCallable(page, 'confirmCheckout', {
      status: 200,
      body: { result: { paymentId: paid.id, invoiceNumber: paid.invoiceNumber, status: 'processing' } },
    });
    await page.goto(`/payment-success?session_id=cs_test_live&invoice=${paid.invoiceNumber}`);
    await page.getByText(M.paymentStatus).waitFor();
    await page.getByText('Processing', { exact: true }).waitFor();
    // processing is a bank debit clearing: the page says how long it takes
    await page.getByText(M.bankProcessing).waitFor();

    await adminDb().collection(COLLECTIONS.payments).doc(paid.id).update({ status: 'completed' });
    await page.getByText('Completed', { exact: true }).waitFor();
    await page.getByText(M.bankProcessing).waitFor({ state: 'detached' });
    expect(calls).toEqual([{ sessionId: 'cs_test_live' }]);
    await page.context().close();
  });

  it('/payment-success says a calm sentence, not an error, when the checkout cannot be confirmed', async () => {
    const owner = await createResident('approved', { firstName: 'Cato' });
    const page = await signedInPage(owner);
    await answerCallable(
      page,
      'confirmCheckout',
      callableError(503, 'UNAVAILABLE', PAYMENT_TEXTS.confirmFailed),
    );
    const number = invoice();
    await page.goto(`/payment-success?session_id=cs_test_down&invoice=${number}`);
    await page.getByText(M.confirmUnavailable).waitFor();
    await page.getByRole('heading', { level: 1, name: M.successTitle }).waitFor();
    await page.getByText(invoiceLine(number)).waitFor();
    await expect(page.getByText(PAYMENT_TEXTS.confirmFailed).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('/payment-canceled says the spec’s sentences and the reference number, and closes the checkout once', async () => {
    const number = invoice();
    const visitor = await freshPage();
    const visitorCalls = await answerCallable(visitor, 'cancelCheckout', { status: 500, body: {} });
    await visitor.goto(`/payment-canceled?invoice=${number}`);
    await visitor.getByRole('heading', { level: 1, name: M.canceledTitle }).waitFor();
    await visitor.getByText(M.canceledText, { exact: true }).waitFor();
    await visitor.getByText(referenceLine(number), { exact: true }).waitFor();
    await expect(visitor.getByRole('link', { name: M.tryAgain }).getAttribute('href')).resolves.toBe(
      '/my-account',
    );
    await expect(visitor.getByRole('link', { name: M.goHome }).getAttribute('href')).resolves.toBe('/');
    expect(visitorCalls).toEqual([]);
    await visitor.context().close();

    // signed in: one call, and its failure is quiet (the checkout expires by itself)
    const owner = await createResident('approved', { firstName: 'Lio' });
    const page = await signedInPage(owner);
    const calls = await answerCallable(
      page,
      'cancelCheckout',
      callableError(503, 'UNAVAILABLE', PAYMENT_TEXTS.stripeUnavailable),
    );
    await page.goto(`/payment-canceled?invoice=${number}`);
    await expect.poll(() => calls).toEqual([{ invoiceNumber: number }]);
    await page.getByText(referenceLine(number)).waitFor();
    await expect(page.getByText(PAYMENT_TEXTS.stripeUnavailable).count()).resolves.toBe(0);
    await expect(page.getByRole('alert').count()).resolves.toBe(0);

    // without an invoice: no reference line
    await page.goto('/payment-canceled');
    await page.getByText(M.canceledText).waitFor();
    await expect(page.getByText(/Reference number/).count()).resolves.toBe(0);
    await page.context().close();
  });
});

// ─── accessibility and phones ────────────────────────────────────────────────────────────────

describe('accessibility (axe) and phones', () => {
  it('finds no violations on My HOA Account with every payment card, the receipt and the result pages, at 390 px too', async () => {
    const owner = await createResident('approved', { firstName: 'Axe' });
    const seeded = await seedOwnedAccount([owner], ['2024', '2025', '2026']);
    const paid = await seedPayment(seeded, owner, {
      status: 'completed',
      yearsPaid: ['2023'],
      createdMinutesAgo: 600,
    });
    await seedPayment(seeded, owner, {
      status: 'pending',
      yearsPaid: ['2026'],
      createdMinutesAgo: 1,
      expiresInMinutes: 30,
    });
    await seedPayment(seeded, owner, { status: 'failed', yearsPaid: ['2024'], createdMinutesAgo: 100 });
    await adminDb()
      .collection(COLLECTIONS.hoaAccounts)
      .doc(seeded.propertyId)
      .collection(SUBCOLLECTIONS.accountActivity)
      .add({
        kind: 'adminEdit',
        at: FieldValue.serverTimestamp(),
        before: { balanceCents: 0, yearsOwed: [] },
        after: { balanceCents: 480_00, yearsOwed: ['2024', '2025', '2026'] },
      });

    for (const viewport of [undefined, { width: 390, height: 844 }]) {
      const page = await signedInPage(owner, { ...(viewport ? { viewport } : {}), at: '/my-account' });
      const card = region(page, M.makePayment);
      await card.getByText(M.yearInProgress).waitFor();
      await region(page, M.paymentHistory).getByText(paid.invoiceNumber).first().waitFor();
      await region(page, MY_ACCOUNT_TEXTS.accountActivity).getByRole('listitem').first().waitFor();
      // the message shown, too
      await card.getByRole('button', { name: M.pay }).click();
      await card.getByRole('alert').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      if (viewport) {
        // nothing wider than the phone: no sideways scrolling, nothing clipped
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
          390,
        );
      }

      await page.goto(`/receipts/${paid.id}`);
      await region(page, M.organisation).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      if (viewport) {
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
          390,
        );
      }

      await page.goto(`/receipts/pay-${randomUUID()}`);
      await region(page, M.receiptNotFound).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    }

    for (const viewport of [undefined, { width: 390, height: 844 }]) {
      const page = await freshPage(viewport ? { viewport } : {});
      await page.goto(`/payment-success?session_id=cs_test_axe&invoice=${paid.invoiceNumber}`);
      await page.getByText(invoiceLine(paid.invoiceNumber)).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`/payment-canceled?invoice=${paid.invoiceNumber}`);
      await page.getByText(referenceLine(paid.invoiceNumber)).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      if (viewport) {
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
          390,
        );
      }
      await page.context().close();
    }
  });

  it('lets a keyboard choose a year and reach Pay', async () => {
    const owner = await createResident('approved', { firstName: 'Kit' });
    await seedOwnedAccount([owner], ['2026']);
    const page = await signedInPage(owner, { at: '/my-account' });
    const card = region(page, M.makePayment);
    const box = card.getByRole('checkbox', { name: '2026' });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box.isChecked()).resolves.toBe(true);
    // then how to pay (card chosen; the arrows choose the bank), then Pay
    await page.keyboard.press('Tab');
    await expect(
      card
        .getByRole('radio', { name: new RegExp(`^${M.payByMethod.card}`) })
        .evaluate((radio) => radio === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await expect(
      card.getByRole('radio', { name: new RegExp(`^${M.payByMethod.bank}`) }).isChecked(),
    ).resolves.toBe(true);
    await card.getByText('$1.28').first().waitFor();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(M.pay);
    await page.context().close();
  });
});
