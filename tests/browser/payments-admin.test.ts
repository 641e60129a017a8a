// The board's payments desk in Chromium: the gate, the seeded
// payments in the grid (annual and misc, every status), the totals, search, status filter,
// sorting, Export CSV, the Create Miscellaneous Charge dialog, Copy link and Void, the phone
// layout and axe. Payments are seeded with the Admin SDK as the functions write them; the
// callables are answered by the test (page.route), so the screen is judged on its own.
//
// Other test files seed payments into the same emulators at the same time, so each test looks
// at its own rows (searching for a token only its rows carry), and the totals are compared with
// sums read from Firestore around the page's own read (see "totals").
import {
  COLLECTIONS,
  MISC_CHARGE_TEXTS,
  PAYMENT_REVIEW_NOTES,
  PAYMENT_STATUSES,
  PAYMENT_TEXTS,
  PAYMENTS_DESK_SUMMARY_ID,
  formatCents,
  type PaymentStatus,
} from '@lakeside/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { mkdirSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { chooseProperty } from '../support/propertyPicker';
import { axeViolations } from '../support/axe';
import { answerCallable } from '../support/answerCallable';
import { deskInvoice, deskSeeder } from '../support/deskSeed';
import { toast, useChromium, useSignedIn, type Page } from '../support/browser';
import { hostingUrl } from '../support/emulators';
import { adminDb, createResident, createTestUser, type TestUser } from '../support/users';
import { ADMIN_ONLY_NOTICE } from '../../web/src/components/AccessDeniedCard';
import { LIST_TEXTS } from '../../web/src/components/texts';
import { PAYMENTS_DESK_TEXTS as M } from '../../web/src/features/paymentsDesk/texts';

// Callables are answered in the page, so no service worker (see answerCallable).
const freshPage = useChromium({ serviceWorkers: 'block' });
const signedInPage = useSignedIn(freshPage);
let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true, approved: true });
});

type PageOptions = Parameters<typeof freshPage>[0];

async function deskPage(options: PageOptions = {}, { allReadWithin = 60_000 } = {}): Promise<Page> {
  const page = await signedInPage(admin, { ...options, at: '/admin/payments' });
  await page.getByRole('heading', { level: 1, name: M.title }).waitFor();
  // loaded: the pager counts the first page of rows, then the older pages arrive (every payment
  // in the emulator, so it can take a moment) and the "Loaded … so far" line goes
  await page.getByText(/^Showing 1–/).waitFor({ timeout: 30_000 });
  await page.getByText(/payments so far/).waitFor({ state: 'detached', timeout: allReadWithin });
  return page;
}

/** expect.poll waits 1 s by default: too little for a loaded CI re-rendering a page of rows */
const POLL = { timeout: 10_000 };
const invoice = deskInvoice;
const grid = (page: Page) => page.getByRole('grid', { name: M.transactions });
const bodyRows = (page: Page) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') });
const row = (page: Page, text: string) => bodyRows(page).filter({ hasText: text });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: M.searchLabel }).fill(text);
}

/** The invoice numbers the grid shows, top to bottom, once it shows `count` rows. */
async function shownInvoices(page: Page, count: number): Promise<string[]> {
  await expect.poll(() => bodyRows(page).count(), POLL).toBe(count);
  return bodyRows(page).evaluateAll((rows) =>
    rows.map((r) => /INV-\d{8}-[A-Z0-9]{6}/.exec(r.textContent ?? '')?.[0] ?? ''),
  );
}

/** Six payments: annual in every status, and two misc charges (one voided). */
async function seedMixed() {
  const seed = deskSeeder(admin.uid);
  const made = {
    paid: await seed.payment({
      status: 'completed',
      yearsPaid: ['2025', '2026'],
      amountCents: 320_00,
      description: 'HOA Dues Payment - 2025, 2026',
      minutesAgo: 60,
    }),
    pending: await seed.payment({
      status: 'pending',
      yearsPaid: ['2024'],
      amountCents: 160_00,
      description: 'HOA Dues Payment - 2024',
      minutesAgo: 50,
    }),
    processing: await seed.payment({
      status: 'processing',
      yearsPaid: ['2023'],
      amountCents: 160_00,
      description: 'HOA Dues Payment - 2023',
      minutesAgo: 40,
    }),
    failed: await seed.payment({
      status: 'failed',
      yearsPaid: ['2022'],
      amountCents: 160_00,
      description: 'HOA Dues Payment - 2022',
      // a refused bank debit: a real failure (checkouts the payer left are hidden: daily-use.test.ts)
      failureReason: PAYMENT_TEXTS.declinedReason,
      minutesAgo: 30,
    }),
    dock: await seed.payment({
      status: 'pending',
      yearsPaid: [],
      amountCents: 75_50,
      description: `Dock repair, "north" slip ${seed.token}`,
      minutesAgo: 20,
    }),
    voided: await seed.payment({
      status: 'failed',
      yearsPaid: [],
      amountCents: 12_34,
      description: 'Gate key replacement',
      failureReason: MISC_CHARGE_TEXTS.voidedReason,
      voided: true,
      minutesAgo: 10,
    }),
  };
  return { ...seed, made };
}

// ─── the tests ───────────────────────────────────────────────────────────────────────────────

describe('the gate', () => {
  it('sends a resident home with an Access Denied toast', async () => {
    const resident = await createResident('approved', { firstName: 'Gale' });
    const page = await signedInPage(resident);
    await page.goto('/admin/payments');
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, ADMIN_ONLY_NOTICE.title).waitFor();
    await expect(page.getByRole('heading', { name: M.title }).count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('the grid', () => {
  it('shows each seeded payment with its type, property, years, amounts, status and reason', async () => {
    const { token, address, made } = await seedMixed();
    const page = await deskPage();
    await search(page, token);
    await shownInvoices(page, 6);

    const cells = async (invoiceNumber: string) =>
      row(page, invoiceNumber).getByRole('gridcell').allInnerTexts();
    // the street, then the town on its own line
    const place = `${address.streetAddress}\n${address.city}, TN`;
    const paid = await cells(made.paid.invoiceNumber);
    expect(paid.slice(0, 8).map((text) => text.trim())).toEqual([
      made.paid.invoiceNumber,
      'Annual',
      place,
      'HOA Dues Payment - 2025, 2026',
      '2025, 2026',
      '$320.00',
      formatCents(made.paid.totalCents),
      'Completed',
    ]);
    expect(paid[9]).toBe('Card');

    const dock = await cells(made.dock.invoiceNumber);
    expect(dock.slice(1, 8).map((text) => text.trim())).toEqual([
      'Misc',
      place,
      made.dock.description,
      '-',
      '$75.50',
      '$77.99', // 75.50 + 2.19 (2.9%) + 0.30
      'Pending',
    ]);
    expect(dock[9]).toBe('-');
    // a misc charge that can be paid has its link and Void; a voided one shows why, and neither
    await row(page, made.dock.invoiceNumber)
      .getByRole('button', { name: `${M.void} ${made.dock.invoiceNumber}` })
      .waitFor();
    const voided = row(page, made.voided.invoiceNumber);
    await voided.getByText(MISC_CHARGE_TEXTS.voidedReason).waitFor();
    await expect(voided.getByRole('button').count()).resolves.toBe(0);
    await row(page, made.failed.invoiceNumber).getByText(PAYMENT_TEXTS.declinedReason).waitFor();
    await expect(row(page, made.paid.invoiceNumber).getByRole('button').count()).resolves.toBe(0);
    for (const [payment, label] of [
      [made.processing, 'Processing'],
      [made.failed, 'Bank refused'],
      [made.voided, 'Voided'],
      [made.pending, 'Pending'],
    ] as const) {
      expect((await cells(payment.invoiceNumber))[7]).toContain(label);
    }
    await page.context().close();
  });

  it("shows what a settlement left for the board to check under the payment's status", async () => {
    const seed = deskSeeder(admin.uid);
    await seed.property();
    const note = PAYMENT_REVIEW_NOTES.mismatchedCheckout('cs_test_stray', [{ kind: 'session' }]);
    const parked = await seed.payment({
      status: 'pending',
      yearsPaid: ['2026'],
      amountCents: 160_00,
      description: 'HOA Dues Payment - 2026',
      reviewNote: note,
      minutesAgo: 1,
    });
    const page = await deskPage({ viewport: { width: 1280, height: 900 } });
    await search(page, seed.token);
    await shownInvoices(page, 1);
    const status = row(page, parked.invoiceNumber).getByRole('gridcell').nth(7);
    await status.getByText(`${M.needsReview} ${note}`).waitFor();
    expect(await status.innerText()).toContain('Pending');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('narrows by invoice, description and city, filters by status, and sorts by a column', async () => {
    const { token, made } = await seedMixed();
    const page = await deskPage();

    await search(page, made.paid.invoiceNumber.toLowerCase());
    expect(await shownInvoices(page, 1)).toEqual([made.paid.invoiceNumber]);
    await search(page, `DOCK REPAIR, "NORTH" SLIP ${token}`);
    // one row before and after: wait for the right one, not just for one row
    await expect.poll(() => shownInvoices(page, 1), POLL).toEqual([made.dock.invoiceNumber]);
    await search(page, `lakeside ${token.toLowerCase()}`);
    // newest first, as loaded
    expect(await shownInvoices(page, 6)).toEqual(
      [made.voided, made.dock, made.failed, made.processing, made.pending, made.paid].map(
        (p) => p.invoiceNumber,
      ),
    );
    await search(page, `no such thing ${token}`);
    await page.getByText(M.empty, { exact: true }).waitFor();

    await search(page, token);
    await page.getByRole('combobox', { name: M.statusLabel }).selectOption({ label: 'Pending' });
    expect(new Set(await shownInvoices(page, 2))).toEqual(
      new Set([made.pending.invoiceNumber, made.dock.invoiceNumber]),
    );
    // what happened beyond the four statuses has its own choice: a void is not among the Failed
    await page.getByRole('combobox', { name: M.statusLabel }).selectOption({ label: 'Bank refused' });
    await expect.poll(() => shownInvoices(page, 1), POLL).toEqual([made.failed.invoiceNumber]);
    await page.getByRole('combobox', { name: M.statusLabel }).selectOption({ label: 'Voided' });
    await expect.poll(() => shownInvoices(page, 1), POLL).toEqual([made.voided.invoiceNumber]);
    await page.getByRole('combobox', { name: M.statusLabel }).selectOption({ label: M.allStatus });
    await shownInvoices(page, 6);

    // Amount, ascending then descending (ties keep newest first)
    const amount = grid(page).getByRole('columnheader', { name: 'Amount' });
    await amount.click();
    await expect.poll(() => amount.getAttribute('aria-sort'), POLL).toBe('ascending');
    expect(await shownInvoices(page, 6)).toEqual(
      [made.voided, made.dock, made.failed, made.processing, made.pending, made.paid].map(
        (p) => p.invoiceNumber,
      ),
    );
    await amount.click();
    await expect.poll(() => amount.getAttribute('aria-sort'), POLL).toBe('descending');
    expect(await shownInvoices(page, 6)).toEqual(
      [made.paid, made.failed, made.processing, made.pending, made.dock, made.voided].map(
        (p) => p.invoiceNumber,
      ),
    );
    // Description, ascending: by text, ignoring case
    await grid(page).getByRole('columnheader', { name: 'Description' }).click();
    await expect
      .poll(() => shownInvoices(page, 6), POLL)
      .toEqual(
        [made.dock, made.voided, made.failed, made.processing, made.pending, made.paid].map(
          (p) => p.invoiceNumber,
        ),
      );
    await page.context().close();
  });
});

/**
 * What the summary cards should say, from Firestore as the page reads it: payments ordered by
 * createdAt (so ones without it are left out, as the page's query leaves them), an unknown status
 * read as pending and a non-integer amount as zero, as the page's converter does.
 */
async function expectedTotals() {
  const [payments, accounts] = await Promise.all([
    adminDb().collection(COLLECTIONS.payments).orderBy('createdAt', 'desc').get(),
    adminDb().collection(COLLECTIONS.hoaAccounts).orderBy('createdAt', 'desc').get(),
  ]);
  const cents = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : 0);
  let revenue = 0;
  let pending = 0;
  for (const doc of payments.docs) {
    const raw = doc.get('status') as PaymentStatus;
    const status = PAYMENT_STATUSES.includes(raw) ? raw : 'pending';
    // Total Revenue is net of what refunds gave back of the amounts and lost disputes took, and
    // leaves out what a bank holds in an open dispute
    if (status === 'completed')
      revenue +=
        cents(doc.get('amountCents')) -
        cents(doc.get('refundedAmountCents')) -
        cents(doc.get('disputeLostCents')) -
        cents(doc.get('disputeHeldCents'));
    if (status === 'pending') pending += cents(doc.get('amountCents'));
  }
  const outstanding = accounts.docs.reduce((sum, doc) => sum + cents(doc.get('balanceCents')), 0);
  return [revenue, pending, outstanding].map(formatCents);
}

async function shownTotals(page: Page) {
  return Promise.all(
    [M.totalRevenue, M.pendingPayments, M.totalOutstanding].map(async (name) => {
      const text = await page.getByRole('group', { name }).innerText();
      return /\$[\d,]+\.\d\d/.exec(text)?.[0];
    }),
  );
}

/**
 * That the page shows exactly Firestore's sums, read by `showOnPage`. Other files add payments
 * meanwhile: a round counts when the sums are the same just before and just after the page's
 * read; up to eight rounds.
 */
async function expectShownTotals(showOnPage: () => Promise<(string | undefined)[]>) {
  for (let round = 0; round < 8; round++) {
    const before = await expectedTotals();
    const shown = await showOnPage();
    const after = await expectedTotals();
    if (JSON.stringify(before) === JSON.stringify(after)) {
      expect(shown).toEqual(after);
      return;
    }
  }
  throw new Error("Firestore's sums changed during each of eight reads of the page");
}

describe('totals', () => {
  it('sums completed and pending amounts and every account balance, and Refresh reads again', async () => {
    await seedMixed();
    const page = await deskPage();
    await page.getByRole('group', { name: M.totalRevenue }).getByText('Completed payments').waitFor();
    await page.getByRole('group', { name: M.pendingPayments }).getByText(M.pendingPaymentsNote).waitFor();
    await page.getByRole('group', { name: M.totalOutstanding }).getByText(M.totalOutstandingNote).waitFor();
    await expectShownTotals(async () => {
      await page.getByRole('button', { name: M.refresh }).click();
      await expect.poll(() => page.getByRole('button', { name: M.refresh }).isEnabled(), POLL).toBe(true);
      return shownTotals(page);
    });
    await toast(page, M.refreshedTitle).waitFor();
    await toast(page, M.refreshedBody).waitFor();
    await page.context().close();
  });

  // The desk opens on the totals the functions keep (summaries/paymentsDesk), and
  // recounts instead when they cannot be trusted: never recounted yet, or not whole cents.
  const summary = () => adminDb().collection(COLLECTIONS.summaries).doc(PAYMENTS_DESK_SUMMARY_ID);
  it.each([
    ['not yet recounted', { revenueCents: 0, pendingCents: 0, complete: false }],
    ['not whole cents', { revenueCents: 1_000.5, pendingCents: 250, complete: true }],
  ])('opens on a recount when the kept totals are %s', async (_, untrusted) => {
    await seedMixed();
    await expectShownTotals(async () => {
      await summary().set(untrusted);
      const page = await deskPage();
      await page.getByRole('group', { name: M.totalRevenue }).getByText('Completed payments').waitFor();
      const shown = await shownTotals(page);
      await page.context().close();
      return shown;
    });
    // the recount left the kept totals whole and complete again
    const kept = (await summary().get()).data()!;
    expect(kept.complete).toBe(true);
    expect(Number.isSafeInteger(kept.revenueCents) && Number.isSafeInteger(kept.pendingCents)).toBe(true);
  });
});

describe('Export CSV', () => {
  it('downloads the filtered rows, all columns, as payments-YYYY-MM-DD.csv', async () => {
    const { token, address, made } = await seedMixed();
    const page = await deskPage({ acceptDownloads: true });
    await search(page, token);
    await page.getByRole('combobox', { name: M.statusLabel }).selectOption({ label: 'Pending' });
    await shownInvoices(page, 2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: M.exportCsv }).click();
    const file = await download;
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(file.suggestedFilename()).toBe(
      `payments-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`,
    );
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const place = `"${address.streetAddress}, ${address.city}, TN"`;
    const iso = (time: Timestamp) => time.toDate().toISOString();
    expect(text.slice(1).split('\r\n')).toEqual([
      '"Invoice","Type","Property","Description","Years","Amount","Total Charged","Status","Date","Payment Method","Received","Payer","Method","Reference","Fee","Refunded","Net","Status Reason"',
      // newest first; every cell quoted, the description's quotes doubled; nothing kept yet
      `"${made.dock.invoiceNumber}","Misc",${place},"Dock repair, ""north"" slip ${token}","","75.50","77.99","Pending","${iso(made.dock.createdAt)}","","","","","","2.49","0.00","0.00",""`,
      `"${made.pending.invoiceNumber}","Annual",${place},"HOA Dues Payment - 2024","2024","160.00","164.94","Pending","${iso(made.pending.createdAt)}","","","","","","4.94","0.00","0.00",""`,
      '',
    ]);
    await page.context().close();
  });
});

const field = (page: Page, label: string) => page.getByRole('dialog').getByLabel(label, { exact: false });

/** The figure beside `label` in the dialog's fee preview. */
async function fee(page: Page, label: string): Promise<string> {
  return page
    .getByRole('group', { name: 'Fee preview' })
    .locator('dt')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
}

describe('Create Miscellaneous Charge', () => {
  it('checks the form, previews the fee, sends the charge, opens the link and closes', async () => {
    const seed = deskSeeder(admin.uid);
    await seed.property();
    const page = await deskPage();
    const opener = page.getByRole('button', { name: M.createMiscCharge });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: M.createMiscCharge });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // nothing filled in: the schema's messages, no call, no tab
    const calls = await answerCallable(page, 'createHoaPayment', {
      status: 200,
      body: {
        result: { url: `${hostingUrl}/?paylink=${randomUUID()}`, paymentId: 'm1', invoiceNumber: invoice() },
      },
    });
    await dialog.getByRole('button', { name: M.createLink }).click();
    await dialog.getByText(MISC_CHARGE_TEXTS.selectProperty).waitFor();
    await dialog.getByText(MISC_CHARGE_TEXTS.amountMin).waitFor();
    await dialog.getByText(MISC_CHARGE_TEXTS.descriptionRequired).waitFor();
    expect(calls).toEqual([]);
    expect(page.context().pages()).toHaveLength(1);

    await field(page, M.amount).fill('100000.01');
    await dialog.getByText(MISC_CHARGE_TEXTS.amountMax).waitFor();
    await expect(page.getByRole('group', { name: 'Fee preview' }).count()).resolves.toBe(0);
    await field(page, M.amount).fill('0');
    await dialog.getByText(MISC_CHARGE_TEXTS.amountMin).waitFor();
    await expect(page.getByRole('group', { name: 'Fee preview' }).count()).resolves.toBe(0);

    // $250.00 + 2.9% ($7.25) + $0.30
    await field(page, M.amount).fill('250');
    await expect(fee(page, M.chargeAmount)).resolves.toBe('$250.00');
    await expect(fee(page, M.processingFee)).resolves.toBe('$7.55');
    await expect(fee(page, M.totalToBeCharged)).resolves.toBe('$257.55');
    await dialog.getByText(MISC_CHARGE_TEXTS.amountMin).waitFor({ state: 'detached' });

    await chooseProperty(dialog, M.property, seed.token);
    await field(page, M.description).fill(`  Dock repair ${seed.token} `);
    await field(page, M.notes).fill('Agreed at the March meeting');
    await dialog.getByText(M.descriptionHint).waitFor();
    await dialog.getByText(M.notesHint).waitFor();

    const tab = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: M.createLink }).click();
    const linkTab = await tab;
    await linkTab.waitForURL(/paylink=/);
    await toast(page, MISC_CHARGE_TEXTS.created).waitFor();
    await toast(page, MISC_CHARGE_TEXTS.createdBody).waitFor();
    expect(calls).toEqual([
      {
        chargeType: 'miscellaneous',
        propertyId: seed.propertyId,
        amountCents: 250_00,
        description: `Dock repair ${seed.token}`,
        notes: 'Agreed at the March meeting',
        yearsPaying: [],
      },
    ]);
    await dialog.waitFor({ state: 'detached' });
    // the focus is back on the button that opened it, and the form starts blank next time
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), POLL)
      .toBe(M.createMiscCharge);
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expect(field(page, M.amount).inputValue()).resolves.toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('says the server’s refusal and keeps the dialog open', async () => {
    const seed = deskSeeder(admin.uid);
    await seed.property();
    const page = await deskPage();
    await page.getByRole('button', { name: M.createMiscCharge }).click();
    const dialog = page.getByRole('dialog', { name: M.createMiscCharge });
    await answerCallable(page, 'createHoaPayment', {
      status: 404,
      body: { error: { status: 'NOT_FOUND', message: MISC_CHARGE_TEXTS.propertyNotFound } },
    });
    await chooseProperty(dialog, M.property, seed.token);
    await field(page, M.amount).fill('12.5');
    await field(page, M.description).fill('Pool pass');
    await dialog.getByRole('button', { name: M.createLink }).click();
    await toast(page, MISC_CHARGE_TEXTS.createFailed).waitFor();
    await toast(page, MISC_CHARGE_TEXTS.propertyNotFound).waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
    // the blank tab opened within the click is closed again
    await expect.poll(() => page.context().pages().length, POLL).toBe(1);
    await page.context().close();
  });
});

describe('Void', () => {
  it('asks first, calls voidMiscCharge, shows the reason and moves the focus on', async () => {
    const { token, made } = await seedMixed();
    const page = await deskPage();
    await search(page, token);
    await shownInvoices(page, 6);
    const calls = await answerCallable(
      page,
      'voidMiscCharge',
      { status: 200, body: { result: { status: 'failed' } } },
      () =>
        // what the function does, before it answers
        adminDb()
          .collection(COLLECTIONS.payments)
          .doc(made.dock.id)
          .update({
            status: 'failed',
            failureReason: MISC_CHARGE_TEXTS.voidedReason,
            voidedAt: FieldValue.serverTimestamp(),
          })
          .then(() => undefined),
    );

    const voidButton = row(page, made.dock.invoiceNumber).getByRole('button', {
      name: `${M.void} ${made.dock.invoiceNumber}`,
    });
    // Keep Charge: nothing sent, the focus back on Void
    await voidButton.click();
    const confirm = page.getByRole('dialog', { name: M.voidTitle });
    await confirm.getByText(made.dock.invoiceNumber, { exact: false }).waitFor();
    // the dialog itself (the whole page with a dialog open is judged in the charge test)
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await confirm.getByRole('button', { name: M.keep }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(calls).toEqual([]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), POLL)
      .toBe(`${M.void} ${made.dock.invoiceNumber}`);

    await voidButton.click();
    await confirm.getByRole('button', { name: M.voidConfirm }).click();
    await toast(page, M.voidedTitle).waitFor();
    expect(calls).toEqual([{ paymentId: made.dock.id }]);
    await confirm.waitFor({ state: 'detached' });
    await row(page, made.dock.invoiceNumber).getByText(MISC_CHARGE_TEXTS.voidedReason).waitFor();
    await expect(row(page, made.dock.invoiceNumber).getByRole('button').count()).resolves.toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent), POLL)
      .toBe(M.transactions);
    await page.context().close();
  });
});

describe('Copy link', () => {
  it('copies the charge’s pay link with its token', async () => {
    const { token, made } = await seedMixed();
    const payToken = randomUUID().replace(/-/g, '').padEnd(43, 'x').slice(0, 43);
    await adminDb()
      .collection(COLLECTIONS.paymentsPrivate)
      .doc(made.dock.id)
      .set({ internalNotes: '', payToken, createdBy: admin.uid, createdAt: FieldValue.serverTimestamp() });
    const page = await deskPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await search(page, token);
    await row(page, made.dock.invoiceNumber)
      .getByRole('button', { name: `${M.copyLink} for ${made.dock.invoiceNumber}` })
      .click();
    await toast(page, M.linkCopiedTitle).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
      `${hostingUrl}/pay/${made.dock.id}?t=${payToken}`,
    );
    await page.context().close();
  });
});

describe('layout and accessibility', () => {
  const shots = new URL('../../.cache/screenshots/', import.meta.url);

  it('is axe clean at desktop width and shows cards without sideways scrolling at 390 px', async () => {
    mkdirSync(shots, { recursive: true });
    const { token, made } = await seedMixed();

    const desktop = await deskPage({ viewport: { width: 1280, height: 900 } });
    await search(desktop, token);
    await shownInvoices(desktop, 6);
    expect(await axeViolations(desktop)).toEqual([]);
    // beside the sidebar every column fits, and the free-text ones get a readable width
    const fit = await grid(desktop).evaluate((element) => {
      const box = element.parentElement!;
      const widths = Array.from(element.querySelectorAll('[role="columnheader"]')).map(
        (header) => header.getBoundingClientRect().width,
      );
      return { overflow: box.scrollWidth - box.clientWidth, property: widths[2], description: widths[3] };
    });
    expect(fit.overflow).toBeLessThanOrEqual(0);
    expect(fit.property).toBeGreaterThanOrEqual(96);
    expect(fit.description).toBeGreaterThanOrEqual(96);
    await desktop.screenshot({ path: new URL('payments-desk-1280.png', shots).pathname, fullPage: true });
    await desktop.context().close();

    const phone = await deskPage({ viewport: { width: 390, height: 844 } });
    await search(phone, token);
    const list = phone.getByRole('list', { name: M.transactions });
    await expect.poll(() => list.getByRole('listitem').count(), POLL).toBe(6);
    await expect(grid(phone).count()).resolves.toBe(0);
    const card = list.getByRole('listitem').filter({ hasText: made.dock.invoiceNumber });
    await card.getByText('Misc', { exact: true }).waitFor();
    await card.getByText('$77.99').waitFor();
    await card.getByRole('button', { name: `${M.void} ${made.dock.invoiceNumber}` }).waitFor();
    await expect(phone.evaluate(() => document.scrollingElement!.scrollWidth)).resolves.toBeLessThanOrEqual(
      390,
    );
    expect(await axeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: new URL('payments-desk-390.png', shots).pathname, fullPage: true });
    // no headers to click: the sort is a select
    await phone
      .getByRole('combobox', { name: LIST_TEXTS.sortBy })
      .selectOption({ label: 'Amount, ascending' });
    await expect
      .poll(() => list.getByRole('listitem').first().innerText(), POLL)
      .toContain(made.voided.invoiceNumber);

    await phone.getByRole('button', { name: M.createMiscCharge }).click();
    await phone.getByRole('dialog', { name: M.createMiscCharge }).waitFor();
    await phone.getByRole('dialog').getByLabel(M.amount, { exact: false }).fill('40');
    await expect(phone.evaluate(() => document.scrollingElement!.scrollWidth)).resolves.toBeLessThanOrEqual(
      390,
    );
    expect(await axeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: new URL('payments-desk-390-dialog.png', shots).pathname });
    await phone.context().close();
  });
});
