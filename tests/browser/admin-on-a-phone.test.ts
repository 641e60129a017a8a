// Every admin screen and dialog at 390 px, a phone: nothing wider than the screen,
// nothing running off a dialog's edge, tables turned into cards, axe clean.
import { COLLECTIONS } from '@lakeside/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchAccounts, searchProperties } from '../support/adminLists';
import { axeViolations } from '../support/axe';
import { useChromium, useSignedIn, type Page } from '../support/browser';
import { seedOwnedAccount } from '../support/payments';
import { createProperty } from '../support/properties';
import { adminDb, createResident, createTestUser, type TestResident } from '../support/users';
import { PAYMENTS_DESK_TEXTS } from '../../web/src/features/paymentsDesk/texts';

const PHONE_WIDTH = 390;
const signedInPage = useSignedIn(useChromium({ viewport: { width: PHONE_WIDTH, height: 844 } }));

let page: Page;
let owner: TestResident;
let street: string;
const LONG_STREET = '4411 Very Long Lakeshore Boulevard Northeast Extension';

beforeAll(async () => {
  const admin = await createTestUser({ admin: true, approved: true });
  // a message with long words, for the Messages page's cards
  await adminDb().collection(COLLECTIONS.contactMessages).add({
    firstName: 'Maximiliana',
    lastName: 'Featherstonehaugh',
    email: 'maximiliana.featherstonehaugh-whitcombe@example.com',
    propertyAddress: LONG_STREET,
    subject: 'A very long subject about the Northeast Extension shoreline',
    message: 'https://example.com/a-very-long-link-without-any-spaces-at-all-to-wrap-somewhere/photo.jpg',
    status: 'new',
    createdAt: FieldValue.serverTimestamp(),
    handledBy: null,
    handledAt: null,
  });
  // a long name and address: the widest text a card or an option has to hold
  owner = await createResident('approved', { firstName: 'Maximiliana-Featherstonehaugh' });
  ({ street } = await seedOwnedAccount([owner], ['2025', '2026']));
  await createProperty(LONG_STREET);
  page = await signedInPage(admin);
});

afterAll(async () => {
  await page.context().close();
});

/** The page's width beyond the viewport: none when nothing makes it scroll sideways. */
const sidewaysOverflow = () =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/** Visible elements inside the open dialog whose right edge passes the dialog's. */
const outsideTheDialog = () =>
  page.evaluate(() => {
    const surface = document.querySelector('[role="dialog"]')!;
    const edge = surface.getBoundingClientRect().right;
    return Array.from(surface.querySelectorAll<HTMLElement>('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > edge + 0.5;
      })
      .map((element) => element.outerHTML.slice(0, 80));
  });

async function expectFitsThePhone(context: string) {
  expect({ context, overflow: await sidewaysOverflow() }).toEqual({ context, overflow: 0 });
}

describe('admin screens at 390 px', () => {
  it('Property Management: a card per property, its dialogs inside the screen', async () => {
    await page.goto('/admin/properties');
    await searchProperties(page, street);
    const assign = page.getByRole('button', { name: `Assign owner to ${street}` });
    await assign.waitFor();
    await searchProperties(page, LONG_STREET);
    await page.getByRole('heading', { level: 3, name: LONG_STREET }).waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await expect(page.getByRole('list', { name: 'Properties' }).count()).resolves.toBe(1);
    await expectFitsThePhone('properties');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.getByRole('button', { name: 'Add Property' }).click();
    await page.getByRole('dialog', { name: 'Create New Property' }).waitFor();
    await expect(outsideTheDialog()).resolves.toEqual([]);
    await expectFitsThePhone('create property');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Assign owner to ${LONG_STREET}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Owner' });
    await dialog.getByRole('combobox', { name: /^Select User/ }).fill(owner.lastName);
    const option = page.getByRole('option', {
      name: `${owner.firstName} ${owner.lastName} - ${owner.email}`,
    });
    await option.waitFor();
    await expect(outsideTheDialog()).resolves.toEqual([]);
    const optionRight = await option.evaluate((element) => element.getBoundingClientRect().right);
    expect(optionRight).toBeLessThanOrEqual(PHONE_WIDTH);
    await expectFitsThePhone('assign owner');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('HOA Accounts: a card per account, the Edit dialog inside the screen', async () => {
    await page.goto('/admin/hoa-accounts');
    await searchAccounts(page, street);
    const edit = page.getByRole('button', { name: `Edit account for ${street}` });
    await edit.waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);
    await expectFitsThePhone('hoa accounts');
    await expect(axeViolations(page)).resolves.toEqual([]);
    await edit.click();
    await page.getByRole('dialog', { name: 'Edit HOA Account' }).waitFor();
    await expect(outsideTheDialog()).resolves.toEqual([]);
    await expectFitsThePhone('edit hoa account');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });

  it('User Management, Messages and Payment Management fit, with the charge dialog', async () => {
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    await page.getByText(owner.email).first().waitFor();
    await expectFitsThePhone('users');
    await expect(axeViolations(page)).resolves.toEqual([]);

    await page.goto('/admin/messages');
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await page.getByRole('button', { name: 'Refresh' }).and(page.locator(':enabled')).waitFor();
    await expectFitsThePhone('messages');
    await expect(page.getByRole('table').count()).resolves.toBe(0);

    await page.goto('/admin/payments');
    await page.getByRole('heading', { level: 1, name: 'Payment Management' }).waitFor();
    await expectFitsThePhone('payments');
    await page.getByRole('button', { name: PAYMENTS_DESK_TEXTS.createMiscCharge }).click();
    await page.getByRole('dialog', { name: PAYMENTS_DESK_TEXTS.createMiscCharge }).waitFor();
    await expect(outsideTheDialog()).resolves.toEqual([]);
    await expectFitsThePhone('create charge');
    await page.keyboard.press('Escape');
  });
});
