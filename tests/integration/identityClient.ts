// Helpers for the identity integration tests: the web SDK signed in as a test user (exactly
// how the app calls the callables), the Admin SDK's Firestore, and the refusal of a call.
import { getFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { PROJECT_ID, emulator } from '../support/emulators';
import { adminAuth, type TestUser } from '../support/users';

export const db = () => getFirestore(adminAuth().app);

export interface CallableClient {
  call<Answer = unknown>(name: string, data?: unknown): Promise<Answer>;
  close(): Promise<void>;
}

/** A client app signed in as `user`, or signed out without one. */
export async function clientFor(user?: TestUser): Promise<CallableClient> {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `identity-${randomUUID()}`);
  const auth = emulator('auth');
  connectAuthEmulator(getAuth(app), `http://${auth.host}:${auth.port}`, { disableWarnings: true });
  const functions = emulator('functions');
  connectFunctionsEmulator(getFunctions(app, 'us-central1'), functions.host, functions.port);
  if (user) await signInWithEmailAndPassword(getAuth(app), user.email, user.password);
  return {
    async call<Answer>(name: string, data?: unknown) {
      return (await httpsCallable<unknown, Answer>(getFunctions(app, 'us-central1'), name)(data)).data;
    },
    close: () => deleteApp(app),
  };
}

/** The code and the server's message a refused call answered with; fails the test if it succeeded. */
export async function refusalOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    // The web SDK appends the HTTP status (" [403]") to the server's message.
    return { code, message: message.replace(/ \[\d{3}\]$/, '') };
  }
  throw new Error('expected the call to be refused, but it succeeded');
}
