// Recorded payments in Chromium, through the real recordPayment and
// voidRecordedPayment: the treasurer records 'Check #1042' from Payment Management's dialog
// (its messages first: no check number, a future date, no year), the desk shows it, the owner
// sees it in Payment History and on the statement, the receipt is in the mail catcher; then the
// treasurer voids it with a reason and the year comes back. axe on the dialog and the desk.
import {
  HOA_ACCOUNT_TEXTS,
  PAYMENT_STANDING_LABELS,
  PAYMENT_STANDING_TEXTS,
  RECORDED_PAYMENT_TEXTS as T,
  STATEMENT_TEXTS,
  hoaToday,
} from '@lakeside/domain';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchAccounts } from '../support/adminLists';
import { clientAs } from '../support/client';
import { chooseProperty } from '../support/propertyPicker';
import { axeViolations } from '../support/axe';
import { toast, useChromium, useSignedIn, type Page } from '../support/browser';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { accountOf, paymentById, seedOwnedAccount } from '../support/payments';
import { createResident, createTestUser, type TestUser } from '../support/users';

const signedInPage = useSignedIn(useChromium({ serviceWorkers: 'block' }));
const shots = new URL('../../.cache/screens/', import.meta.url);

let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true, approved: true });
});

async function deskAsAdmin(width = 1280): Promise<Page> {
  const page = await signedInPage(admin, {
    viewport: { width, height: width > 400 ? 900 : 844 },
    at: '/admin/payments',
  });
  await page.getByRole('heading', { level: 1, name: 'Payment Management' }).waitFor();
  return page;
}

/** Opens the dialog (its code loads after the desk: its button is disabled until then). */
async function openRecordDialog(page: Page) {
  const button = page.getByRole('button', { name: T.recordPayment });
  await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: T.dialogTitle });
  await dialog.waitFor();
  return dialog;
}

describe('Record a Payment Received', () => {
  it('records Check #1042 for an owed year; the owner sees it, with a receipt; a void puts the year back', async () => {
    mkdirSync(shots, { recursive: true });
    const owner = await createResident('approved');
    const { propertyId, street } = await seedOwnedAccount([owner], ['2025', '2026']);
    const page = await deskAsAdmin();
    const dialog = await openRecordDialog(page);

    await chooseProperty(dialog, T.property, street);
    await dialog.getByRole('checkbox', { name: '2025 — $160.00' }).waitFor();
    // the messages first: no check number, a date to come, no year
    await dialog.getByLabel(T.dateReceived).fill('2099-01-01');
    await dialog.getByRole('button', { name: T.save }).click();
    await dialog.getByText(T.checkNumberRequired).waitFor();
    await dialog.getByText(T.dateInFuture).waitFor();
    await dialog.getByText(T.selectYears).waitFor();
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });

    await dialog.getByLabel(T.reference, { exact: false }).fill('1042');
    await dialog.getByLabel(T.dateReceived).fill(hoaToday(new Date()));
    // each box is its own: ticking 2026 (by its label) leaves 2025 alone
    const year = (owed: string) => dialog.getByRole('checkbox', { name: `${owed} — $160.00` });
    await dialog.getByText('2026 — $160.00').click();
    await expect(year('2026').isChecked()).resolves.toBe(true);
    await expect(year('2025').isChecked()).resolves.toBe(false);
    await year('2026').uncheck();
    await year('2025').check();
    await expect(year('2026').isChecked()).resolves.toBe(false);
    await dialog.getByText('Total $160.00').waitFor();
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: new URL('record-payment-1280.png', shots).pathname });
    await dialog.getByRole('button', { name: T.save }).click();
    await toast(page, T.recorded).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // back on the desk, the focus is on the button that opened the dialog
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(T.recordPayment);
    await page.getByRole('row').filter({ hasText: 'Check #1042' }).first().waitFor();
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    const receipts = await mailsOnceArrived(
      (mail) => sentTo(owner.email)(mail) && mail.text.includes('Check #1042'),
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('$160.00');

    // the owner: Payment History and the statement
    const home = await signedInPage(owner, { viewport: { width: 390, height: 844 }, at: '/my-account' });
    await home.getByText(`Check #1042, received`, { exact: false }).waitFor();
    await home.goto(`/statements/${propertyId}`);
    await home
      .getByRole('list', { name: STATEMENT_TEXTS.duesAccount })
      .getByText(/Payment INV-\d{8}-\w{6} · 2025 · Check #1042/)
      .waitFor();

    // the treasurer voids it: a reason is required, and the year comes back
    const row = page.getByRole('row').filter({ hasText: 'Check #1042' }).first();
    await row.getByRole('button', { name: new RegExp(`^${T.voidPayment} INV-`) }).click();
    const voiding = page.getByRole('dialog', { name: T.voidTitle });
    await voiding.getByRole('button', { name: T.voidConfirm }).click();
    await voiding.getByText(T.voidReasonRequired).waitFor();
    await voiding.getByLabel(T.voidReason).fill('Check returned unpaid');
    await voiding.getByRole('button', { name: T.voidConfirm }).click();
    await toast(page, T.voided).waitFor();
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 32000, yearsOwed: ['2025', '2026'] });
    await home
      .getByRole('list', { name: STATEMENT_TEXTS.duesAccount })
      .getByText('Check returned unpaid')
      .waitFor();
    // a void is a void: grey 'Voided' with the board's reason, not a red 'Failed · Amount due'
    await home.goto('/my-account');
    const voidedItem = home
      .getByRole('list', { name: 'Payment History' })
      .getByRole('listitem')
      .filter({ hasText: 'Check #1042' });
    await voidedItem.getByText(PAYMENT_STANDING_LABELS.voided, { exact: true }).waitFor();
    await voidedItem.getByText('Check returned unpaid', { exact: true }).waitFor();
    const itemText = await voidedItem.innerText();
    expect(itemText).not.toContain('Failed');
    expect(itemText).not.toContain('Amount due');
    // the e-mailed receipt's page says it is none, and the owners are told why
    const receiptUrl = /\/receipts\/[\w-]+/.exec(receipts[0]!.text)?.[0];
    expect(receiptUrl).toBeDefined();
    await home.goto(receiptUrl!);
    await home.getByText(PAYMENT_STANDING_TEXTS.voidedReceipt).waitFor();
    expect(await axeViolations(home)).toEqual([]);
    await home.screenshot({ path: new URL('receipt-voided-390.png', shots).pathname, fullPage: true });
    const notices = await mailsOnceArrived(
      (mail) => sentTo(owner.email)(mail) && mail.subject.includes('is cancelled'),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('Check returned unpaid');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
    await home.context().close();
  });

  it('records cash for something else, with an amount and a description', async () => {
    const owner = await createResident('approved');
    const { propertyId, street } = await seedOwnedAccount([owner], ['2026']);
    const page = await deskAsAdmin();
    const dialog = await openRecordDialog(page);
    await chooseProperty(dialog, T.property, street);
    await dialog.getByLabel(T.method).selectOption({ label: 'Cash' });
    await dialog.getByRole('radio', { name: T.paysForOther }).check();
    await dialog.getByLabel(T.amount).fill('45');
    await dialog.getByLabel(T.description).fill('Clubhouse key deposit');
    await dialog.getByRole('button', { name: T.save }).click();
    await toast(page, T.recorded).waitFor();
    await page.getByRole('row').filter({ hasText: 'Clubhouse key deposit' }).getByText('Cash').waitFor();
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    await page.context().close();
  });

  it('records a check short of the years as a part payment, and one over as credit the owner sees', async () => {
    const owner = await createResident('approved');
    const { propertyId, street } = await seedOwnedAccount([owner], ['2025', '2026']);
    const page = await deskAsAdmin();
    let dialog = await openRecordDialog(page);
    await chooseProperty(dialog, T.property, street);
    const year = (label: string) => dialog.getByRole('checkbox', { name: label });
    await year('2026 — $160.00').check();
    // short, skipping the older year: said before anything is sent
    await dialog.getByLabel(T.amountReceived).fill('50');
    await dialog.getByText(T.olderYearOwed('2025')).waitFor();
    await year('2025 — $160.00').check();
    await dialog.getByLabel(T.amountReceived).fill('100');
    await dialog.getByText(T.paysInPart('2025', '$100.00', '$60.00')).waitFor();
    await dialog.getByLabel(T.reference, { exact: false }).fill('501');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: new URL('record-part-payment-1280.png', shots).pathname });
    await dialog.getByRole('button', { name: T.save }).click();
    await toast(page, T.recorded).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 22000, yearsOwed: ['2025', '2026'] });

    // what is left of 2025 is its price now; more than both leaves a credit
    dialog = await openRecordDialog(page);
    await chooseProperty(dialog, T.property, street);
    await year('2025 — $60.00').check();
    await year('2026 — $160.00').check();
    await dialog.getByText('Total $220.00').waitFor();
    await dialog.getByLabel(T.amountReceived).fill('260');
    await dialog.getByText(`${T.paysInFull('2025, 2026')} ${T.leavesCredit('$40.00')}`).waitFor();
    await dialog.getByLabel(T.reference, { exact: false }).fill('502');
    await dialog.getByRole('button', { name: T.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => accountOf(propertyId))
      .toEqual({ balanceCents: 0, yearsOwed: [], creditCents: 4000 });

    // the owner, on a phone: the credit under the balance, and the statement says what each did
    const home = await signedInPage(owner, { viewport: { width: 390, height: 844 }, at: '/my-account' });
    await home.getByText(HOA_ACCOUNT_TEXTS.creditHeld('$40.00')).waitFor();
    await home.goto(`/statements/${propertyId}`);
    const lines = home.getByRole('list', { name: STATEMENT_TEXTS.duesAccount });
    await lines.getByText(STATEMENT_TEXTS.partPaid('2025', '$60.00')).waitFor();
    await lines.getByText(STATEMENT_TEXTS.creditAdded('$40.00')).waitFor();
    await home.getByText('-$40.00', { exact: true }).first().waitFor();
    expect(await axeViolations(home)).toEqual([]);
    await home.screenshot({ path: new URL('statement-credit-390.png', shots).pathname, fullPage: true });
    // the board's HOA Accounts: the credit beside the balance, not netted into it
    await page.goto('/admin/hoa-accounts');
    await searchAccounts(page, street);
    await page.getByRole('row').filter({ hasText: street }).getByText('$0.00 · credit $40.00').waitFor();
    await page.context().close();
    await home.context().close();
  });

  it('pays an open charge with a check, on a phone: the charge is paid and its link says so', async () => {
    const owner = await createResident('approved');
    const { propertyId, street } = await seedOwnedAccount([owner], ['2026']);
    const board = await clientAs(admin);
    const charge = await board.call('createHoaPayment', {
      chargeType: 'miscellaneous',
      propertyId,
      amountCents: 4500,
      description: 'Dock permit',
      yearsPaying: [],
    });
    await board.close();
    const page = await deskAsAdmin(390);
    const dialog = await openRecordDialog(page);
    await chooseProperty(dialog, T.property, street);
    await dialog.getByRole('radio', { name: T.paysForCharge }).check();
    const line = dialog.getByRole('radio', {
      name: T.chargeLine(charge.invoiceNumber, 'Dock permit', '$45.00'),
    });
    await line.waitFor();
    await dialog.getByRole('button', { name: T.save }).click();
    await dialog.getByText(T.selectCharge).waitFor();
    await line.check();
    await dialog.getByLabel(T.reference, { exact: false }).fill('601');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await page.screenshot({ path: new URL('record-charge-390.png', shots).pathname, fullPage: true });
    await dialog.getByRole('button', { name: T.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await paymentById(charge.paymentId)).status, { timeout: 15_000 })
      .toBe('completed');
    expect(await paymentById(charge.paymentId)).toMatchObject({ paymentMethod: 'Check #601', feeCents: 0 });
    // the owner's pay link: paid, nothing to pay twice
    const home = await signedInPage(owner, {
      viewport: { width: 390, height: 844 },
      at: new URL(charge.url).pathname,
    });
    await home.getByText('Dock permit').first().waitFor();
    await expect.poll(() => home.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    expect(await accountOf(propertyId)).toEqual({ balanceCents: 16000, yearsOwed: ['2026'] });
    await page.context().close();
    await home.context().close();
  });
});
