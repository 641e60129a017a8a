// E-mails Not Delivered in Chromium: the desk counts them and links to the page; the page lists
// each with its recipients, subject and reason; Resend sends it (into the mail catcher) and it
// leaves the list; Dismiss sets one aside; 1280 and 390 px with axe; a resident is sent away.
// Other tests' e-mails share the database: this one finds its own by subject.
import { MAIL_DELIVERY_TEXTS as T } from '@lakeside/domain';
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { toast, useChromium, useSignedIn, type Page } from '../support/browser';
import { mailsOnceArrived, sentTo } from '../support/mailCatcher';
import { seedUndeliveredMail, type UndeliveredSeed } from '../support/undeliveredMail';
import { adminDb, createResident, createTestUser, type TestUser } from '../support/users';

const signedInPage = useSignedIn(useChromium({ serviceWorkers: 'block' }));
const shots = new URL('../../.cache/screens/', import.meta.url);
let admin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true, approved: true });
  mkdirSync(shots, { recursive: true });
});

const seed = () => seedUndeliveredMail(adminDb().collection('mail'));
const rowOf = (page: Page, mail: UndeliveredSeed, width: number) =>
  width > 600
    ? page.getByRole('row').filter({ hasText: mail.subject })
    : page.getByRole('listitem', { name: `${mail.subject} to ${mail.to}` });

describe('E-mails Not Delivered', () => {
  it('the desk counts them and leads to the page, where Resend sends one and it leaves the list', async () => {
    const mail = await seed();
    const page = await signedInPage(admin, { viewport: { width: 1280, height: 900 }, at: '/admin/payments' });
    // counted once the desk's list is in (every other test's payments too)
    await page.getByText(/^\d+ e-mails? (was|were) not delivered\.$/).waitFor({ timeout: 60_000 });
    await page.getByRole('link', { name: T.deskLink }).click();
    await page.waitForURL((url) => url.pathname === '/admin/mail');
    await page.getByRole('heading', { level: 1, name: T.title }).waitFor();

    const row = rowOf(page, mail, 1280);
    await row.getByText(mail.to).waitFor();
    await row.getByText('550 5.1.1 Mailbox unavailable').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: new URL('undelivered-mail-1280.png', shots).pathname, fullPage: true });

    await row.getByRole('button', { name: T.resendFor(mail.subject) }).click();
    await toast(page, T.sent).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await mailsOnceArrived(sentTo(mail.to), { quietMs: 1_000 })).toHaveLength(1);
    await page.context().close();
  });

  it('on a phone: a card per e-mail, Dismiss sets one aside', async () => {
    const mail = await seed();
    const page = await signedInPage(admin, { viewport: { width: 390, height: 844 }, at: '/admin/mail' });
    const card = rowOf(page, mail, 390);
    await card.getByText('550 5.1.1 Mailbox unavailable').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    await card.screenshot({ path: new URL('undelivered-mail-390.png', shots).pathname });

    await card.getByRole('button', { name: T.dismissFor(mail.subject) }).click();
    await toast(page, T.dismissed).waitFor();
    await card.waitFor({ state: 'detached' });
    expect((await adminDb().collection('mail').doc(mail.id).get()).get('delivery.state')).toBe('DISMISSED');
    await page.context().close();
  });

  it('sends a resident away', async () => {
    const resident = await createResident('approved');
    const page = await signedInPage(resident, { viewport: { width: 1280, height: 900 } });
    await page.goto('/admin/mail');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});
