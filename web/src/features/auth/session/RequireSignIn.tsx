import { ROUTES } from '@lakeside/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { useAuthSession } from './AuthSessionContext';

/**
 * Layout route for gated pages: spec §2 sends signed-out visitors to /auth. The page they asked
 * for goes along in the router's state (never in the URL, so no link can choose where sign-in
 * leads), and the auth screen returns there.
 *
 * While Auth restores the session, a spinner; or, with `showPageWhileRestoring`, the page
 * itself, for a page that shows its own frame (title, card outlines) and nothing of the user
 * until the session is there: a resident's reload paints at once instead of waiting for Auth's
 * round trip.
 */
export function RequireSignIn({
  showPageWhileRestoring = false,
  pending = <PageSpinner />,
}: {
  showPageWhileRestoring?: boolean;
  /** what shows while Auth restores the session (the admin pages: 'Checking permissions...') */
  pending?: ReactNode;
}) {
  const session = useAuthSession();
  const location = useLocation();
  if (session.status === 'loading') return showPageWhileRestoring ? <Outlet /> : pending;
  if (session.status === 'signed-out') {
    // Signed out on the way elsewhere (Sign Out goes home first): the router keeps this page on
    // screen until the next page's code has loaded, and the session may end meanwhile. The
    // address bar already shows where the app is going, so no detour through /auth.
    if (window.location.pathname !== location.pathname) return null;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={ROUTES.auth} replace state={{ from }} />;
  }
  return <Outlet />;
}
