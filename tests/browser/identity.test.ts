// Identity end to end in Chromium against the hosting emulator: register → pending → the
// resident verifies their e-mail → an admin approves in /admin/users → the resident, in the same tab and without signing out, can
// download the official documents. Plus the screens' refusals and messages.
import {
  COLLECTIONS,
  OFFICIAL_DOCUMENTS,
  PASSWORD_RESET_TEXTS,
  REGISTRATION_TEXTS as M,
  ROUTES,
  SESSION_TEXTS,
} from '@lakeside/domain';
import { getAuth, sendEmailVerification } from 'firebase/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERROR_TEXTS } from '../../web/src/features/auth/api/authErrors';
import { EMAIL_VERIFICATION_TEXTS } from '../../web/src/features/auth/api/emailVerification';
import { axeViolations } from '../support/axe';
import { signIn, toast, useChromium, useSignedIn, type Page } from '../support/browser';
import { authEmailsTo, followVerificationLink } from '../support/authEmails';
import { clientAs } from '../support/client';
import { adminAuth, createResident, createTestUser, type TestUser } from '../support/users';
import { REGISTERED_TEXTS } from '../../web/src/features/auth/texts';

const freshPage = useChromium();
const signedInPage = useSignedIn(freshPage);
/** the board, and an approved resident who is not on it: their sessions serve every test */
let admin: TestUser;
let nonAdmin: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ admin: true, approved: true });
  nonAdmin = await createTestUser({ approved: true });
});

const db = () => getFirestore(adminAuth().app);
const documentButtons = (page: Page) => page.locator('#rules').getByRole('button');

/** All three document buttons read `label` (spec §4). */
async function expectDocumentButtons(page: Page, label: string, enabled: boolean) {
  const buttons = documentButtons(page);
  await buttons.first().filter({ hasText: label }).waitFor();
  await expect(buttons.filter({ hasText: label }).count()).resolves.toBe(OFFICIAL_DOCUMENTS.length);
  for (let i = 0; i < OFFICIAL_DOCUMENTS.length; i++) {
    await expect(buttons.nth(i).isEnabled()).resolves.toBe(enabled);
  }
}

const verificationEmailsFor = (email: string) => authEmailsTo(email, 'VERIFY_EMAIL');

describe('register, approve, download', () => {
  it('takes a new resident from registration to a downloaded PDF, approved without signing out', async () => {
    const email = `new-${randomUUID()}@lakeside.test`;
    const lastName = `Newcomer-${randomUUID().slice(0, 8)}`;
    const password = 'lakeside-123';

    // 1. Register. The state is uppercased as it is typed.
    const page = await freshPage();
    await page.goto('/auth?mode=register');
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByLabel('First Name').fill('  Riley ');
    await page.getByLabel('Last Name').fill(lastName);
    await page.getByLabel('Street Address').fill('21 Marina Way');
    await page.getByLabel('City').fill('Lakeside');
    await page.getByLabel('State').fill('ky');
    await expect(page.getByLabel('State').inputValue()).resolves.toBe('KY');
    await page.getByLabel('ZIP Code').fill('37013-4455');
    await page.getByRole('button', { name: 'Create Account' }).click();

    // 2. Success: the toast, back to sign in with the address filled in, and a verification
    // e-mail (the Auth emulator keeps its link).
    await toast(page, 'Registration successful!').waitFor();
    await toast(page, 'Please check your email to verify your account.').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    expect(new URL(page.url()).pathname).toBe('/auth');
    // and what happens next, where it stays: verify, then the board approves
    await page.getByText(REGISTERED_TEXTS.title, { exact: true }).waitFor();
    await page.getByText(REGISTERED_TEXTS.next(email)).waitFor();
    await expect(verificationEmailsFor(email)).resolves.toHaveLength(1);

    const user = await adminAuth().getUserByEmail(email);
    const profile = (await db().collection(COLLECTIONS.profiles).doc(user.uid).get()).data();
    expect(profile).toMatchObject({
      firstName: 'Riley',
      lastName,
      email,
      streetAddress: '21 Marina Way',
      city: 'Lakeside',
      state: 'KY',
      zipCode: '37013-4455',
      approvalStatus: 'pending',
    });
    expect(user.customClaims ?? {}).toEqual({});

    // 3. Sign in: welcome toast, the landing page, documents waiting for approval.
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await toast(page, 'Welcome back!').waitFor();
    await expectDocumentButtons(page, 'Approval Pending', false);

    // 4. The board cannot approve an address nobody has proven yet.
    const adminPage = await signedInPage(admin, { at: '/admin/users' });
    await adminPage.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    const card = adminPage.getByRole('row', { name: `Riley ${lastName}` });
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByText(email).waitFor();
    await card.getByText('21 Marina Way, Lakeside, KY 37013-4455').waitFor();
    await card.getByText('Not verified', { exact: true }).waitFor();
    const approve = card.getByRole('button', { name: 'Approve' });
    await expect(approve.isDisabled()).resolves.toBe(true);
    await expect(
      approve.getAttribute('aria-describedby').then((id) => adminPage.locator(`#${id}`).textContent()),
    ).resolves.toBe('Can be approved once the email address is verified.');

    // 5. The resident is told on My HOA Account, asks for the e-mail again, and uses its link.
    await page.goto('/my-account');
    const notice = page.getByRole('region', { name: 'Verify your email address' });
    await notice.getByText(`confirmed that ${email} is yours`, { exact: false }).waitFor();
    await notice.getByRole('button', { name: 'Resend verification email' }).click();
    await toast(page, 'Verification email sent').waitFor();
    await expect(verificationEmailsFor(email)).resolves.toHaveLength(2);
    await followVerificationLink(email);
    // the app asks Auth (not its stored user) before it says anything: no notice now
    const lookedUp = page.waitForResponse((response) => response.url().includes('accounts:lookup'));
    await page.reload();
    await page.getByRole('region', { name: 'Approval Pending' }).waitFor();
    await lookedUp;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await expect(notice.count()).resolves.toBe(0);
    await page.goto('/');
    await expectDocumentButtons(page, 'Approval Pending', false);

    // 6. Now the board approves it in /admin/users.
    await adminPage.reload();
    await card.getByText('Verified', { exact: true }).waitFor();
    await approve.click();
    await toast(adminPage, 'User approved successfully.').waitFor();
    // the list reloads: the card now offers the way back
    await card.getByRole('button', { name: 'Reset to Pending' }).waitFor();
    await card.getByText('Approved', { exact: true }).waitFor();

    // 7. The resident's open tab catches up by itself (claims refresh) and downloads.
    await expectDocumentButtons(page, 'Download Document', true);
    const document = OFFICIAL_DOCUMENTS[0]!;
    const download = page.waitForEvent('download');
    await documentButtons(page).first().click();
    await toast(page, 'Download Started').waitFor();
    await toast(page, `${document.title} is being downloaded.`).waitFor();
    const file = await download;
    expect(file.suggestedFilename()).toBe(document.fileName);
    // saved in place: no tab is left behind, blank
    expect(page.context().pages()).toHaveLength(1);
    const bytes = await readFile(await file.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    await page.context().close();
    await adminPage.context().close();
  });
});

describe('an approved resident whose new address is not verified yet', () => {
  it('is told on My HOA Account and by a download, and downloads again once the link is used', async () => {
    const resident = await createResident('approved');
    const moved = `moved-${randomUUID()}@lakeside.test`;
    // What Auth does when a user changes their address: the new one is not verified yet.
    await adminAuth().updateUser(resident.uid, { email: moved, emailVerified: false });
    const page = await signedInPage({ email: moved, password: resident.password }, { at: '/my-account' });
    const notice = page.getByRole('region', { name: 'Verify your email address' });
    await notice.getByText(EMAIL_VERIFICATION_TEXTS.textApproved(moved)).waitFor();
    await page.goto('/#rules');
    await expectDocumentButtons(page, 'Download Document', true);
    await documentButtons(page).first().click();
    await toast(page, SESSION_TEXTS.emailNotVerified).waitFor();

    await page.goto('/my-account');
    await notice.getByRole('button', { name: 'Resend verification email' }).click();
    await toast(page, 'Verification email sent').waitFor();
    await followVerificationLink(moved);
    await page.goto('/#rules');
    const download = page.waitForEvent('download');
    await documentButtons(page).first().click();
    await toast(page, 'Download Started').waitFor();
    expect((await download).suggestedFilename()).toBe(OFFICIAL_DOCUMENTS[0]!.fileName);
    await page.context().close();
  });
});

describe('registration form', () => {
  it('shows the first failing message of every field and makes no call', async () => {
    const page = await freshPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Register here' }).click();
    await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
    const email = `never-${randomUUID()}@lakeside`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('12345');
    await page.getByLabel('Confirm Password').fill('54321');
    await page.getByLabel('State').fill('T1');
    await page.getByLabel('ZIP Code').fill('3701');
    await page.getByRole('button', { name: 'Create Account' }).click();

    for (const message of [
      M.emailInvalid,
      M.passwordTooShort,
      M.passwordsDontMatch,
      M.firstNameRequired,
      M.lastNameRequired,
      M.streetAddressRequired,
      M.cityRequired,
      M.statePattern,
      M.zipCodeFormat,
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // The first invalid field has the focus and is marked invalid for assistive technology.
    await expect(page.getByLabel('Email').evaluate((el) => el === document.activeElement)).resolves.toBe(
      true,
    );
    await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(adminAuth().getUserByEmail(email)).rejects.toThrow();
    await page.context().close();
  });

  it('says in a red alert, in plain words, that the email is taken', async () => {
    const existing = await createTestUser();
    const page = await freshPage();
    await page.goto('/auth?mode=register');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel(/^Password/).fill('secret-1');
    await page.getByLabel('Confirm Password').fill('secret-1');
    await page.getByLabel('First Name').fill('Sam');
    await page.getByLabel('Last Name').fill('Taken');
    await page.getByLabel('Street Address').fill('1 Lake Rd');
    await page.getByLabel('City').fill('Lakeside');
    await page.getByLabel('ZIP Code').fill('37013');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('alert').filter({ hasText: AUTH_ERROR_TEXTS.emailTaken }).waitFor();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /firebase|auth\//i })
        .count(),
    ).resolves.toBe(0);
    await page.context().close();
  });
});

describe('sign in', () => {
  it('says the same plain sentence for a wrong password and an unknown email, and stays on /auth', async () => {
    const user = await createTestUser();
    for (const [email, password] of [
      [user.email, 'wrong-password'],
      [`nobody-${randomUUID()}@lakeside.test`, user.password],
    ] as const) {
      const page = await freshPage();
      await page.goto('/auth');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      const alert = page.getByRole('alert');
      await alert.filter({ hasText: AUTH_ERROR_TEXTS.wrongCredentials }).waitFor();
      await expect(alert.textContent()).resolves.not.toMatch(/firebase|auth\//i);
      expect(new URL(page.url()).pathname).toBe('/auth');
      await page.context().close();
    }
  });

  it('says the network is down when it is', async () => {
    const user = await createTestUser();
    const page = await freshPage();
    await page.goto('/auth');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: AUTH_ERROR_TEXTS.offline }).waitFor();
    await page.context().close();
  });

  it('sends a signed-in user from /auth to /', async () => {
    const user = await createTestUser();
    const page = await freshPage();
    await signIn(page, user.email, user.password);
    await page.goto('/auth');
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});

describe('forgot password', () => {
  const resetLink = async (email: string) => {
    const [reset] = await authEmailsTo(email, 'PASSWORD_RESET');
    expect(reset, `a reset e-mail to ${email}`).toBeDefined();
    // The e-mail's link as the README's deploy steps point Firebase's action URL at the app.
    return `${ROUTES.authAction}?mode=resetPassword&oobCode=${encodeURIComponent(reset!.oobCode)}`;
  };

  it('sends a reset link, sets the new password on the app’s own page, and signs in with it', async () => {
    const user = await createTestUser();
    const page = await freshPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Reset Password' });
    await heading.waitFor();
    // the link is gone with the sign-in form: the keyboard goes on from the heading
    await expect.poll(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(PASSWORD_RESET_TEXTS.sent(user.email)).waitFor();

    const link = await resetLink(user.email);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a New Password' }).waitFor();
    await page.getByText(`For ${user.email}`).waitFor();
    await page.getByLabel(/^New Password/).fill('new-secret-1');
    await page.getByLabel('Confirm New Password').fill('new-secret-2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(M.passwordsDontMatch, { exact: true }).waitFor();
    await page.getByLabel('Confirm New Password').fill('new-secret-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, PASSWORD_RESET_TEXTS.changedText).waitFor();
    await page.waitForURL((url) => url.pathname === ROUTES.auth);
    expect(await axeViolations(page)).toEqual([]);

    // the new password signs in; the old one no longer does
    await signIn(page, user.email, 'new-secret-1');
    const other = await freshPage();
    await other.goto('/auth');
    await other.getByLabel('Email').fill(user.email);
    await other.getByLabel('Password').fill(user.password);
    await other.getByRole('button', { name: 'Sign In' }).click();
    await other.getByRole('alert').filter({ hasText: AUTH_ERROR_TEXTS.wrongCredentials }).waitFor();

    // a link works once
    await other.goto(link);
    await other.getByRole('alert').filter({ hasText: PASSWORD_RESET_TEXTS.linkInvalid }).waitFor();
    await expect(other.getByRole('button', { name: 'Change Password' }).count()).resolves.toBe(0);
    await page.context().close();
    await other.context().close();
  });

  it('answers an address without an account exactly the same, and sends nothing', async () => {
    const email = `nobody-${randomUUID()}@lakeside.test`;
    const page = await freshPage();
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(PASSWORD_RESET_TEXTS.sent(email)).waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await expect(authEmailsTo(email, 'PASSWORD_RESET')).resolves.toEqual([]);
    await page.context().close();
  });

  it('verifies an address through the app’s own page as well', async () => {
    const resident = await createResident('pending', { emailVerified: false });
    const own = await clientAs(resident);
    await sendEmailVerification(getAuth(own.app).currentUser!);
    await own.close();
    const [verification] = await authEmailsTo(resident.email, 'VERIFY_EMAIL');
    const page = await freshPage();
    await page.goto(
      `${ROUTES.authAction}?mode=verifyEmail&oobCode=${encodeURIComponent(verification!.oobCode)}`,
    );
    await page.getByText(PASSWORD_RESET_TEXTS.emailVerified, { exact: false }).waitFor();
    expect((await adminAuth().getUser(resident.uid)).emailVerified).toBe(true);
    await page.context().close();
  });
});

describe('document buttons by status', () => {
  it('read Login Required for a signed-out visitor', async () => {
    const page = await freshPage();
    await page.goto('/#rules');
    await expectDocumentButtons(page, 'Login Required', false);
    await page.context().close();
  });

  it('read Access Denied for a rejected resident', async () => {
    const user = await createResident('rejected');
    const page = await signedInPage(user);
    await expectDocumentButtons(page, 'Access Denied', false);
    await page.context().close();
  });
});

describe('user management', () => {
  it('shows a non-admin the Access Denied card with a way home', async () => {
    const page = await signedInPage(nonAdmin, { at: '/admin/users' });
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("You don't have admin privileges to access this page.").waitFor();
    await expect(page.getByText('User Management', { exact: true }).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('rejects, then resets to pending, with the right toast for each (reset reads pending)', async () => {
    const resident = await createResident('pending');
    const page = await signedInPage(admin, { at: '/admin/users' });
    const card = page
      .getByRole('row', { name: `${resident.firstName} ${resident.lastName}` })
      .filter({ hasText: resident.email });
    await card.getByRole('button', { name: 'Reject' }).click();
    await toast(page, 'User rejected successfully.').waitFor();
    await card.getByText('Rejected', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Reset to Pending' }).click();
    await toast(page, 'User reset to pending successfully.').waitFor();
    await card.getByRole('button', { name: 'Approve' }).waitFor();
    const stored = await db().collection(COLLECTIONS.profiles).doc(resident.uid).get();
    expect(stored.get('approvalStatus')).toBe('pending');
    await page.context().close();
  });

  it('sends a signed-out visitor from /my-account and /admin/users to /auth', async () => {
    for (const path of ['/my-account', '/admin/users']) {
      const page = await freshPage();
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/auth');
      await page.context().close();
    }
  });
});

describe('accessibility (axe)', () => {
  /** Toasts are left out: Fluent's toaster sits outside the landmarks while one shows. */
  const toastsGone = (page: Page) => page.locator('.fui-Toast').first().waitFor({ state: 'detached' });

  it('finds no violations on /auth, in both modes and with the form errors shown', async () => {
    const page = await freshPage();
    await page.goto('/auth');
    await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Register here' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText(M.firstNameRequired).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('finds no violations on /admin/users, for an admin and for a non-admin', async () => {
    await createResident('pending');
    const page = await signedInPage(admin, { at: '/admin/users' });
    await page.getByRole('table', { name: 'User profiles' }).waitFor();
    await toastsGone(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    const other = await signedInPage(nonAdmin, { at: '/admin/users' });
    await other.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await toastsGone(other);
    expect(await axeViolations(other)).toEqual([]);
    await other.context().close();
  });
});
