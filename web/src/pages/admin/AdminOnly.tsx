import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminCheck } from '../../auth';
import { CheckingPermissions } from '../../components/CheckingPermissions';
import { useNotify } from '../../components/notify';

/**
 * check_admin_role on the properties and payments pages (spec §6): a non-admin is sent to /
 * with an 'Access Denied' toast. What the page may read is decided by the rules, not here.
 */
export function AdminOnlyRedirect({ children }: { children: ReactNode }) {
  const adminCheck = useAdminCheck();
  const navigate = useNavigate();
  const notify = useNotify();

  useEffect(() => {
    if (adminCheck !== 'not-admin') return;
    notify({
      title: 'Access Denied',
      body: "You don't have admin privileges to access this page.",
      intent: 'error',
    });
    navigate('/', { replace: true });
  }, [adminCheck, navigate, notify]);

  // a non-admin sees this too, for the moment before the redirect
  if (adminCheck !== 'admin') return <CheckingPermissions />;
  return children;
}
