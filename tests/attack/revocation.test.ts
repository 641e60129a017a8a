// Attack review, hole 2: after 'Reset to Pending', the resident's old ID
// token kept working for up to an hour: downloadDocument answered 200 and they still read their
// property and account; the same for an admin whose `admin` claim was removed. Now losing a
// right revokes the user's sessions (functions/src/auth/claims.ts), and both the functions
// (shared/caller.ts) and the rules (sessionStillValid) refuse a token from before it, even one
// refreshed since: a refresh keeps the sign-in's auth_time.
import { COLLECTIONS, DOCUMENT_TEXTS, OFFICIAL_DOCUMENTS, SESSION_TEXTS } from '@lakeside/domain';
import { getAuth } from 'firebase/auth';
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateClaims } from '../../functions/src/auth/claims';
import { clientAs, refusal, type Client } from '../support/client';
import { requireEmulators } from '../support/emulators';
import { createProperty } from '../support/properties';
import { adminAuth, adminDb, createResident, createTestUser, type TestUser } from '../support/users';

const DOCUMENT = { documentName: OFFICIAL_DOCUMENTS[0]!.fileName };
const clients: Client[] = [];
let admin: Client;

async function signedIn(user: TestUser): Promise<Client> {
  const client = await clientAs(user);
  clients.push(client);
  return client;
}

/**
 * Waits until the clock is past the second the client signed in: Auth keeps revocation times in
 * whole seconds and a sign-in in the very second of a revocation still counts (as in
 * production), which is not what these tests are about.
 */
async function pastSignInSecond(client: Client): Promise<void> {
  const { authTime } = await getAuth(client.app).currentUser!.getIdTokenResult();
  const wait = Date.parse(authTime) + 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
}

/** Whether Firestore's rules let `client` read the property and its account. */
async function readsOwnProperty(client: Client, propertyId: string, uid: string): Promise<boolean> {
  const db = client.db();
  const attempts = [
    getDoc(doc(db, COLLECTIONS.properties, propertyId)),
    getDoc(doc(db, COLLECTIONS.hoaAccounts, propertyId)),
    getDocs(query(collection(db, COLLECTIONS.hoaAccounts), where('ownerUids', 'array-contains', uid))),
  ];
  const outcomes = await Promise.allSettled(attempts);
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected' && (outcome.reason as { code?: string }).code !== 'permission-denied') {
      throw outcome.reason;
    }
  }
  const allowed = outcomes.filter((o) => o.status === 'fulfilled').length;
  if (allowed !== 0 && allowed !== outcomes.length) throw new Error(`only ${allowed} of the reads allowed`);
  return allowed === outcomes.length;
}

/** An approved resident who owns a property with an HOA account, signed in. */
async function approvedOwner() {
  const resident = await createResident('approved');
  const propertyId = await createProperty();
  await admin.call('assignPropertyOwner', { propertyId, uid: resident.uid });
  await admin.call('ensureHoaAccount', { propertyId });
  const client = await signedIn(resident);
  expect(await readsOwnProperty(client, propertyId, resident.uid)).toBe(true);
  expect(await client.call('downloadDocument', DOCUMENT)).toHaveProperty('downloadUrl');
  await pastSignInSecond(client);
  return { resident, propertyId, client };
}

beforeAll(async () => {
  await requireEmulators();
  admin = await signedIn(await createTestUser({ admin: true, approved: true }));
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

// An approved user can only be reset to pending (spec §4); 'Reject' applies to a pending user,
// who holds no right to lose.
describe('an approved owner reset to pending', () => {
  it('loses documents, property and account at once, with the token they already hold', async () => {
    const { resident, propertyId, client } = await approvedOwner();
    await admin.call('setApprovalStatus', { uid: resident.uid, status: 'pending' });

    // The token the client holds was issued before, and still says approved: true.
    expect((await getAuth(client.app).currentUser!.getIdTokenResult()).claims.approved).toBe(true);
    expect(await refusal(client.call('downloadDocument', DOCUMENT))).toEqual({
      code: 'functions/unauthenticated',
      message: SESSION_TEXTS.revoked,
    });
    expect(await readsOwnProperty(client, propertyId, resident.uid)).toBe(false);

    // userMeta tells the app since when sign-ins count; the user's own tokens are older.
    const meta = (await adminDb().collection(COLLECTIONS.userMeta).doc(resident.uid).get()).data();
    const { authTime } = await getAuth(client.app).currentUser!.getIdTokenResult();
    expect(meta?.tokensValidAfter).toBeGreaterThan(Date.parse(authTime) / 1000);
  });
});

it('a refreshed token of the revoked session is still refused (it keeps the old auth_time)', async () => {
  const { resident, propertyId, client } = await approvedOwner();
  await admin.call('setApprovalStatus', { uid: resident.uid, status: 'pending' });
  // Production refuses the refresh itself (the refresh token is revoked); the Auth emulator
  // issues one, which must not help: the rules and the functions compare the sign-in time.
  await getAuth(client.app)
    .currentUser!.getIdToken(true)
    .catch(() => undefined);
  expect(await readsOwnProperty(client, propertyId, resident.uid)).toBe(false);
  expect((await refusal(client.call('downloadDocument', DOCUMENT))).code).toMatch(
    /functions\/(unauthenticated|permission-denied)/,
  );
});

it('an admin whose admin claim is removed (npm run admin:revoke) is refused by functions and rules', async () => {
  const user = await createTestUser({ admin: true, approved: true });
  const formerAdmin = await signedIn(user);
  const pending = await createResident('pending');
  expect((await getDocs(collection(formerAdmin.db(), COLLECTIONS.profiles))).size).toBeGreaterThan(0);
  await pastSignInSecond(formerAdmin);

  await updateClaims(adminAuth(), adminDb(), user.uid, { admin: false });

  expect(
    await refusal(formerAdmin.call('setApprovalStatus', { uid: pending.uid, status: 'approved' })),
  ).toEqual({
    code: 'functions/unauthenticated',
    message: SESSION_TEXTS.revoked,
  });
  await expect(getDocs(collection(formerAdmin.db(), COLLECTIONS.profiles))).rejects.toMatchObject({
    code: 'permission-denied',
  });
  const profile = await adminDb().collection(COLLECTIONS.profiles).doc(pending.uid).get();
  expect(profile.get('approvalStatus')).toBe('pending');
  // Still approved, so a fresh sign-in reads documents again, without the admin's rights.
  const again = await signedIn(user);
  expect(await again.call('downloadDocument', DOCUMENT)).toHaveProperty('downloadUrl');
  await expect(getDocs(collection(again.db(), COLLECTIONS.profiles))).rejects.toMatchObject({
    code: 'permission-denied',
  });
});

it('gaining a right revokes nothing: an approved user’s open session goes on', async () => {
  const resident = await createResident('pending');
  const client = await signedIn(resident);
  await admin.call('setApprovalStatus', { uid: resident.uid, status: 'approved' });
  await getAuth(client.app).currentUser!.getIdToken(true);
  expect(await client.call('downloadDocument', DOCUMENT)).toHaveProperty('downloadUrl');
  const meta = (await adminDb().collection(COLLECTIONS.userMeta).doc(resident.uid).get()).data();
  expect(meta?.tokensValidAfter).toBeUndefined();
  // A user never approved is refused as before, with the documents' own message.
  const stranger = await signedIn(await createResident('pending'));
  expect((await refusal(stranger.call('downloadDocument', DOCUMENT))).message).toBe(
    DOCUMENT_TEXTS.approvalRequired,
  );
});
