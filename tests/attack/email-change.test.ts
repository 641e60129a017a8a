// Attack review: an approved resident who changed their Auth e-mail to an
// address nobody had proven kept every right, receipts went to the new address, and the profile
// showed the old one until an admin opened User Management. Now the callables' caller checks
// (functions/src/shared/caller.ts) ask Auth for the caller's account at every call: an address
// that is not verified at that moment is refused with SESSION_TEXTS.emailNotVerified, and the
// profile's copy of the address follows Auth on that call.
import { COLLECTIONS, OFFICIAL_DOCUMENTS, PAYMENT_TEXTS, SESSION_TEXTS } from '@lakeside/domain';
import { getAuth } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { clientAs, refusal } from '../support/client';
import { footprint, ownedAccount } from '../support/payments';
import { usePaymentsSetup } from '../support/paymentsSetup';
import { adminAuth, adminDb, createResident, createTestUser, type TestUser } from '../support/users';

const { track } = usePaymentsSetup({ admin: false });

const documentName = OFFICIAL_DOCUMENTS[0]!.fileName;
const profileOf = async (uid: string) =>
  (await adminDb().collection(COLLECTIONS.profiles).doc(uid).get()).data()!;
/** lower case: Auth keeps addresses in lower case */
const newAddressOf = (user: TestUser) => `moved-${user.uid.slice(0, 8).toLowerCase()}@lakeside.test`;
const refused = { code: 'functions/permission-denied', message: SESSION_TEXTS.emailNotVerified };

/** What Auth does when a user changes their address: the new one is not verified yet. */
const changeAddress = (uid: string, email: string) =>
  adminAuth().updateUser(uid, { email, emailVerified: false });
/** The link in the verification e-mail was used. */
const verify = (uid: string) => adminAuth().updateUser(uid, { emailVerified: true });

/** An approved resident owning a property that owes 2026, signed in. */
async function approvedOwner() {
  const user = await createResident('approved');
  const propertyId = await ownedAccount([user], ['2026']);
  const client = await track(clientAs(user));
  return { user, client, propertyId };
}

/** Signs in again, as Auth requires after a change of address. */
async function signInAs(user: TestUser) {
  return track(clientAs(user));
}

describe('an approved resident who changes their e-mail', () => {
  it('cannot download documents or pay until the new address is verified; the profile follows Auth', async () => {
    const { user, client, propertyId } = await approvedOwner();
    await expect(client.call('downloadDocument', { documentName })).resolves.toHaveProperty('downloadUrl');
    const moved = newAddressOf(user);
    await changeAddress(user.uid, moved);

    // The token from before the change still says the old, verified address. Auth ends an
    // account's sessions when its address changes: a token signed in before that second is
    // refused as revoked, and one from the same second gets past that, to be refused because
    // Auth's account decides, not the token.
    expect((await getAuth(client.app).currentUser!.getIdTokenResult()).claims.email_verified).toBe(true);
    const oldSession = await refusal(client.call('downloadDocument', { documentName }));
    expect([refused, { code: 'functions/unauthenticated', message: SESSION_TEXTS.revoked }]).toContainEqual(
      oldSession,
    );

    // So the resident signs in again, with the new address: the new token is approved, and
    // says the address is not verified.
    const again = await signInAs({ ...user, email: moved });
    const token = await getAuth(again.app).currentUser!.getIdTokenResult();
    expect(token.claims).toMatchObject({ email: moved, email_verified: false, approved: true });

    await expect(refusal(again.call('downloadDocument', { documentName }))).resolves.toEqual(refused);
    // The profile's copy followed Auth on that call.
    await expect(profileOf(user.uid)).resolves.toMatchObject({ email: moved, emailVerified: false });
    const before = await footprint(propertyId, user.uid);
    await expect(
      refusal(again.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] })),
    ).resolves.toEqual(refused);
    await expect(
      refusal(again.call('cancelCheckout', { invoiceNumber: 'INV-20260101-ABCDEF' })),
    ).resolves.toEqual(refused);
    expect(await footprint(propertyId, user.uid)).toEqual(before);

    // The link is used: both work again at once, while the app's token still says not verified.
    await verify(user.uid);
    expect((await getAuth(again.app).currentUser!.getIdTokenResult()).claims.email_verified).toBe(false);
    await expect(again.call('downloadDocument', { documentName })).resolves.toHaveProperty('downloadUrl');
    await expect(profileOf(user.uid)).resolves.toMatchObject({ email: moved, emailVerified: true });
    const answer = await again.call('createHoaPayment', { propertyId, yearsPaying: ['2026'] });
    expect(answer.url).toMatch(/cs_/);
    // The payment, and with it Stripe's checkout and the receipt, name the verified new address.
    const payment = await adminDb().collection(COLLECTIONS.payments).doc(answer.paymentId).get();
    expect(payment.get('payerEmail')).toBe(moved);
  });

  it('still hears that approval is missing first, when it is', async () => {
    const user = await createResident('pending');
    await changeAddress(user.uid, newAddressOf(user));
    const client = await signInAs({ ...user, email: newAddressOf(user) });
    await expect(
      refusal(client.call('createHoaPayment', { propertyId: 'any', yearsPaying: ['2026'] })),
    ).resolves.toEqual({ code: 'functions/permission-denied', message: PAYMENT_TEXTS.approvalRequired });
  });
});

describe('an admin who changes their e-mail', () => {
  it('cannot act for the board until the new address is verified', async () => {
    const user = await createTestUser({ admin: true, approved: true });
    const moved = newAddressOf(user);
    await changeAddress(user.uid, moved);
    const admin = await signInAs({ ...user, email: moved });

    await expect(refusal(admin.call('syncProfileEmails'))).resolves.toEqual(refused);
    const pending = await createResident('pending');
    await expect(
      refusal(admin.call('setApprovalStatus', { uid: pending.uid, status: 'approved', from: 'pending' })),
    ).resolves.toEqual(refused);
    await expect(profileOf(pending.uid)).resolves.toMatchObject({ approvalStatus: 'pending' });

    await verify(user.uid);
    await admin.call('setApprovalStatus', { uid: pending.uid, status: 'approved', from: 'pending' });
    // the audit log names the admin by the verified new address
    const audit = await adminDb()
      .collection(COLLECTIONS.auditLog)
      .where('targetUid', '==', pending.uid)
      .get();
    expect(audit.docs.map((entry) => entry.get('actorEmail'))).toEqual([moved]);
  });
});
