import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckingAdminPage, CheckingPermissions } from '@/components/CheckingPermissions';
import { useNotify, type Notice } from '@/components/notify';
import { useAdminCheck } from '../session/useAdminCheck';

interface AdminOnlyProps {
  children: ReactNode;
  /** What a non-admin sees instead (nothing when they are redirected). */
  denied?: ReactNode;
  /** A toast raised once the check says no. */
  notice?: Notice;
  /** Where a non-admin is sent. */
  redirectTo?: string;
}

/**
 * The admin pages' gate (spec §2, §6): 'Checking permissions...' until the admin check answers,
 * then the page for an admin. A non-admin gets what the page's spec says — a card (users), a
 * redirect with a toast (properties, payments) or a message with a toast (HOA accounts). What
 * the page may read is decided by the rules and the functions, not here.
 */
export function AdminOnly({ children, denied = null, notice, redirectTo }: AdminOnlyProps) {
  const adminCheck = useAdminCheck();
  const navigate = useNavigate();
  const notify = useNotify();

  // once per denial, whatever the props' identity on each render
  const onDenied = useEffectEvent(() => {
    if (notice) notify(notice);
    if (redirectTo) navigate(redirectTo, { replace: true });
  });
  useEffect(() => {
    if (adminCheck === 'not-admin') onDenied();
  }, [adminCheck]);

  if (adminCheck === 'admin') return children;
  if (adminCheck === 'checking') return <CheckingPermissions />;
  // A redirected non-admin sees the spinner alone for the moment before the redirect (the
  // router keeps this page on screen until home's code has loaded): the page's title is shown
  // only while the answer might still be yes.
  if (redirectTo) return <CheckingAdminPage title={undefined} />;
  return denied;
}
