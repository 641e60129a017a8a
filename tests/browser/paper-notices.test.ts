// Paper Notices in Chromium: an account whose owner has no e-mail address gets a notice with
// each year owed (past due or not yet), the total, to whom checks are payable and where to send
// them; Export Mailing List has its line; 1280 and 390 px with axe. Other tests' accounts share
// the database, so this one finds its own by street.
import { COLLECTIONS, PAPER_NOTICE_TEXTS as T } from '@lakeside/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useChromium, useSignedIn, type Page } from '../support/browser';
import { adminDb, createTestUser, type TestUser } from '../support/users';

const signedInPage = useSignedIn(useChromium({ serviceWorkers: 'block' }));
const shots = new URL('../../.cache/screens/', import.meta.url);
let admin: TestUser;

// owes 2011 (long past due; no test prices it) and a year no test gives a rate (not yet due): $160.00 each
const id = `paper-${randomUUID()}`;
const street = `${Math.floor(Math.random() * 1e6)} Mailbox Rd`;
const notYetDue = String(new Date().getFullYear() + 2);

beforeAll(async () => {
  admin = await createTestUser({ admin: true, approved: true });
  const owners = [{ uid: `ghost-${randomUUID()}`, firstName: 'Nadia', lastName: 'Post' }];
  const property = { streetAddress: street, city: 'Lakeside', state: 'TN', zipCode: '37122' };
  const db = adminDb();
  await db
    .collection(COLLECTIONS.properties)
    .doc(id)
    .set({ ...property, owners, ownerUids: [owners[0]!.uid] });
  await db
    .collection(COLLECTIONS.hoaAccounts)
    .doc(id)
    .set({
      propertyId: id,
      ownerUids: [owners[0]!.uid],
      property,
      balanceCents: 32000,
      yearsOwed: ['2011', notYetDue],
      oldestYearOwed: '2011',
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
});

afterAll(async () => {
  await adminDb().collection(COLLECTIONS.hoaAccounts).doc(id).delete();
  await adminDb().collection(COLLECTIONS.properties).doc(id).delete();
});

async function asAdmin(width: number): Promise<Page> {
  const page = await signedInPage(admin, {
    viewport: { width, height: 900 },
    acceptDownloads: true,
    at: '/admin/paper-notices',
  });
  await page.getByRole('heading', { level: 1, name: T.title }).waitFor();
  return page;
}

describe('Paper Notices', () => {
  it('prints a notice for an account no e-mail reaches, and exports the mailing list', async () => {
    mkdirSync(shots, { recursive: true });
    const page = await asAdmin(1280);
    const notice = page.getByRole('region', { name: `${T.heading}: ${street}` });
    await notice.getByText(`${T.to}: Nadia Post`).waitFor();
    const rows = notice.getByRole('row');
    await expect.poll(() => rows.nth(1).textContent()).toBe(`2011$160.00March 31, 2011${T.pastDue}`);
    await expect(rows.nth(2).textContent()).resolves.toBe(
      `${notYetDue}$160.00March 31, ${notYetDue}${T.notYetDue}`,
    );
    await expect(rows.nth(3).textContent()).resolves.toBe(`${T.totalOwed}$320.00`);
    await notice.getByText(T.payableTo).waitFor();
    await notice.getByText(T.remitTo).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: new URL('paper-notices-1280.png', shots).pathname });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.exportCsv }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(`"Nadia Post","${street}","Lakeside","TN","37122","160.00","320.00"`);
    await page.context().close();
  });

  it('reads on a phone at 390 px', async () => {
    const page = await asAdmin(390);
    await page.getByRole('region', { name: `${T.heading}: ${street}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: new URL('paper-notices-390.png', shots).pathname });
    await page.context().close();
  });
});
