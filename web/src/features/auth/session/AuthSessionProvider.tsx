import { onIdTokenChanged } from 'firebase/auth';
import { useEffect, useState, type ReactNode } from 'react';
import { useAuth } from 'reactfire';
import { AuthSessionContext } from './AuthSessionContext';
import { followClaimsChanges } from './followClaimsChanges';
import { readClaims, type AuthSession } from './session';

export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [session, setSession] = useState<AuthSession>({ status: 'loading' });

  useEffect(() => {
    // onIdTokenChanged (not onAuthStateChanged) so that a forced token refresh after a claims
    // change (DESIGN §4) also refreshes admin/approved here.
    // Reading claims is async: a later event may overtake an earlier one, so only the answer
    // to the latest event (and none after unmount) is applied.
    let latestEvent = 0;
    let mounted = true;
    const unsubscribe = onIdTokenChanged(auth, async (user) => {
      const event = ++latestEvent;
      const next: AuthSession = user
        ? { status: 'signed-in', user, claims: await readClaims(user) }
        : { status: 'signed-out' };
      if (mounted && event === latestEvent) setSession(next);
    });
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, [auth]);

  // While someone is signed in, follow their claims changes (approval, admin grant) so the
  // token, and with it the session's claims, refresh without signing out.
  const signedInUser = session.status === 'signed-in' ? session.user : null;
  useEffect(() => (signedInUser ? followClaimsChanges(signedInUser) : undefined), [signedInUser]);

  return <AuthSessionContext.Provider value={session}>{children}</AuthSessionContext.Provider>;
}
