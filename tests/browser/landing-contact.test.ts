// The landing page's contact form (spec §2, §5): every field required, the email must look
// like one; a valid message reaches the board and is answered with the 24-hour
// promise; a sender over the hourly limit is told so.
import { BOARD_EMAIL, COLLECTIONS, CONTACT_TEXTS, contactRateLimitId } from '@lakeside/domain';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useChromium, useSignedIn, type Page } from '../support/browser';
import { adminDb, createTestUser } from '../support/users';

// No service worker: its precaching would show up among the requests this file counts.
const freshPage = useChromium({ serviceWorkers: 'block' });
const signedInPage = useSignedIn(freshPage);

const FIELDS = [
  { label: 'First name', valid: 'Ada', required: 'First name is required' },
  { label: 'Last name', valid: 'Lovelace', required: 'Last name is required' },
  { label: 'Email', valid: 'ada@example.com', required: 'Email is required' },
  { label: 'Property address', valid: '14 Lakeshore Dr', required: 'Property address is required' },
  { label: 'Subject', valid: 'Dock permit', required: 'Subject is required' },
  { label: 'Message', valid: 'May I extend my dock by four feet?', required: 'Message is required' },
] as const;

const form = (page: Page) => page.locator('form');
// each sending test its own sender: the hourly limit counts per address
const uniqueEmail = () => `ada.${randomUUID().slice(0, 8)}@example.com`;
// By accessible name, exactly: the form itself is named "Send us a message", and the labels'
// required asterisk is hidden from assistive technology.
const input = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();

/** The landing page scrolled to the contact form, once the form (loaded on approach) is there. */
async function openContactForm(): Promise<Page> {
  const page = await freshPage();
  await page.goto('/#contact');
  await input(page, 'First name').waitFor();
  return page;
}

async function fillAll(page: Page, except?: string): Promise<void> {
  for (const field of FIELDS) await input(page, field.label).fill(field.label === except ? '' : field.valid);
}

describe('contact form', () => {
  it('labels every field and marks it required', async () => {
    const page = await openContactForm();
    for (const field of FIELDS) {
      const control = input(page, field.label);
      await expect(control.count()).resolves.toBe(1);
      // native `required` (announced as required; the form's noValidate keeps the browser's bubbles away)
      await expect(control.evaluate((element) => (element as HTMLInputElement).required)).resolves.toBe(true);
    }
    await page.context().close();
  });

  it('an empty form shows all six messages and no promise', async () => {
    const page = await openContactForm();
    await submit(page);
    for (const field of FIELDS) {
      await form(page).getByText(field.required).waitFor();
      await expect(input(page, field.label).getAttribute('aria-invalid')).resolves.toBe('true');
    }
    await expect(page.getByText(/within 24 hours/).count()).resolves.toBe(0);
    await page.context().close();
  });

  it.each(FIELDS.map((field) => [field.label, field.required] as const))(
    'an empty %s alone blocks the submit with "%s"',
    async (label, message) => {
      const page = await openContactForm();
      await fillAll(page, label);
      await submit(page);
      await form(page).getByText(message).waitFor();
      await expect(page.locator('[aria-invalid="true"]').count()).resolves.toBe(1);
      await expect(page.getByText(/within 24 hours/).count()).resolves.toBe(0);
      await page.context().close();
    },
  );

  it('a blank-only field counts as empty', async () => {
    const page = await openContactForm();
    await fillAll(page);
    await input(page, 'Subject').fill('   ');
    await submit(page);
    await form(page).getByText('Subject is required').waitFor();
    await page.context().close();
  });

  it.each(['ada', 'ada@', 'ada@example', 'ada example@example.com'])(
    'the email "%s" blocks the submit with "Enter a valid email address"',
    async (email) => {
      const page = await openContactForm();
      await fillAll(page);
      await input(page, 'Email').fill(email);
      await submit(page);
      await form(page).getByText('Enter a valid email address').waitFor();
      await expect(page.getByText(/within 24 hours/).count()).resolves.toBe(0);
      await page.context().close();
    },
  );

  it('a valid message reaches the board: the promise, an empty form, the Messages page and an e-mail', async () => {
    const page = await openContactForm();
    const email = uniqueEmail();
    const subject = `Dock permit ${randomUUID().slice(0, 6)}`;
    await fillAll(page);
    await input(page, 'Email').fill(email);
    await input(page, 'Subject').fill(subject);
    await submit(page);
    await page.getByText('Our team will reply within 24 hours.').waitFor();
    await page.getByText('Thank you, Ada!').waitFor();
    for (const field of FIELDS) await expect(input(page, field.label).inputValue()).resolves.toBe('');
    await page.context().close();

    // stored for the board, and its e-mail queued for the board's address
    const [stored] = (
      await adminDb().collection(COLLECTIONS.contactMessages).where('email', '==', email).get()
    ).docs;
    expect(stored?.get('subject')).toBe(subject);
    const mail = await adminDb().collection(COLLECTIONS.mail).doc(`contact-${stored!.id}`).get();
    expect(mail.get('to')).toBe(BOARD_EMAIL);
    expect(mail.get('replyTo')).toBe(email);

    // the board reads it on its Messages page and marks it done
    const admin = await createTestUser({ admin: true, approved: true });
    const board = await signedInPage(admin);
    await board.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Messages' }).click();
    await board.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    const row = board.getByRole('row', { name: `${subject} from Ada Lovelace` });
    await row.getByText('May I extend my dock by four feet?').waitFor();
    await row.getByText('New', { exact: true }).waitFor();
    await expect(axeViolations(board)).resolves.toEqual([]);
    await row.getByRole('button', { name: 'Mark as done' }).click();
    await board.getByText(CONTACT_TEXTS.markedDone, { exact: true }).first().waitFor();
    await row.getByText('Done', { exact: true }).waitFor();
    await board.context().close();
  });

  it('tells a sender over the hourly limit so, and keeps what was typed', async () => {
    const email = uniqueEmail();
    // three messages from this address within the hour already
    const now = Date.now();
    await adminDb()
      .collection(COLLECTIONS.rateLimits)
      .doc(contactRateLimitId(email))
      .set({ sent: [now - 30_000, now - 20_000, now - 10_000] });
    const page = await openContactForm();
    await fillAll(page);
    await input(page, 'Email').fill(email);
    await submit(page);
    await page.getByRole('alert').getByText(CONTACT_TEXTS.tooMany).waitFor();
    await expect(page.getByText(/within 24 hours/).count()).resolves.toBe(0);
    await expect(input(page, 'Message').inputValue()).resolves.toBe(FIELDS[5].valid);
    await expect(
      adminDb()
        .collection(COLLECTIONS.contactMessages)
        .where('email', '==', email)
        .get()
        .then((snap) => snap.size),
    ).resolves.toBe(0);
    await page.context().close();
  });
});
