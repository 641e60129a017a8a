import { useEffect, useState } from 'react';
import { useAuthSession } from './AuthSessionContext';

export type AdminCheck = 'checking' | 'admin' | 'not-admin';

/**
 * is_admin (spec §6) → the `admin` claim of a freshly read ID token result. Anything failing
 * (offline, revoked session) means not admin, never an error screen (spec §6). The rules and
 * functions check the claim again on every read and call; this only decides what to show.
 */
export function useAdminCheck(): AdminCheck {
  const session = useAuthSession();
  const user = session.status === 'signed-in' ? session.user : null;
  const sessionSaysAdmin = session.status === 'signed-in' && session.claims.admin;
  const [result, setResult] = useState<{ uid: string; admin: boolean } | null>(null);

  useEffect(() => {
    if (!user) return;
    let current = true;
    user
      .getIdTokenResult()
      .then(({ claims }) => claims.admin === true)
      .catch(() => false)
      .then((admin) => {
        if (current) setResult({ uid: user.uid, admin });
      });
    return () => {
      current = false;
    };
    // sessionSaysAdmin: re-check when a token refresh changed the claims
  }, [user, sessionSaysAdmin]);

  if (session.status !== 'signed-in' || !user) return session.status === 'loading' ? 'checking' : 'not-admin';
  if (!result || result.uid !== user.uid) return 'checking';
  return result.admin ? 'admin' : 'not-admin';
}
