import { ROUTES } from '@lakeside/domain';
import { Navigate, Outlet } from 'react-router-dom';
import { PageSpinner } from '@/components/PageSpinner';
import { useAuthSession } from './AuthSessionContext';

/** Layout route for gated pages: spec §2 sends signed-out visitors to /auth. */
export function RequireSignIn() {
  const session = useAuthSession();
  if (session.status === 'loading') return <PageSpinner />;
  if (session.status === 'signed-out') return <Navigate to={ROUTES.auth} replace />;
  return <Outlet />;
}
