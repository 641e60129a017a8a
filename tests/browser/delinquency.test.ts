// Delinquent Accounts in Chromium: an account owing a year past its due date is
// listed with its owners, years, amount and how late; one owing only a year not yet due is not;
// the list opens on 50 rows read, reads 50 more on Show more and every one for another sort;
// it searches, sorts and exports; totals; 1280 and 390 px with axe; a resident is sent
// away. Reminders: a row's Send Reminder e-mails the owners once and the row then says when,
// with its button off; a row reminded 3 days ago says so; Remind All Late asks first (the
// service itself is tested in tests/integration/reminders.test.ts: here it would remind every
// other test's late account). Other tests' accounts share the database, so this one finds its
// own by street.
import {
  AGING_BUCKET_LABELS,
  AGING_TEXTS,
  COLLECTIONS,
  DELINQUENCY_SORT_LABELS,
  DELINQUENCY_TEXTS as T,
  REMINDER_TEXTS as R,
  remindedAgo,
} from '@lakeside/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { toast, useChromium, useSignedIn, type Page } from '../support/browser';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { seedOwnedAccount } from '../support/payments';
import { adminDb, createResident, createTestUser, type TestUser } from '../support/users';

const signedInPage = useSignedIn(useChromium({ serviceWorkers: 'block' }));
let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true, approved: true });
});
const shots = new URL('../../.cache/screens/', import.meta.url);

async function asAdmin(width: number): Promise<Page> {
  const page = await signedInPage(admin, {
    viewport: { width, height: 900 },
    acceptDownloads: true,
    at: '/admin/delinquency',
  });
  await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
  return page;
}

describe('Delinquent Accounts', () => {
  it('lists an account owing a year past its due date, not one owing a year still to come, and exports it', async () => {
    mkdirSync(shots, { recursive: true });
    const owner = await createResident('approved', { firstName: 'Marisol' });
    const late = await seedOwnedAccount([owner], ['2024', '2025']);
    const notYet = await seedOwnedAccount([owner], [String(new Date().getFullYear() + 1)]);
    const page = await asAdmin(1280);

    const search = page.getByRole('searchbox', { name: T.search });
    await search.fill(late.street);
    const row = page.getByRole('row').filter({ hasText: late.street });
    await row.getByText('2024, 2025').waitFor();
    // all of it past due, over 90 days
    await row.getByText('$320.00', { exact: true }).waitFor();
    await row.getByText('Over 90 days $320.00').waitFor();
    await row.getByText(/^March 31, 2024 \(\d+ days\)$/).waitFor();
    await row.getByText(`Marisol ${owner.lastName}`).waitFor();
    // once every late account is read (the search reads them all; the row can show before)
    await page.getByRole('status').filter({ hasText: 'Showing 1 of 1' }).waitFor({ timeout: 60_000 });

    await search.fill(notYet.street);
    await page.getByText(T.noMatch).waitFor();

    // the totals count every late account (other tests' too): at least this one
    const accountsLate = Number(
      await page.getByRole('region', { name: T.accountsLate }).locator('p').textContent(),
    );
    expect(accountsLate).toBeGreaterThanOrEqual(1);

    await search.fill(late.street);
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: new URL('delinquency-1280.png', shots).pathname, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.exportCsv }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[1]).toMatch(
      new RegExp(
        `^"${late.street}, Lakeside, TN 37013","Marisol ${owner.lastName}","2024 2025","2024 2025","320\\.00","320\\.00","0\\.00","0\\.00","0\\.00","0\\.00","320\\.00","2024-03-31","\\d+","0",""$`,
      ),
    );
    await page.context().close();
  });

  it('splits what is past due, by age, from what is not yet due, and filters by age', async () => {
    // a year without a rate (no other test sets one this far ahead), due March 31 of its year
    const notYetDue = String(new Date().getFullYear() + 2);
    const owner = await createResident('approved');
    const late = await seedOwnedAccount([owner], ['2011', notYetDue]);
    const page = await asAdmin(1280);
    await page.getByRole('searchbox', { name: T.search }).fill(late.street);
    const row = page.getByRole('row').filter({ hasText: late.street });
    await row.getByText('Over 90 days $160.00').waitFor();
    // Past Due and Not Yet Due: $160.00 each, never the $320.00 balance as late
    await expect.poll(() => row.getByText('$160.00', { exact: true }).count()).toBe(2);
    await expect(row.getByText('$320.00', { exact: true }).count()).resolves.toBe(0);

    // the totals are added up from every late account's rows
    const pastDue = page.getByRole('region', { name: AGING_TEXTS.pastDue, exact: true }).locator('p');
    await expect.poll(() => pastDue.textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
    const ages = page.getByRole('region', { name: T.agingTitle });
    await expect(ages.getByText('…').count()).resolves.toBe(0);
    await expect(ages.getByRole('definition').count()).resolves.toBe(4);

    const age = page.getByRole('combobox', { name: T.agingFilter });
    await age.selectOption({ label: T.agingOption(AGING_BUCKET_LABELS.days31to60) });
    await page.getByText(T.noMatch).waitFor();
    await age.selectOption({ label: T.agingOption(AGING_BUCKET_LABELS.over90) });
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: new URL('delinquency-aging-1280.png', shots).pathname, fullPage: true });
    await page.context().close();
  });

  it('opens on the 50 longest late, reads 50 more on Show more, and all of them for another sort', async () => {
    // 110 accounts owing 2001: older than any other test's, so they are the first 110 rows
    const street = `Paging Lane ${randomUUID().slice(0, 8)}`;
    const db = adminDb();
    const batch = db.batch();
    const ids = Array.from({ length: 110 }, (_, i) => `paging-${randomUUID()}-${i}`);
    ids.forEach((id, i) =>
      batch.set(db.collection(COLLECTIONS.hoaAccounts).doc(id), {
        propertyId: id,
        ownerUids: [],
        property: { streetAddress: `${i + 1} ${street}`, city: 'Lakeside', state: 'TN', zipCode: '37013' },
        balanceCents: 16000,
        yearsOwed: ['2001'],
        oldestYearOwed: '2001',
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      }),
    );
    await batch.commit();
    try {
      const page = await asAdmin(1280);
      const ours = page.getByRole('row').filter({ hasText: street });
      const status = page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+$/ });
      await expect.poll(() => ours.count()).toBe(50);
      // the count arrives on its own ('…' until then)
      const figure = page.getByRole('region', { name: T.accountsLate }).locator('p');
      await expect.poll(async () => Number(await figure.textContent())).toBeGreaterThanOrEqual(110);
      const total = Number(await figure.textContent());
      await expect(status.textContent()).resolves.toBe(T.shown(50, total));
      // the rows shown are the ones read: the 51st is not on the page until asked for
      await page.getByRole('button', { name: T.showMore(50) }).click();
      await expect.poll(() => ours.count()).toBe(100);
      await expect(status.textContent()).resolves.toBe(T.shown(100, total));
      const streets = await ours.locator('td:first-child').allTextContents();
      expect(new Set(streets).size).toBe(100);

      // by address, every late account is read and sorted here: still 100 rows shown
      await page
        .getByRole('combobox', { name: T.sortBy })
        .selectOption({ label: DELINQUENCY_SORT_LABELS.property });
      await expect.poll(() => status.textContent()).toMatch(/^Showing 100 of \d+$/);
      await page.context().close();
    } finally {
      const cleanup = db.batch();
      ids.forEach((id) => cleanup.delete(db.collection(COLLECTIONS.hoaAccounts).doc(id)));
      await cleanup.commit();
    }
  });

  it('reads on a phone at 390 px', async () => {
    const owner = await createResident('approved');
    const late = await seedOwnedAccount([owner], ['2025']);
    const page = await asAdmin(390);
    await page.getByRole('searchbox', { name: T.search }).fill(late.street);
    await page.getByRole('list', { name: T.title }).getByText(late.street, { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: new URL('delinquency-390.png', shots).pathname, fullPage: true });
    await page.context().close();
  });

  it('sends a reminder from a row once: the owners get it, the row says when, its button is off', async () => {
    const owner = await createResident('approved', { firstName: 'Ignacio' });
    const late = await seedOwnedAccount([owner], ['2025']);
    const page = await asAdmin(1280);
    await page.getByRole('searchbox', { name: T.search }).fill(late.street);
    const row = page.getByRole('row').filter({ hasText: late.street });
    await row.getByText(R.never).waitFor();
    const send = row.getByRole('button', { name: new RegExp(R.sendReminder) });
    await send.click();
    await toast(page, R.sent(1)).waitFor();
    await row.getByText(`${R.count(1)} · ${remindedAgo(0)}`).waitFor();
    await expect(send.getAttribute('aria-disabled')).resolves.toBe('true');

    const mails = await mailsOnceArrived(sentTo(owner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('$160.00');
    expect(mails[0]!.text).toContain('March 31, 2025');
    await page.context().close();
  });

  it('says a row was reminded 3 days ago and keeps its button off; Remind All Late asks first', async () => {
    const owner = await createResident('approved');
    const late = await seedOwnedAccount([owner], ['2025']);
    await adminDb()
      .collection(COLLECTIONS.hoaAccounts)
      .doc(late.propertyId)
      .update({ remindedAt: Timestamp.fromMillis(Date.now() - 3 * 86_400_000 - 60_000), remindersSent: 1 });
    const page = await asAdmin(1280);
    await page.getByRole('searchbox', { name: T.search }).fill(late.street);
    const row = page.getByRole('row').filter({ hasText: late.street });
    await row.getByText(`${R.count(1)} · Reminded 3 days ago`).waitFor();
    await expect(
      row.getByRole('button', { name: new RegExp(R.sendReminder) }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');

    const remindAll = page.getByRole('button', { name: R.remindAll });
    await remindAll.click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByRole('heading', { name: /^Send reminders to \d+ owners? of \d+ accounts?\?$/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: new URL('delinquency-remind-all.png', shots).pathname });
    await dialog.getByRole('button', { name: R.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => remindAll.evaluate((button) => button === document.activeElement)).toBe(true);
    // nothing was sent to this account meanwhile
    expect(
      (await adminDb().collection(COLLECTIONS.hoaAccounts).doc(late.propertyId).get()).get('remindersSent'),
    ).toBe(1);
    await page.context().close();
  });

  it('sends a resident away', async () => {
    const resident = await createResident('approved');
    const page = await signedInPage(resident, { viewport: { width: 1280, height: 900 } });
    await page.goto('/admin/delinquency');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
