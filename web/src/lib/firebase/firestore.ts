import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { firebaseApp } from './app';
import { emulatorHostAndPort, useEmulators } from './env';

let firestore: Firestore | undefined;

/**
 * The app's Firestore instance, created on first use. Import this module only from lazily
 * loaded routes: importing it from the landing route would put the Firestore SDK in its bundle.
 */
export function getDb(): Firestore {
  if (!firestore) {
    // A persistent, multi-tab cache lets a resident see their last known account offline
    // (DESIGN §6) and keeps several open tabs consistent.
    firestore = initializeFirestore(firebaseApp, {
      localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
    });
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
