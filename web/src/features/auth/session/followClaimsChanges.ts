import type { User } from 'firebase/auth';

/**
 * Starts listening for claims changes of the signed-in user; returns the stop function.
 * `onRevoked`: the user lost a right and this session was revoked (claimsRefreshListener).
 * The listener (and Firestore with it) is imported lazily, in its own chunk.
 */
export function followClaimsChanges(user: User, onRevoked: () => void): () => void {
  let stopped = false;
  let stopListening: (() => void) | undefined;
  import('./claimsRefreshListener')
    .then(({ listenForClaimsChanges }) => {
      if (!stopped) stopListening = listenForClaimsChanges(user, onRevoked);
    })
    // A chunk that fails to load (offline on first visit) only delays the refresh to the
    // token's next hourly renewal.
    .catch(() => undefined);
  return () => {
    stopped = true;
    stopListening?.();
  };
}
