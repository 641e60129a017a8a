import type { User } from 'firebase/auth';
import { sessionStillValid } from '@lakeside/domain';
import { watchClaimsSignal } from '../api/userMeta';

// Loaded with import() by followClaimsChanges, so the Firestore SDK stays out of the entry
// chunk (and out of the landing page's initial load).

/** Whether Auth refused to refresh because the session was revoked or the account disabled. */
function sessionRefused(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return (
    code === 'auth/user-token-expired' || code === 'auth/user-disabled' || code === 'auth/user-not-found'
  );
}

/**
 * Follows the user's claims signal (userMeta, DESIGN §4):
 * - a right taken away revoked every session from before (`tokensValidAfter`): this one ends
 *   through `onRevoked`, since the rules and functions refuse its token from now on;
 * - any other change after the token was issued refreshes it, so an approval or a new admin
 *   grant takes effect in the open app (through onIdTokenChanged) without signing out.
 * Comparing with the token's own times also catches a change made while the app was closed.
 */
export function listenForClaimsChanges(user: User, onRevoked: () => void): () => void {
  return watchClaimsSignal(
    user.uid,
    ({ claimsUpdatedAt, tokensValidAfter }) => {
      void user
        .getIdTokenResult()
        .then(async ({ authTime, issuedAtTime }) => {
          const signedInAt = Math.floor(Date.parse(authTime) / 1000);
          if (!sessionStillValid(signedInAt, { tokensValidAfter })) {
            onRevoked();
          } else if (claimsUpdatedAt && claimsUpdatedAt.getTime() > Date.parse(issuedAtTime)) {
            await user.getIdToken(true);
          }
        })
        .catch((error: unknown) => {
          // Production refuses to refresh a revoked session (and then signs it out itself);
          // offline, or signed out meanwhile, the next snapshot (or sign-in) tries again.
          if (sessionRefused(error)) onRevoked();
        });
    },
    // Denied after sign-out, or offline: nothing to refresh then.
    () => undefined,
  );
}
