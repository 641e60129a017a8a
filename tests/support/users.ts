// Auth-emulator users for the integration and browser tests: made with the Admin SDK (as the
// functions and the admin:grant script would), each test with its own unique email.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { COLLECTIONS } from '@lakeside/domain';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { PROJECT_ID, emulator } from './emulators';

function adminApp(): App {
  const auth = emulator('auth');
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${auth.host}:${auth.port}`;
  const firestore = emulator('firestore');
  process.env.FIRESTORE_EMULATOR_HOST ??= `${firestore.host}:${firestore.port}`;
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export const adminAuth = () => getAuth(adminApp());

export interface TestUser {
  uid: string;
  email: string;
  password: string;
}

/** `emailVerified`: false for a user who has not used the link of their verification e-mail yet. */
export async function createTestUser(
  claims: Record<string, unknown> = {},
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<TestUser> {
  const email = `test-${randomUUID()}@lakeside.test`;
  const password = 'test-password-123';
  const { uid } = await adminAuth().createUser({ email, password, emailVerified });
  if (Object.keys(claims).length > 0) await adminAuth().setCustomUserClaims(uid, claims);
  return { uid, email, password };
}

export const adminDb = () => getFirestore(adminApp());

export interface TestResident extends TestUser {
  firstName: string;
  lastName: string;
}

/**
 * A registered resident: an Auth user whose `approved` claim and profile status agree, as
 * setApprovalStatus leaves them. Unique names, so screens can be searched for them.
 * `claims`: further custom claims, e.g. one a claims change must keep.
 * `emailVerified`: whether Auth says the address is verified (approval requires it).
 */
export async function createResident(
  status: 'pending' | 'approved' | 'rejected',
  {
    firstName = 'Robin',
    claims = {},
    emailVerified = true,
  }: { firstName?: string; claims?: Record<string, unknown>; emailVerified?: boolean } = {},
): Promise<TestResident> {
  const user = await createTestUser({ ...claims, approved: status === 'approved' }, { emailVerified });
  const lastName = `Tester-${user.uid.slice(0, 6)}`;
  await adminDb().collection(COLLECTIONS.profiles).doc(user.uid).set({
    firstName,
    lastName,
    email: user.email,
    streetAddress: '1 Test Way',
    city: 'Lakeside',
    state: 'TN',
    zipCode: '37013',
    approvalStatus: status,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { ...user, firstName, lastName };
}
