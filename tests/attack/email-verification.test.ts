// Attack review, hole 4: `email_verified` was never shown or checked, so an address
// nobody had proven was approved, and a user who changed their Auth e-mail kept the old one on
// their profile. Now approval requires a verified address (functions/src/users), every approval
// change copies the address and its verification from Auth onto the profile, and the users
// screen's syncProfileEmails keeps every profile's copy true.
import { APPROVAL_TEXTS, COLLECTIONS } from '@lakeside/domain';
import { getAuth, sendEmailVerification } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { followVerificationLink } from '../support/authEmails';
import { clientAs, refusal } from '../support/client';
import { adminAuth, adminDb, createResident, createTestUser } from '../support/users';
import { useAdminClient } from '../support/useAdminClient';

const admin = useAdminClient();

const profileOf = async (uid: string) =>
  (await adminDb().collection(COLLECTIONS.profiles).doc(uid).get()).data()!;
const auditEntriesFor = async (uid: string) =>
  (await adminDb().collection(COLLECTIONS.auditLog).where('targetUid', '==', uid).get()).size;

describe('approval requires a verified e-mail address', () => {
  it('refuses to approve an unverified address and changes nothing; approves once the link was used', async () => {
    const resident = await createResident('pending', { emailVerified: false });
    const before = await profileOf(resident.uid);

    await expect(
      refusal(admin().call('setApprovalStatus', { uid: resident.uid, status: 'approved', from: 'pending' })),
    ).resolves.toEqual({
      code: 'functions/failed-precondition',
      message: APPROVAL_TEXTS.emailNotVerified,
    });
    await expect(profileOf(resident.uid)).resolves.toEqual(before);
    await expect(auditEntriesFor(resident.uid)).resolves.toBe(0);
    expect((await adminAuth().getUser(resident.uid)).customClaims?.approved).toBe(false);

    // The resident asks for the e-mail (as the app's 'Resend verification email' does) and
    // uses its link.
    const own = await clientAs(resident);
    try {
      await sendEmailVerification(getAuth(own.app).currentUser!);
    } finally {
      await own.close();
    }
    await followVerificationLink(resident.email);
    expect((await adminAuth().getUser(resident.uid)).emailVerified).toBe(true);

    await admin().call('setApprovalStatus', { uid: resident.uid, status: 'approved', from: 'pending' });
    await expect(profileOf(resident.uid)).resolves.toMatchObject({
      approvalStatus: 'approved',
      email: resident.email,
      emailVerified: true,
    });
    expect((await adminAuth().getUser(resident.uid)).customClaims?.approved).toBe(true);
  });

  it('still lets the board reject an unverified registration', async () => {
    const resident = await createResident('pending', { emailVerified: false });
    await admin().call('setApprovalStatus', { uid: resident.uid, status: 'rejected', from: 'pending' });
    await expect(profileOf(resident.uid)).resolves.toMatchObject({
      approvalStatus: 'rejected',
      emailVerified: false,
    });
  });
});

describe('the profile keeps the Auth account’s e-mail', () => {
  it('copies a changed address and its verification onto the profile when the users screen opens', async () => {
    const resident = await createResident('approved');
    // lower case: Auth keeps addresses in lower case
    const changed = `changed-${resident.uid.slice(0, 8).toLowerCase()}@lakeside.test`;
    // A change of address in Auth: the new one is not verified yet.
    await adminAuth().updateUser(resident.uid, { email: changed, emailVerified: false });
    expect((await profileOf(resident.uid)).email).toBe(resident.email);

    const answer = await admin().call('syncProfileEmails');
    expect(answer.updated).toBeGreaterThanOrEqual(1);
    expect(answer.checked).toBeGreaterThanOrEqual(answer.updated);
    await expect(profileOf(resident.uid)).resolves.toMatchObject({ email: changed, emailVerified: false });

    // Reset to Pending copies it too, and a new approval waits for the new address's link.
    await adminAuth().updateUser(resident.uid, { emailVerified: true });
    await admin().call('setApprovalStatus', { uid: resident.uid, status: 'pending', from: 'approved' });
    await expect(profileOf(resident.uid)).resolves.toMatchObject({ email: changed, emailVerified: true });
  });

  it('is an admin-only check: a resident or a stranger is refused', async () => {
    const resident = await clientAs(await createTestUser({ approved: true }));
    const stranger = await clientAs();
    try {
      await expect(refusal(resident.call('syncProfileEmails'))).resolves.toEqual({
        code: 'functions/permission-denied',
        message: APPROVAL_TEXTS.notAdmin,
      });
      await expect(refusal(stranger.call('syncProfileEmails'))).resolves.toEqual({
        code: 'functions/unauthenticated',
        message: APPROVAL_TEXTS.signInRequired,
      });
    } finally {
      await resident.close();
      await stranger.close();
    }
  });
});
