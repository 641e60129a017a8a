// The landing page's contact form (spec §2, §5): every field required, the email must look
// like one, and a valid message is only answered with the 24-hour promise: nothing is sent.
import { describe, expect, it } from 'vitest';
import { useChromium, type Page } from '../support/browser';

// No service worker: its precaching would show up among the requests this file counts.
const freshPage = useChromium({ serviceWorkers: 'block' });

const FIELDS = [
  { label: 'First name', valid: 'Ada', required: 'First name is required' },
  { label: 'Last name', valid: 'Lovelace', required: 'Last name is required' },
  { label: 'Email', valid: 'ada@example.com', required: 'Email is required' },
  { label: 'Property address', valid: '14 Lakeshore Dr', required: 'Property address is required' },
  { label: 'Subject', valid: 'Dock permit', required: 'Subject is required' },
  { label: 'Message', valid: 'May I extend my dock by four feet?', required: 'Message is required' },
] as const;

const form = (page: Page) => page.locator('form');
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

  it('a valid message gets the 24-hour promise, empties the form and sends nothing', async () => {
    const page = await openContactForm();
    await fillAll(page);
    const requests: string[] = [];
    page.context().on('request', (request) => requests.push(request.url()));
    await submit(page);
    await page.getByText('Our team will reply within 24 hours.').waitFor();
    await page.getByText('Thank you, Ada!').waitFor();
    for (const field of FIELDS) await expect(input(page, field.label).inputValue()).resolves.toBe('');
    expect(requests).toEqual([]);
    await page.context().close();
  });
});
