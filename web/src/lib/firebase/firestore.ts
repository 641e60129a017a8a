import { FirebaseError } from 'firebase/app';
import {
  clearIndexedDbPersistence,
  doc,
  getDocFromCache,
  connectFirestoreEmulator,
  initializeFirestore,
  terminate,
  persistentLocalCache,
  persistentMultipleTabManager,
  onSnapshot,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';
import { firebaseApp } from './app';
import { emulatorHostAndPort, useEmulators } from './env';

let firestore: Firestore | undefined;
/** clearLocalCache's deletion while it runs (openLocalCache waits for it). */
let clearing: Promise<void> | undefined;

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

/**
 * Opens Firestore's persistent cache now (on a first visit, creating its IndexedDB database)
 * rather than at the first query, e.g. while Auth signs someone in. Any read from the
 * cache starts it; the document asked for exists nowhere, so its refusal is the expected answer.
 */
export function openLocalCache(): void {
  // never while the last user's cache is being deleted: a new instance would hold it open
  void (clearing ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => getDocFromCache(doc(getDb(), 'cache-warm-up/none')))
    .catch(() => undefined);
}

/** How often, and how far apart, clearing is tried while another tab still holds the cache. */
const CLEAR_ATTEMPTS = 5;
const CLEAR_RETRY_MS = 400;

/**
 * Forgets everything Firestore keeps in this browser: stops this tab's instance (its listeners
 * end; the next getDb() makes a new one) and deletes the persistent cache from IndexedDB, so that
 * on a shared computer the next person finds none of the last user's documents (DESIGN §4).
 * Another tab of the app holding the cache makes the delete fail for a moment; that tab is
 * signing out too (Auth tells every tab) and lets go, so the delete is tried again.
 */
export function clearLocalCache(): Promise<void> {
  const deletion = deleteLocalCache().finally(() => {
    if (clearing === deletion) clearing = undefined;
  });
  clearing = deletion;
  return deletion;
}

async function deleteLocalCache(): Promise<void> {
  const db = getDb();
  firestore = undefined;
  await terminate(db);
  for (let attempt = 1; ; attempt++) {
    try {
      await clearIndexedDbPersistence(db);
      return;
    } catch (error) {
      if (attempt >= CLEAR_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, CLEAR_RETRY_MS * attempt));
    }
  }
}

/** Starts following a live source named by `key` (a uid, a property id…); returns the stop. */
export type Watch<Value> = (
  key: string,
  onChange: (value: Value) => void,
  onError: (error: Error) => void,
) => () => void;

/**
 * Follows one document: calls back with `read` of its data on every change (`undefined` while
 * the document does not exist), from the persistent cache first when offline. Returns the stop.
 */
export function watchDocument<Data, Value>(
  ref: DocumentReference<Data>,
  read: (data: Data | undefined) => Value,
  onChange: (value: Value) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(ref, (snapshot) => onChange(read(snapshot.data())), onError);
}

/**
 * Follows one document as its data, or `null` while it does not exist or the reader may not see
 * it. The two are one answer on purpose: a resident who follows a link to someone else's receipt
 * or statement learns nothing, not even that the document exists. Returns the stop.
 */
export function watchDocOrNull<Data>(
  ref: DocumentReference<Data>,
  onChange: (value: Data | null) => void,
  onError: (error: Error) => void,
): () => void {
  return watchDocument(
    ref,
    (data) => data ?? null,
    onChange,
    (error) =>
      error instanceof FirebaseError && error.code === 'permission-denied' ? onChange(null) : onError(error),
  );
}
