// Auth-emulator users for the integration and browser tests: made with the Admin SDK (as the
// functions and the admin:grant script would), each test with its own unique email.
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
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

export async function createTestUser(claims: Record<string, unknown> = {}): Promise<TestUser> {
  const email = `test-${randomUUID()}@lakeside.test`;
  const password = 'test-password-123';
  const { uid } = await adminAuth().createUser({ email, password, emailVerified: true });
  if (Object.keys(claims).length > 0) await adminAuth().setCustomUserClaims(uid, claims);
  return { uid, email, password };
}

export const adminDb = () => getFirestore(adminApp());
