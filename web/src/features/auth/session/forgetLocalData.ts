// Signing out leaves nothing of the user in this browser (DESIGN §4): Firestore's persistent
// cache holds every document the user read (an admin's: residents' e-mails, addresses and
// balances). Auth removes its own record at sign-out; the service worker caches only the app's
// files. This deletes the Firestore cache whenever the app finds itself signed out: after Sign
// Out, after a revoked session, after a sign-out in another tab, and at start when an earlier
// session ended while the app was closed.

/** Whether this browser holds a Firestore cache; where the list is not available, assume so. */
async function firestoreCacheExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (!('databases' in indexedDB)) return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name?.startsWith('firestore/'));
}

/**
 * Deletes the Firestore cache if there is one. The Firestore SDK is loaded only then, so a
 * signed-out visitor of the landing page never downloads it.
 */
export async function forgetLocalData(): Promise<void> {
  try {
    if (!(await firestoreCacheExists())) return;
    const { clearLocalCache } = await import('@/lib/firebase/firestore');
    await clearLocalCache();
  } catch (error) {
    // Nothing to tell the visitor, who is signed out either way; the next sign-out tries again.
    console.warn('Could not clear the local Firestore cache', error);
  }
}
