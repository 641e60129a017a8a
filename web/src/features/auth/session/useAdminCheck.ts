import { useAuthSession } from './AuthSessionContext';

export type AdminCheck = 'checking' | 'admin' | 'not-admin';

/**
 * is_admin (spec §6) → the `admin` claim of the session's ID token result, which the session
 * reads on every token change (AuthSessionProvider: sign-in, restore, the forced refresh after
 * a claims change, the SDK's own refresh before the token expires), so losing the claim shows
 * at once. Anything failing there (offline, revoked session) means not admin, never an error
 * screen (spec §6). The rules and functions check the claim again on every read and call; this
 * only decides what to show.
 *
 * A read of the session, not a second getIdTokenResult of its own: that answered the
 * same cached token, but only after the page had drawn 'Checking permissions...' and a few
 * tasks later, which every admin page waited for.
 */
export function useAdminCheck(): AdminCheck {
  const session = useAuthSession();
  if (session.status === 'loading') return 'checking';
  return session.status === 'signed-in' && session.claims.admin ? 'admin' : 'not-admin';
}
