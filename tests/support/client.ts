// The one callable client of the tests: the web client's SDK (firebase/app, auth, functions)
// as a signed-in user, against the emulators, in the functions' region: how the integration
// tests call callables exactly as the app does.
import {
  FUNCTIONS_REGION,
  emulatorAppCheckToken,
  type CallableAnswer,
  type CallableName,
} from '@lakeside/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { randomUUID } from 'node:crypto';
import { PROJECT_ID, emulator } from './emulators';
import { createTestUser, type TestUser } from './users';

/** A callable's answer as the domain's Callables table says; unknown for the others (health). */
type AnswerOf<Name extends string> = Name extends CallableName ? CallableAnswer<Name> : unknown;

export interface Client {
  /** the client's Firebase app, signed in as the user (e.g. for a Firestore listener) */
  app: FirebaseApp;
  /** `data` is not typed: the tests also send what the app never would. */
  call<Name extends string>(name: Name, data?: unknown): Promise<AnswerOf<Name>>;
  /** the client's Firestore (memory cache), reading under the security rules as the user */
  db(): Firestore;
  close(): Promise<void>;
}

/** The test clients' Firebase app id: what their App Check tokens name. */
const APP_ID = 'demo-test-client';

/** An App Check token the Functions emulator accepts, as the app's emulator builds send. */
export const appCheckToken = () => emulatorAppCheckToken(APP_ID, PROJECT_ID, Date.now()).token;

/**
 * A client app, signed in as `user` (or signed out without one). It proves itself with App
 * Check as the web app does, unless `appCheck` is false: a script calling the functions directly.
 */
export async function clientAs(
  user?: TestUser,
  { appCheck = true }: { appCheck?: boolean } = {},
): Promise<Client> {
  const app: FirebaseApp = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: APP_ID },
    randomUUID(),
  );
  if (appCheck) {
    initializeAppCheck(app, {
      provider: new CustomProvider({
        getToken: async () => emulatorAppCheckToken(APP_ID, PROJECT_ID, Date.now()),
      }),
      isTokenAutoRefreshEnabled: false,
    });
  }
  const auth = emulator('auth');
  connectAuthEmulator(getAuth(app), `http://${auth.host}:${auth.port}`, { disableWarnings: true });
  const functions = getFunctions(app, FUNCTIONS_REGION);
  const address = emulator('functions');
  connectFunctionsEmulator(functions, address.host, address.port);
  if (user) await signInWithEmailAndPassword(getAuth(app), user.email, user.password);
  let db: Firestore | undefined;
  return {
    app,
    async call<Name extends string>(name: Name, data?: unknown) {
      return (await httpsCallable<unknown, AnswerOf<Name>>(functions, name)(data)).data;
    },
    db() {
      if (!db) {
        db = getFirestore(app);
        const firestore = emulator('firestore');
        connectFirestoreEmulator(db, firestore.host, firestore.port);
      }
      return db;
    },
    close: () => deleteApp(app),
  };
}

/**
 * The callable's error code and message, for asserting a refusal; fails the test if the call
 * succeeded. The SDK appends the HTTP status to the server's message ("… [403]"); the app
 * strips it before showing it, and so does this.
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

/** A new admin (approved, with the admin claim), signed in as a client. */
export async function newAdminClient(): Promise<Client> {
  return clientAs(await createTestUser({ admin: true, approved: true }));
}
