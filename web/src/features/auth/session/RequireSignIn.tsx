import { ROUTES } from '@lakeside/domain';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { useAuthSession } from './AuthSessionContext';

/**
 * Layout route for gated pages: spec §2 sends signed-out visitors to /auth. The page they asked
 * for goes along in the router's state (never in the URL, so no link can choose where sign-in
 * leads), and the auth screen returns there (issue 12).
 */
export function RequireSignIn() {
  const session = useAuthSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={ROUTES.auth} replace state={{ from }} />;
  }
  return <Outlet />;
}
