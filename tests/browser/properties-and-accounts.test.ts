// Properties and HOA accounts end to end in Chromium: an admin creates a property, assigns an
// approved resident and edits the account; the resident's My HOA Account follows live.
import { COLLECTIONS, HOA_ACCOUNT_TEXTS, PROPERTY_TEXTS } from '@lakeside/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchAccounts, searchProperties } from '../support/adminLists';
import { axeViolations } from '../support/axe';
import { toast, useChromium, useSignedIn, type Page } from '../support/browser';
import { adminDb, createResident, createTestUser, type TestUser } from '../support/users';
import { SAVED_DATA_TEXT } from '../../web/src/components/texts';
import { MY_ACCOUNT_TEXTS } from '../../web/src/features/hoaAccounts/texts';

const freshPage = useChromium();
let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true, approved: true });
});

const signedInPage = useSignedIn(freshPage);

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** A property with the given owners and account, made with the Admin SDK. */
async function seedProperty(
  street: string,
  owners: { uid: string; firstName: string; lastName: string }[],
  balanceCents?: number,
) {
  const id = `browser-${randomUUID()}`;
  const address = { streetAddress: street, city: 'Lakeside', state: 'TN', zipCode: '37013' };
  const ownerUids = owners.map((o) => o.uid);
  await adminDb()
    .collection(COLLECTIONS.properties)
    .doc(id)
    .set({
      ...address,
      owners,
      ownerUids,
      createdAt: FieldValue.serverTimestamp(),
      createdBy: 'test',
    });
  if (balanceCents !== undefined) {
    await adminDb()
      .collection(COLLECTIONS.hoaAccounts)
      .doc(id)
      .set({
        propertyId: id,
        balanceCents,
        yearsOwed: ['2026'],
        ownerUids,
        property: address,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
  }
  return id;
}

describe('admin and resident', () => {
  it('creates a property, assigns the resident, edits the account, and the resident sees it live', async () => {
    const resident = await createResident('approved', { firstName: 'Riley' });
    const street = `${Math.floor(Math.random() * 9000) + 100} Osprey Ln`;

    const residentPage = await signedInPage(resident, { at: '/my-account' });
    await residentPage.getByText(MY_ACCOUNT_TEXTS.noProperties).waitFor();
    await residentPage.getByText(MY_ACCOUNT_TEXTS.noPropertiesText).waitFor();

    const page = await signedInPage(admin, { at: '/admin/properties' });
    await page.getByRole('heading', { level: 1, name: 'Property Management' }).waitFor();

    // A missing field blocks creation with the spec's toast.
    await page.getByRole('button', { name: 'Add Property' }).click();
    await page.getByRole('dialog', { name: 'Create New Property' }).waitFor();
    await expect(field(page, 'State').inputValue()).resolves.toBe('TN');
    await field(page, 'Street Address').fill(street);
    await page.getByRole('button', { name: 'Create Property' }).click();
    await toast(page, PROPERTY_TEXTS.requiredFields).waitFor();
    await field(page, 'City').fill('Lakeside');
    // A ZIP in the wrong format is refused with the profile's message.
    await field(page, 'ZIP Code').fill('3701');
    await page.getByRole('button', { name: 'Create Property' }).click();
    await toast(page, PROPERTY_TEXTS.zipCodeFormat).waitFor();
    await field(page, 'ZIP Code').fill('37013');
    await page.getByRole('button', { name: 'Create Property' }).click();
    const row = page.getByRole('row').filter({ hasText: street });
    await row.waitFor();
    await expect(row.getByText(PROPERTY_TEXTS.noOwners).count()).resolves.toBe(1);

    // Assign the resident: the owner link and the HOA account, with the spec's toast.
    await row.getByRole('button', { name: `Assign owner to ${street}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Owner' });
    const option = `${resident.firstName} ${resident.lastName} - ${resident.email}`;
    const picker = dialog.getByRole('combobox', { name: /^Select User/ });
    // Nothing chosen: the app's own message under the picker, and nothing is assigned.
    await dialog.getByRole('button', { name: 'Assign Owner' }).click();
    await dialog.getByText(PROPERTY_TEXTS.userRequired).waitFor();
    await expect(picker.getAttribute('aria-invalid')).resolves.toBe('true');
    // Typed text is a search, not a choice: the last name narrows the list to the resident.
    await picker.fill(resident.lastName.toUpperCase());
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual([option]);
    await page.getByRole('option', { name: option }).click();
    await expect(picker.inputValue()).resolves.toBe(option);
    await dialog.getByRole('button', { name: 'Assign Owner' }).click();
    await toast(page, PROPERTY_TEXTS.ownerAssignedAndAccount).waitFor();
    await row.getByText(`${resident.firstName} ${resident.lastName}`).waitFor();

    // The resident's page switches from 'No Properties Found' to the property, live.
    await residentPage.getByText(`${street}, Lakeside, TN 37013`).waitFor();
    await residentPage.getByLabel('Current balance $0.00').waitFor();

    // An owner is not offered again (the server would refuse: tests/integration).
    await row.getByRole('button', { name: `Assign owner to ${street}` }).click();
    await picker.fill(resident.lastName);
    // (which of the two sentences depends on who else the emulators hold)
    await expect
      .poll(() => page.getByRole('option').allInnerTexts())
      .toEqual([
        expect.stringMatching(
          new RegExp(`^(${PROPERTY_TEXTS.noMatchingUsers}|${PROPERTY_TEXTS.noCandidates})$`),
        ),
      ]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Edit the balance and years in HOA Accounts Management.
    await page.goto('/admin/hoa-accounts');
    await page.getByRole('heading', { level: 1, name: 'HOA Accounts Management' }).waitFor();
    await searchAccounts(page, street);
    await page.getByRole('button', { name: `Edit account for ${street}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit HOA Account' });
    await edit.getByLabel('Current Balance ($)').fill('-5');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText(HOA_ACCOUNT_TEXTS.invalidBalance).waitFor();
    await edit.getByLabel('Current Balance ($)').fill('320.50');
    await edit.getByRole('checkbox', { name: '2026' }).check();
    await edit.getByRole('checkbox', { name: '2025' }).check();
    await edit.getByText('Selected: 2025, 2026').waitFor();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, HOA_ACCOUNT_TEXTS.updated).waitFor();
    await page.getByRole('row').filter({ hasText: street }).getByText('$320.50').waitFor();

    // …and the resident sees it without reloading.
    await residentPage.getByLabel('Current balance $320.50').waitFor();
    await residentPage.getByText('Outstanding years: 2025, 2026').waitFor();
    // what is past its due date is said apart (2026 too, unless a test gave it a later date)
    await residentPage.getByText(/^Past due: \$[\d,]+\.\d\d \(2025(, 2026)?\)$/).waitFor();
    await page.context().close();
    await residentPage.context().close();
  });

  it('lets a resident with two properties switch between them, with co-owners and a missing account', async () => {
    const resident = await createResident('approved', { firstName: 'Sam' });
    const partner = { uid: `partner-${randomUUID()}`, firstName: 'Pat', lastName: 'Partner' };
    const me = { uid: resident.uid, firstName: resident.firstName, lastName: resident.lastName };
    await seedProperty('1 Alder Ct', [me, partner], 48000);
    await seedProperty('2 Birch Ct', [me]);

    const page = await signedInPage(resident, { at: '/my-account' });
    const selector = page.getByLabel('Select property');
    await selector.waitFor();
    // the first property (by street) is preselected
    const information = page.getByRole('region', { name: 'Property Information' });
    await information.getByText('1 Alder Ct, Lakeside, TN 37013').waitFor();
    await information.getByText('Pat Partner').waitFor();
    await page.getByLabel('Current balance $480.00').waitFor();

    await selector.selectOption({ label: '2 Birch Ct, Lakeside, TN 37013' });
    await information.getByText('2 Birch Ct, Lakeside, TN 37013').waitFor();
    await page.getByText(MY_ACCOUNT_TEXTS.noAccount, { exact: true }).waitFor();
    await page.getByText(MY_ACCOUNT_TEXTS.noAccountText).waitFor();
    await expect(information.getByText('Pat Partner').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('shows the saved account under an offline banner when reloaded without a network', async () => {
    const resident = await createResident('approved', { firstName: 'Kai' });
    const me = { uid: resident.uid, firstName: resident.firstName, lastName: resident.lastName };
    const street = `${Math.floor(Math.random() * 9000) + 100} Kingfisher Way`;
    await seedProperty(street, [me], 160_00);

    const page = await signedInPage(resident, { at: '/my-account' });
    await page.getByLabel('Current balance $160.00').waitFor();
    // the service worker must hold the app shell and this page's code before the network goes
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect(page.getByText(SAVED_DATA_TEXT).count()).resolves.toBe(0);

    await page.context().setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My HOA Account' }).waitFor();
    await page.getByText(SAVED_DATA_TEXT).waitFor();
    await page.getByText(`${street}, Lakeside, TN 37013`).waitFor();
    await page.getByLabel('Current balance $160.00').waitFor();
    await page.getByText('Outstanding years: 2026').waitFor();

    // back online, the banner goes and the data is live again
    await page.context().setOffline(false);
    await page.getByText(SAVED_DATA_TEXT).waitFor({ state: 'detached' });
    await page.context().close();
  });
});

describe('non-admins', () => {
  it('are sent from Property Management to / with an Access Denied toast', async () => {
    const resident = await createResident('approved');
    const page = await signedInPage(resident);
    await page.goto('/admin/properties');
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Access Denied').waitFor();
    await page.context().close();
  });

  it("get 'Admin access required' on HOA Accounts Management", async () => {
    const resident = await createResident('approved');
    const page = await signedInPage(resident);
    await page.goto('/admin/hoa-accounts');
    await page.getByRole('main').getByText(HOA_ACCOUNT_TEXTS.notAdmin).waitFor();
    await expect(page.getByRole('button', { name: 'Sync All Properties' }).count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('keyboard in the dialogs', () => {
  it('keeps Tab inside an open dialog and leaves no hidden focus sentinel in the Tab order', async () => {
    const street = `${Math.floor(Math.random() * 9000) + 100} Tern Ct`;
    await seedProperty(street, []);
    const page = await signedInPage(admin, { at: '/admin/properties' });
    await searchProperties(page, street);
    const opener = page.getByRole('button', { name: `Assign owner to ${street}` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Assign Owner' });
    await dialog.waitFor();
    const focusInDialog = () =>
      page.evaluate(() => document.querySelector('[role="dialog"]')!.contains(document.activeElement));
    // twice round the picker, Cancel and Assign Owner: never onto the page behind the dialog
    for (let step = 0; step < 8; step++) {
      await page.keyboard.press('Tab');
      expect({ step, inside: await focusInDialog() }).toEqual({ step, inside: true });
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((button) => button === document.activeElement)).toBe(true);
    // tabster's sentinels stay, out of the Tab order (web/src/app/a11y/focusSentinels.ts)
    const sentinels = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('i[data-tabster-dummy]')).map((i) => i.tabIndex),
    );
    expect(sentinels.length).toBeGreaterThan(0);
    expect(sentinels.every((tabIndex) => tabIndex === -1)).toBe(true);
    await page.context().close();
  });
});

describe('Edit HOA Account', () => {
  it('is one keyboard stop for the years, warns when years and balance disagree, and says why a balance is refused', async () => {
    const street = `${Math.floor(Math.random() * 9000) + 100} Plover Pl`;
    await seedProperty(street, [], 16000); // owes 2026 alone, $160.00: they agree
    const page = await signedInPage(admin, { at: '/admin/hoa-accounts' });
    await searchAccounts(page, street);
    await page.getByRole('button', { name: `Edit account for ${street}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit HOA Account' });
    await edit.waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return element?.type === 'checkbox'
          ? `year ${element.labels?.[0]?.textContent}`
          : (element?.textContent ?? '');
      });
    const warning = edit.getByText(/^The balance \(/);
    await expect(warning.count()).resolves.toBe(0);

    // Tab from the balance lands on the ticked year; arrows move, Space ticks; one Tab leaves
    const balance = edit.getByLabel('Current Balance ($)');
    await balance.focus();
    await page.keyboard.press('Tab');
    await expect(focused()).resolves.toBe('year 2026');
    await page.keyboard.press('ArrowRight');
    await expect(focused()).resolves.toBe('year 2027');
    await page.keyboard.press('Space');
    await edit.getByText('Selected: 2026, 2027').waitFor();
    // the warning follows the rates' first answer; on a loaded machine that can be a moment later
    await warning.waitFor();
    await page.keyboard.press('ArrowUp');
    await expect(focused()).resolves.toBe('year 2023');
    await page.keyboard.press('Home');
    await expect(focused()).resolves.toBe('year 2000');
    await page.keyboard.press('End');
    await expect(focused()).resolves.toBe(`year ${new Date().getFullYear() + 1}`);
    await page.keyboard.press('Tab');
    // out of the grid at once: the next stop is the warning's button
    await expect(focused()).resolves.toBe('Set balance to $320.00');

    // two years at $160 but $160.00 owed: said, and mended with one click
    await expect(warning.textContent()).resolves.toBe(
      'The balance ($160.00) is not the dues of the 2 years owed ($320.00).',
    );
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await edit.getByRole('button', { name: 'Set balance to $320.00' }).click();
    await expect(balance.inputValue()).resolves.toBe('320.00');
    await expect(warning.count()).resolves.toBe(0);

    // a balance that is not an amount says why, and nothing is saved
    for (const [typed, message] of [
      ['160.005', HOA_ACCOUNT_TEXTS.balanceTooPrecise],
      ['1e3', HOA_ACCOUNT_TEXTS.balanceNotPlainDigits],
    ] as const) {
      await balance.fill(typed);
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.getByText(message).waitFor();
      await expect(balance.getAttribute('aria-invalid')).resolves.toBe('true');
    }
    const stored = await adminDb()
      .collection(COLLECTIONS.hoaAccounts)
      .where('property.streetAddress', '==', street)
      .get();
    expect(stored.docs[0]!.get('balanceCents')).toBe(16000);

    await balance.fill('320');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, HOA_ACCOUNT_TEXTS.updated).waitFor();
    await page.getByRole('row').filter({ hasText: street }).getByText('$320.00').waitFor();
    await page.context().close();
  });
});

describe('residents who are not approved', () => {
  it.each([
    ['pending', MY_ACCOUNT_TEXTS.awaitingApproval, MY_ACCOUNT_TEXTS.awaitingApprovalText],
    ['rejected', MY_ACCOUNT_TEXTS.notApproved, MY_ACCOUNT_TEXTS.notApprovedText],
  ] as const)('see on My HOA Account why it is empty (%s)', async (status, title, text) => {
    const resident = await createResident(status);
    const page = await signedInPage(resident, { at: '/my-account' });
    await page.getByRole('region', { name: title }).getByText(text).waitFor();
    await expect(page.getByText(MY_ACCOUNT_TEXTS.fetchPropertiesFailed).count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe('accessibility (axe)', () => {
  it('finds no violations on My HOA Account, Property Management and HOA Accounts Management, dialogs open', async () => {
    const resident = await createResident('approved', { firstName: 'Axel' });
    const me = { uid: resident.uid, firstName: resident.firstName, lastName: resident.lastName };
    const street = `${Math.floor(Math.random() * 9000) + 100} Heron Ct`;
    await seedProperty(street, [me], 160_00);
    await seedProperty(`${street} Annex`, [me]);

    const residentPage = await signedInPage(resident, { at: '/my-account' });
    await residentPage.getByLabel('Current balance $160.00').waitFor();
    expect(await axeViolations(residentPage)).toEqual([]);
    await residentPage.context().close();

    const page = await signedInPage(admin, { at: '/admin/properties' });
    await searchProperties(page, street);
    const row = page.getByRole('row').filter({ hasText: street }).first();
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: `Assign owner to ${street}` }).click();
    await page.getByRole('dialog', { name: 'Assign Owner' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes the dialog and gives the focus back to the button that opened it
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe(
      `Assign owner to ${street}`,
    );

    await page.goto('/admin/hoa-accounts');
    await searchAccounts(page, street);
    await page.getByRole('button', { name: `Edit account for ${street}` }).click();
    await page.getByRole('dialog', { name: 'Edit HOA Account' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
