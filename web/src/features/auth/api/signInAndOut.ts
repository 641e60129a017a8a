import { signInWithEmailAndPassword, signOut as firebaseSignOut, type Auth } from 'firebase/auth';
import { markTiming } from '@/lib/timing';
import { announceSigningIn } from '../session/sessionEvents';

/** Sign in with password (spec §7). The e-mail is trimmed; the password is taken as typed. */
export async function signIn(auth: Auth, email: string, password: string): Promise<void> {
  markTiming('signing-in');
  announceSigningIn();
  await signInWithEmailAndPassword(auth, email.trim(), password);
}

/**
 * Ends the session. The AuthSessionProvider hears the change and every gated route sends the
 * visitor to /auth, so callers only need to report failures (spec §8: 'Failed to sign out').
 */
export function signOut(auth: Auth): Promise<void> {
  return firebaseSignOut(auth);
}
