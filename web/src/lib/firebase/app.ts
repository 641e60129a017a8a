import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, connectAuthEmulator, initializeAuth } from 'firebase/auth';
import { authEmulatorUrl, firebaseOptions, useEmulators } from './env';

// Only the app and Auth live here: the landing page imports this module, so Firestore and
// Functions are kept in their own modules (./firestore, ./functions) that only lazy routes load.
export const firebaseApp = initializeApp(firebaseOptions);

// initializeAuth instead of getAuth: getAuth also bundles browserPopupRedirectResolver
// (popup/redirect sign-in, which we do not use). The session is kept in localStorage, not in
// getAuth's IndexedDB: restoring a session waits for its store, and Auth's IndexedDB
// store opens a database, test-writes it and, after each write, waits up to 50 ms for an answer
// from the page's service worker, which ours (not Firebase's) never gives: a wait on every
// reload of My HOA Account. Listing IndexedDB second would not help: Auth checks every store
// listed at each start. Where localStorage is unavailable, the session lasts as long as the tab.
export const auth = initializeAuth(firebaseApp, { persistence: browserLocalPersistence });

if (useEmulators) {
  connectAuthEmulator(auth, authEmulatorUrl(), { disableWarnings: true });
}

/**
 * The uid of the session Auth is restoring from its localStorage record, before Auth has
 * checked it with its server: lets a page show what it last showed this user (lib/lastSeen)
 * while that check runs. null when no session is stored. Only a hint: the page switches to the
 * live data, or to the sign-in screen, as soon as Auth answers.
 */
export function restoringUid(): string | null {
  try {
    const record = localStorage.getItem(`firebase:authUser:${firebaseOptions.apiKey}:${firebaseApp.name}`);
    const uid = (JSON.parse(record ?? 'null') as { uid?: unknown } | null)?.uid;
    return typeof uid === 'string' && uid !== '' ? uid : null;
  } catch {
    return null;
  }
}
