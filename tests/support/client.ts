// The web client's SDK (firebase/app, auth, functions) as a signed-in user, against the
// emulators: how the integration tests call callables exactly as the app does.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { PROJECT_ID, emulator } from './emulators';
import type { TestUser } from './users';

export interface Client {
  call<Answer = unknown>(name: string, data?: unknown): Promise<Answer>;
  close(): Promise<void>;
}

/** A client app, signed in as `user` (or signed out without one). */
export async function clientAs(user?: TestUser): Promise<Client> {
  const app: FirebaseApp = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, randomUUID());
  const auth = emulator('auth');
  connectAuthEmulator(getAuth(app), `http://${auth.host}:${auth.port}`, { disableWarnings: true });
  const functions = emulator('functions');
  connectFunctionsEmulator(getFunctions(app), functions.host, functions.port);
  if (user) await signInWithEmailAndPassword(getAuth(app), user.email, user.password);
  return {
    async call<Answer>(name: string, data?: unknown) {
      return (await httpsCallable<unknown, Answer>(getFunctions(app), name)(data)).data;
    },
    close: () => deleteApp(app),
  };
}

/**
 * The callable's error code and message, for asserting a refusal. The SDK appends the HTTP
 * status to the server's message ("… [403]"); the app strips it before showing it, and so
 * does this.
 */
export async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message: message.replace(/ \[\d{3}\]$/, '') };
  }
  throw new Error('expected the call to be refused, but it succeeded');
}
