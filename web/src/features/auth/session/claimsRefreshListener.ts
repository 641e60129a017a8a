import type { User } from 'firebase/auth';
import { watchClaimsUpdatedAt } from '../api/userMeta';

// Loaded with import() by followClaimsChanges, so the Firestore SDK stays out of the entry
// chunk (and out of the landing page's initial load).

/**
 * Refreshes the ID token whenever the functions changed this user's claims after the token
 * was issued (DESIGN §4): an approval or a new admin grant then takes effect in the open app,
 * through onIdTokenChanged, without signing out. Checking against the token's issue time also
 * catches a change made while the app was closed.
 */
export function listenForClaimsChanges(user: User): () => void {
  return watchClaimsUpdatedAt(
    user.uid,
    (claimsUpdatedAt) => {
      if (!claimsUpdatedAt) return;
      void user
        .getIdTokenResult()
        .then(({ issuedAtTime }) =>
          claimsUpdatedAt.getTime() > Date.parse(issuedAtTime) ? user.getIdToken(true) : undefined,
        )
        // Offline or signed out meanwhile: the next snapshot (or sign-in) tries again.
        .catch(() => undefined);
    },
    // Denied after sign-out, or offline: nothing to refresh then.
    () => undefined,
  );
}
