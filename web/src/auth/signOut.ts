import { signOut as firebaseSignOut, type Auth } from 'firebase/auth';

/**
 * Ends the session. The AuthSessionProvider hears the change and every gated route sends the
 * visitor to /auth, so callers only need to report failures (spec §8: 'Failed to sign out').
 */
export function signOut(auth: Auth): Promise<void> {
  return firebaseSignOut(auth);
}
