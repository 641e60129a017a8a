// The board's lists hold an association of 200 homes. Property Management and HOA
// Accounts search (by street and by owner), sort by their headers, page, and turn into cards on
// a phone; the desk's Create Charge finds its property by typing. Chromium, at 1280 and 390 px.
import { COLLECTIONS, MISC_CHARGE_TEXTS } from '@lakeside/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAccounts, searchProperties } from '../support/adminLists';
import { axeViolations } from '../support/axe';
import { useChromium, useSignedIn, type Page } from '../support/browser';
import { adminDb, createTestUser, type TestUser } from '../support/users';
import { LIST_TEXTS } from '../../web/src/components/texts';
import { ACCOUNT_LIST_TEXTS as A } from '../../web/src/features/hoaAccounts/texts';
import { PROPERTY_LIST_TEXTS as P } from '../../web/src/features/properties/texts';
import { PAYMENTS_DESK_TEXTS as D } from '../../web/src/features/paymentsDesk/texts';

const signedInPage = useSignedIn(useChromium());
const shots = new URL('../../.cache/screens/', import.meta.url);
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 } };
const HOMES = 200;
/** each test's limit: the first read of every property may be slow under a full run's load */
const SLOW_FIRST_READ = 180_000;

// This run's own street and surname, so its 200 homes are told apart from other tests' rows.
const token = randomUUID().replace(/\D/g, '').slice(0, 6).padEnd(6, '7');
const STREET = `Alder${token} Ln`;
const SURNAME = `Quill${token}`;
const streetOf = (n: number) => `${n} ${STREET}`;
const ownerOf = (n: number) => ({
  uid: `list-owner-${token}-${n}`,
  firstName: `Owner${n}`,
  lastName: SURNAME,
});
/** home 7 has twenty owners (the row folds them); every third home owes 2026 */
const ownersOf = (n: number) =>
  n === 7 ? Array.from({ length: 20 }, (_, i) => ownerOf(1000 + i)) : [ownerOf(n)];
const owes = (n: number) => n % 3 === 0;

let admin: TestUser;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  admin = await createTestUser({ admin: true, approved: true });
  const db = adminDb();
  const batch = db.batch();
  for (let n = 1; n <= HOMES; n += 1) {
    const id = `list-${token}-${n}`;
    const address = { streetAddress: streetOf(n), city: 'Lakeside', state: 'TN', zipCode: '37013' };
    const owners = ownersOf(n);
    const ownerUids = owners.map((owner) => owner.uid);
    batch.set(db.collection(COLLECTIONS.properties).doc(id), {
      ...address,
      owners,
      ownerUids,
      createdAt: FieldValue.serverTimestamp(),
      createdBy: 'test',
    });
    batch.set(db.collection(COLLECTIONS.hoaAccounts).doc(id), {
      propertyId: id,
      ownerUids,
      property: address,
      balanceCents: owes(n) ? 16_000 : 0,
      yearsOwed: owes(n) ? ['2026'] : [],
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
});

// The 200 homes go when the file is done: the emulators are shared by every test file, and
// the functions that read every property (Sync All Properties) would carry them for the rest.
afterAll(async () => {
  const db = adminDb();
  const batch = db.batch();
  for (let n = 1; n <= HOMES; n += 1) {
    const id = `list-${token}-${n}`;
    batch.delete(db.collection(COLLECTIONS.properties).doc(id));
    batch.delete(db.collection(COLLECTIONS.hoaAccounts).doc(id));
  }
  await batch.commit();
});

const boardPage = (size: typeof DESKTOP, at: string): Promise<Page> => signedInPage(admin, { ...size, at });

const range = (page: Page) => page.getByRole('navigation', { name: 'Pages' }).locator('p');
/** the streets of the rows (or cards) shown, in order */
const shownStreets = (page: Page) => page.getByText(new RegExp(`^\\d+ ${STREET}`)).allInnerTexts();

describe('Property Management with 200 homes', () => {
  it(
    'finds a home by street and by owner, sorts by a header, pages, and folds twenty owners',
    async () => {
      const page = await boardPage(DESKTOP, '/admin/properties');
      await searchProperties(page, STREET);
      // 25 a page, by street then house number: 1, 2, 3 … not 1, 10, 100
      await expect.poll(() => range(page).innerText()).toBe(`Showing 1–25 of ${HOMES}`);
      const streets = await page.getByRole('row').filter({ hasText: STREET }).allInnerTexts();
      expect(streets).toHaveLength(25);
      expect(streets.slice(0, 3).map((row) => row.split('\t')[0])).toEqual([1, 2, 3].map(streetOf));

      // the next page goes on from 26
      await page.getByRole('button', { name: LIST_TEXTS.next }).click();
      await expect.poll(() => range(page).innerText()).toBe(`Showing 26–50 of ${HOMES}`);
      await page
        .getByRole('row')
        .filter({ hasText: streetOf(26) })
        .waitFor();

      // the Address header turns the order around (and says so to a screen reader)
      const address = page.getByRole('columnheader', { name: 'Address' });
      await address.click();
      await expect(address.getAttribute('aria-sort')).resolves.toBe('descending');
      await expect.poll(() => range(page).innerText()).toBe(`Showing 1–25 of ${HOMES}`);
      await page
        .getByRole('row')
        .nth(1)
        .filter({ hasText: streetOf(HOMES) })
        .waitFor();

      // an owner's name finds their home; the street finds one home
      await searchProperties(page, `Owner42 ${SURNAME}`);
      await expect.poll(() => range(page).innerText()).toBe('Showing 1–1 of 1');
      await page
        .getByRole('row')
        .filter({ hasText: streetOf(42) })
        .waitFor();
      await searchProperties(page, streetOf(150));
      await expect.poll(() => range(page).innerText()).toBe('Showing 1–1 of 1');

      // twenty owners are three names and a button, then all twenty
      // (a house number alone is a poor search: '7' is in every ZIP here; a name is not)
      await searchProperties(page, `Owner1000 ${SURNAME}`);
      await expect.poll(() => range(page).innerText()).toBe('Showing 1–1 of 1');
      const row = page.getByRole('row').filter({ hasText: streetOf(7) });
      await expect.poll(() => row.getByRole('listitem').count()).toBe(3);
      await page.screenshot({ path: new URL('admin-properties-1280.png', shots).pathname });
      await row.getByRole('button', { name: P.showAllOwners(20) }).click();
      await expect.poll(() => row.getByRole('listitem').count()).toBe(20);
      await expect(
        row.getByRole('button', { name: P.showFewerOwners }).getAttribute('aria-expanded'),
      ).resolves.toBe('true');

      await searchProperties(page, `no such ${token}`);
      await page.getByText(P.noMatch).waitFor();
      await searchProperties(page, STREET);
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.context().close();
    },
    SLOW_FIRST_READ,
  );

  it(
    'on a phone: cards, a Sort by select, and the same search',
    async () => {
      const page = await boardPage(PHONE, '/admin/properties');
      await searchProperties(page, SURNAME);
      await expect.poll(() => range(page).innerText()).toBe(`Showing 1–25 of ${HOMES}`);
      await expect(page.getByRole('table').count()).resolves.toBe(0);
      await page
        .getByRole('combobox', { name: LIST_TEXTS.sortBy })
        .selectOption({ label: 'Address, descending' });
      await expect.poll(async () => (await shownStreets(page))[0]).toBe(streetOf(HOMES));
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      await page.screenshot({ path: new URL('admin-properties-390.png', shots).pathname });
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.context().close();
    },
    SLOW_FIRST_READ,
  );
});

describe('HOA Accounts with 200 homes', () => {
  it(
    'shows the accounts that owe, by address, sorted by balance, found by owner',
    async () => {
      const page = await boardPage(DESKTOP, '/admin/hoa-accounts');
      await searchAccounts(page, STREET);
      await expect.poll(() => range(page).innerText()).toBe(`Showing 1–25 of ${HOMES}`);

      const owing = Array.from({ length: HOMES }, (_, i) => i + 1).filter(owes);
      await page.getByRole('combobox', { name: A.filterLabel }).selectOption({ label: A.filters.owing });
      await expect.poll(() => range(page).innerText()).toBe(`Showing 1–25 of ${owing.length}`);
      expect((await shownStreets(page)).slice(0, 2)).toEqual([
        `${streetOf(owing[0]!)}, Lakeside, TN 37013`,
        `${streetOf(owing[1]!)}, Lakeside, TN 37013`,
      ]);
      await page.getByRole('combobox', { name: A.filterLabel }).selectOption({ label: A.filters.paidUp });
      await expect.poll(() => range(page).innerText()).toBe(`Showing 1–25 of ${HOMES - owing.length}`);

      // Current Balance, twice: the largest first
      await page.getByRole('combobox', { name: A.filterLabel }).selectOption({ label: A.filters.all });
      const balance = page.getByRole('columnheader', { name: 'Current Balance' });
      await balance.click();
      await balance.click();
      await expect(balance.getAttribute('aria-sort')).resolves.toBe('descending');
      await page.getByRole('row').nth(1).getByText('$160.00').waitFor();

      // an owner's name, and the twenty owners as one line
      await searchAccounts(page, `Owner1019 ${SURNAME}`);
      const row = page.getByRole('row').filter({ hasText: streetOf(7) });
      await row
        .getByText(`Owner1000 ${SURNAME}, Owner1001 ${SURNAME}, Owner1002 ${SURNAME} and 17 more`)
        .waitFor();
      await expect.poll(() => range(page).innerText()).toBe('Showing 1–1 of 1');
      await searchAccounts(page, STREET);
      await page.screenshot({ path: new URL('admin-accounts-1280.png', shots).pathname });
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.context().close();
    },
    SLOW_FIRST_READ,
  );

  it(
    'on a phone: cards that fit, the filter and the sort',
    async () => {
      const page = await boardPage(PHONE, '/admin/hoa-accounts');
      await searchAccounts(page, SURNAME);
      await page.getByRole('combobox', { name: A.filterLabel }).selectOption({ label: A.filters.owing });
      await page
        .getByRole('combobox', { name: LIST_TEXTS.sortBy })
        .selectOption({ label: 'Property Address, descending' });
      const last = Math.max(...Array.from({ length: HOMES }, (_, i) => i + 1).filter(owes));
      await expect
        .poll(async () => (await shownStreets(page))[0])
        .toBe(`${streetOf(last)}, Lakeside, TN 37013`);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      await page.screenshot({ path: new URL('admin-accounts-390.png', shots).pathname });
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.context().close();
    },
    SLOW_FIRST_READ,
  );
});

describe("the desk's property picker", () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'finds the property by an owner or a street among 200 (%s)',
    async (_, size) => {
      const page = await boardPage(size, '/admin/payments');
      await page.getByRole('button', { name: D.createMiscCharge }).click();
      const dialog = page.getByRole('dialog', { name: D.createMiscCharge });
      const picker = dialog.getByRole('combobox', { name: D.property });

      // an owner's name: one home, with the owner under its address
      await picker.fill(`owner88 ${SURNAME.toLowerCase()}`);
      const options = page.getByRole('option');
      // (the dialog reads every property first: slow under a full run's load)
      await expect
        .poll(() => options.allInnerTexts(), { timeout: 90_000 })
        .toEqual([`${streetOf(88)}, Lakeside, TN 37013\nOwner88 ${SURNAME}`]);
      await options.first().click();
      await expect(picker.inputValue()).resolves.toBe(`${streetOf(88)}, Lakeside, TN 37013`);

      // typing again is a search, not a choice, until an option is picked: by keyboard here
      await picker.fill(streetOf(120));
      await expect.poll(() => options.count()).toBe(1);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(picker.inputValue()).resolves.toBe(`${streetOf(120)}, Lakeside, TN 37013`);
      await picker.fill(`nothing ${token}`);
      await page.getByRole('option', { name: D.noPropertyMatches }).waitFor();
      await dialog.getByRole('button', { name: D.createLink }).click();
      await dialog.getByText(MISC_CHARGE_TEXTS.selectProperty).waitFor();

      await picker.fill(STREET);
      await page.getByRole('listbox').waitFor();
      await page.screenshot({ path: new URL(`desk-picker-${size.viewport.width}.png`, shots).pathname });
      await expect(axeViolations(page)).resolves.toEqual([]);
      await page.context().close();
    },
    SLOW_FIRST_READ,
  );
});
