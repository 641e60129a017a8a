// The owner's statement in Chromium: from My HOA Account's 'View Statement', the
// dues account's lines with a running balance ending at the account's balance, the one line for
// history before the trail, the other charges beside it; printable (the buttons leave the
// paper), at 1280 and 390 px with axe; nobody else's; the board's own way in.
//
// The trail is made of what the functions write: a board edit through the real
// updateHoaAccount and a charge through the real createHoaPayment; the billing run and a settled
// payment are written here as billChunk and settle write them (a billing run bills every
// account of its database, so the shared test project never runs one; billing.test.ts does).
import {
  COLLECTIONS,
  duesBilledActivityId,
  paymentActivityId,
  STATEMENT_TEXTS as S,
  SUBCOLLECTIONS,
  type AccountActivity,
  oldestYearOwed,
} from '@lakeside/domain';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchAccounts } from '../support/adminLists';
import { axeViolations } from '../support/axe';
import { useChromium, useSignedIn, type Page } from '../support/browser';
import { newAdminClient } from '../support/client';
import { accountOf, seedOwnedAccount } from '../support/payments';
import { adminDb, createResident, createTestUser, type TestResident } from '../support/users';

const signedInPage = useSignedIn(useChromium({ serviceWorkers: 'block' }));
const shots = new URL('../../.cache/screens/', import.meta.url);

/** One account entry and its figures, written as the function that records it does. */
async function record(propertyId: string, id: string, entry: AccountActivity<Timestamp>) {
  const db = adminDb();
  const account = db.collection(COLLECTIONS.hoaAccounts).doc(propertyId);
  await db.runTransaction(async (tx) => {
    tx.update(account, {
      ...entry.after,
      oldestYearOwed: oldestYearOwed(entry.after.yearsOwed),
      updatedAt: FieldValue.serverTimestamp(),
    });
    tx.create(account.collection(SUBCOLLECTIONS.accountActivity).doc(id), entry);
  });
}

/**
 * An owner whose account owed 2025 before the trail began ($160.00, brought forward), then:
 * the board added 2026 ($320.00), 2027 was billed at $175.00 ($495.00), 2025 was paid online
 * ($335.00), and the board billed a dock repair of $45.00 apart.
 */
async function ownerWithHistory(): Promise<{ owner: TestResident; propertyId: string; street: string }> {
  const owner = await createResident('approved');
  const { propertyId, street } = await seedOwnedAccount([owner], ['2025']);
  const admin = await newAdminClient();
  try {
    await admin.call('updateHoaAccount', { propertyId, balanceCents: 32000, yearsOwed: ['2025', '2026'] });
    await record(propertyId, duesBilledActivityId('2027'), {
      kind: 'duesBilled',
      at: Timestamp.now(),
      before: { balanceCents: 32000, yearsOwed: ['2025', '2026'] },
      after: { balanceCents: 49500, yearsOwed: ['2025', '2026', '2027'] },
      year: '2027',
      amountCents: 17500,
      dueDate: '2027-03-31',
    });
    await record(propertyId, paymentActivityId('stmt-paid'), {
      kind: 'payment',
      at: Timestamp.now(),
      before: { balanceCents: 49500, yearsOwed: ['2025', '2026', '2027'] },
      after: { balanceCents: 33500, yearsOwed: ['2026', '2027'] },
      paymentId: 'stmt-paid',
      invoiceNumber: 'INV-20270105-STMT01',
      yearsPaid: ['2025'],
      amountCents: 16000,
    });
    await admin.call('createHoaPayment', {
      chargeType: 'miscellaneous',
      propertyId,
      amountCents: 4500,
      description: 'Dock 4 repair',
      notes: '',
      yearsPaying: [],
    });
  } finally {
    await admin.close();
  }
  expect(await accountOf(propertyId)).toEqual({ balanceCents: 33500, yearsOwed: ['2026', '2027'] });
  return { owner, propertyId, street };
}

/** The dues table's rows as text, one array of cells per row (the table at a desk's width). */
const duesRows = (page: Page) =>
  page
    .getByRole('table', { name: S.duesAccount })
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.innerText.trim())),
    );

describe('The owner’s statement', () => {
  it('lists every charge and payment with a running balance ending at the balance, and prints', async () => {
    mkdirSync(shots, { recursive: true });
    const { owner, propertyId, street } = await ownerWithHistory();
    const page = await signedInPage(owner, { viewport: { width: 1280, height: 900 }, at: '/my-account' });
    await page.getByRole('link', { name: S.viewStatement }).click();
    await page.getByRole('heading', { level: 1, name: S.title }).waitFor();
    await page.getByText(street).waitFor();

    // (the statement can be drawn first from Firestore's cache, which My HOA Account's listeners
    // filled, then from the server's answer: its lines and its summary are waited for)
    await expect
      .poll(async () =>
        (await duesRows(page)).map(([, description, charge, payment, balance]) => [
          description,
          charge,
          payment,
          balance,
        ]),
      )
      .toEqual([
        [`${S.broughtForward}\n${S.notItemizedBefore}`, '', '', '$160.00'],
        [`${S.adjustment}\nYears owed: 2025 → 2025, 2026`, '$160.00', '', '$320.00'],
        ['2027 dues billed: $175.00, due March 31, 2027', '$175.00', '', '$495.00'],
        ['Payment INV-20270105-STMT01 · 2025', '', '$160.00', '$335.00'],
      ]);
    // every line is dated
    const rows = await duesRows(page);
    expect(rows.every(([date]) => /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/.test(date ?? ''))).toBe(true);
    // the summary: what is due, the years, and the other charge still open
    const summary = page.locator('dl').first();
    await expect.poll(() => summary.innerText()).toContain(`${S.balanceDue}\n$335.00`);
    await expect.poll(() => summary.innerText()).toContain(`${S.yearsOwed}\n2026, 2027`);
    await expect.poll(() => summary.innerText()).toContain(`${S.openOtherCharges}\n$45.00`);
    const charges = page.getByRole('table', { name: S.otherCharges });
    await charges
      .getByRole('row')
      .filter({ hasText: 'Dock 4 repair' })
      .getByText(S.chargeStatus.open)
      .waitFor();
    await charges.getByRole('row').filter({ hasText: '$45.00' }).waitFor();

    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: new URL('statement-1280.png', shots).pathname, fullPage: true });
    // on paper: the statement, not the buttons
    await page.getByRole('button', { name: S.print }).waitFor();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: S.print }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('table', { name: S.duesAccount }).isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'screen' });

    // a board edit shows on the open statement at once, still ending at the balance
    const admin = await newAdminClient();
    try {
      await admin.call('updateHoaAccount', { propertyId, balanceCents: 30000, yearsOwed: ['2026', '2027'] });
    } finally {
      await admin.close();
    }
    // the account and its trail are two listeners: until the edit's trail entry arrives, the
    // statement shows the difference as not itemized (CI, 2026-11-26), so wait for the entry
    await expect
      .poll(async () => (await duesRows(page)).at(-1)?.slice(1))
      .toEqual([S.adjustment, '', '$35.00', '$300.00']);
    await page.context().close();
  });

  it('reads on a phone at 390 px: a card per line, nothing wider than the screen', async () => {
    mkdirSync(shots, { recursive: true });
    const { owner, propertyId } = await ownerWithHistory();
    const page = await signedInPage(owner, {
      viewport: { width: 390, height: 844 },
      at: `/statements/${propertyId}`,
    });
    const list = page.getByRole('list', { name: S.duesAccount });
    await list.getByText('2027 dues billed: $175.00, due March 31, 2027').waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: new URL('statement-390.png', shots).pathname, fullPage: true });
    await page.context().close();
  });

  it('is nobody else’s: another resident meets the same card as for no account', async () => {
    const { propertyId } = await ownerWithHistory();
    const stranger = await createResident('approved');
    const page = await signedInPage(stranger, {
      viewport: { width: 1280, height: 900 },
      at: `/statements/${propertyId}`,
    });
    await page.getByText(S.notFound).waitFor();
    await expect(page.getByText('2027 dues billed').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: S.print }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('opens for the board from HOA Accounts, and leads back there', async () => {
    const { street } = await ownerWithHistory();
    const board = await createTestUser({ admin: true, approved: true });
    const page = await signedInPage(board, {
      viewport: { width: 1280, height: 900 },
      at: '/admin/hoa-accounts',
    });
    await searchAccounts(page, street);
    await page.getByRole('link', { name: `Statement for ${street}` }).click();
    await page.getByRole('table', { name: S.duesAccount }).getByText('$335.00').first().waitFor();
    await page.getByRole('link', { name: S.backToAccounts }).click();
    await page.waitForURL((url) => url.pathname === '/admin/hoa-accounts');
    await page.context().close();
  });
});
