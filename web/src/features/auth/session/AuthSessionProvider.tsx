import { onIdTokenChanged } from 'firebase/auth';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAuth } from 'reactfire';
import { SESSION_TEXTS } from '@lakeside/domain';
import { signOut } from '../api/signInAndOut';
import { AuthSessionContext } from './AuthSessionContext';
import { followClaimsChanges } from './followClaimsChanges';
import { forgetLocalData } from './forgetLocalData';
import { readClaims, type AuthSession } from './session';
import { announceSessionReady } from './sessionEvents';
import { forgetLastSeen } from '@/lib/lastSeen';
import { markTiming } from '@/lib/timing';

export function AuthSessionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const [session, setSession] = useState<AuthSession>({ status: 'loading' });
  // Why the app itself ended the last session, if it did; said on the sign-in screen.
  const endedBecause = useRef<string | undefined>(undefined);

  useEffect(() => {
    // onIdTokenChanged (not onAuthStateChanged) so that a forced token refresh after a claims
    // change (DESIGN §4) also refreshes admin/approved here.
    // Reading claims is async: a later event may overtake an earlier one, so only the answer
    // to the latest event (and none after unmount) is applied.
    let latestEvent = 0;
    let mounted = true;
    const unsubscribe = onIdTokenChanged(auth, async (user) => {
      const event = ++latestEvent;
      markTiming('auth-restored');
      if (user) endedBecause.current = undefined;
      const next: AuthSession = user
        ? { status: 'signed-in', user, claims: await readClaims(user) }
        : { status: 'signed-out', endedBecause: endedBecause.current };
      if (mounted && event === latestEvent) {
        if (next.status === 'signed-in') announceSessionReady({ uid: next.user.uid, claims: next.claims });
        markTiming('session-ready');
        setSession(next);
      }
    });
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, [auth]);

  // While someone is signed in, follow their claims changes (approval, admin grant) so the
  // token, and with it the session's claims, refresh without signing out; a right taken away
  // ends the session, with the reason.
  const signedInUser = session.status === 'signed-in' ? session.user : null;
  useEffect(() => {
    if (!signedInUser) return undefined;
    return followClaimsChanges(signedInUser, () => {
      endedBecause.current = SESSION_TEXTS.revoked;
      void signOut(auth);
    });
  }, [auth, signedInUser]);

  // Signed out, however it happened: nothing of the user stays in this browser. Effects run
  // after the gated screens unmounted, so their listeners are gone before Firestore stops.
  const signedOut = session.status === 'signed-out';
  useEffect(() => {
    if (signedOut) void forgetLocalData();
  }, [signedOut]);

  // What pages last showed (lib/lastSeen) is an approved resident's: gone as soon as the session
  // is not one (signed out, or approval taken away), also for a session ended while closed.
  const mayKeepCopies =
    session.status === 'loading' || (session.status === 'signed-in' && session.claims.approved);
  useEffect(() => {
    if (!mayKeepCopies) forgetLastSeen();
  }, [mayKeepCopies]);

  return <AuthSessionContext.Provider value={session}>{children}</AuthSessionContext.Provider>;
}
