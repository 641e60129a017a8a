import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { firebaseApp } from './app';
import { emulatorHostAndPort, useEmulators } from './env';

let firestore: Firestore | undefined;

/**
 * Firestore Lite on the app's own Firebase app (same project, same signed-in user, same App
 * Check): one-shot reads over plain HTTPS, with no local cache. For bulk reads that nobody needs
 * offline (every payment on the board's desk): the full SDK writes each document it
 * reads into the persistent cache in IndexedDB, which was most of the time of reading
 * thousands of payments, and it is a cache meant for a resident's own
 * account (DESIGN §6).
 * Import this module only lazily: it is a second Firestore client.
 */
export function getLiteDb(): Firestore {
  if (!firestore) {
    firestore = getFirestore(firebaseApp);
    if (useEmulators) {
      const { host, port } = emulatorHostAndPort(
        'VITE_FIRESTORE_EMULATOR_HOST',
        import.meta.env.VITE_FIRESTORE_EMULATOR_HOST,
      );
      connectFirestoreEmulator(firestore, host, port);
    }
  }
  return firestore;
}
