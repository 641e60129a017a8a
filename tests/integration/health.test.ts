import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ID, emulator, requireEmulators } from '../support/emulators';
import { createTestUser } from '../support/users';

// The client SDK, as the web app uses it, against the Auth and Functions emulators.
let app: FirebaseApp;

beforeAll(async () => {
  await requireEmulators();
  app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `health-${Date.now()}`);
  const auth = emulator('auth');
  connectAuthEmulator(getAuth(app), `http://${auth.host}:${auth.port}`, { disableWarnings: true });
  const functions = emulator('functions');
  connectFunctionsEmulator(getFunctions(app), functions.host, functions.port);
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

const health = () =>
  httpsCallable<void, { ok: boolean; uid: string | null; claims: { admin: boolean; approved: boolean } }>(
    getFunctions(app),
    'health',
  )();

describe('health callable', () => {
  it('answers a signed-out caller with no uid and no claims', async () => {
    await signOut(getAuth(app));
    const { data } = await health();
    expect(data).toEqual({ ok: true, uid: null, claims: { admin: false, approved: false } });
  });

  it("reports a signed-in resident's uid and absent claims", async () => {
    const user = await createTestUser();
    await signInWithEmailAndPassword(getAuth(app), user.email, user.password);
    const { data } = await health();
    expect(data).toEqual({ ok: true, uid: user.uid, claims: { admin: false, approved: false } });
  });

  it("reports an admin's claims from the verified ID token", async () => {
    const user = await createTestUser({ admin: true, approved: true });
    await signInWithEmailAndPassword(getAuth(app), user.email, user.password);
    const { data } = await health();
    expect(data).toEqual({ ok: true, uid: user.uid, claims: { admin: true, approved: true } });
  });
});
