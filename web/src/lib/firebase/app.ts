import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { authEmulatorUrl, firebaseOptions, useEmulators } from './env';

// Only the app and Auth live here: the landing page imports this module, so Firestore and
// Functions are kept in their own modules (./firestore, ./functions) that only lazy routes load.
export const firebaseApp = initializeApp(firebaseOptions);

// initializeAuth instead of getAuth: getAuth also bundles browserPopupRedirectResolver
// (popup/redirect sign-in, which we do not use). IndexedDB first, localStorage where
// IndexedDB is unavailable (e.g. some private modes), so the session survives reloads.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (useEmulators) {
  connectAuthEmulator(auth, authEmulatorUrl(), { disableWarnings: true });
}
